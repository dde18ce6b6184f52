// Buying tickets over the JSON API of a running server (POST /api/transaction), as the
// browser and fault tests do: the purchase stays pending until paid.
import type { JsonClient } from './json-client.ts';

/** Buys `count` tickets of `raffle` (these `numbers`, when given) and answers the purchase. */
export async function buyTickets<T = { id: number }>(
  api: Pick<JsonClient, 'call'>,
  token: string,
  raffle: { id: number; ticket_price: number },
  count: number,
  numbers?: number[],
): Promise<T> {
  const reply = await api.call<T>('POST', '/api/transaction', {
    token,
    body: {
      type_tx: 'buy',
      accept_terms: true,
      adult: true,
      raffle_id: raffle.id,
      tickets_count: count,
      amount: count * raffle.ticket_price,
      ...(numbers && { numbers }),
    },
  });
  if (reply.status !== 201) throw new Error(`compra: ${reply.status} ${reply.text}`);
  return reply.body;
}
