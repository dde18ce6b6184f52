import type { AdminUserRow } from '@rifa/shared';
import { describe, expect, it } from 'vitest';
import { matchUsers } from './user-search.ts';

// docs/decisions/0014-numbers-prizes-packages.md: the admin finds a participant by nickname (or 'Participante #id') or e-mail.

const row = (id: number, email: string, nickname: string | null): AdminUserRow => ({
  id,
  email,
  nickname,
  name: 'x',
  btc_address: 'x',
  lightning_address: null,
  created_at: '2025-01-01T00:00:00.000Z',
  is_admin: false,
  purchase_consent_at: null,
  total_won: 0,
  active_tickets: 0,
  won_tickets: 0,
  tickets_count: 0,
  sats_spent: 0,
});

const users = [
  row(1, 'bia@example.com', 'Beatriz Sortuda'),
  row(2, 'joao@example.com', null),
  row(3, 'ana@exemplo.com.br', 'Conceição'),
];

describe('matchUsers', () => {
  it('an empty query lists everyone', () => {
    expect(matchUsers(users, '  ')).toEqual(users);
  });

  it('matches the nickname or the e-mail, ignoring case and accents', () => {
    expect(matchUsers(users, 'SORTUDA').map((u) => u.id)).toEqual([1]);
    expect(matchUsers(users, 'conceicao').map((u) => u.id)).toEqual([3]);
    expect(matchUsers(users, 'exemplo.com.br').map((u) => u.id)).toEqual([3]);
    expect(matchUsers(users, 'example').map((u) => u.id)).toEqual([1, 2]);
  });

  it("a participant without a nickname is found as 'Participante #id'", () => {
    expect(matchUsers(users, 'participante #2').map((u) => u.id)).toEqual([2]);
    expect(matchUsers(users, 'nobody')).toEqual([]);
  });
});
