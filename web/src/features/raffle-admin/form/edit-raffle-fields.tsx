import { formatNumber } from '@rifa/shared';
import type { ReactNode } from 'react';
import { FieldMessage } from '../../../components/ui/label.tsx';
import { t } from '../../../i18n/pt-BR.ts';
import { ExtraPrizes } from './extra-prizes.tsx';
import { PackageRows } from './package-rows.tsx';
import type { RaffleEditValues } from './raffle-edit.ts';
import { RaffleFieldInput } from './raffle-field-input.tsx';
import { RAFFLE_FIELDS, type RaffleFieldSpec } from './raffle-fields.ts';
import { RaffleTextFields } from './raffle-text-fields.tsx';

/** What the server would refuse to change now (server/src/domain/raffles/raffles.ts). */
export interface EditLocks {
  /** Sales closed: only the description and the contact may change. */
  salesClosed: boolean;
  /** Tickets sold or reserved: price, prizes, packages and regulamento are fixed. */
  committed: number;
}

type SetField = <K extends keyof RaffleEditValues>(key: K, value: RaffleEditValues[K]) => void;

/** A group of fields disabled together, with the one-line reason read before them. */
function LockedGroup({
  id,
  locked,
  reason,
  children,
}: {
  id: string;
  locked: boolean;
  reason: string;
  children: ReactNode;
}) {
  return (
    <fieldset
      disabled={locked}
      aria-describedby={locked ? `${id}-reason` : undefined}
      className="grid min-w-0 gap-4 sm:col-span-2 sm:grid-cols-2"
      data-testid={id}
    >
      {locked && (
        <FieldMessage id={`${id}-reason`} className="text-amber-900 sm:col-span-2">
          {reason}
        </FieldMessage>
      )}
      {children}
    </fieldset>
  );
}

/** What each part of the edit dialog is given: the typed values, their setter and the locks. */
interface EditSectionProps {
  values: RaffleEditValues;
  set: SetField;
  locks: EditLocks;
}

/** Every field of the Gerenciar edit dialog
(docs/decisions/0014-numbers-prizes-packages.md): the create form's table, in two locks. */
export function EditRaffleFields({ values, set, locks }: EditSectionProps) {
  const { salesClosed, committed } = locks;
  const afterSale = committed > 0;
  // The total may not go below what is sold or reserved, and says so after the first sale.
  const totalMin = Math.max(1, committed);
  const totalHelp = afterSale
    ? t('admin.edit.totalMin', { n: formatNumber(committed) })
    : undefined;
  const input = (field: RaffleFieldSpec) => (
    <RaffleFieldInput
      key={field.name}
      field={field}
      form="edit"
      value={values[field.name]}
      onChange={(text) => set(field.name, text)}
      min={field.name === 'total_tickets' ? totalMin : undefined}
      help={field.name === 'total_tickets' ? totalHelp : undefined}
    />
  );
  return (
    <LockedGroup
      id="edit-open-fields"
      locked={salesClosed}
      reason={t('admin.edit.lockedSalesClosed')}
    >
      {RAFFLE_FIELDS.filter((field) => !field.lockedAfterSale).map(input)}
      <LockedGroup
        id="edit-sale-fields"
        locked={afterSale && !salesClosed}
        reason={t('admin.edit.lockedAfterSale')}
      >
        {RAFFLE_FIELDS.filter((field) => field.lockedAfterSale).map(input)}
        <ExtraPrizes rows={values.extra_prizes} onChange={(rows) => set('extra_prizes', rows)} />
        <PackageRows rows={values.packages} onChange={(rows) => set('packages', rows)} />
      </LockedGroup>
    </LockedGroup>
  );
}

/** The texts sit outside the sales lock: description and contact may change until the draw. */
export function EditRaffleTexts({ values, set, locks }: EditSectionProps) {
  return (
    <RaffleTextFields
      idPrefix="edit"
      values={values}
      onChange={(key, text) => set(key, text)}
      locked={locks.salesClosed || locks.committed > 0 ? ['rules'] : []}
    />
  );
}
