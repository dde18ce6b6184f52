import { NAME_MAX_LENGTH, type Raffle } from '@rifa/shared';
import { t } from '../../../i18n/pt-BR.ts';
import type { PackageRow, PrizeRow } from './prize-package-rows.ts';
import { editValuesFrom } from './raffle-edit.ts';
import { EMPTY_RAFFLE_FORM, type RaffleCreateValues } from './raffle-form.ts';

// Gerenciar → 'Duplicar' (docs/decisions/0016-operator-cockpit-release.md): a raffle, as GET /api/rifa/:id gives it, turned into the
// 'Criar Rifa' form's rows. The end date is left empty (the source's is past or about to be:
// the admin chooses a new one) and so is the admin password (typed each time, docs/protocols/http-api.md#authentication-and-roles).
// Photos cannot be copied: they are uploaded to a raffle that exists (raffle-photos.ts).

/** What the create form starts from: its fields, prize and package rows, and the source. */
export interface RaffleDraft {
  values: RaffleCreateValues;
  extraPrizes: PrizeRow[];
  packageRows: PackageRow[];
  sourceName: string;
  /** The source's photos, which the copy does not have. */
  photoCount: number;
}

/** 'Nome (cópia)', shortening the source's name (whole characters) to stay a valid name. */
export function copyName(name: string): string {
  const room = NAME_MAX_LENGTH - t('admin.duplicate.name', { name: '' }).length;
  let base = '';
  for (const char of name) {
    if (base.length + char.length > room) break;
    base += char;
  }
  return t('admin.duplicate.name', { name: base.trimEnd() });
}

export function raffleDraftFrom(raffle: Raffle): RaffleDraft {
  // The edit dialog's reading of the raffle (1st prize from prizes[0], the rest as rows).
  const edit = editValuesFrom(raffle);
  return {
    values: {
      ...EMPTY_RAFFLE_FORM,
      name: copyName(raffle.name),
      prize_amount: edit.prize_amount,
      ticket_price: edit.ticket_price,
      total_tickets: edit.total_tickets,
      min_tickets: edit.min_tickets,
      prize_btc_address: edit.prize_btc_address,
      description: edit.description,
      rules: edit.rules,
      contact: edit.contact,
    },
    extraPrizes: edit.extra_prizes,
    packageRows: edit.packages,
    sourceName: raffle.name,
    photoCount: raffle.photos?.length ?? 0,
  };
}
