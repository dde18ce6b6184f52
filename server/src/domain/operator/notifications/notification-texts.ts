// docs/decisions/0016-operator-cockpit-release.md: the pt-BR texts of the operator's notifications and the dedupe key of each, from
// the facts the scanner reads. Pure: the table-driven tests check them without a database.
import { formatNumber, formatSats, type NotificationKind } from '@rifa/shared';
import type {
  ClosedFact,
  DrawnFact,
  NotificationDraft,
  PayoutFact,
  PushMessage,
  SoldOutFact,
} from '../../ports/index.ts';

/** Payout statuses that wait for the operator (payout-types.ts in shared). */
export const PAYOUT_ATTENTION = [
  'failed',
  'unknown',
  'awaiting_balance',
  'awaiting_admin',
] as const;

const quoted = (name: string) => `“${name}”`;

export function soldOutDraft(fact: SoldOutFact): NotificationDraft {
  return {
    key: `sold_out:${fact.raffleId}`,
    kind: 'sold_out',
    raffleId: fact.raffleId,
    title: 'Rifa esgotada',
    body: `A rifa ${quoted(fact.name)} vendeu todos os ${formatNumber(fact.totalTickets)} bilhetes.`,
  };
}

export function closedDraft(fact: ClosedFact): NotificationDraft {
  const body =
    fact.ticketsCount === 0
      ? `As vendas da rifa ${quoted(fact.name)} terminaram sem bilhetes pagos: a rifa foi cancelada, sem sorteio.`
      : `As vendas da rifa ${quoted(fact.name)} terminaram com ${formatNumber(fact.ticketsCount)} ${fact.ticketsCount === 1 ? 'bilhete pago' : 'bilhetes pagos'}; a lista vai para a blockchain e o sorteio espera o bloco.`;
  return {
    key: `closed:${fact.raffleId}`,
    kind: 'closed',
    raffleId: fact.raffleId,
    title: 'Vendas encerradas',
    body,
  };
}

export function drawnDraft(fact: DrawnFact): NotificationDraft {
  return {
    key: `drawn:${fact.raffleId}`,
    kind: 'drawn',
    raffleId: fact.raffleId,
    title: 'Rifa sorteada',
    body: `A rifa ${quoted(fact.name)} foi sorteada: bilhete vencedor nº ${fact.winningTicket}.`,
  };
}

const PAYOUT_STATE: Record<string, (fact: PayoutFact) => string> = {
  failed: (fact) =>
    `falhou${fact.lastError ? ` (${fact.lastError})` : ''}; nada saiu do nó. Tente de novo em Gerenciar.`,
  unknown: () =>
    'tem resultado desconhecido: confira a carteira do LND antes de confirmar ou tentar de novo em Gerenciar.',
  awaiting_balance: () =>
    'aguarda saldo na carteira on-chain do LND; será enviado quando houver saldo.',
  awaiting_admin: () => 'aguarda você (modo manual): pague e confirme em Gerenciar.',
};

export function payoutDraft(fact: PayoutFact): NotificationDraft {
  const what = fact.kind === 'prize' ? 'O pagamento do prêmio' : 'O lote de reembolsos';
  const state = PAYOUT_STATE[fact.status]?.(fact) ?? `está em “${fact.status}”.`;
  return {
    key: `payout:${fact.payoutId}:${fact.status}`,
    kind: 'payout',
    raffleId: fact.raffleId,
    title: 'Pagamento precisa de atenção',
    body: `${what} da rifa ${quoted(fact.name)} (${formatSats(fact.amount)}) ${state}`,
  };
}

/** The n-th time LND stopped answering (counted in settings) and its return. */
export function lndDraft(kind: 'lnd_down' | 'lnd_up', n: number): NotificationDraft {
  return kind === 'lnd_down'
    ? {
        key: `lnd_down:${n}`,
        kind,
        raffleId: null,
        title: 'LND indisponível',
        body: 'O nó Lightning (LND) não responde: as vendas de bilhetes e os pagamentos ficam parados até ele voltar.',
      }
    : {
        key: `lnd_up:${n}`,
        kind,
        raffleId: null,
        title: 'LND de volta',
        body: 'O nó Lightning (LND) voltou a responder: vendas e pagamentos retomados.',
      };
}

const PUSH_STYLE: Record<NotificationKind, Pick<PushMessage, 'tags' | 'priority'>> = {
  sold_out: { tags: ['tada'], priority: 3 },
  closed: { tags: ['lock'], priority: 3 },
  drawn: { tags: ['trophy'], priority: 4 },
  payout: { tags: ['warning'], priority: 4 },
  lnd_down: { tags: ['rotating_light'], priority: 5 },
  lnd_up: { tags: ['white_check_mark'], priority: 3 },
};

/** The push of a notification: its title and text, with ntfy's tags and priority. */
export function pushMessage(n: {
  kind: NotificationKind;
  title: string;
  body: string;
}): PushMessage {
  return { title: n.title, body: n.body, ...PUSH_STYLE[n.kind] };
}

export const TEST_MESSAGE: PushMessage = {
  title: 'Teste da Rifa Relâmpago',
  body: 'Se você recebeu esta mensagem, as notificações deste canal funcionam.',
  tags: ['bell'],
  priority: 3,
};
