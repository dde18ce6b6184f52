import type { Ref } from 'react';
import { FormField } from '../../../components/ui/form-field.tsx';
import { t } from '../../../i18n/pt-BR.ts';
import { nameError } from '../../../lib/names.ts';
import type { RaffleFieldSpec } from './raffle-fields.ts';

/**
 * One field of RAFFLE_FIELDS, in the create form (ids `raffle-…`) or the edit dialog
 * (`edit-…`). The empty create form marks the required fields for screen readers and shows
 * its examples; the edit dialog shows the stored values, with its own label for the prize.
 */
export function RaffleFieldInput({
  field,
  form,
  value,
  onChange,
  min,
  help,
  error,
  onBlur,
  inputRef,
}: {
  field: RaffleFieldSpec;
  form: 'create' | 'edit';
  value: string;
  onChange: (value: string) => void;
  /** A number's lowest value when it is not 1 (the edit dialog's total: what is committed). */
  min?: number;
  help?: string;
  /** Why the value would be refused (shared raffle-rules.ts); the edit dialog checks the name only. */
  error?: string;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const creating = form === 'create';
  const label = !creating && field.editLabel ? field.editLabel : field.label;
  const placeholder = field.placeholder ? t(field.placeholder) : field.example;
  return (
    <FormField
      id={`${creating ? 'raffle' : 'edit'}-${field.name}`}
      label={t(label)}
      requiredHint={creating && field.required}
      help={help}
      error={error ?? (field.name === 'name' ? nameError(value) : undefined)}
      // content-start: a field beside one with a message keeps its input level with it.
      fieldClassName={field.wide ? 'content-start sm:col-span-2' : 'content-start'}
      name={field.name}
      type={field.type === 'number' ? 'number' : 'text'}
      required={field.required}
      placeholder={creating || field.type === 'brasilia-datetime' ? placeholder : undefined}
      min={field.type === 'number' ? (min ?? 1) : undefined}
      step={field.type === 'number' ? 1 : undefined}
      inputMode={field.type === 'number' ? 'numeric' : undefined}
      autoComplete="off"
      ref={inputRef}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      className={field.mono ? 'font-mono' : undefined}
    />
  );
}
