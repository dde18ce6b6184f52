// Storage of accounts (spec §3, DESIGN.md §6).
import type { AdminUserRow, User } from '@rifa/shared';

export interface UserRecord {
  id: number;
  email: string;
  name: string;
  btc_address: string;
  password_hash: string;
  is_admin: boolean;
  token_version: number;
  created_at: string;
}

export interface UserCreateInput {
  email: string;
  name: string;
  btc_address: string;
  password_hash: string;
  is_admin: boolean;
  created_at: string;
}

export interface UserRepository {
  /** Returns null when the e-mail is taken (case-insensitive). */
  create(user: UserCreateInput): UserRecord | null;
  findById(id: number): UserRecord | undefined;
  findByEmail(email: string): UserRecord | undefined;
  update(
    id: number,
    fields: Partial<Pick<UserRecord, 'name' | 'btc_address' | 'password_hash' | 'is_admin'>>,
    bumpTokenVersion: boolean,
  ): void;
  /** The public profile with its derived counters (spec §3). */
  profile(id: number): User | undefined;
  listForAdmin(): AdminUserRow[];
}
