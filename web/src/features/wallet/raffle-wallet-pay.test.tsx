import type { RaffleLnurl } from '@rifa/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { health, raffle } from '../../test/fixtures.ts';
import { findToast, renderApp } from '../../test/render-app.tsx';

// docs/protocols/lnurl.md#pay-request: the raffle page offers 'Pague de qualquer carteira' — the
// Lightning Address when wallets can resolve it on this host, the LNURL-pay QR, and how to
// choose numbers in the comment; where wallets would refuse the link, the server's note.

const LNURL =
  'lnurl1dp68gurn8ghj7um9wfmxjcm99e3k7mf0v9cxj0m385ekvcenxc6r2c35xvukxefcv5mkvv34x5ekzd3ev56nyd3hxqurzepexejxxepnxscrvwfnv9nxzcn9xq6xyefhvgcxxcmyxymnserxfq5fns';

const answer = (overrides: Partial<RaffleLnurl> = {}): RaffleLnurl => ({
  address: 'rifa1@rifa.exemplo.com.br',
  lnurl: LNURL,
  qr: `LIGHTNING:${LNURL.toUpperCase()}`,
  link: `lightning:${LNURL}`,
  lud17: 'lnurlp://rifa.exemplo.com.br/.well-known/lnurlp/rifa1',
  works: true,
  note: null,
  ...overrides,
});

function openRafflePage(lnurl: RaffleLnurl | null, overrides = {}) {
  const fetch = mockFetch({
    'GET /api/health': { json: health() },
    'GET /api/rifa/1': { json: { ...raffle({ id: 1, ...overrides }), draw: null } },
    ...(lnurl ? { 'GET /api/rifa/1/lnurl': { json: lnurl } } : {}),
  });
  return { fetch, ...renderApp('/raffles/1') };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(globalThis, 'isSecureContext');
});

describe("the raffle page's 'Pague de qualquer carteira'", () => {
  it('shows the Lightning Address with Copiar, the QR linking to the wallet and the comment hint', async () => {
    const app = openRafflePage(answer());
    const section = await screen.findByTestId('wallet-pay');
    expect(
      within(section).getByRole('heading', { name: 'Pague de qualquer carteira' }),
    ).toBeTruthy();
    expect(within(section).getByTestId('wallet-pay-address').textContent).toBe(
      'rifa1@rifa.exemplo.com.br',
    );
    expect(section.textContent).toContain('cada 1.000 sats vale um bilhete');
    expect(within(section).getByTestId('wallet-pay-numbers').textContent).toContain('(ex.: 7, 42)');
    expect(within(section).getByTestId('wallet-pay-numbers').textContent).toContain('sorteados');
    // The QR encodes `qr`; a tap opens `link`.
    const qrLink = within(section).getByRole('link', {
      name: 'Abrir esta rifa na carteira Lightning',
    });
    expect(qrLink.getAttribute('href')).toBe(`lightning:${LNURL}`);
    expect(await within(section).findByTestId('wallet-pay-qr')).toBeTruthy();
    // LUD-17's lnurlp:// link, for wallets that open it.
    expect(within(section).getByTestId('wallet-pay-lud17').getAttribute('href')).toBe(
      'lnurlp://rifa.exemplo.com.br/.well-known/lnurlp/rifa1',
    );

    // After renderApp: user-event installs a clipboard of its own in setup().
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(globalThis, 'isSecureContext', { value: true, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await app.user.click(
      within(section).getByRole('button', { name: 'Copiar o Lightning Address' }),
    );
    expect(writeText).toHaveBeenCalledWith('rifa1@rifa.exemplo.com.br');
    expect((await findToast()).textContent).toContain('Copiado!');
  });

  it('the shared text names the address once it is known', async () => {
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const app = openRafflePage(answer());
    await screen.findByTestId('wallet-pay-address');
    await app.user.click(screen.getByRole('button', { name: 'Compartilhar' }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({
        text: expect.stringContaining(
          'Pague de qualquer carteira Lightning: rifa1@rifa.exemplo.com.br.',
        ),
      }),
    );
  });

  it('without an address (a port, plain http on an onion): the LNURL to copy instead', async () => {
    openRafflePage(answer({ address: null, lud17: null }));
    const section = await screen.findByTestId('wallet-pay');
    expect(within(section).queryByTestId('wallet-pay-address')).toBeNull();
    expect(within(section).getByTestId('wallet-pay-lnurl').textContent).toBe(LNURL);
    expect(within(section).getByRole('button', { name: 'Copiar o LNURL' })).toBeTruthy();
  });

  it("where wallets would refuse the link: the server's note, no QR, the LNURL as text", async () => {
    const note =
      'Carteiras recusam LNURL em http fora de um endereço .onion: use o app por https ou pelo Tor.';
    openRafflePage(answer({ address: null, lud17: null, works: false, note }));
    const section = await screen.findByTestId('wallet-pay');
    expect(within(section).getByTestId('wallet-pay-note').textContent).toContain(note);
    expect(within(section).queryByRole('link')).toBeNull();
    expect(within(section).queryByTestId('wallet-pay-numbers')).toBeNull();
    expect(within(section).getByTestId('wallet-pay-lnurl').textContent).toBe(LNURL);
  });

  it('a drawn raffle sells nothing: no request, no section', async () => {
    const app = openRafflePage(answer(), { status: 'completed' });
    await screen.findByRole('heading', { level: 1, name: 'Rifa do Satoshi' });
    await waitFor(() => expect(app.fetch.callsTo('GET /api/rifa/1')).toHaveLength(1));
    expect(app.fetch.callsTo('GET /api/rifa/1/lnurl')).toEqual([]);
    expect(screen.queryByTestId('wallet-pay')).toBeNull();
  });

  it('a failed read leaves the page as it was', async () => {
    const app = openRafflePage(null);
    await screen.findByRole('heading', { level: 1, name: 'Rifa do Satoshi' });
    await waitFor(() => expect(app.fetch.callsTo('GET /api/rifa/1/lnurl')).toHaveLength(1));
    expect(screen.queryByTestId('wallet-pay')).toBeNull();
  });
});
