// The participant's own data (LGPD, docs/decisions/0014-numbers-prizes-packages.md): an export of everything the app holds about
// the account, and its erasure. Erasure removes the personal data (e-mail, name, address,
// nickname) and keeps what draws and payouts still need — ticket numbers, payment hashes,
// the draw record and payout rows — which carry none of it.
import {
  formatNumber,
  plural,
  publicNickname,
  type DeletionStakes,
  type RankingEntry,
  type User,
} from '@rifa/shared';
import type { Accounts } from './accounts.ts';
import { conflict, forbidden, invalid, notFound } from '../kernel/errors.ts';
import type {
  AccountDataRepository,
  AccountDataRows,
  Clock,
  UnpaidClaim,
  RaffleRepository,
} from '../ports/index.ts';
import { asObject } from '../kernel/validate.ts';

export interface MyDataExport extends AccountDataRows {
  exported_at: string;
  profile: User;
}

export interface MyDataDeps {
  accountData: AccountDataRepository;
  raffles: RaffleRepository;
  accounts: Accounts;
  clock: Clock;
}

export const RANKING_SIZE = 10;

/** What deletion gives up, in words the confirmation shows. */
export function unpaidClaimsText(claims: UnpaidClaim[]): string {
  const total = claims.reduce((sum, claim) => sum + claim.amount, 0);
  const prizes = claims.filter((claim) => claim.kind === 'prize').length;
  const refunds = claims.length - prizes;
  const parts = [
    prizes > 0 ? `${prizes} ${plural(prizes, 'prêmio', 'prêmios')}` : '',
    refunds > 0 ? `${refunds} ${plural(refunds, 'reembolso', 'reembolsos')}` : '',
  ].filter(Boolean);
  return (
    `Você tem ${parts.join(' e ')} ainda não ${plural(claims.length, 'pago', 'pagos')}, no total de ${formatNumber(total)} sats. ` +
    'Ao apagar a conta você abre mão de acompanhá-los pelo painel (trocar o endereço, contestar): ' +
    'o endereço registrado fica guardado só para esse pagamento. Para receber via Lightning depois, ' +
    'gere e guarde um link de resgate antes de apagar. Confirme para apagar mesmo assim.'
  );
}

export function createMyData(deps: MyDataDeps) {
  const { accountData, raffles, accounts, clock } = deps;
  return {
    /** GET /api/rifa/:id/ranking: top buyers by nickname (never a name or an e-mail). */
    ranking(raffleId: number): RankingEntry[] {
      if (!raffles.find(raffleId)) throw notFound('Rifa não encontrada');
      return accountData.ranking(raffleId, RANKING_SIZE).map((row) => ({
        nickname: publicNickname(row.user_id, row.nickname),
        tickets: row.tickets,
      }));
    },

    /** GET /user/me/data: everything stored about the account (no hashes, no secrets). */
    exportOf(userId: number): MyDataExport {
      return {
        exported_at: clock.now().toISOString(),
        profile: accounts.profile(userId),
        ...accountData.exportOf(userId),
      };
    },

    /**
     * GET /user/me/deletion: what erasing the account leaves behind — live tickets, prizes
     * not paid or not delivered, refunds owed — so the confirmation names it.
     */
    stakesOf(userId: number): DeletionStakes {
      const stakes = accountData.deletionStakes(userId);
      const owed = [...stakes.prizes, ...stakes.refunds].reduce((sum, row) => sum + row.amount, 0);
      return { ...stakes, owed };
    },

    /** DELETE /user/me: the password again, and `confirm: true` when something is owed. */
    async erase(userId: number, body: unknown): Promise<void> {
      const input = asObject(body);
      const profile = accounts.profile(userId);
      if (profile.is_admin) throw forbidden('A conta do administrador não pode ser apagada');
      if (!(await accounts.confirmPassword(userId, input.password))) {
        throw invalid('Senha incorreta');
      }
      const claims = accountData.unpaidClaims(userId);
      if (claims.length > 0 && input.confirm !== true) {
        throw conflict(unpaidClaimsText(claims), 'unpaid_claims');
      }
      accountData.erase(userId, clock.now().toISOString());
    },
  };
}

export type MyData = ReturnType<typeof createMyData>;
