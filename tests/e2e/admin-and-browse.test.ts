// docs/decisions/0004-web-app.md end to end: the admin creates a raffle and sees it in Gerenciar and on /raffles;
// search, filter, chips and the finished tab; the mobile menu at 390×844; and every page
// loads without a single request leaving the app (docs/decisions/0006-docker-umbrel-startos.md: Tor users).
import { describe, expect, it } from 'vitest';
import { horizontalOverflow, logInWithForm, screenshot } from './support/browser.ts';
import { E2E_ADMIN_PASSWORD } from './support/e2e-server.ts';
import { useE2eSession } from './support/session.ts';

const e2e = useE2eSession();

const api = async (
  method: string,
  route: string,
  options: { body?: unknown; token?: string } = {},
) => (await e2e.api.call(method, route, options)).body;

/** The end-date field's text 'dd/mm/aaaa hh:mm' in Brasília time (UTC−3), `days` from now. */
function localInput(days: number): string {
  const [date, time] = new Date(Date.now() + days * 86_400_000 - 3 * 3_600_000)
    .toISOString()
    .slice(0, 16)
    .split('T') as [string, string];
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year} ${time}`;
}

describe('admin', () => {
  it('creates a raffle, then finds it in Gerenciar and on /raffles', async () => {
    const tab = await e2e.open();
    const { page } = tab;
    await logInWithForm(page, 'admin@rifa.local', E2E_ADMIN_PASSWORD);
    await page.getByText('Administrador').first().waitFor();

    await page.getByRole('link', { name: 'Admin' }).first().click();
    await page.waitForURL('**/admin');
    await page.getByText('Painel Administrativo').waitFor();
    const form = page.getByTestId('create-raffle-form');
    expect(await form.getByLabel(/^Prêmio/).getAttribute('placeholder')).toBe('1000000');
    expect(await form.getByLabel(/^Preço do bilhete/).getAttribute('placeholder')).toBe('10000');
    expect(await form.getByLabel(/^Total de bilhetes/).getAttribute('placeholder')).toBe('1000');
    expect(await form.getByLabel(/^Mínimo de bilhetes/).getAttribute('placeholder')).toBe('500');
    await form.getByLabel(/^Nome da rifa/).fill('Rifa do Teste E2E');
    await form.getByLabel(/^Prêmio/).fill('300000');
    await form.getByLabel(/^Preço do bilhete/).fill('250');
    await form.getByLabel(/^Total de bilhetes/).fill('40');
    await form.getByLabel(/^Data de término/).fill(localInput(3));
    await form.getByLabel(/^Senha de administrador/).fill(E2E_ADMIN_PASSWORD);
    await screenshot(page, 'admin-create');
    await form.getByRole('button', { name: 'Criar Rifa' }).click();
    await page.getByText('Rifa criada com sucesso!').first().waitFor();
    // The form is cleared on success (spec §5).
    expect(await form.getByLabel(/^Nome da rifa/).inputValue()).toBe('');

    await page.getByRole('tab', { name: 'Gerenciar' }).click();
    await page.getByText('Rifa do Teste E2E').waitFor();
    await screenshot(page, 'admin-manage');
    await page.getByRole('tab', { name: 'Configurações' }).click();
    await expect
      .poll(() => page.getByTestId('connection-status').textContent())
      .toBe('Backend Conectado');
    await page.getByText(/Total de usuários: \d+/).waitFor();
    expect(
      await page.getByRole('button', { name: 'Alterar Senha de Administrador' }).isDisabled(),
    ).toBe(true);
    await screenshot(page, 'admin-settings');

    await page.goto('/raffles');
    await page.getByRole('article', { name: 'Rifa do Teste E2E' }).waitFor();
    expect(tab.external).toEqual([]);
    expect(tab.errors).toEqual([]);
    await tab.context.close();
  });

  it("shows 'Acesso restrito' on /admin to a participant", async () => {
    const tab = await e2e.open();
    const { page } = tab;
    await page.goto('/register');
    await page.getByLabel('Nome').fill('João');
    await page.getByLabel('E-mail').fill('joao@example.com');
    await page.getByRole('button', { name: 'Usar um endereço de exemplo (regtest)' }).click();
    await page.getByLabel(/^Senha/).fill('segredo123');
    await page.getByLabel('Confirmar senha').fill('segredo123');
    await page.getByRole('button', { name: 'Criar Conta' }).click();
    await page.waitForURL('**/dashboard');
    expect(await page.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await page.goto('/admin');
    await page.getByText('Acesso restrito').waitFor();
    await tab.context.close();
  });
});

describe('raffle list', () => {
  it('searches, filters, removes chips and shows finished raffles', async () => {
    const admin = await api('POST', '/auth/login', {
      body: { email: 'admin@rifa.local', password: E2E_ADMIN_PASSWORD },
    });
    const list = (await api('GET', '/api/rifa')).data as { id: number; name: string }[];
    const community = list.find((r) => r.name === 'Rifa da Comunidade')!;
    await api('PUT', `/api/rifa/${community.id}`, {
      body: { status: 'cancelled' },
      token: admin.token as string,
    });

    const tab = await e2e.open();
    const { page } = tab;
    await page.goto('/raffles');
    const cards = page.getByTestId('raffle-card');
    await cards.first().waitFor();
    const activeCount = await cards.count();

    await page.getByLabel('Buscar').fill('satoshi');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().textContent()).toContain('Rifa Satoshi');
    await page.getByText('Busca: satoshi').waitFor();
    await screenshot(page, 'raffles-search');
    await page
      .getByRole('button', { name: /Remover/ })
      .first()
      .click();
    await expect.poll(() => cards.count()).toBe(activeCount);

    await page.getByTestId('raffle-filter').selectOption({ label: 'Prêmio alto' });
    await expect
      .poll(async () =>
        (await cards.allTextContents()).every((text) => /[1-9]\.\d{3}\.\d{3} sats/.test(text)),
      )
      .toBe(true);
    await page.getByLabel('Buscar').fill('nada-com-este-nome');
    await page.getByText('Nenhuma rifa encontrada').waitFor();
    await page.getByText('Tente ajustar seus filtros ou busca').waitFor();
    await page.getByLabel('Buscar').fill('');
    await page.getByTestId('raffle-filter').selectOption({ label: 'Todas' });

    await page.getByRole('tab', { name: /Finalizadas \(1\)/ }).click();
    const finished = page.getByRole('article', { name: 'Rifa da Comunidade' });
    await finished.waitFor();
    expect(await finished.getByRole('button', { name: 'Cancelada' }).isDisabled()).toBe(true);
    await screenshot(page, 'raffles-finished');
    expect(tab.external).toEqual([]);
    await tab.context.close();
  });
});

describe('mobile', () => {
  it('uses the mobile menu at 390×844', async () => {
    const tab = await e2e.open({ width: 390, height: 844 });
    const { page } = tab;
    await page.goto('/');
    await page.getByTestId('mobile-menu-button').click();
    const menu = page.getByTestId('mobile-menu');
    await menu.waitFor();
    await screenshot(page, 'mobile-menu');
    await menu.getByRole('link', { name: 'Todas as Rifas' }).click();
    await page.waitForURL('**/raffles');
    await page.getByTestId('raffle-card').first().waitFor();
    const overflow = await horizontalOverflow(page);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'mobile-raffles');
    await tab.context.close();
  });
});

describe('no request leaves the app', () => {
  it('loads every page with all non-local requests blocked and none attempted', async () => {
    const tab = await e2e.open();
    const { page } = tab;
    const list = (await api('GET', '/api/rifa')).data as { id: number }[];
    for (const path of [
      '/',
      '/raffles',
      `/raffles/${list[0]!.id}`,
      '/how-it-works',
      '/login',
      '/register',
      '/dashboard',
      '/admin',
      '/rota-inexistente',
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await screenshot(page, `page${path.replaceAll('/', '_') || '_root'}`);
    }
    await page.goto('/how-it-works');
    await page.getByText('17/08/2025 14:00').first().waitFor();
    expect(tab.external).toEqual([]);
    expect(tab.errors).toEqual([]);
    await tab.context.close();
  });
});
