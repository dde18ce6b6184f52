import {
  formatNumber,
  MAX_CONTACT_CHARS,
  MAX_DESCRIPTION_CHARS,
  MAX_RULES_CHARS,
} from '@rifa/shared';
import { FieldMessage } from '../../../components/ui/label.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { t, type MessageKey } from '../../../i18n/pt-BR.ts';
import type { RaffleTextValues } from './raffle-fields.ts';

type TextKey = keyof RaffleTextValues;

const TEXTS: { key: TextKey; label: MessageKey; help: MessageKey; max: number; rows: number }[] = [
  {
    key: 'description',
    label: 'raffleTexts.description',
    help: 'raffleTexts.descriptionHelp',
    max: MAX_DESCRIPTION_CHARS,
    rows: 4,
  },
  {
    key: 'rules',
    label: 'raffleTexts.rules',
    help: 'raffleTexts.rulesHelp',
    max: MAX_RULES_CHARS,
    rows: 6,
  },
  {
    key: 'contact',
    label: 'raffleTexts.contact',
    help: 'raffleTexts.contactHelp',
    max: MAX_CONTACT_CHARS,
    rows: 2,
  },
];

/**
 * Description, regulamento and contact: plain text shown on the raffle page, each capped at
 * the API's limit (shared rules.ts). `locked` names the fields the server would refuse now.
 */
export function RaffleTextFields({
  idPrefix,
  values,
  onChange,
  locked = [],
  errorOf = () => undefined,
  onBlurField,
}: {
  idPrefix: string;
  values: RaffleTextValues;
  onChange: (key: TextKey, value: string) => void;
  locked?: readonly TextKey[];
  /** The message beside a text, if any (shared raffle-rules.ts). */
  errorOf?: (field: TextKey) => string | undefined;
  onBlurField?: (field: TextKey) => void;
}) {
  return (
    <>
      {TEXTS.map(({ key, label, help, max, rows }) => {
        const error = errorOf(key);
        const id = `${idPrefix}-${key}`;
        return (
          <div key={key} className="grid gap-1.5 sm:col-span-2">
            <TextareaField
              id={id}
              name={key}
              label={t(label)}
              help={`${t(help)} ${t('raffleTexts.count', { n: formatNumber(values[key].length), max: formatNumber(max) })}`}
              rows={rows}
              maxLength={max}
              disabled={locked.includes(key)}
              value={values[key]}
              onChange={(e) => onChange(key, e.target.value)}
              onBlur={() => onBlurField?.(key)}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
            />
            {error && (
              <FieldMessage id={`${id}-error`} tone="error">
                {error}
              </FieldMessage>
            )}
          </div>
        );
      })}
    </>
  );
}
