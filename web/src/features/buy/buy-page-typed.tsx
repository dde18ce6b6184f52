import { Clover } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { FieldMessage, Label } from '../../components/ui/label.tsx';
import { t } from '../../i18n/pt-BR.ts';
import { typedNumbers } from './buy-page-numbers.ts';

/** The buy page's typed numbers field, with its 'Atualizar' and 'Quero sorte!' buttons. */
export function BuyTypedNumbers({
  typed,
  total,
  setTyped,
  setChosen,
  invalid,
  error,
}: {
  typed: string;
  total: number;
  setTyped(value: string): void;
  setChosen(next: number[]): void;
  invalid: boolean;
  error: ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor="buy-numbers">{t('buyPage.numbers')}</Label>
      <Input
        id="buy-numbers"
        name="digitados"
        inputMode="numeric"
        autoComplete="off"
        placeholder="7, 42"
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          const next = typedNumbers(event.target.value, total);
          if (next) setChosen(next);
        }}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? 'buy-numbers-hint buy-numeros-error' : 'buy-numbers-hint'}
      />
      <FieldMessage id="buy-numbers-hint">{t('buyPage.numbersHint')}</FieldMessage>
      {error}
      {/* The first submit button: Enter in a field updates the choice, never buys. */}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="acao" value="atualizar" variant="outline" size="sm">
          {t('buyPage.update')}
        </Button>
        <Button type="submit" name="acao" value="sorte" size="sm">
          <Clover aria-hidden="true" />
          {t('numbers.lucky')}
        </Button>
      </div>
    </div>
  );
}
