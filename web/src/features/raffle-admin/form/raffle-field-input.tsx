import type { Ref } from 'react';
import { FormField } from '../../../components/ui/form-field.tsx';
import { t } from '../../../i18n/pt-BR.ts';
import { nameError } from '../../../lib/names.ts';
import { isoToBrasiliaInput } from './datetime-local.ts';
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
  inputRef,
}: {
  field: RaffleFieldSpec;
  form: 'create' | 'edit';
  value: string;
  onChange: (value: string) => void;
  /** A number's lowest value when it is not 1 (the edit dialog's total: what is committed). */
  min?: number;
  help?: string;
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
      error={field.name === 'name' ? nameError(value) : undefined}
      fieldClassName={field.wide ? 'sm:col-span-2' : undefined}
      name={field.name}
      type={field.type}
      required={field.required}
      placeholder={creating ? placeholder : undefined}
      min={
        field.type === 'number'
          ? (min ?? 1)
          : field.type === 'datetime-local'
            ? isoToBrasiliaInput(new Date())
            : undefined
      }
      step={field.type === 'number' ? 1 : undefined}
      inputMode={field.type === 'number' ? 'numeric' : undefined}
      autoComplete="off"
      ref={inputRef}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className={field.mono ? 'font-mono' : undefined}
    />
  );
}
