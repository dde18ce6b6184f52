import type { SiteInfo, WinnersEntry } from '@rifa/shared';

// docs/decisions/0014-numbers-prizes-packages.md's answers for the web tests: GET /api/site and one drawn raffle of GET /api/ganhadores.

export const SITE: SiteInfo = {
  organiser_contact: 'WhatsApp (11) 91234-5678',
  terms: 'Quem organiza\nO operador deste nó.\n\nPagamentos\nLightning é definitivo.',
  terms_default: false,
  version: '1.4.0',
  explorer_url: null,
  explorer_url_default: true,
  brl_per_btc: null,
  draw_timing: { mtp_lag_seconds: 3_600, confirmations: 6 },
};

export function winnersEntry(overrides: Partial<WinnersEntry> = {}): WinnersEntry {
  return {
    raffle_id: 42,
    raffle_name: 'Rifa dos Três Prêmios',
    total_tickets: 1_000,
    tickets_count: 2,
    block_height: 850_123,
    block_hash: '00000000000000000002a7c4c1e48d76c5a37902165a270156b7a8d72728a054',
    drawn_at: '2026-03-01T15:30:00.000Z',
    winners: [
      {
        position: 1,
        ticket: 7,
        nickname: 'Sortuda da Vila',
        amount: 100_000,
        description: null,
        payout_status: 'sent',
      },
      {
        position: 2,
        ticket: 512,
        nickname: 'Participante #9',
        amount: 0,
        description: 'Camiseta oficial',
        payout_status: null,
      },
      {
        position: 3,
        ticket: null,
        nickname: null,
        amount: 5_000,
        description: null,
        payout_status: null,
      },
    ],
    raffle_url: '/raffles/42',
    proof_url: '/api/rifa/42/draw',
    ...overrides,
  };
}
