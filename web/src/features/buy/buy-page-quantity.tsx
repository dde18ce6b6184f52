import { formatNumber, formatSats, type RafflePackage } from '@rifa/shared';
import type { ReactNode } from 'react';
import { Input } from '../../components/ui/input.tsx';
import { FieldMessage, Label } from '../../components/ui/label.tsx';
import { t } from '../../i18n/pt-BR.ts';

/** The buy page's quantity field and, when the raffle has packages, its package radios. */
export function BuyQuantity({
  min,
  quantity,
  setQuantity,
  packages,
  chosenPackage,
  setPackageId,
  invalid,
  error,
}: {
  min: number;
  quantity: string;
  setQuantity(value: string): void;
  packages: readonly RafflePackage[];
  chosenPackage: RafflePackage | undefined;
  setPackageId(value: string): void;
  invalid: boolean;
  error: ReactNode;
}) {
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor="buy-quantity">{t('buy.quantity')}</Label>
        <Input
          id="buy-quantity"
          name="quantidade"
          type="number"
          inputMode="numeric"
          min={min}
          step={1}
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? 'buy-quantidade-error' : undefined}
          className="w-28 text-base"
        />
        <FieldMessage>{t('buy.minimum', { n: formatNumber(min) })}</FieldMessage>
        {error}
      </div>

      {packages.length > 0 && (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-900">{t('packages.title')}</legend>
          <label className="flex min-h-11 items-center gap-3 text-sm">
            <input
              type="radio"
              name="pacote"
              value=""
              checked={!chosenPackage}
              onChange={() => setPackageId('')}
              className="size-5 accent-orange-600"
            />
            {t('buyPage.noPackage')}
          </label>
          {packages.map((item) => (
            <label key={item.id} className="flex min-h-11 items-center gap-3 text-sm">
              <input
                type="radio"
                name="pacote"
                value={item.id}
                checked={chosenPackage?.id === item.id}
                onChange={() => {
                  setPackageId(String(item.id));
                  setQuantity(String(item.quantity));
                }}
                className="size-5 accent-orange-600"
              />
              {t('packages.choice', {
                quantity: formatNumber(item.quantity),
                price: formatSats(item.price),
              })}
            </label>
          ))}
        </fieldset>
      )}
    </>
  );
}
