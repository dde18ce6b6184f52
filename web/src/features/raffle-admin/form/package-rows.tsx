import { MAX_PACKAGES } from '@rifa/shared';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { FieldMessage } from '../../../components/ui/label.tsx';
import { t } from '../../../i18n/pt-BR.ts';
import type { PackageRow } from './prize-package-rows.ts';

/** A package's two whole numbers, side by side. */
const COLUMNS = ['quantity', 'price'] as const;

/** The admin's create form:
up to MAX_PACKAGES packages, each a quantity and a price. */
export function PackageRows({
  rows,
  onChange,
  errorOf = () => undefined,
  onBlurField,
}: {
  rows: PackageRow[];
  onChange: (rows: PackageRow[]) => void;
  /** The message beside a field (`package-1-price`) or the list (`packages`), if any. */
  errorOf?: (field: string) => string | undefined;
  onBlurField?: (field: string) => void;
}) {
  const set = (index: number, change: Partial<PackageRow>) =>
    onChange(rows.map((row, k) => (k === index ? { ...row, ...change } : row)));
  return (
    <fieldset className="grid gap-3 sm:col-span-2" data-testid="package-rows">
      <legend className="text-sm font-medium text-slate-900">{t('packages.form.title')}</legend>
      <p className="text-xs text-slate-500">{t('packages.form.hint', { max: MAX_PACKAGES })}</p>
      {rows.map((row, k) => {
        const n = k + 1;
        return (
          <div key={k} className="grid items-start gap-2 sm:grid-cols-[1fr_1fr_auto]">
            {COLUMNS.map((column) => (
              <FormField
                key={column}
                id={`raffle-package-${n}-${column}`}
                label={t(`packages.form.${column}`, { n })}
                type="number"
                min={1}
                step={1}
                inputMode="numeric"
                autoComplete="off"
                value={row[column]}
                error={errorOf(`package-${n}-${column}`)}
                onBlur={() => onBlurField?.(`package-${n}-${column}`)}
                onChange={(e) => set(k, { [column]: e.target.value })}
              />
            ))}
            <Button
              type="button"
              variant="outline"
              aria-label={t('packages.form.remove', { n })}
              onClick={() => onChange(rows.filter((_, j) => j !== k))}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          </div>
        );
      })}
      {errorOf('packages') && <FieldMessage tone="error">{errorOf('packages')}</FieldMessage>}
      {rows.length < MAX_PACKAGES && (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => onChange([...rows, { quantity: '', price: '' }])}
        >
          <Plus className="size-4" aria-hidden="true" />
          {t('packages.form.add')}
        </Button>
      )}
    </fieldset>
  );
}
