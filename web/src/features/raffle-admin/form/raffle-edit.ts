import type { PackageInput, PrizeInput, Raffle, RaffleUpdateInput } from '@rifa/shared';
import { isoToBrasiliaText } from './brasilia-datetime.ts';
import {
  extraPrizesPayload,
  packagesPayload,
  type PackageRow,
  type PrizeRow,
} from './prize-package-rows.ts';
import { readRaffleFields, type RaffleFieldValues } from './raffle-fields.ts';

// The Gerenciar edit dialog (docs/decisions/0014-numbers-prizes-packages.md): the raffle's fields as typed (raffle-fields.ts, the
// create form's table), and PUT /api/rifa/:id's payload with only what changed.
// server/src/domain/raffles/raffles.ts decides what may change: the ticket price, the prizes
// and the packages only before the first sale or reservation; the total never below what is
// sold or reserved; nothing once sales closed.

export interface RaffleEditValues extends RaffleFieldValues {
  /** The 2nd, 3rd… prizes; prize_amount is the 1st. */
  extra_prizes: PrizeRow[];
  packages: PackageRow[];
}

/** Tickets sold or held by an open invoice: after the first, price, prizes and packages are fixed. */
export const committedTickets = (raffle: Raffle): number =>
  raffle.total_tickets - raffle.available_tickets;

export function editValuesFrom(raffle: Raffle): RaffleEditValues {
  const prizes = raffle.prizes ?? [];
  return {
    name: raffle.name,
    prize_amount: String(prizes[0]?.amount ?? raffle.prize_amount),
    extra_prizes: prizes
      .slice(1)
      .map((prize) => ({ amount: String(prize.amount), description: prize.description ?? '' })),
    packages: (raffle.packages ?? []).map((item) => ({
      quantity: String(item.quantity),
      price: String(item.price),
    })),
    ticket_price: String(raffle.ticket_price),
    total_tickets: String(raffle.total_tickets),
    min_tickets: raffle.min_tickets === null ? '' : String(raffle.min_tickets),
    end_date: isoToBrasiliaText(raffle.end_date),
    prize_btc_address: raffle.prize_btc_address ?? '',
    description: raffle.description ?? '',
    rules: raffle.rules ?? '',
    contact: raffle.contact ?? '',
  };
}

/** The ranked prizes: the 1st (keeping a description it may have) and the rows after it. */
function prizeList(first: number, rows: PrizeRow[], raffle: Raffle): PrizeInput[] | null {
  const extra = extraPrizesPayload(rows);
  if (!extra) return null;
  const description = raffle.prizes?.[0]?.description;
  return [description ? { amount: first, description } : { amount: first }, ...extra];
}

const samePrizes = (a: readonly PrizeInput[], b: readonly PrizeInput[]) =>
  a.length === b.length &&
  a.every(
    (p, k) => p.amount === b[k]?.amount && (p.description ?? null) === (b[k]?.description ?? null),
  );

const samePackages = (a: readonly PackageInput[], b: readonly PackageInput[]) =>
  a.length === b.length &&
  a.every((p, k) => p.quantity === b[k]?.quantity && p.price === b[k]?.price);

/**
 * The changed fields as PUT /api/rifa/:id takes them ({} when nothing changed), or null while
 * a field is missing or not a positive integer. A cleared optional field is sent as null
 * (the server takes "" as a wrong value, docs/decisions/0013-built-for-tor.md).
 */
export function raffleUpdatePayload(
  raffle: Raffle,
  values: RaffleEditValues,
): RaffleUpdateInput | null {
  const initial = editValuesFrom(raffle);
  const fields = readRaffleFields(values);
  if (!fields) return null;
  const prizes = prizeList(fields.prize_amount, values.extra_prizes, raffle);
  const packages = packagesPayload(values.packages);
  if (!prizes || !packages) return null;
  const changes: RaffleUpdateInput = {};
  if (values.name !== initial.name && fields.name !== raffle.name) changes.name = fields.name;
  // Compared as typed: the input shows minutes, the stored date may carry seconds.
  if (values.end_date !== initial.end_date) changes.end_date = fields.end_date;
  if (fields.ticket_price !== raffle.ticket_price) changes.ticket_price = fields.ticket_price;
  if (fields.total_tickets !== raffle.total_tickets) changes.total_tickets = fields.total_tickets;
  if (fields.min_tickets !== raffle.min_tickets) changes.min_tickets = fields.min_tickets;
  // Texts compare as typed, so a stored value is never resent just for its whitespace.
  if (values.prize_btc_address !== initial.prize_btc_address)
    changes.prize_btc_address = fields.prize_btc_address;
  const initialPrizes = prizeList(Number(initial.prize_amount), initial.extra_prizes, raffle);
  if (!samePrizes(prizes, initialPrizes ?? [])) changes.prizes = prizes;
  if (!samePackages(packages, packagesPayload(initial.packages) ?? [])) changes.packages = packages;
  for (const key of ['description', 'rules', 'contact'] as const)
    if (values[key] !== initial[key]) changes[key] = values[key].trim() || null;
  return changes;
}
