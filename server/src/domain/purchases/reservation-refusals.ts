// The pt-BR answer to a refused reservation (docs/protocols/payment.md, docs/protocols/limits.md).
import { DomainError, conflict } from '../kernel/errors.ts';
import type { ReserveResult } from '../ports/index.ts';
import { formatNumbers } from './ticket-numbers.ts';

export const SOLD_OUT = 'Bilhetes esgotados';
export const NOT_OPEN = 'Esta rifa não está mais aceitando compras';

/** The pt-BR refusal of a reservation (409, or 429 for the open-invoice cap of docs/protocols/limits.md). */
export function refusal(
  decision: Exclude<ReserveResult, { ok: true }>,
  total: number,
): DomainError {
  switch (decision.reason) {
    case 'numbers_taken':
      // docs/decisions/0014-numbers-prizes-packages.md: the buyer who lost a race learns which numbers to pick again.
      return decision.taken.length === 0
        ? conflict(SOLD_OUT)
        : conflict(
            decision.taken.length === 1
              ? `O número ${formatNumbers(decision.taken, total)} já foi reservado ou vendido. Escolha outro.`
              : `Os números ${formatNumbers(decision.taken, total)} já foram reservados ou vendidos. Escolha outros.`,
            'numbers_taken',
          );
    case 'not_open':
      return conflict(NOT_OPEN);
    case 'sold_out':
      return conflict(SOLD_OUT);
    case 'insufficient':
      return conflict(
        decision.available === 1
          ? 'Apenas 1 bilhete disponível'
          : `Apenas ${decision.available} bilhetes disponíveis`,
      );
    case 'open_purchases':
      return new DomainError(
        'rate_limited',
        `Você já tem ${decision.limit} compras aguardando pagamento nesta rifa, o máximo por conta. Pague uma delas ou espere a fatura expirar (até 15 minutos).`,
        'open_purchases',
      );
    case 'held_tickets':
      return conflict(
        decision.held > 0
          ? `Cada conta pode reservar no máximo ${decision.limit} bilhetes sem pagar nesta rifa, e você já tem ${decision.held} aguardando pagamento. Pague as faturas em aberto ou compre menos bilhetes.`
          : `Cada conta pode reservar no máximo ${decision.limit} bilhetes sem pagar nesta rifa. Compre até ${decision.limit} e, depois de pagar, compre mais.`,
        'held_tickets',
      );
    case 'wallet_held':
      return new DomainError(
        'rate_limited',
        `Há ${decision.held} bilhetes aguardando pagamento por carteiras nesta rifa, o máximo é ${decision.limit}. Tente de novo em alguns minutos, quando as faturas em aberto forem pagas ou expirarem.`,
        'wallet_held',
      );
  }
}
