// SQL for users and their derived counters (spec §3: total_won, active_tickets, won_tickets).
import { randomInt } from 'node:crypto';
import type { AdminUserRow, User } from '@rifa/shared';
import type {
  NicknameChange,
  NicknameRow,
  UserCreateInput,
  UserRecord,
  UserRepository,
} from '../../../domain/ports/index.ts';
import type { Db } from '../database.ts';

interface UserRow extends Omit<UserRecord, 'is_admin'> {
  is_admin: number;
}

const toRecord = (row: UserRow): UserRecord => ({ ...row, is_admin: row.is_admin === 1 });

// Counters are derived from tickets and draws rather than stored, so they cannot drift.
const PROFILE_COLUMNS = `
  u.id, u.email, u.name, u.btc_address, u.created_at, u.is_admin, u.nickname, u.purchase_consent_at,
  u.lightning_address,
  COALESCE((SELECT SUM(COALESCE(rp.amount, r.prize_amount)) FROM draw_winners w
              JOIN draws d ON d.raffle_id = w.raffle_id JOIN raffles r ON r.id = w.raffle_id
              LEFT JOIN raffle_prizes rp ON rp.raffle_id = w.raffle_id AND rp.position = w.position
            WHERE d.status = 'drawn' AND w.user_id = u.id), 0) AS total_won,
  (SELECT COUNT(*) FROM tickets t JOIN raffles r ON r.id = t.raffle_id
     WHERE t.user_id = u.id AND r.status = 'active') AS active_tickets,
  -- Every winning ticket, each position of docs/protocols/draw.md#several-prizes (not only the 1st).
  (SELECT COUNT(*) FROM draw_winners w JOIN draws d ON d.raffle_id = w.raffle_id
     WHERE d.status = 'drawn' AND w.user_id = u.id) AS won_tickets`;

type ProfileRow = Omit<User, 'is_admin'> & { is_admin: number };
const toUser = <T extends ProfileRow>(row: T) => ({ ...row, is_admin: row.is_admin === 1 });

export function createUserRepository(db: Db): UserRepository {
  const insert = db.prepare(
    `INSERT INTO users (email, name, btc_address, password_hash, is_admin, token_version, created_at, updated_at)
     VALUES (@email, @name, @btc_address, @password_hash, @is_admin, @token_version, @created_at, @created_at)
     ON CONFLICT (email) DO NOTHING RETURNING *`,
  );
  const byId = db.prepare('SELECT * FROM users WHERE id = ?');
  const byEmail = db.prepare('SELECT * FROM users WHERE email = ?');
  // OR IGNORE: a nickname another account holds (users_nickname_key) changes no row.
  const nickname = db.prepare(
    'UPDATE OR IGNORE users SET nickname = ?, nickname_key = ?, updated_at = ? WHERE id = ?',
  );
  const withNickname = db.prepare(
    'SELECT id, nickname, nickname_key, is_admin FROM users WHERE nickname IS NOT NULL',
  );
  const adminNicknames = db
    .prepare(
      'SELECT nickname FROM users WHERE is_admin = 1 AND nickname IS NOT NULL AND deleted_at IS NULL',
    )
    .pluck();
  const dropKey = db.prepare('UPDATE users SET nickname_key = NULL WHERE id = ?');
  const rekey = db.prepare('UPDATE users SET nickname = ?, nickname_key = ? WHERE id = ?');
  // Keys are dropped first and written after, so a key moving between two accounts never
  // meets itself in users_nickname_key halfway (docs/protocols/accounts.md#stored-keys).
  const rekeyAll = db.transaction((changes: NicknameChange[]) => {
    for (const change of changes) dropKey.run(change.id);
    for (const change of changes) rekey.run(change.nickname, change.key, change.id);
  });
  const profile = db.prepare(`SELECT ${PROFILE_COLUMNS} FROM users u WHERE u.id = ?`);
  // A deleted account keeps its row (docs/protocols/prize-delivery.md#deleting-an-account) but is
  // nobody the admin can act on: out of the users list, as out of the count.
  const adminList = db.prepare(
    `SELECT ${PROFILE_COLUMNS},
       (SELECT COUNT(*) FROM tickets t WHERE t.user_id = u.id) AS tickets_count,
       COALESCE((SELECT SUM(x.amount) FROM transactions x WHERE x.user_id = u.id AND x.status = 'paid'), 0) AS sats_spent
     FROM users u WHERE u.deleted_at IS NULL ORDER BY u.id`,
  );

  return {
    create(user: UserCreateInput) {
      // A random first token version: SQLite hands a deleted user's id (the highest) to the next
      // account, and the deleted user's tokens, still signed and unexpired, must not open it.
      const row = insert.get({
        ...user,
        is_admin: user.is_admin ? 1 : 0,
        token_version: randomInt(2 ** 31),
      }) as UserRow | undefined;
      return row ? toRecord(row) : null;
    },
    findById(id) {
      const row = byId.get(id) as UserRow | undefined;
      return row ? toRecord(row) : undefined;
    },
    findByEmail(email) {
      const row = byEmail.get(email) as UserRow | undefined;
      return row ? toRecord(row) : undefined;
    },
    update(id, fields, bumpTokenVersion) {
      const sets: string[] = [];
      const values: Record<string, unknown> = { id, updated_at: new Date().toISOString() };
      for (const [key, value] of Object.entries(fields)) {
        if (value === undefined) continue;
        // Keys come from the typed Partial<Pick<…>> of the domain, never from a request.
        sets.push(`${key} = @${key}`);
        values[key] = typeof value === 'boolean' ? (value ? 1 : 0) : value;
      }
      if (bumpTokenVersion) sets.push('token_version = token_version + 1');
      if (sets.length === 0) return;
      db.prepare(
        `UPDATE users SET ${sets.join(', ')}, updated_at = @updated_at WHERE id = @id`,
      ).run(values);
    },
    setNickname(id, value, key) {
      return nickname.run(value, key, new Date().toISOString(), id).changes === 1;
    },
    nicknames() {
      return (withNickname.all() as (Omit<NicknameRow, 'is_admin'> & { is_admin: number })[]).map(
        (row) => ({ ...row, is_admin: row.is_admin === 1 }),
      );
    },
    rekeyNicknames(changes) {
      if (changes.length > 0) rekeyAll(changes);
    },
    adminNicknames() {
      return adminNicknames.all() as string[];
    },
    profile(id) {
      const row = profile.get(id) as ProfileRow | undefined;
      return row ? toUser(row) : undefined;
    },
    listForAdmin() {
      return (
        adminList.all() as (ProfileRow & { tickets_count: number; sats_spent: number })[]
      ).map(toUser) as AdminUserRow[];
    },
  };
}
