// What the winner's wallet answered, read as LUD-06 asks a paying wallet to read it
// (docs/protocols/lnurl.md#pay-request): the pay request's tag, limits and callback; then the
// callback's invoice, whose amount must be exactly the prize. A wallet's {status: 'ERROR'} is
// passed on with its reason; anything else off-spec is a failure, never an exception upward.
// Not checked here: that the invoice's description_hash is sha256(metadata) — reading the
// tagged fields needs a full BOLT11 decoder; LND decodes the invoice before paying it.
import { bolt11Amount } from '../../domain/lnurl/index.ts';
import { formatSats } from '@rifa/shared';
import { isOnion } from './address.ts';
import { formatMsat, remoteText, ResolveFailure } from './failure.ts';
import type { JsonAnswer } from './get-json.ts';

export interface PayTerms {
  /** The callback as the wallet wrote it (its query kept byte for byte), without a fragment. */
  callback: string;
  minSendable: number;
  maxSendable: number;
  /** LUD-12: the longest comment the wallet takes; 0 when it takes none. */
  commentAllowed: number;
}

type JsonObject = Record<string, unknown>;

function isAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** The answer's JSON object, or the failure its status or body means. */
function answerObject(answer: JsonAnswer, who: string): JsonObject {
  const json = answer.json;
  const body = typeof json === 'object' && json !== null && !Array.isArray(json) ? json : null;
  const fields = body as JsonObject | null;
  // LUD-06: a refusal is {status: 'ERROR', reason}, whatever the HTTP status.
  if (fields && typeof fields.status === 'string' && fields.status.toUpperCase() === 'ERROR') {
    const reason = typeof fields.reason === 'string' ? remoteText(fields.reason) : '';
    throw new ResolveFailure(
      'refused',
      reason
        ? `A carteira de ${who} recusou: "${reason}"`
        : `A carteira de ${who} recusou o pedido.`,
    );
  }
  const status = answer.status;
  if (status === 404)
    throw new ResolveFailure(
      'refused',
      `A carteira de ${who} não encontrou esse endereço (HTTP 404); confira-o.`,
    );
  if (status >= 500)
    throw new ResolveFailure(
      'unreachable',
      `A carteira de ${who} está com problemas (HTTP ${status}); tente de novo mais tarde.`,
    );
  if (status < 200 || status >= 300)
    throw new ResolveFailure('bad_answer', `A carteira de ${who} respondeu HTTP ${status}.`);
  if (!fields)
    throw new ResolveFailure('bad_answer', `A carteira de ${who} não respondeu em JSON.`);
  return fields;
}

function callbackOf(value: unknown, who: string): string {
  const bad = (why: string): ResolveFailure =>
    new ResolveFailure('bad_answer', `A carteira de ${who} indicou um callback ${why}.`);
  if (typeof value !== 'string') throw bad('ausente');
  const callback = value.split('#')[0]!;
  let url: URL;
  try {
    url = new URL(callback);
  } catch {
    throw bad('que não é uma URL');
  }
  if (url.username || url.password) throw bad('com usuário e senha');
  // LUD-17's convention, as for the address: https, or http on an onion service only.
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && isOnion(url.hostname));
  if (!secure) throw bad('sem https');
  return callback;
}

/** The LUD-06 pay request's terms; refuses an amount outside its limits. */
export function readPayTerms(answer: JsonAnswer, who: string, amountMsat: number): PayTerms {
  const fields = answerObject(answer, who);
  if (fields.tag !== 'payRequest')
    throw new ResolveFailure(
      'bad_answer',
      `A carteira de ${who} não respondeu com um pedido de pagamento LNURL (payRequest).`,
    );
  const { minSendable, maxSendable } = fields;
  if (!isAmount(minSendable) || !isAmount(maxSendable) || minSendable > maxSendable)
    throw new ResolveFailure(
      'bad_answer',
      `A carteira de ${who} informou limites de valor inválidos.`,
    );
  if (typeof fields.metadata !== 'string')
    throw new ResolveFailure(
      'bad_answer',
      `A carteira de ${who} não enviou a descrição (metadata).`,
    );
  const callback = callbackOf(fields.callback, who);
  if (amountMsat < minSendable || amountMsat > maxSendable)
    throw new ResolveFailure(
      'wrong_amount',
      `A carteira de ${who} aceita de ${formatSats(Math.ceil(minSendable / 1000))} a ` +
        `${formatSats(Math.floor(maxSendable / 1000))} por pagamento; este é de ${formatMsat(amountMsat)}.`,
    );
  const allowed = fields.commentAllowed;
  const commentAllowed = typeof allowed === 'number' && allowed > 0 ? Math.floor(allowed) : 0;
  return { callback, minSendable, maxSendable, commentAllowed };
}

/** callback?amount=<msat>[&comment=…]; `&` when the callback already has a query (LUD-06). */
export function invoiceRequestUrl(terms: PayTerms, amountMsat: number, comment?: string): URL {
  const base = terms.callback;
  const separator = !base.includes('?') ? '?' : /[?&]$/.test(base) ? '' : '&';
  let url = `${base}${separator}amount=${amountMsat}`;
  // LUD-12: a comment only where it fits; the payment matters more than the note.
  if (comment && comment.length <= terms.commentAllowed)
    url += `&comment=${encodeURIComponent(comment)}`;
  return new URL(url);
}

/** The callback's BOLT11 invoice, if it asks for exactly `amountMsat`. */
export function readInvoice(answer: JsonAnswer, who: string, amountMsat: number): string {
  const fields = answerObject(answer, who);
  if (typeof fields.pr !== 'string')
    throw new ResolveFailure('bad_answer', `A carteira de ${who} não enviou uma fatura (pr).`);
  const invoice = fields.pr.trim().replace(/^lightning:/i, '');
  const amount = bolt11Amount(invoice);
  if (!amount.ok)
    throw new ResolveFailure(
      'bad_answer',
      `A carteira de ${who} enviou uma fatura Lightning inválida.`,
    );
  if (amount.msat === undefined)
    throw new ResolveFailure(
      'wrong_amount',
      `A carteira de ${who} enviou uma fatura sem valor; o pagamento exige uma de ${formatMsat(amountMsat)}.`,
    );
  if (amount.msat !== amountMsat)
    throw new ResolveFailure(
      'wrong_amount',
      `A carteira de ${who} enviou uma fatura de ${formatMsat(amount.msat)}; o pagamento é de ${formatMsat(amountMsat)}.`,
    );
  return invoice;
}
