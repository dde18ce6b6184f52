import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { FieldMessage } from '../../../components/ui/label.tsx';
import { t } from '../../../i18n/pt-BR.ts';
import type { PrizeRow } from './prize-package-rows.ts';

/** Most positions the server accepts (shared MAX_PRIZES). */
const MAX_ROWS = 99;

/**
 * The prizes after the 1st in the admin's create form: add or remove rows; each takes an
 * amount in sats or a physical prize (amount 0 and its description).
 */
export function ExtraPrizes({
  rows,
  onChange,
  errorOf = () => undefined,
  onBlurField,
}: {
  rows: PrizeRow[];
  onChange: (rows: PrizeRow[]) => void;
  /** The message beside a field (`prize-2-amount`) or the list (`prizes`), if any. */
  errorOf?: (field: string) => string | undefined;
  onBlurField?: (field: string) => void;
}) {
  const set = (index: number, change: Partial<PrizeRow>) =>
    onChange(rows.map((row, k) => (k === index ? { ...row, ...change } : row)));
  return (
    <fieldset className="grid gap-3 sm:col-span-2" data-testid="extra-prizes">
      <legend className="text-sm font-medium text-slate-900">{t('prizes.form.title')}</legend>
      <p className="text-xs text-slate-500">{t('prizes.form.hint')}</p>
      {rows.map((row, k) => {
        const position = k + 2;
        return (
          <div key={k} className="grid items-start gap-2 sm:grid-cols-[1fr_2fr_auto]">
            <FormField
              id={`raffle-prize-${position}-amount`}
              label={t('prizes.form.amount', { position })}
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              autoComplete="off"
              value={row.amount}
              error={errorOf(`prize-${position}-amount`)}
              onBlur={() => onBlurField?.(`prize-${position}-amount`)}
              onChange={(e) => set(k, { amount: e.target.value })}
            />
            <FormField
              id={`raffle-prize-${position}-description`}
              label={t('prizes.form.description', { position })}
              type="text"
              maxLength={200}
              autoComplete="off"
              value={row.description}
              error={errorOf(`prize-${position}-description`)}
              onBlur={() => onBlurField?.(`prize-${position}-description`)}
              onChange={(e) => set(k, { description: e.target.value })}
            />
            <Button
              type="button"
              variant="outline"
              aria-label={t('prizes.form.remove', { position })}
              onClick={() => onChange(rows.filter((_, j) => j !== k))}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          </div>
        );
      })}
      {errorOf('prizes') && <FieldMessage tone="error">{errorOf('prizes')}</FieldMessage>}
      {rows.length < MAX_ROWS && (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => onChange([...rows, { amount: '', description: '' }])}
        >
          <Plus className="size-4" aria-hidden="true" />
          {t('prizes.form.add')}
        </Button>
      )}
    </fieldset>
  );
}
