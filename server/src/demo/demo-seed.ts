// The four sample raffles of spec §7 live in the demo database, never in the client:
// real participants must never see fake raffles (docs/decisions/0004-web-app.md).
import type { Store } from '../adapters/sqlite/index.ts';
import type { Clock } from '../domain/ports/index.ts';

const DAY = 24 * 60 * 60 * 1000;

const SAMPLES = [
  {
    name: 'Rifa Relâmpago de Boas-Vindas',
    prize_amount: 1_000_000,
    ticket_price: 1_000,
    total_tickets: 500,
    min_tickets: null,
    days: 1,
  },
  {
    name: 'Mega Rifa 5 Milhões de Sats',
    prize_amount: 5_000_000,
    ticket_price: 10_000,
    total_tickets: 1_000,
    min_tickets: 2,
    days: 10,
  },
  {
    name: 'Rifa da Comunidade',
    prize_amount: 210_000,
    ticket_price: 500,
    total_tickets: 100,
    min_tickets: null,
    days: 5,
  },
  {
    name: 'Rifa Satoshi',
    prize_amount: 2_100_000,
    ticket_price: 2_100,
    total_tickets: 2_100,
    min_tickets: 1,
    days: 30,
  },
];

/** Seeds once per database: after that the operator's changes are left alone. */
export function seedDemoRaffles(store: Store, clock: Clock): void {
  if (store.settings.get('demo_seeded')) return;
  const now = clock.now();
  for (const sample of SAMPLES) {
    store.raffles.create({
      name: sample.name,
      prize_amount: sample.prize_amount,
      ticket_price: sample.ticket_price,
      total_tickets: sample.total_tickets,
      min_tickets: sample.min_tickets,
      end_date: new Date(now.getTime() + sample.days * DAY).toISOString(),
      prize_btc_address: null,
      created_by: null,
      created_at: now.toISOString(),
    });
  }
  store.settings.set('demo_seeded', now.toISOString());
}
