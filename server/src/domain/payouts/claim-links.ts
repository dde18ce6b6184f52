// Claim links (docs/protocols/prize-delivery.md#claim-links): a secret URL with which the
// owner of an account names a Lightning invoice for their prizes and refunds without logging
// in — above all after erasing the account, when nobody could log in any more. Only the
// token's hash is kept; a new link revokes the older ones. Paying goes through the same
// Lightning claims as the dashboard (lightning-claims.ts), for the link's account.
import type { ClaimLink, LightningClaimResult, LinkClaims } from '@rifa/shared';
import { notFound } from '../kernel/errors.ts';
import type {
  ClaimLinkRepository,
  Clock,
  PayoutRepository,
  SecretGenerator,
} from '../ports/index.ts';
import { asObject, integer, text } from '../kernel/validate.ts';
import type { LightningClaims } from './lightning-claims.ts';

export interface ClaimLinksDeps {
  links: ClaimLinkRepository;
  payouts: PayoutRepository;
  claims: LightningClaims;
  secrets: SecretGenerator;
  clock: Clock;
}

const PAID = ['sent', 'manual'];

export function createClaimLinks(deps: ClaimLinksDeps) {
  const { links, payouts, claims, secrets, clock } = deps;

  /** The account behind the body's token; a wrong or revoked one is a plain 404. */
  function ownerOf(body: unknown): { userId: number; input: Record<string, unknown> } {
    const input = asObject(body);
    const token = text(input.token, 'Link de resgate', { max: 200 });
    const userId = links.userOf(secrets.hashApiKey(token));
    if (userId === undefined) throw notFound('Link de resgate inválido ou substituído por outro');
    return { userId, input };
  }

  const raffleOf = (input: Record<string, unknown>) =>
    integer(input.raffle_id, 'Rifa', 1, Number.MAX_SAFE_INTEGER);

  return {
    /** POST /user/me/claim-link: a new link for the logged-in account (older ones stop working). */
    create(userId: number): ClaimLink {
      const token = secrets.newResetToken();
      const created_at = clock.now().toISOString();
      links.create(userId, secrets.hashApiKey(token), created_at);
      return { token, created_at };
    },

    /** What the link can still receive: sats prizes not paid, refunds neither paid nor closed. */
    lookup(body: unknown): LinkClaims {
      const { userId } = ownerOf(body);
      return {
        wins: payouts
          .winsOf(userId)
          .filter((win) => win.prize_amount > 0 && !PAID.includes(win.payout_status ?? '')),
        refunds: payouts
          .refundsOf(userId)
          .filter(
            (refund) => refund.closed_at === null && !PAID.includes(refund.payout_status ?? ''),
          ),
      };
    },

    async claimPrize(body: unknown): Promise<LightningClaimResult> {
      const { userId, input } = ownerOf(body);
      return claims.claimPrize(userId, raffleOf(input), input);
    },

    async claimRefunds(body: unknown): Promise<LightningClaimResult> {
      const { userId, input } = ownerOf(body);
      return claims.claimRefunds(userId, raffleOf(input), input);
    },
  };
}

export type ClaimLinks = ReturnType<typeof createClaimLinks>;
