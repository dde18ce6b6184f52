import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, type Handler } from '../../test/fetch-mock.ts';
import { health, inDays, raffle } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const RAFFLES = [
  raffle({
    id: 1,
    name: 'Um Milhão',
    prize_amount: 1_000_000,
    ticket_price: 5_000,
    end_date: inDays(10),
    prize_btc_address: 'bc1qprizeaddress',
  }),
  raffle({
    id: 2,
    name: 'Relâmpago Barato',
    prize_amount: 50_000,
    ticket_price: 500,
    end_date: inDays(1.5),
  }),
  raffle({ id: 3, name: 'Antiga', status: 'completed', end_date: inDays(-3) }),
  raffle({ id: 4, name: 'Desistência', status: 'cancelled', end_date: inDays(3) }),
  raffle({
    id: 5,
    name: 'Esperando Bloco',
    status: 'active',
    end_date: new Date(Date.now() - 60_000).toISOString(),
  }),
];

function setup(data = RAFFLES, list: Handler = { json: { data } }, path = '/raffles') {
  const fetch = mockFetch({ 'GET /api/health': { json: health() }, 'GET /api/rifa': list });
  return { fetch, ...renderApp(path) };
}

const cardNames = () =>
  screen.queryAllByTestId('raffle-card').map((card) => within(card).getByRole('link').textContent);

async function chooseOption(app: ReturnType<typeof setup>, label: string, option: string) {
  await app.user.selectOptions(screen.getByLabelText(label), option);
}

describe('raffle list (spec §2)', () => {
  it("header 'Rifas Ativas', the filter card and tabs with counts (Ativas default)", async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rifas Ativas' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Ativas (2)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Finalizadas (3)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Ativas (2)' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect((screen.getByLabelText('Buscar') as HTMLInputElement).placeholder).toBe(
      'Nome da rifa...',
    );
    expect(screen.getByRole('button', { name: 'Aplicar' })).toBeTruthy();
    // Default sort: soonest end first.
    expect(cardNames()).toEqual(['Relâmpago Barato', 'Um Milhão']);
  });

  it('a card shows every field in pt-BR with days left rounded up', async () => {
    setup();
    const card = (await screen.findAllByTestId('raffle-card'))[1]!;
    expect(within(card).getByText('Ativa')).toBeTruthy();
    expect(within(card).getByText('1.000.000 sats')).toBeTruthy();
    expect(within(card).getByText('bc1qprizeaddress')).toBeTruthy();
    expect(within(card).getByTestId('raffle-sold').textContent).toBe('20 / 100');
    expect(within(card).getByRole('progressbar')).toBeTruthy();
    expect(within(card).getByText('5.000 sats')).toBeTruthy();
    expect(within(card).getByTestId('raffle-time-left').textContent).toBe('10 dias');
    const first = screen.getAllByTestId('raffle-card')[0]!;
    expect(within(first).getByTestId('raffle-time-left').textContent).toBe('2 dias');
  });

  it('the finished tab holds completed, cancelled and ended raffles with their disabled buttons', async () => {
    const app = setup();
    await app.user.click(await screen.findByRole('tab', { name: 'Finalizadas (3)' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('button', { name: 'Finalizada' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(within(panel).getByRole('button', { name: 'Cancelada' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(
      within(panel).getByRole('button', { name: 'Tempo Esgotado' }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('search narrows by name, case-insensitively, and shows a removable chip', async () => {
    const app = setup();
    await screen.findByRole('tab', { name: 'Ativas (2)' });
    await app.user.type(screen.getByLabelText('Buscar'), 'MILHÃO');
    expect(cardNames()).toEqual(['Um Milhão']);
    expect(screen.getByRole('tab', { name: 'Ativas (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Finalizadas (0)' })).toBeTruthy();
    const chips = screen.getByTestId('filter-chips');
    expect(within(chips).getByText('Busca: MILHÃO')).toBeTruthy();
    await app.user.click(within(chips).getByRole('button', { name: 'Remover Busca: MILHÃO' }));
    expect((screen.getByLabelText('Buscar') as HTMLInputElement).value).toBe('');
    expect(screen.queryByTestId('filter-chips')).toBeNull();
    expect(cardNames()).toHaveLength(2);
  });

  it('the filter select (high prize / low entry / ending soon) with its chip', async () => {
    const app = setup();
    await screen.findByRole('tab', { name: 'Ativas (2)' });
    await chooseOption(app, 'Filtrar por', 'Prêmio alto');
    expect(cardNames()).toEqual(['Um Milhão']);
    expect(within(screen.getByTestId('filter-chips')).getByText('Prêmio alto')).toBeTruthy();
    await chooseOption(app, 'Filtrar por', 'Entrada baixa');
    expect(cardNames()).toEqual(['Relâmpago Barato']);
    await chooseOption(app, 'Filtrar por', 'Terminando em breve');
    expect(cardNames()).toEqual(['Relâmpago Barato']);
    await app.user.click(screen.getByRole('button', { name: 'Remover Terminando em breve' }));
    expect(cardNames()).toHaveLength(2);
  });

  it('the sort select orders the cards', async () => {
    const app = setup();
    await screen.findByRole('tab', { name: 'Ativas (2)' });
    await chooseOption(app, 'Ordenar por', 'Maior prêmio');
    expect(cardNames()).toEqual(['Um Milhão', 'Relâmpago Barato']);
    await chooseOption(app, 'Ordenar por', 'Menor preço');
    expect(cardNames()).toEqual(['Relâmpago Barato', 'Um Milhão']);
    // Sorting is not a chip.
    expect(screen.queryByTestId('filter-chips')).toBeNull();
  });

  it('the empty states of both tabs', async () => {
    const app = setup([raffle({ id: 1, name: 'Única', end_date: inDays(5) })]);
    await screen.findByRole('tab', { name: 'Ativas (1)' });
    await app.user.type(screen.getByLabelText('Buscar'), 'nada');
    expect(screen.getByText('Nenhuma rifa encontrada')).toBeTruthy();
    expect(screen.getByText('Tente ajustar seus filtros ou busca')).toBeTruthy();
    await app.user.click(screen.getByRole('tab', { name: 'Finalizadas (0)' }));
    expect(
      screen.getByText('Não há rifas finalizadas que correspondam aos seus filtros'),
    ).toBeTruthy();
  });

  it("a failed load shows 'Erro ao buscar rifas' and 'Tentar novamente' (no sample raffles)", async () => {
    const app = setup(RAFFLES, { status: 500, text: 'Internal Server Error' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Erro ao buscar rifas')).toBeTruthy();
    expect(within(alert).getByText('Erro de conexão')).toBeTruthy();
    expect(screen.queryAllByTestId('raffle-card')).toHaveLength(0);
    app.fetch.on('GET /api/rifa', { json: { data: RAFFLES } });
    await app.user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.getAllByTestId('raffle-card')).toHaveLength(2));
  });

  it('a raffle sold out for one minimum purchase is not buyable', async () => {
    setup([
      raffle({
        id: 1,
        name: 'Quase',
        min_tickets: 10,
        total_tickets: 100,
        sold_tickets: 91,
        available_tickets: 9,
        end_date: inDays(5),
      }),
    ]);
    expect((await screen.findByRole('button', { name: 'Esgotado' })).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('every unsold ticket held by unpaid invoices: reserved, may come back', async () => {
    setup([
      raffle({
        id: 1,
        total_tickets: 10,
        sold_tickets: 0,
        available_tickets: 0,
        end_date: inDays(5),
      }),
    ]);
    const button = await screen.findByRole('button', { name: 'Bilhetes reservados' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('reserved-note').textContent).toContain('voltam a ficar disponíveis');
    expect(screen.queryByText('Esgotado')).toBeNull();
  });

  it("sales closed, draw pending: 'Aguardando sorteio' in Finalizadas, not 'Ativa'", async () => {
    const app = setup([raffle({ id: 1, status: 'active', end_date: inDays(-0.01) })]);
    await app.user.click(await screen.findByRole('tab', { name: /Finalizadas/ }));
    const panel = await screen.findByRole('tabpanel');
    expect(within(panel).getByTestId('raffle-badge').textContent).toBe('Aguardando sorteio');
  });

  it("under a day left: hh:mm:ss, not '1 dia'", async () => {
    setup([raffle({ id: 1, end_date: new Date(Date.now() + 4 * 60_000).toISOString() })]);
    const left = await screen.findByTestId('raffle-time-left');
    expect(left.textContent).toMatch(/^00:0[34]:\d\d$/);
  });

  it('search, filter, sort and tab are kept in the URL, and the URL restores them', async () => {
    const app = setup();
    await screen.findByRole('tab', { name: 'Ativas (2)' });
    await app.user.type(screen.getByLabelText('Buscar'), 'milh');
    await chooseOption(app, 'Ordenar por', 'prizeAmount');
    await chooseOption(app, 'Filtrar por', 'highPrize');
    await app.user.click(screen.getByRole('tab', { name: /Finalizadas/ }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(app.router.state.location.search))).toEqual({
        busca: 'milh',
        filtro: 'highPrize',
        ordem: 'prizeAmount',
        aba: 'finalizadas',
      }),
    );
    app.unmount();

    // A reload of that address (or 'Voltar' to it) shows the same list.
    const again = setup(
      RAFFLES,
      { json: { data: RAFFLES } },
      '/raffles?busca=milh&filtro=highPrize',
    );
    expect(await screen.findByRole('tab', { name: 'Ativas (1)' })).toBeTruthy();
    expect((screen.getByLabelText('Buscar') as HTMLInputElement).value).toBe('milh');
    expect((screen.getByLabelText('Filtrar por') as HTMLSelectElement).value).toBe('highPrize');
    expect(cardNames()).toEqual(['Um Milhão']);
    // Removing the chip clears it from the URL too.
    await again.user.click(screen.getByRole('button', { name: /Remover.*milh/i }));
    await waitFor(() => expect(again.router.state.location.search).toBe('?filtro=highPrize'));
  });

  it('unknown values in the URL read as the defaults', async () => {
    setup(RAFFLES, { json: { data: RAFFLES } }, '/raffles?filtro=nada&ordem=%3Cx%3E');
    expect(await screen.findByRole('tab', { name: 'Ativas (2)' })).toBeTruthy();
    expect((screen.getByLabelText('Filtrar por') as HTMLSelectElement).value).toBe('all');
    expect((screen.getByLabelText('Ordenar por') as HTMLSelectElement).value).toBe('endDate');
  });
});
