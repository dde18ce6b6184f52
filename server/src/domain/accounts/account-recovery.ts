// Forgot password without an e-mail server (docs/protocols/http-api.md#authentication-and-roles): a recovery code shown
// once at registration (regenerable in the profile) or a one-time link the admin issues.
// Every code guess counts against the account's password budget (attempt-limiter.ts, §6.1),
// and a reset ends every older session (token version bump).
import type { RecoverResponse, ResetLinkResponse } from '@rifa/shared';
import { isReservedEmail, RESERVED_EMAIL } from './account-email.ts';
import { accountKey, type Accounts } from './accounts.ts';
import type { AttemptLimiter } from './attempt-limiter.ts';
import { forbidden, invalid, notFound, unauthorized } from '../kernel/errors.ts';
import type {
  AccountDataRepository,
  Clock,
  PasswordHasher,
  SecretGenerator,
  UserRepository,
} from '../ports/index.ts';
import { asObject, password } from '../kernel/validate.ts';

export const BAD_RECOVERY = 'E-mail ou código de recuperação inválido';
export const BAD_RESET_LINK = 'Link de redefinição inválido, expirado ou já usado';
/** How long an admin's reset link stays valid. */
export const RESET_LINK_TTL_MS = 24 * 3_600_000;

export interface AccountRecoveryDeps {
  users: UserRepository;
  accountData: AccountDataRepository;
  passwords: PasswordHasher;
  secrets: SecretGenerator;
  attempts: AttemptLimiter;
  accounts: Accounts;
  clock: Clock;
}

const CROCKFORD: Record<string, string> = { I: '1', L: '1', O: '0' };

/**
 * The code as generated ('ABCD-EFGH-…'), however it was typed: any case, with or without
 * dashes or spaces, O for 0 and I or L for 1 (Crockford's base32 reads them so).
 */
export function normalizeRecoveryCode(typed: string): string {
  const symbols = typed
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .replace(/[ILO]/g, (c) => CROCKFORD[c]!);
  return symbols.match(/.{1,4}/g)?.join('-') ?? '';
}

export function createAccountRecovery(deps: AccountRecoveryDeps) {
  const { users, accountData, passwords, secrets, attempts, accounts, clock } = deps;
  const codeHash = (code: string) => secrets.hashApiKey(normalizeRecoveryCode(code));

  return {
    /** POST /auth/recover: resets the password with the code; the code is spent. */
    async recover(body: unknown): Promise<RecoverResponse> {
      const input = asObject(body);
      const { email, code } = input;
      if (typeof email !== 'string' || email.trim() === '' || typeof code !== 'string') {
        throw invalid('Informe o e-mail e o código de recuperação');
      }
      // An erased account's placeholder is no one's address (docs/protocols/accounts.md#erased-accounts).
      if (isReservedEmail(email.trim())) throw invalid(RESERVED_EMAIL);
      const next = password(input.new_password, 'Nova senha');
      if (code.length > 100) throw unauthorized(BAD_RECOVERY);
      const mail = email.trim().toLowerCase();
      const user = users.findByEmail(mail);
      const hash = codeHash(code);
      // An unknown e-mail is slowed like an account, so the answer tells nothing (as login).
      const key = user ? accountKey(user.id) : `email:${mail.slice(0, 254)}`;
      const ok = await attempts.attempt(key, () =>
        Promise.resolve(!!user && user.deleted_at === null && user.recovery_code_hash === hash),
      );
      if (!ok || !user) throw unauthorized(BAD_RECOVERY);
      const nextCode = secrets.newRecoveryCode();
      const changed = accountData.recoverWithCode(user.id, hash, {
        passwordHash: await passwords.hash(next),
        nextCodeHash: codeHash(nextCode),
      });
      // Another request spent the code meanwhile: single use.
      if (!changed) throw unauthorized(BAD_RECOVERY);
      const record = users.findById(user.id)!;
      return { ...accounts.issue(record), recovery_code: nextCode };
    },

    /** POST /user/me/recovery-code: a new code (the old one stops working) for the password. */
    async regenerate(userId: number, body: unknown): Promise<{ recovery_code: string }> {
      const given = asObject(body).current_password;
      if (typeof given !== 'string' || given === '') {
        throw invalid('Informe a senha atual para gerar um novo código');
      }
      if (!(await accounts.confirmPassword(userId, given))) throw invalid('Senha atual incorreta');
      const code = secrets.newRecoveryCode();
      users.update(userId, { recovery_code_hash: codeHash(code) }, false);
      return { recovery_code: code };
    },

    /** POST /api/admin/users/:id/reset-link: a one-time link, valid 24 h. */
    issueResetLink(adminId: number, userId: number): ResetLinkResponse {
      const user = users.findById(userId);
      if (!user || user.deleted_at !== null) throw notFound('Usuário não encontrado');
      // The admin's password comes from the configuration (ADMIN_PASSWORD) or the profile.
      if (user.is_admin)
        throw forbidden('Não é possível gerar link de redefinição para um administrador');
      const token = secrets.newResetToken();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + RESET_LINK_TTL_MS).toISOString();
      accountData.createResetLink({
        token_hash: secrets.hashApiKey(token),
        user_id: userId,
        created_by: adminId,
        created_at: now.toISOString(),
        expires_at: expiresAt,
      });
      return {
        token,
        url: `/redefinir-senha?token=${encodeURIComponent(token)}`,
        expires_at: expiresAt,
      };
    },

    /** POST /auth/reset: spends the link and sets the new password; older sessions end. */
    async resetWithLink(body: unknown) {
      const input = asObject(body);
      const { token } = input;
      if (typeof token !== 'string' || token === '' || token.length > 200) {
        throw invalid(BAD_RESET_LINK);
      }
      const passwordHash = await passwords.hash(password(input.new_password, 'Nova senha'));
      const userId = accountData.resetWithLink(
        secrets.hashApiKey(token),
        clock.now().toISOString(),
        passwordHash,
      );
      if (userId === undefined) throw invalid(BAD_RESET_LINK);
      return accounts.issue(users.findById(userId)!);
    },
  };
}

export type AccountRecovery = ReturnType<typeof createAccountRecovery>;
