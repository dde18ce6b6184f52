// The backup files in DATA_DIR/backups (docs/decisions/0016-operator-cockpit-release.md), as the backups service needs them: the
// SQLite adapter writes, inspects and stages them; the domain decides what is allowed.
import type { BackupEntry } from '@rifa/shared';

/** Why a file cannot be restored, in pt-BR; null when it can. */
export type BackupProblem = string | null;

export interface BackupFiles {
  /** Every backup, newest first. */
  list(): BackupEntry[];
  /**
   * A consistent copy of the live database now, under a name no other backup has (a second
   * one in the same second gets a suffix); `safety`: the copy taken before a restore; `spare`:
   * a backup the pruning of older copies must leave (the one being restored).
   */
  create(options?: { safety?: boolean; spare?: string }): Promise<BackupEntry>;
  /** The absolute path of an existing backup named exactly `name`, or null. */
  locate(name: string): string | null;
  /**
   * Opens it read-only: our tables, a schema no newer than this app's and exactly the one our
   * migrations write at its version (docs/decisions/0016-operator-cockpit-release.md#backups-are-data),
   * integrity.
   */
  inspect(name: string): BackupProblem;
  /**
   * Copies it beside the live database and writes the marker that makes the next start
   * replace the database with it (durable: a kill -9 after this returns completes the restore).
   */
  stage(name: string): void;
  /**
   * Stores a file the operator sends as a new backup once it passes the same checks as
   * `inspect`; nothing beyond `maxBytes` is read. Each call writes a temporary file of its own.
   */
  receive(
    source: AsyncIterable<Uint8Array>,
    maxBytes: number,
  ): Promise<{ entry: BackupEntry } | { problem: string; reason: 'too_large' | 'not_a_backup' }>;
}
