import { formatNumber } from '@rifa/shared';
import type { ReactNode } from 'react';
import { t } from '../../i18n/pt-BR.ts';
import { isoToBrasiliaInput } from '../../lib/datetime-local.ts';
import { nameError } from '../../lib/names.ts';
import type { RaffleEditValues } from '../../lib/raffle-edit.ts';
import { FormField } from '../ui/form-field.tsx';
import { FieldMessage } from '../ui/label.tsx';
import { ExtraPrizes } from './extra-prizes.tsx';
import { PackageRows } from './package-rows.tsx';
import { RaffleTextFields } from './raffle-text-fields.tsx';

/** What the server would refuse to change now (server/src/domain/raffles.ts). */
export interface EditLocks {
  /** Sales closed: only the description and the contact may change. */
  salesClosed: boolean;
  /** Tickets sold or reserved: price, prizes, packages and regulamento are fixed. */
  committed: number;
}

type SetField = <K extends keyof RaffleEditValues>(key: K, value: RaffleEditValues[K]) => void;

const numeric = { type: 'number', step: 1, inputMode: 'numeric', autoComplete: 'off' } as const;

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

/** Every field of the Gerenciar edit dialog (issue 14), laid out like the create form. */
export function EditRaffleFields({
  values,
  set,
  locks,
}: {
  values: RaffleEditValues;
  set: SetField;
  locks: EditLocks;
}) {
  const { salesClosed, committed } = locks;
  const afterSale = committed > 0;
  return (
    <LockedGroup
      id="edit-open-fields"
      locked={salesClosed}
      reason={t('admin.edit.lockedSalesClosed')}
    >
      <FormField
        id="edit-name"
        label={t('admin.create.name')}
        fieldClassName="sm:col-span-2"
        autoComplete="off"
        required
        error={nameError(values.name)}
        value={values.name}
        onChange={(e) => set('name', e.target.value)}
      />
      <FormField
        id="edit-end-date"
        label={t('admin.create.endDate')}
        type="datetime-local"
        min={isoToBrasiliaInput(new Date())}
        required
        value={values.end_date}
        onChange={(e) => set('end_date', e.target.value)}
      />
      <FormField
        id="edit-total-tickets"
        label={t('admin.create.totalTickets')}
        {...numeric}
        min={Math.max(1, committed)}
        required
        help={afterSale ? t('admin.edit.totalMin', { n: formatNumber(committed) }) : undefined}
        value={values.total_tickets}
        onChange={(e) => set('total_tickets', e.target.value)}
      />
      <FormField
        id="edit-min-tickets"
        label={t('admin.create.minTickets')}
        {...numeric}
        min={1}
        value={values.min_tickets}
        onChange={(e) => set('min_tickets', e.target.value)}
      />
      <FormField
        id="edit-prize-address"
        label={t('admin.create.prizeAddress')}
        autoComplete="off"
        className="font-mono"
        value={values.prize_btc_address}
        onChange={(e) => set('prize_btc_address', e.target.value)}
      />
      <LockedGroup
        id="edit-sale-fields"
        locked={afterSale && !salesClosed}
        reason={t('admin.edit.lockedAfterSale')}
      >
        <FormField
          id="edit-ticket-price"
          label={t('admin.create.ticketPrice')}
          {...numeric}
          min={1}
          required
          value={values.ticket_price}
          onChange={(e) => set('ticket_price', e.target.value)}
        />
        <FormField
          id="edit-prize-amount"
          label={t('admin.edit.firstPrize')}
          {...numeric}
          min={1}
          required
          value={values.prize_amount}
          onChange={(e) => set('prize_amount', e.target.value)}
        />
        <ExtraPrizes rows={values.extra_prizes} onChange={(rows) => set('extra_prizes', rows)} />
        <PackageRows rows={values.packages} onChange={(rows) => set('packages', rows)} />
      </LockedGroup>
    </LockedGroup>
  );
}

/** The texts sit outside the sales lock: description and contact may change until the draw. */
export function EditRaffleTexts({
  values,
  set,
  locks,
}: {
  values: RaffleEditValues;
  set: SetField;
  locks: EditLocks;
}) {
  return (
    <RaffleTextFields
      idPrefix="edit"
      values={values}
      onChange={(key, text) => set(key, text)}
      locked={locks.salesClosed || locks.committed > 0 ? ['rules'] : []}
    />
  );
}
