// Small durable key/value state (invoice stream cursors, one-time markers).
import type { SettingsRepository } from '../../../domain/ports/index.ts';
import type { Db } from '../database.ts';

export function createSettingsRepository(db: Db): SettingsRepository {
  const get = db.prepare('SELECT value FROM settings WHERE key = ?').pluck();
  const set = db.prepare(
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  );
  return {
    get: (key) => get.get(key) as string | undefined,
    set: (key, value) => {
      set.run(key, value);
    },
  };
}
