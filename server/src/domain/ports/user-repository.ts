// Storage of accounts (spec §3, docs/protocols/http-api.md#authentication-and-roles).
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
  /** docs/decisions/0014-numbers-prizes-packages.md: the public nickname (null: 'Participante #<id>'). */
  nickname: string | null;
  /** sha256 of the recovery code; null once spent or never made. */
  recovery_code_hash: string | null;
  /** Set when the account was erased (LGPD). */
  deleted_at: string | null;
  /** When it accepted the rules and said it is 18 or older (docs/protocols/payment.md#consent-before-the-first-purchase). */
  purchase_consent_at: string | null;
  /** docs/protocols/lnurl.md#lightning-address-payouts: the winner's own LUD-16 address. */
  lightning_address: string | null;
  /** When lightning_address last changed: a new address gets fresh payout attempts. */
  lightning_address_set_at: string | null;
}

export interface UserCreateInput {
  email: string;
  name: string;
  btc_address: string;
  password_hash: string;
  is_admin: boolean;
  created_at: string;
}

export interface NicknameRow {
  id: number;
  nickname: string;
  nickname_key: string | null;
  is_admin: boolean;
}

export interface NicknameChange {
  id: number;
  nickname: string | null;
  key: string | null;
}

export interface UserRepository {
  /** Returns null when the e-mail is taken (case-insensitive). */
  create(user: UserCreateInput): UserRecord | null;
  findById(id: number): UserRecord | undefined;
  findByEmail(email: string): UserRecord | undefined;
  update(
    id: number,
    fields: Partial<
      Pick<
        UserRecord,
        | 'name'
        | 'btc_address'
        | 'password_hash'
        | 'is_admin'
        | 'recovery_code_hash'
        | 'lightning_address'
        | 'lightning_address_set_at'
      >
    >,
    bumpTokenVersion: boolean,
  ): void;
  /** Sets (or clears, with null) the nickname; false when another account has `key`. */
  setNickname(id: number, nickname: string | null, key: string | null): boolean;
  /** Every account with a nickname, with its stored key (docs/protocols/accounts.md#stored-keys). */
  nicknames(): NicknameRow[];
  /** Stores re-computed keys, clearing the nicknames whose key is null, in one transaction. */
  rekeyNicknames(changes: NicknameChange[]): void;
  /** The nicknames of the admin accounts: what the public sees of the organiser. */
  adminNicknames(): string[];
  /** The public profile with its derived counters (spec §3). */
  profile(id: number): User | undefined;
  listForAdmin(): AdminUserRow[];
}
