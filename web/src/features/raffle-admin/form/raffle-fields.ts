import type { Raffle } from '@rifa/shared';
import type { MessageKey } from '../../../i18n/pt-BR.ts';
import { cleanName } from '../../../lib/names.ts';
import { parseQuantity } from '../../buy/index.ts';
import { brasiliaTextToIso } from './brasilia-datetime.ts';

// The raffle's fields as the admin types them, one table for both forms: 'Criar Rifa'
// (spec §5) and the Gerenciar edit dialog (docs/decisions/0014-numbers-prizes-packages.md). Name, prize, price, total and end date
// are required; the minimum and the prize address optional; integers in sats; the end date
// is typed in Brasília time (docs/decisions/0014-numbers-prizes-packages.md). An empty optional field is never sent as "" (the
// server takes it as a wrong value, docs/decisions/0013-built-for-tor.md).

type RaffleFieldName =
  | 'name'
  | 'prize_amount'
  | 'ticket_price'
  | 'total_tickets'
  | 'min_tickets'
  | 'end_date'
  | 'prize_btc_address';

/** The organiser's texts as typed (docs/decisions/0014-numbers-prizes-packages.md), all optional. */
export interface RaffleTextValues {
  description: string;
  rules: string;
  contact: string;
}

/** What both forms type: the table's fields and the organiser's texts. */
export type RaffleFieldValues = Record<RaffleFieldName, string> & RaffleTextValues;

export interface RaffleFieldSpec {
  name: RaffleFieldName;
  label: MessageKey;
  /** The edit dialog's label, where the prize field is the 1st of the ranked prizes. */
  editLabel?: MessageKey;
  /** 'brasilia-datetime': text 'dd/mm/aaaa hh:mm' in Brasília time (brasilia-datetime.ts). */
  type: 'text' | 'number' | 'brasilia-datetime';
  required: boolean;
  /** The empty create form's hint. */
  placeholder?: MessageKey;
  /** Spec §9 suggestions in the empty create form: 1000000 / 10000 / 1000 / 500. */
  example?: string;
  wide?: boolean;
  mono?: boolean;
  /** Fixed once a ticket is sold or reserved (server/src/domain/raffles/raffles.ts). */
  lockedAfterSale?: boolean;
}

export const RAFFLE_FIELDS: readonly RaffleFieldSpec[] = [
  {
    name: 'name',
    label: 'admin.create.name',
    type: 'text',
    required: true,
    placeholder: 'admin.create.namePlaceholder',
    wide: true,
  },
  {
    name: 'prize_amount',
    label: 'admin.create.prize',
    editLabel: 'admin.edit.firstPrize',
    type: 'number',
    required: true,
    example: '1000000',
    lockedAfterSale: true,
  },
  {
    name: 'ticket_price',
    label: 'admin.create.ticketPrice',
    type: 'number',
    required: true,
    example: '10000',
    lockedAfterSale: true,
  },
  {
    name: 'total_tickets',
    label: 'admin.create.totalTickets',
    type: 'number',
    required: true,
    example: '1000',
  },
  {
    name: 'min_tickets',
    label: 'admin.create.minTickets',
    type: 'number',
    required: false,
    example: '500',
  },
  {
    name: 'end_date',
    label: 'admin.create.endDate',
    type: 'brasilia-datetime',
    required: true,
    placeholder: 'admin.create.endDatePlaceholder',
  },
  {
    name: 'prize_btc_address',
    label: 'admin.create.prizeAddress',
    type: 'text',
    required: false,
    mono: true,
  },
];

/** The table's fields as the API takes them and the raffle holds them (end_date in ISO 8601 UTC). */
type RaffleFields = Pick<Raffle, RaffleFieldName>;

function positive(text: string): number | null {
  const value = parseQuantity(text);
  return value !== null && value > 0 ? value : null;
}

/**
 * The fields read (the name cleaned, the address trimmed), or null while a required one is
 * missing, a number is not a positive integer, or the minimum is above the total.
 */
export function readRaffleFields(values: Record<RaffleFieldName, string>): RaffleFields | null {
  const name = cleanName(values.name);
  const prize = positive(values.prize_amount);
  const price = positive(values.ticket_price);
  const total = positive(values.total_tickets);
  const end = brasiliaTextToIso(values.end_date);
  const minTyped = values.min_tickets.trim() !== '';
  const min = minTyped ? positive(values.min_tickets) : null;
  if (name === null || prize === null || price === null || total === null || end === null)
    return null;
  if (minTyped && (min === null || min > total)) return null;
  return {
    name,
    prize_amount: prize,
    ticket_price: price,
    total_tickets: total,
    min_tickets: min,
    end_date: end,
    prize_btc_address: values.prize_btc_address.trim() || null,
  };
}
