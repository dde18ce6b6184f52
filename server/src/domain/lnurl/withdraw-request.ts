// A prize or refund taken by LNURL-withdraw (LUD-03; docs/protocols/lnurl.md#withdraw-request):
// the amount is fixed (min = max), k1 names one claim and is single-use, and the wallet's
// callback brings an invoice of exactly that amount. Pure: the claim store and LND come later.
import { formatSats, safeDisplayText } from '@rifa/shared';
import { DomainError } from '../kernel/errors.ts';
import { bolt11Amount } from './bolt11-amount.ts';
import { satsToMsat } from './msat.ts';

/** k1: 32 random bytes in lower-case hex, unguessable, so knowing it is the right to withdraw. */
const K1 = /^[0-9a-f]{64}$/;
/** Longer than any BOLT11 invoice a wallet makes for one payment, short enough for a URL. */
const MAX_INVOICE_CHARS = 2000;

export type WithdrawKind = 'prize' | 'refund';

export interface WithdrawRequest {
  tag: 'withdrawRequest';
  callback: string;
  k1: string;
  defaultDescription: string;
  minWithdrawable: number;
  maxWithdrawable: number;
}

export function isK1(value: unknown): value is string {
  return typeof value === 'string' && K1.test(value);
}

/** The JSON answered at the claim's LNURL: exactly `amountSats`, no choice for the wallet. */
export function withdrawRequest(input: {
  callback: string;
  k1: string;
  amountSats: number;
  raffleName: string;
  kind: WithdrawKind;
}): WithdrawRequest {
  if (!isK1(input.k1)) throw new RangeError('k1 must be 32 bytes of lower-case hex');
  if (!Number.isSafeInteger(input.amountSats) || input.amountSats < 1)
    throw new RangeError('withdraw amount');
  const msat = satsToMsat(input.amountSats);
  const name = safeDisplayText(input.raffleName);
  return {
    tag: 'withdrawRequest',
    callback: input.callback,
    k1: input.k1,
    defaultDescription:
      input.kind === 'prize'
        ? `Prêmio da rifa ${name} (${formatSats(input.amountSats)})`
        : `Reembolso da rifa ${name} (${formatSats(input.amountSats)})`,
    minWithdrawable: msat,
    maxWithdrawable: msat,
  };
}

export type WithdrawCallback =
  { ok: true; k1: string; pr: string } | { ok: false; reason: 'k1' | 'pr'; error: DomainError };

/** The callback's query (`k1`, `pr`) well-formed; whose claim k1 names is the store's answer. */
export function parseWithdrawCallback(query: { k1?: unknown; pr?: unknown }): WithdrawCallback {
  if (!isK1(query.k1))
    return refuse('k1', 'Link de saque inválido. Abra de novo a página do bilhete e leia o QR.');
  const pr = typeof query.pr === 'string' ? query.pr.trim() : '';
  if (pr === '' || pr.length > MAX_INVOICE_CHARS || !bolt11Amount(pr).ok)
    return refuse('pr', 'A carteira não enviou uma fatura Lightning válida (pr).');
  return { ok: true, k1: query.k1, pr };
}

/** The invoice asks for exactly the claim's amount (a zero-amount invoice is refused too). */
export function checkWithdrawInvoice(pr: string, amountSats: number): DomainError | undefined {
  const amount = bolt11Amount(pr);
  if (amount.ok && amount.msat === satsToMsat(amountSats)) return undefined;
  const error = new DomainError(
    'validation',
    `A fatura precisa ser de exatamente ${formatSats(amountSats)}.`,
    'amount',
  );
  error.field = 'pr';
  return error;
}

function refuse(reason: 'k1' | 'pr', message: string): WithdrawCallback {
  const error = new DomainError('validation', message, reason);
  error.field = reason;
  return { ok: false, reason, error };
}
