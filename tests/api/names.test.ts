// Names people read (docs/decisions/0013-built-for-tor.md), over real HTTP: a raffle's or a participant's name made only
// of zero-width characters, or holding control characters, ANSI escapes or bidi overrides, is
// a 400 in pt-BR; accepted names are stored NFC with the invisible characters stripped, and
// that is what reaches the invoice memo on the node.
import { describe, expect, it } from 'vitest';
import type { Raffle, User } from '@rifa/shared';
import { REGTEST_ADDRESS } from '../support/addresses.ts';
import { ADMIN_PASSWORD, bearer } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const t = useTestApp({ dirPrefix: 'rifa-names-' });

const CONTROL =
  'não pode conter caracteres de controle (quebras de linha, tabulações, códigos de terminal)';
const HOSTILE: [string, string, string][] = [
  [
    'only zero-width characters',
    '\u200B\u200C\u200D\uFEFF',
    'precisa ter letras, números ou símbolos visíveis',
  ],
  ['only a Hangul filler', '\u3164', 'precisa ter letras, números ou símbolos visíveis'],
  ['an ANSI escape', 'Rifa \u001b[2J\u001b[31mfalsa', CONTROL],
  ['a newline', 'Rifa\nADMIN: pagamento aprovado', CONTROL],
  [
    'a right-to-left override',
    'Rifa \u202Eexe.txt',
    'não pode conter caracteres que invertem a direção do texto',
  ],
  [
    'a bidi isolate',
    'Rifa \u2066oculta\u2069',
    'não pode conter caracteres que invertem a direção do texto',
  ],
];

describe('raffle names', () => {
  it.each(HOSTILE)('creating with %s is a 400', async (_case, name, problem) => {
    const response = await t.api
      .post('/api/rifa/admin')
      .set(bearer(t.adminToken))
      .send({
        name,
        prize_amount: 100_000,
        ticket_price: 1_000,
        total_tickets: 10,
        end_date: new Date(Date.now() + 86_400_000).toISOString(),
        admin_password: ADMIN_PASSWORD,
      });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: `Nome da rifa ${problem}`, field: 'name' });
  });

  it.each(HOSTILE)('renaming to %s is a 400 and changes nothing', async (_case, name, problem) => {
    const raffle = await t.createRaffle({ name: 'Original' });
    const response = await t.editRaffle(raffle.id, { name });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: `Nome da rifa ${problem}`, field: 'name' });
    expect(((await t.api.get(`/api/rifa/${raffle.id}`)).body as Raffle).name).toBe('Original');
  });

  it('stores the name NFC with zero-width characters stripped, and so does the invoice memo', async () => {
    const raffle = await t.createRaffle({ name: ' Sa\u0303o\u200B Joa\u0303o  🎉 ' });
    expect(raffle.name).toBe('São João 🎉');
    const buyer = (await t.register()).token;
    const purchase = await t.buy(buyer, raffle, 1);
    const invoice = t.devnode.invoices().find((i) => i.hash === purchase.payment_hash);
    expect(invoice?.memo).toBe('Rifa São João 🎉: 1 bilhete');
  });
});

describe('participant names', () => {
  const register = (name: unknown) =>
    t.api.post('/auth/register').send({
      name,
      email: `nome-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'segredo123',
      btc_address: REGTEST_ADDRESS,
    });

  it.each(HOSTILE)('registering with %s is a 400', async (_case, name, problem) => {
    const response = await register(name);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: `Nome ${problem}` });
  });

  it.each(HOSTILE)('changing the profile name to %s is a 400', async (_case, name, problem) => {
    const { token, user } = await t.register();
    const response = await t.api.put('/user/me').set(bearer(token)).send({ name });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: `Nome ${problem}` });
    expect(((await t.api.get('/user/me').set(bearer(token))).body as User).name).toBe(user.name);
  });

  it('normalises an accepted name to NFC without invisible characters', async () => {
    const { token } = await t.register({ name: 'Jose\u0301\u2060 da\u00A0Silva' });
    expect(((await t.api.get('/user/me').set(bearer(token))).body as User).name).toBe(
      'José da Silva',
    );
  });
});
