import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { health, raffle, transaction, user } from '../../../test/fixtures.ts';
import { loginAs, renderApp } from '../../../test/render-app.tsx';

// docs/decisions/0014-numbers-prizes-packages.md, 'Meus números' on the raffle page: a logged-in visitor's numbers in this raffle,
// zero-padded to the raffle's width — paid ones with 'Ver comprovante', reserved ones of an
// open invoice labelled as awaiting payment; expired purchases hold nothing.

const RAFFLE = { ...raffle({ id: 1, total_tickets: 500 }), draw: null };
const PAID = transaction({ id: 11, status: 'paid', tickets: [120, 7], numbers: [7, 120] });
const OPEN = transaction({ id: 12, status: 'pending', numbers: [3] });
const EXPIRED = transaction({
  id: 13,
  status: 'expired',
  numbers: [999],
  expires_at: new Date(Date.now() - 60_000).toISOString(),
});

function routes(mine: unknown[]) {
  return {
    'GET /api/health': { json: health() },
    'GET /user/me': { json: user() },
    'GET /api/rifa/1': { json: RAFFLE },
    'GET /api/transaction/user': { json: { data: mine } },
  };
}

describe("'Meus números'", () => {
  it('lists paid numbers with their receipt link and reserved ones awaiting payment', async () => {
    loginAs();
    const fetch = mockFetch(routes([EXPIRED, OPEN, PAID]));
    renderApp('/raffles/1');
    const section = (await screen.findByRole('heading', { name: 'Meus números' })).closest(
      '[data-testid="my-numbers"]',
    ) as HTMLElement;
    const paid = await within(section).findByTestId('my-numbers-paid');
    expect(
      within(paid)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toContain('007');
    expect(paid.textContent).toContain('120');
    expect(
      within(paid)
        .getByRole('link', { name: /Ver comprovante/ })
        .getAttribute('href'),
    ).toBe('/comprovante/11');
    const awaiting = within(section).getByTestId('my-numbers-awaiting');
    expect(awaiting.textContent).toContain('Aguardando pagamento');
    expect(awaiting.textContent).toContain('003');
    expect(within(awaiting).queryByRole('link')).toBeNull();
    expect(section.textContent).not.toContain('999');
    expect(fetch.callsTo('GET /api/transaction/user')[0]?.url).toContain('?raffle_id=1');
  });

  it("'Pagar' resumes a reservation awaiting payment in the same payment dialog", async () => {
    loginAs();
    const open = { ...OPEN, raffle_total_tickets: 500 };
    mockFetch({
      ...routes([PAID, open]),
      [`GET /api/transaction/${open.id}`]: { json: open },
    });
    const app = renderApp('/raffles/1');
    const awaiting = await screen.findByTestId('my-numbers-awaiting');
    expect(
      within(screen.getByTestId('my-numbers-paid')).queryByRole('button', { name: 'Pagar' }),
    ).toBeNull();
    await app.user.click(within(awaiting).getByRole('button', { name: 'Pagar' }));
    const dialog = await screen.findByTestId('payment-dialog');
    expect((within(dialog).getByTestId('invoice-text') as HTMLTextAreaElement).value).toBe(
      open.payment_request,
    );
    expect(within(dialog).getByTestId('reserved-numbers').textContent).toBe('003');
  });

  it('is read again once a purchase is made on the page', async () => {
    loginAs();
    const fetch = mockFetch({
      ...routes([]),
      'POST /api/transaction': { status: 201, json: OPEN },
      [`GET /api/transaction/${OPEN.id}`]: { json: OPEN },
    });
    const app = renderApp('/raffles/1');
    await screen.findByText('Você ainda não tem números nesta rifa.');
    fetch.on('GET /api/transaction/user', { json: { data: [OPEN] } });
    await app.user.click(await screen.findByRole('button', { name: 'Comprar Bilhete' }));
    const buy = await screen.findByTestId('buy-dialog');
    await app.user.click(within(buy).getByRole('button', { name: 'Comprar Bilhetes' }));
    await screen.findByTestId('payment-dialog');
    await waitFor(() => expect(fetch.callsTo('GET /api/transaction/user')).toHaveLength(2));
    expect((await screen.findByTestId('my-numbers-awaiting')).textContent).toContain('003');
  });

  it('says so when the visitor has no numbers in this raffle', async () => {
    loginAs();
    mockFetch(routes([EXPIRED]));
    renderApp('/raffles/1');
    expect(await screen.findByText('Você ainda não tem números nesta rifa.')).toBeTruthy();
  });

  it('is not shown, nor asked for, when nobody is logged in', async () => {
    const fetch = mockFetch(routes([PAID]));
    renderApp('/raffles/1');
    expect(await screen.findByRole('heading', { name: 'Rifa do Satoshi' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Meus números' })).toBeNull();
    expect(fetch.callsTo('GET /api/transaction/user')).toEqual([]);
  });
});
