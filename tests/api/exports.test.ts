// The CSV exports (docs/decisions/0016-operator-cockpit-release.md) as a Brazilian spreadsheet opens them: UTF-8 with a BOM, ';'
// between fields, CRLF, quoted fields with '"' doubled, 'dd/mm/aaaa hh:mm' in Brasília,
// integer sats, formulas typed as names neutralised; the public list without personal data.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Raffle } from '@rifa/shared';
import { movableClock } from '../support/clock.ts';
import { bearer } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

// The next 14:05 in Brasília (17:05 UTC). Within a day of the real time: the devnode's TLS
// certificate starts a day before its clock, and invoices expire relative to the real time.
const DAY = 86_400_000;
const next = Math.floor(Date.now() / DAY) * DAY + 17 * 3_600_000 + 5 * 60_000;
const start = new Date(next > Date.now() ? next : next + DAY);
const clock = movableClock(start);
const t = useTestApp({ clock, dirPrefix: 'rifa-exports-' });
const BOM = '\uFEFF';

/** Splits a ';' CSV as a spreadsheet does: quoted fields may hold ';', '""' and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (quoted && c === '"') {
      quoted = false;
    } else if (quoted) {
      field += c;
    } else if (c === '"') {
      quoted = true;
    } else if (c === ';') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else {
      field += c;
    }
  }
  expect(field).toBe(''); // the file ends with CRLF
  return rows;
}

/** The expected 'dd/mm/aaaa hh:mm' of an instant, Brasília being UTC−3. */
function brasilia(at: Date): string {
  const local = new Date(at.getTime() - 3 * 3_600_000).toISOString();
  return `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)} ${local.slice(11, 16)}`;
}

const QUOTED_NAME = 'Silva; "Zé" & Cia';
const FORMULA_NAME = '=HYPERLINK("http://x.example";"clique")';
let raffle: Raffle;
let cancelled: Raffle;
let quotedEmail: string;

beforeAll(async () => {
  raffle = await t.createRaffle({
    confirm_large_prize: true,
    name: 'Rifa Exportada',
    ticket_price: 1_000,
    total_tickets: 50,
  });
  const quoted = await t.register({ name: QUOTED_NAME });
  quotedEmail = quoted.user.email;
  const formula = await t.register({ name: FORMULA_NAME });
  await t.buyPaid(quoted.token, raffle, 2);
  await t.buyPaid(formula.token, raffle, 1);
  await t.buy(formula.token, raffle, 3);
  // A cancelled raffle whose refund is paid on-chain in a batch: a refund and a payout row.
  cancelled = await t.createRaffle({
    confirm_large_prize: true,
    name: 'Rifa Cancelada',
    ticket_price: 20_000,
    total_tickets: 10,
  });
  await t.buyPaid(quoted.token, cancelled, 1);
  expect((await t.editRaffle(cancelled.id, { status: 'cancelled' })).status).toBe(200);
  const batch = await t.api
    .post(`/api/admin/raffles/${cancelled.id}/refunds/pay`)
    .set(bearer(t.adminToken));
  expect(batch.status).toBe(200);
  await t.payoutJob.tick();
});

async function adminCsv(id: number, kind: string) {
  const response = await t.api
    .get(`/api/admin/rifa/${id}/export/${kind}.csv`)
    .set(bearer(t.adminToken))
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
    });
  return { response, text: response.body as string };
}

describe('GET /api/admin/rifa/:id/export/<kind>.csv', () => {
  it('purchases: a file a Brazilian spreadsheet opens (BOM, ;, CRLF, quotes, pt-BR dates, integers)', async () => {
    const { response, text } = await adminCsv(raffle.id, 'purchases');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="rifa-${raffle.id}-compras.csv"`,
    );
    expect(text.startsWith(BOM)).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/); // every line break is CRLF
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toEqual([
      'Compra',
      'Criada em',
      'Paga em',
      'Situação',
      'Comprador',
      'Apelido',
      'E-mail',
      'Bilhetes',
      'Valor (sats)',
      'Números',
      'Hash do pagamento',
    ]);
    expect(rows).toHaveLength(3);
    const [first, second, open] = rows as [string[], string[], string[]];
    expect(first.slice(1, 11)).toEqual([
      brasilia(start),
      brasilia(start),
      'Pago',
      QUOTED_NAME,
      '',
      quotedEmail,
      '2',
      '2000',
      expect.stringMatching(/^\d+ \d+$/),
      expect.stringMatching(/^[0-9a-f]{64}$/),
    ]);
    expect(brasilia(start)).toMatch(/^\d\d\/\d\d\/\d{4} 14:05$/);
    // The ';' and '"' of the name are quoted on the wire, the quote doubled.
    expect(text).toContain(`;"Silva; ""Zé"" & Cia";`);
    // A name that is a formula starts with an apostrophe: shown as text, never evaluated.
    expect(second[4]).toBe(`'${FORMULA_NAME}`);
    expect(open.slice(2, 4)).toEqual(['', 'Pendente']);
    expect(open[8]).toBe('3000');
  });

  it('tickets: one line per ticket, ascending, with its buyer and purchase', async () => {
    const { response, text } = await adminCsv(raffle.id, 'tickets');
    expect(response.headers['content-disposition']).toContain(`rifa-${raffle.id}-bilhetes.csv`);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toEqual([
      'Número',
      'Compra',
      'Comprador',
      'Apelido',
      'E-mail',
      'Hash do pagamento',
      'Creditado em',
    ]);
    expect(rows).toHaveLength(3);
    const numbers = rows.map((row) => Number(row[0]));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(rows.filter((row) => row[2] === QUOTED_NAME)).toHaveLength(2);
    expect(rows.every((row) => row[6] === brasilia(start))).toBe(true);
  });

  it('refunds and payouts: the cancelled raffle’s refund and the batch that paid it', async () => {
    const refunds = parseCsv((await adminCsv(cancelled.id, 'refunds')).text.slice(1));
    expect(refunds[0]).toEqual([
      'Reembolso',
      'Compra',
      'Comprador',
      'E-mail',
      'Endereço',
      'Valor (sats)',
      'Motivo',
      'Pagamento',
      'Situação do pagamento',
      'Txid',
      'Criado em',
    ]);
    expect(refunds).toHaveLength(2);
    expect(refunds[1]).toMatchObject({
      2: QUOTED_NAME,
      3: quotedEmail,
      5: '20000',
      6: 'Rifa cancelada',
    });
    const payouts = parseCsv((await adminCsv(cancelled.id, 'payouts')).text.slice(1));
    expect(payouts[0]?.slice(0, 7)).toEqual([
      'Pagamento',
      'Tipo',
      'Posição',
      'Método',
      'Situação',
      'Valor (sats)',
      'Taxa (sats)',
    ]);
    expect(payouts).toHaveLength(2);
    const payout = payouts[1]!;
    expect(payout.slice(1, 6)).toEqual(['Reembolso', '', 'On-chain', 'Enviado', '20000']);
    expect(payout[10]).toMatch(/^[0-9a-f]{64}$/);
    expect(refunds[1]?.[7]).toBe(payout[0]);
    expect(refunds[1]?.slice(8, 10)).toEqual(['Enviado', payout[10]]);
  });

  it('refuses participants (403), no credentials (401), an unknown kind or raffle (404, pt-BR)', async () => {
    const participant = (await t.register()).token;
    const path = `/api/admin/rifa/${raffle.id}/export/purchases.csv`;
    expect((await t.api.get(path).set(bearer(participant))).status).toBe(403);
    expect((await t.api.get(path)).status).toBe(401);
    const kind = await t.api
      .get(`/api/admin/rifa/${raffle.id}/export/senhas.csv`)
      .set(bearer(t.adminToken));
    expect(kind.status).toBe(404);
    expect(kind.body).toEqual({ error: 'Exportação não encontrada' });
    for (const id of ['999999', 'abc', '-1']) {
      const missing = await t.api
        .get(`/api/admin/rifa/${id}/export/tickets.csv`)
        .set(bearer(t.adminToken));
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ error: 'Rifa não encontrada' });
    }
  });
});

describe('GET /api/rifa/:id/tickets.csv (public)', () => {
  it('is the public JSON list as CSV, with no e-mail and no name', async () => {
    const response = await t.api.get(`/api/rifa/${raffle.id}/tickets.csv`).buffer(true);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="rifa-${raffle.id}-bilhetes.csv"`,
    );
    const text = response.text;
    expect(text.startsWith(BOM)).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toEqual(['Número', 'Hash do pagamento']);
    const json = (await t.api.get(`/api/rifa/${raffle.id}/tickets`)).body.data as {
      number: number;
      payment_hash: string;
    }[];
    expect(rows).toEqual(json.map((ticket) => [String(ticket.number), ticket.payment_hash]));
    expect(rows).toHaveLength(3);
    expect(text).not.toContain('@');
    expect(text).not.toContain('Silva');
    expect(text).not.toContain(quotedEmail);
  });

  it('answers 404 in pt-BR for a raffle that does not exist', async () => {
    const response = await t.api.get('/api/rifa/999999/tickets.csv');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: 'Rifa não encontrada' });
  });
});
