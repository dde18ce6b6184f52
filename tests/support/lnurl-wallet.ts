// A wallet double for the LNURL tests (docs/protocols/lnurl.md): calls the pay callback, pays
// through the devnode, reads the preimage back over LUD-21 verify, opens the aes success
// action and follows withdraw links — what a Lightning wallet does, over the app's real HTTP.
import { expect } from 'vitest';
import { parsePaymentRequest } from 'invoices';
import type { LnurlWithdrawLink, Raffle, TicketPage } from '@rifa/shared';
import {
  decodeLnurl,
  decryptAesSuccessAction,
  type PayCallbackAnswer,
} from '../../server/src/domain/lnurl/index.ts';
import { eventually } from './poll.ts';
import type { TestApp } from './test-app.ts';

export const msat = (raffle: Pick<Raffle, 'ticket_price'>, tickets: number) =>
  tickets * raffle.ticket_price * 1000;

export const hashOf = (pr: string) => parsePaymentRequest({ request: pr }).id;

export function lnurlWallet(t: Pick<TestApp, 'api' | 'devnode'>) {
  const callback = (raffle: Pick<Raffle, 'id'>, amountMsat: number | string, comment?: string) =>
    t.api
      .get(`/lnurl/pagar/${raffle.id}`)
      .query({ amount: amountMsat, ...(comment === undefined ? {} : { comment }) });

  /** Pays like a wallet (the devnode settles), then reads the preimage back (LUD-21). */
  async function pay(answer: PayCallbackAnswer): Promise<string> {
    await t.devnode.settleInvoice(hashOf(answer.pr));
    const verified = await eventually('LUD-21 settled', async () => {
      const res = await t.api.get(new URL(answer.verify).pathname);
      return res.body.settled === true ? res.body : undefined;
    });
    expect(verified.status).toBe('OK');
    expect(verified.pr).toBe(answer.pr);
    return verified.preimage as string;
  }

  /** The ticket page path the aes success action leads to, opened with the preimage (LUD-10). */
  function ticketPath(answer: PayCallbackAnswer, preimage: string): string {
    const url = new URL(decryptAesSuccessAction(answer.successAction, preimage));
    expect(url.pathname).toMatch(/^\/bilhete\/[A-Za-z0-9_-]{43}$/);
    return url.pathname;
  }

  /** Buys `tickets` from a wallet, pays, and waits for the ticket page to show them paid. */
  async function buyPaid(raffle: Raffle, tickets: number, comment?: string) {
    const res = await callback(raffle, msat(raffle, tickets), comment);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = res.body as PayCallbackAnswer;
    const preimage = await pay(answer);
    const path = ticketPath(answer, preimage);
    const page = await eventually('ticket page paid', async () => {
      const body = (await t.api.get(`/api${path}`)).body as TicketPage;
      return body.purchase?.status === 'paid' ? body : undefined;
    });
    return { answer, preimage, path, page };
  }

  /** The withdrawRequest behind a withdraw link (LUD-03), as the wallet reads it. */
  async function withdrawRequest(link: LnurlWithdrawLink) {
    const url = new URL(decodeLnurl(link.lnurl)!);
    const res = await t.api.get(url.pathname);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as {
      tag: string;
      k1: string;
      callback: string;
      minWithdrawable: number;
      maxWithdrawable: number;
      defaultDescription: string;
    };
  }

  /** The wallet's withdraw callback with its invoice. */
  const withdraw = (k1: string, pr: string) => t.api.get('/lnurl/saque').query({ k1, pr });

  return { callback, pay, ticketPath, buyPaid, withdrawRequest, withdraw };
}
