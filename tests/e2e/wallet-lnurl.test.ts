// Any wallet end to end (docs/protocols/lnurl.md), in real Chromium at phone size, with the
// app reached as over Tor (an .onion host through a forwarding proxy, so its links are the
// onion's): the raffle page shows its Lightning Address and LNURL QR; a wallet (the test, over
// HTTP) pays with a comment and opens the aes success action; the ticket page shows the
// numbers; after the draw the winner's 'Receber com carteira (LNURL)' shows the withdraw QR,
// and the wallet that follows it is paid once.
import { expect, it } from 'vitest';
import type { Raffle } from '@rifa/shared';
import { WEB_DIST } from '../../server/src/composition/compose.ts';
import {
  decodeLnurl,
  decryptAesSuccessAction,
  type PayCallbackAnswer,
} from '../../server/src/domain/lnurl/index.ts';
import { closeAndDraw, prizeOf, raffleInAnHour } from '../integration/draw-support.ts';
import { movableClock } from '../support/clock.ts';
import { hashOf } from '../support/lnurl-wallet.ts';
import { useListeningApp } from '../support/listening-app.ts';
import { eventually } from '../support/poll.ts';
import { useTestApp } from '../support/use-test-app.ts';
import {
  expectClean,
  horizontalOverflow,
  launchBrowser,
  openPage,
  screenshot,
} from './support/browser.ts';
import { ONION_HOST, startOnionProxy } from './support/onion-proxy.ts';

const clock = movableClock();
const t = useTestApp({ clock, dirPrefix: 'rifa-e2e-wallet-', webDist: WEB_DIST });
const served = useListeningApp(t);
const ONION = `http://${ONION_HOST}`;

/** What a wallet asks: the app seen at the onion host. */
const asWallet = (path: string) => t.api.get(path).set('Host', ONION_HOST);

it('pays a raffle from a wallet over its onion address and withdraws the prize by QR', async () => {
  const raffle: Raffle = await raffleInAnHour(t, clock, {
    name: 'Rifa da Carteira',
    total_tickets: 5,
    prize_amount: 300,
  });
  const proxy = await startOnionProxy(() => served.url);
  const browser = await launchBrowser();
  try {
    const tab = await openPage(
      browser,
      ONION,
      { width: 390, height: 844 },
      {
        proxy: { server: proxy.url },
      },
    );
    const { page } = tab;
    await page.goto(`/raffles/${raffle.id}`);
    const address = page.getByTestId('wallet-pay-address');
    await address.waitFor();
    expect(await address.textContent()).toBe(`rifa${raffle.id}@${ONION_HOST}`);
    await page.getByTestId('wallet-pay-qr').waitFor();
    const qr = page.getByRole('link', { name: 'Abrir esta rifa na carteira Lightning' });
    expect(await qr.getAttribute('href')).toMatch(/^lightning:lnurl1[02-9ac-hj-np-z]+$/);
    await page.getByTestId('wallet-pay').scrollIntoViewIfNeeded();
    await screenshot(page, 'wallet-raffle-address');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    // The wallet: payRequest at the address, the callback with a comment, pay, the success action.
    const request = await asWallet(`/.well-known/lnurlp/rifa${raffle.id}`);
    expect(new URL(request.body.callback).host).toBe(ONION_HOST);
    const res = await asWallet(
      `${new URL(request.body.callback).pathname}?amount=${raffle.ticket_price * 1000}&comment=3`,
    );
    expect(res.status, res.text).toBe(200);
    const answer = res.body as PayCallbackAnswer;
    await t.devnode.settleInvoice(hashOf(answer.pr));
    const preimage = await eventually('LUD-21 settled', async () => {
      const verified = await asWallet(new URL(answer.verify).pathname);
      return verified.body.settled ? (verified.body.preimage as string) : undefined;
    });
    const ticketUrl = decryptAesSuccessAction(answer.successAction, preimage);
    expect(new URL(ticketUrl).host).toBe(ONION_HOST);

    await page.goto(new URL(ticketUrl).pathname);
    await page.getByRole('heading', { name: 'Seus bilhetes' }).waitFor();
    await page.getByText('Pago', { exact: true }).first().waitFor({ timeout: 10_000 });
    await page.getByText('3', { exact: true }).first().waitFor();
    await screenshot(page, 'wallet-ticket-page');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    // The draw: the only ticket wins; the ticket page offers the LNURL-withdraw QR.
    await closeAndDraw(t, clock, raffle);
    expect(prizeOf(t, raffle.id)?.status).toBe('awaiting_invoice');
    await page.reload();
    await page
      .getByRole('button', { name: /Receber com carteira \(LNURL\)/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    const withdrawQr = dialog.getByRole('link', { name: 'Abrir o saque na carteira Lightning' });
    await withdrawQr.waitFor();
    await screenshot(page, 'wallet-withdraw-qr');
    const link = (await withdrawQr.getAttribute('href'))!.replace(/^lightning:/, '');
    const withdrawUrl = new URL(decodeLnurl(link)!);
    expect(withdrawUrl.host).toBe(ONION_HOST);
    const withdraw = await asWallet(withdrawUrl.pathname);
    expect(withdraw.body.maxWithdrawable).toBe(300_000);
    const invoice = t.devnode.createExternalInvoice({ tokens: 300, description: 'carteira' });
    const taken = await asWallet(new URL(withdraw.body.callback).pathname).query({
      k1: withdraw.body.k1,
      pr: invoice.request,
    });
    expect(taken.body).toEqual({ status: 'OK' });
    await eventually('prize sent', async () => {
      await t.payoutJob.tick();
      return prizeOf(t, raffle.id)?.status === 'sent' ? true : undefined;
    });
    expect(t.devnode.externalInvoice(invoice.hash).paid).toBe(true);
    expect(t.devnode.payments().filter((p) => p.hash === invoice.hash)).toHaveLength(1);
    // Chromium, unlike Tor Browser, does not count an http .onion origin as secure, so it
    // ignores (and says so) the Cross-Origin-Opener-Policy header; nothing else may be logged.
    tab.errors.splice(
      0,
      tab.errors.length,
      ...tab.errors.filter(
        (e) => !e.includes('Cross-Origin-Opener-Policy header has been ignored'),
      ),
    );
    expectClean(tab);
    await tab.context.close();
  } finally {
    await browser.close();
    await proxy.close();
  }
});
