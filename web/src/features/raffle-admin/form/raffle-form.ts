import type { RaffleCreateInput, RaffleTextsInput } from '@rifa/shared';
import { readRaffleFields, type RaffleFieldValues } from './raffle-fields.ts';

// The 'Criar Rifa' form (spec §5): the raffle's fields (raffle-fields.ts) and the admin
// password, required each time (docs/protocols/http-api.md#authentication-and-roles). An empty optional field is left out of the
// payload: the server takes "" as a wrong value (docs/decisions/0013-built-for-tor.md).

export interface RaffleCreateValues extends RaffleFieldValues {
  admin_password: string;
}

export const EMPTY_RAFFLE_FORM: RaffleCreateValues = {
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

/** The organiser's texts (docs/decisions/0014-numbers-prizes-packages.md) that are not blank, trimmed. */
function raffleTextsPayload(values: Pick<RaffleCreateValues, 'description' | 'rules' | 'contact'>) {
  const texts: RaffleTextsInput = {};
  for (const key of ['description', 'rules', 'contact'] as const) {
    const text = values[key].trim();
    if (text) texts[key] = text;
  }
  return texts;
}

/** The payload, or null while a required field is missing or not a positive integer. */
export function raffleCreatePayload(values: RaffleCreateValues): RaffleCreateInput | null {
  const fields = readRaffleFields(values);
  if (fields === null || !values.admin_password) return null;
  return {
    name: fields.name,
    prize_amount: fields.prize_amount,
    ticket_price: fields.ticket_price,
    total_tickets: fields.total_tickets,
    end_date: fields.end_date,
    status: 'active',
    ...(fields.min_tickets !== null ? { min_tickets: fields.min_tickets } : {}),
    ...(fields.prize_btc_address ? { prize_btc_address: fields.prize_btc_address } : {}),
    ...raffleTextsPayload(values),
    admin_password: values.admin_password,
  };
}
