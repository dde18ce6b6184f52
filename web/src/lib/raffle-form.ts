import type { RaffleCreateInput, RaffleTextsInput } from '@rifa/shared';
import { parseQuantity } from './buy-rules.ts';
import { brasiliaInputToIso } from './datetime-local.ts';
import { cleanName } from './names.ts';

// The 'Criar Rifa' form (spec §5): name, prize, price, total, end date and the admin
// password required; minimum tickets and prize address optional; integers in sats. An empty
// optional field is left out of the payload: the server takes "" as a wrong value (issue 13).
// The end date is typed in Brasília time (issue 14).

export interface RaffleFormValues {
  name: string;
  prize_amount: string;
  ticket_price: string;
  total_tickets: string;
  end_date: string;
  min_tickets: string;
  prize_btc_address: string;
  admin_password: string;
  /** Issue 14: the organiser's texts, optional. */
  description: string;
  rules: string;
  contact: string;
}

export const EMPTY_RAFFLE_FORM: RaffleFormValues = {
  name: '',
  prize_amount: '',
  ticket_price: '',
  total_tickets: '',
  end_date: '',
  min_tickets: '',
  prize_btc_address: '',
  admin_password: '',
  description: '',
  rules: '',
  contact: '',
};

/** The organiser's texts (issue 14) that are not blank, trimmed. */
export function raffleTextsPayload(
  values: Pick<RaffleFormValues, 'description' | 'rules' | 'contact'>,
) {
  const texts: RaffleTextsInput = {};
  for (const key of ['description', 'rules', 'contact'] as const) {
    const text = values[key].trim();
    if (text) texts[key] = text;
  }
  return texts;
}

function positive(text: string): number | null {
  const value = parseQuantity(text);
  return value !== null && value > 0 ? value : null;
}

/** The payload, or null while a required field is missing or not a positive integer. */
export function raffleCreatePayload(values: RaffleFormValues): RaffleCreateInput | null {
  const prize = positive(values.prize_amount);
  const price = positive(values.ticket_price);
  const total = positive(values.total_tickets);
  const end = brasiliaInputToIso(values.end_date);
  const min = values.min_tickets.trim() === '' ? null : positive(values.min_tickets);
  const name = cleanName(values.name);
  if (name === null || prize === null || price === null || total === null || end === null)
    return null;
  if (!values.admin_password) return null;
  if (values.min_tickets.trim() !== '' && (min === null || min > total)) return null;
  const address = values.prize_btc_address.trim();
  return {
    name,
    prize_amount: prize,
    ticket_price: price,
    total_tickets: total,
    end_date: end,
    status: 'active',
    ...(min !== null ? { min_tickets: min } : {}),
    ...(address ? { prize_btc_address: address } : {}),
    ...raffleTextsPayload(values),
    admin_password: values.admin_password,
  };
}
