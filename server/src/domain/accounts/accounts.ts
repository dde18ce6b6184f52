// Registration, login, profile and the bootstrap admin (docs/protocols/http-api.md#authentication-and-roles).
import { nicknameKey, type AuthResponse, type RegisterResponse, type User } from '@rifa/shared';
import { accountEmail, isReservedEmail, RESERVED_EMAIL } from './account-email.ts';
import type { AttemptLimiter } from './attempt-limiter.ts';
import { NICKNAME_TAKEN, nickname, planNicknameKeys } from './nicknames.ts';
import { conflict, invalid, unauthorized } from '../kernel/errors.ts';
import type {
  AddressValidator,
  Clock,
  PasswordHasher,
  SecretGenerator,
  TokenSigner,
  UserRecord,
  UserRepository,
} from '../ports/index.ts';
import { asObject, displayName, has, password } from '../kernel/validate.ts';
import { checkLightningAddress } from '../lnurl/index.ts';

export const INVALID_CREDENTIALS = 'Credenciais inválidas';

export interface AccountsDeps {
  users: UserRepository;
  passwords: PasswordHasher;
  tokens: TokenSigner;
  addresses: AddressValidator;
  clock: Clock;
  /** Per-account slowing of every password check (docs/protocols/limits.md). */
  attempts: AttemptLimiter;
  /** Recovery codes (docs/decisions/0014-numbers-prizes-packages.md): made here at registration, stored as their sha256. */
  secrets: SecretGenerator;
}

/**
 * One budget per account for login, step-up, current_password and recovery codes
 * (attempt-limiter.ts).
 */
export const accountKey = (userId: number) => `user:${userId}`;

export function btcAddress(
  value: unknown,
  addresses: AddressValidator,
  label = 'Endereço Bitcoin',
): string {
  if (typeof value !== 'string' || value.trim() === '') throw invalid(`${label} é obrigatório`);
  const address = value.trim();
  if (address.length > 100 || !addresses.isValid(address)) {
    throw invalid(`${label} inválido para a rede ${addresses.network}`);
  }
  return address;
}

/**
 * The profile's Lightning Address (docs/protocols/lnurl.md#lightning-address-payouts): null or ''
 * clears it; otherwise LUD-16's name@domain, kept lower-cased.
 */
export function lightningAddress(value: unknown): string | null {
  if (value === null || value === '') return null;
  if (typeof value !== 'string')
    throw invalid('Lightning Address deve ser um texto (nome@domínio)', 'lightning_address');
  if (value.trim() === '') return null;
  const checked = checkLightningAddress(value);
  if (!checked.ok) throw invalid(checked.reason, 'lightning_address');
  return checked.address;
}

export function createAccounts(deps: AccountsDeps) {
  const { users, passwords, tokens, addresses, clock, attempts, secrets } = deps;

  // A fixed hash to verify against when the e-mail is unknown, so both failures take the
  // same time and say the same thing ('Credenciais inválidas').
  let decoyHash: Promise<string> | undefined;

  function profileOf(id: number): User {
    const user = users.profile(id);
    if (!user) throw unauthorized('Usuário não encontrado');
    return user;
  }

  /**
   * Brings every stored nickname under the current rule: keys of an older rule are
   * re-computed, and look-alikes of an earlier nickname or of the organiser are cleared
   * (nicknames.ts, docs/protocols/accounts.md#stored-keys). Returns how many rows changed.
   */
  function rekeyNicknames(): number {
    const changes = planNicknameKeys(users.nicknames());
    users.rekeyNicknames(changes);
    return changes.length;
  }

  function issue(user: UserRecord): AuthResponse {
    return {
      token: tokens.sign({ userId: user.id, tokenVersion: user.token_version }),
      user: profileOf(user.id),
    };
  }

  return {
    async register(body: unknown): Promise<RegisterResponse> {
      const input = asObject(body);
      const name = displayName(input.name, 'Nome');
      const mail = accountEmail(input.email);
      const address = btcAddress(input.btc_address, addresses);
      const secret = password(input.password);
      const created = users.create({
        email: mail,
        name,
        btc_address: address,
        password_hash: await passwords.hash(secret),
        is_admin: false,
        created_at: clock.now().toISOString(),
      });
      if (!created) throw conflict('E-mail já cadastrado');
      // Shown once, in this response: only its hash is kept.
      const recoveryCode = secrets.newRecoveryCode();
      users.update(created.id, { recovery_code_hash: secrets.hashApiKey(recoveryCode) }, false);
      return { ...issue(created), recovery_code: recoveryCode };
    },

    /** The passport-local verify step: null for an unknown e-mail or a wrong password alike. */
    async verifyCredentials(
      emailInput: unknown,
      passwordInput: unknown,
    ): Promise<UserRecord | null> {
      if (
        typeof emailInput !== 'string' ||
        typeof passwordInput !== 'string' ||
        passwordInput.length > 200
      )
        return null;
      const mail = emailInput.trim().toLowerCase();
      const user = users.findByEmail(mail);
      if (!user) {
        // An unknown e-mail is slowed like an account, so the wait tells nothing either.
        await attempts.attempt(`email:${mail.slice(0, 254)}`, async () => {
          decoyHash ??= passwords.hash('senha-que-nao-existe');
          await passwords.verify(passwordInput, await decoyHash);
          return false;
        });
        return null;
      }
      const ok = await attempts.attempt(accountKey(user.id), () =>
        passwords.verify(passwordInput, user.password_hash),
      );
      return ok ? user : null;
    },

    issue,

    /** Bearer token → the user it belongs to; a password change revokes older tokens. */
    authenticate(token: string): UserRecord {
      const claims = tokens.verify(token);
      if (!claims) throw unauthorized('Token inválido ou expirado');
      const user = users.findById(claims.userId);
      if (!user || user.token_version !== claims.tokenVersion)
        throw unauthorized('Token inválido ou expirado');
      return user;
    },

    profile: profileOf,

    async updateProfile(userId: number, body: unknown): Promise<{ user: User; token?: string }> {
      const input = asObject(body);
      const current = users.findById(userId);
      if (!current) throw unauthorized('Usuário não encontrado');
      const changes: Parameters<UserRepository['update']>[1] = {};
      // The e-mail is not changed here, but a reserved one is refused rather than ignored
      // (docs/protocols/accounts.md#erased-accounts): no client may believe it was taken.
      if (typeof input.email === 'string' && isReservedEmail(input.email.trim())) {
        throw invalid(RESERVED_EMAIL);
      }
      if (has(input, 'name')) changes.name = displayName(input.name, 'Nome');
      if (has(input, 'btc_address')) changes.btc_address = btcAddress(input.btc_address, addresses);
      if (has(input, 'lightning_address')) {
        const address = lightningAddress(input.lightning_address);
        // A new address gets fresh payout attempts (lightning-address-payouts.ts).
        if (address !== current.lightning_address) {
          changes.lightning_address = address;
          changes.lightning_address_set_at = address && clock.now().toISOString();
        }
      }
      // null or '' goes back to the default 'Participante #<id>'.
      const nextNickname = has(input, 'nickname')
        ? input.nickname === null || input.nickname === ''
          ? null
          : nickname(input.nickname, {
              isAdmin: current.is_admin,
              adminNicknames: current.is_admin ? [] : users.adminNicknames(),
            })
        : undefined;
      let passwordChanged = false;
      if (has(input, 'new_password')) {
        const next = password(input.new_password, 'Nova senha');
        if (typeof input.current_password !== 'string' || input.current_password === '') {
          throw invalid('Informe a senha atual para definir uma nova senha');
        }
        const given = input.current_password;
        const ok = await attempts.attempt(accountKey(userId), () =>
          passwords.verify(given, current.password_hash),
        );
        if (!ok) {
          throw invalid('Senha atual incorreta');
        }
        changes.password_hash = await passwords.hash(next);
        passwordChanged = true;
      }
      if (
        nextNickname !== undefined &&
        !users.setNickname(userId, nextNickname, nextNickname && nicknameKey(nextNickname))
      ) {
        throw conflict(NICKNAME_TAKEN);
      }
      users.update(userId, changes, passwordChanged);
      const user = profileOf(userId);
      if (!passwordChanged) return { user };
      // The old tokens stop working; hand the caller a fresh one so the session survives.
      const record = users.findById(userId);
      return {
        user,
        token: record ? tokens.sign({ userId, tokenVersion: record.token_version }) : undefined,
      };
    },

    /** Step-up check of docs/protocols/http-api.md#authentication-and-roles: the logged-in admin re-enters their own password. */
    async confirmPassword(userId: number, given: unknown): Promise<boolean> {
      const user = users.findById(userId);
      if (!user || typeof given !== 'string' || given === '' || given.length > 200) return false;
      return attempts.attempt(accountKey(userId), () =>
        passwords.verify(given, user.password_hash),
      );
    },

    /**
     * Makes sure the bootstrap admin exists with the configured password. An existing
     * account keeps its password unless one is configured (Umbrel's APP_PASSWORD is the
     * source of truth there, so it is re-applied at every start). Being the accounts' step
     * of every start (compose.ts), it also re-keys the nicknames, the admin's known first.
     */
    async ensureAdmin(
      adminEmail: string,
      adminPassword: string | undefined,
      generate: () => string,
    ): Promise<{ created: boolean; generatedPassword?: string }> {
      const existing = users.findByEmail(adminEmail);
      if (existing) {
        if (!existing.is_admin) users.update(existing.id, { is_admin: true }, false);
        if (adminPassword && !(await passwords.verify(adminPassword, existing.password_hash))) {
          users.update(existing.id, { password_hash: await passwords.hash(adminPassword) }, true);
        }
        rekeyNicknames();
        return { created: false };
      }
      const secret = adminPassword ?? generate();
      users.create({
        email: adminEmail,
        name: 'Administrador',
        btc_address: '',
        password_hash: await passwords.hash(secret),
        is_admin: true,
        created_at: clock.now().toISOString(),
      });
      rekeyNicknames();
      return adminPassword ? { created: true } : { created: true, generatedPassword: secret };
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
