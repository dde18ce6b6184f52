import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { health, raffle, user } from '../../test/fixtures.ts';
import { answerPurchase, expectBuy } from '../../test/purchase.ts';
import { loginAs, renderApp } from '../../test/render-app.tsx';

// docs/protocols/payment.md#consent-before-the-first-purchase: before an account's first purchase
// the buy dialog asks 'Li e aceito o regulamento' and the +18 confirmation, both required.

function setup(account: ReturnType<typeof user>, rules: string | null = null) {
  loginAs();
  const fetch = mockFetch({
    'GET /api/health': { json: health() },
    'GET /user/me': { json: account },
    'GET /api/rifa': {
      json: { data: [raffle({ id: 1, min_tickets: 1, ticket_price: 1_000, rules })] },
    },
  });
  return { fetch, ...renderApp('/raffles') };
}

async function openDialog(app: ReturnType<typeof setup>) {
  await app.user.click(await screen.findByRole('button', { name: 'Comprar Bilhete' }));
  return screen.findByTestId('buy-dialog');
}

const submit = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Comprar Bilhetes' }) as HTMLButtonElement;

describe('consent before the first purchase', () => {
  it('asks both boxes the first time; the purchase carries accept_terms and adult', async () => {
    const app = setup(user({ purchase_consent_at: null }));
    const dialog = await openDialog(app);
    const terms = within(dialog).getByRole('checkbox', { name: 'Li e aceito o regulamento' });
    const adult = within(dialog).getByRole('checkbox', { name: 'Tenho 18 anos ou mais (+18)' });
    expect(submit(dialog).disabled).toBe(true);
    await app.user.click(terms);
    expect(submit(dialog).disabled).toBe(true);
    await app.user.click(adult);
    expect(submit(dialog).disabled).toBe(false);
    answerPurchase(app.fetch, {});
    await app.user.click(submit(dialog));
    await expectBuy(app.fetch, {
      amount: 1_000,
      tickets_count: 1,
      raffle_id: 1,
      accept_terms: true,
      adult: true,
    });
  });

  it("without the raffle's own rules, the site's terms open in a new tab", async () => {
    const app = setup(user({ purchase_consent_at: null }));
    const dialog = await openDialog(app);
    const link = within(dialog).getByRole('link', { name: 'Ler os termos de uso' });
    expect(link.getAttribute('href')).toBe('/termos');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it("with rules, the raffle's regulamento opens inside the dialog", async () => {
    const app = setup(user({ purchase_consent_at: null }), 'Sorteio pelo bloco; prêmio em sats.');
    const dialog = await openDialog(app);
    expect(within(dialog).getByText('Ler o regulamento desta rifa')).toBeTruthy();
    expect(within(dialog).getByText('Sorteio pelo bloco; prêmio em sats.')).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: 'Ler os termos de uso' })).toBeNull();
  });

  it('an account that consented before is not asked again', async () => {
    const app = setup(user({ purchase_consent_at: '2026-01-01T12:00:00.000Z' }));
    const dialog = await openDialog(app);
    expect(within(dialog).queryByTestId('purchase-consent')).toBeNull();
    expect(submit(dialog).disabled).toBe(false);
  });
});
