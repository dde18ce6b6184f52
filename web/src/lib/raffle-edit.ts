import type { PackageInput, PrizeInput, Raffle, RaffleUpdateInput } from '@rifa/shared';
import { parseQuantity } from './buy-rules.ts';
import { brasiliaInputToIso, isoToBrasiliaInput } from './datetime-local.ts';
import { cleanName } from './names.ts';
import {
  extraPrizesPayload,
  packagesPayload,
  type PackageRow,
  type PrizeRow,
} from './prize-package-rows.ts';

// The Gerenciar edit dialog (issue 14): the raffle's fields as typed, and PUT /api/rifa/:id's
// payload with only what changed. server/src/domain/raffles.ts decides what may change: the
// ticket price, the prizes and the packages only before the first sale or reservation; the
// total never below what is sold or reserved; nothing once sales closed.

export interface RaffleEditValues {
  name: string;
  /** The 1st prize, in sats (prize_amount). */
  prize_amount: string;
  extra_prizes: PrizeRow[];
  packages: PackageRow[];
  ticket_price: string;
  total_tickets: string;
  min_tickets: string;
  /** Brasília wall time, 'YYYY-MM-DDTHH:mm'. */
  end_date: string;
  prize_btc_address: string;
  description: string;
  rules: string;
  contact: string;
}

/** Tickets sold or held by an open invoice: after the first, price, prizes and packages are fixed. */
export const committedTickets = (raffle: Raffle): number =>
  raffle.total_tickets - raffle.available_tickets;

/** Whether the edit dialog applies at all: an active raffle still selling. */
export const isEditable = (raffle: Raffle, now: Date = new Date()): boolean =>
  raffle.status === 'active' && new Date(raffle.end_date).getTime() > now.getTime();

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
    end_date: isoToBrasiliaInput(raffle.end_date),
    prize_btc_address: raffle.prize_btc_address ?? '',
    description: raffle.description ?? '',
    rules: raffle.rules ?? '',
    contact: raffle.contact ?? '',
  };
}

function positive(text: string): number | null {
  const value = parseQuantity(text);
  return value !== null && value > 0 ? value : null;
}

/** The ranked prizes: the 1st (keeping a description it may have) and the rows after it. */
function prizeList(values: RaffleEditValues, raffle: Raffle): PrizeInput[] | null {
  const first = positive(values.prize_amount);
  const extra = extraPrizesPayload(values.extra_prizes);
  if (first === null || !extra) return null;
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
 * (the server takes "" as a wrong value, issue 13).
 */
export function raffleUpdatePayload(
  raffle: Raffle,
  values: RaffleEditValues,
): RaffleUpdateInput | null {
  const initial = editValuesFrom(raffle);
  const name = cleanName(values.name);
  const price = positive(values.ticket_price);
  const total = positive(values.total_tickets);
  const min = values.min_tickets.trim() === '' ? null : positive(values.min_tickets);
  const prizes = prizeList(values, raffle);
  const packages = packagesPayload(values.packages);
  if (name === null || price === null || total === null || !prizes || !packages) return null;
  if (values.min_tickets.trim() !== '' && (min === null || min > total)) return null;
  const changes: RaffleUpdateInput = {};
  if (values.name !== initial.name && name !== raffle.name) changes.name = name;
  // Compared as typed: the input shows minutes, the stored date may carry seconds.
  if (values.end_date !== initial.end_date) {
    const end = brasiliaInputToIso(values.end_date);
    if (end === null) return null;
    changes.end_date = end;
  }
  if (price !== raffle.ticket_price) changes.ticket_price = price;
  if (total !== raffle.total_tickets) changes.total_tickets = total;
  if (min !== raffle.min_tickets) changes.min_tickets = min;
  // Texts compare as typed, so a stored value is never resent just for its whitespace.
  if (values.prize_btc_address !== initial.prize_btc_address)
    changes.prize_btc_address = values.prize_btc_address.trim() || null;
  if (!samePrizes(prizes, prizeList(initial, raffle) ?? [])) changes.prizes = prizes;
  if (!samePackages(packages, packagesPayload(initial.packages) ?? [])) changes.packages = packages;
  for (const key of ['description', 'rules', 'contact'] as const)
    if (values[key] !== initial[key]) changes[key] = values[key].trim() || null;
  return changes;
}
