// Configurações → Usuários: a deleted account keeps its row for the records
// (docs/protocols/prize-delivery.md#deleting-an-account) but leaves GET /api/users, and
// GET /api/stats counts exactly the participants that list shows.
import { describe, expect, it } from 'vitest';
import type { AdminUserRow, Stats } from '@rifa/shared';
import { bearer } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const t = useTestApp();

const listed = async () =>
  ((await t.api.get('/api/users').set(bearer(t.adminToken))).body.data as AdminUserRow[]).filter(
    (row) => !row.is_admin,
  );
const stats = async () => (await t.api.get('/api/stats').set(bearer(t.adminToken))).body as Stats;

describe('deleted accounts in the admin reads', () => {
  it('leave the users list, and the users count matches the participants listed', async () => {
    const ana = await t.register({ name: 'Ana Que Sai' });
    const bia = await t.register({ name: 'Bia Que Fica' });
    expect((await listed()).map((row) => row.id)).toEqual(
      expect.arrayContaining([ana.user.id, bia.user.id]),
    );
    const before = (await listed()).length;
    expect((await stats()).users).toBe(before);

    const removed = await t.api
      .delete('/user/me')
      .set(bearer(ana.token))
      .send({ password: 'segredo123' });
    expect(removed.status).toBe(204);

    const after = await listed();
    expect(after.map((row) => row.id)).not.toContain(ana.user.id);
    expect(after.map((row) => row.id)).toContain(bia.user.id);
    expect(after).toHaveLength(before - 1);
    expect((await stats()).users).toBe(after.length);
    // The admin's own rows answer the full list (admins included): none is deleted.
    const all = (await t.api.get('/api/users').set(bearer(t.adminToken))).body
      .data as AdminUserRow[];
    expect(JSON.stringify(all)).not.toContain('.invalid');
  });
});
