// Storage behind the admin: the API key, the statistics and the app's own settings.
import type { Stats } from '@rifa/shared';

export interface ApiKeyRepository {
  /** Stores a new key hash and revokes every previous key, atomically. */
  replace(keyHash: string, createdBy: number, now: string): void;
  isActive(keyHash: string): boolean;
  current(): { created_at: string } | undefined;
}

export interface StatsRepository {
  stats(): Stats;
}

export interface SettingsRepository {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
}
