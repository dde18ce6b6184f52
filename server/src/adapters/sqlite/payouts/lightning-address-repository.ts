// SQL of the automatic payouts to a winner's Lightning Address
// (docs/protocols/lnurl.md#lightning-address-payouts): the prizes that wait for an invoice while
// their winner has an address, and the conditional UPDATE that records an attempt (one pass
// wins it; a moved payout is left alone).
import type {
  AddressPayoutCandidate,
  LightningAddressPayoutRepository,
} from '../../../domain/ports/index.ts';
import type { Db } from '../database.ts';

export function createLightningAddressPayoutRepository(db: Db): LightningAddressPayoutRepository {
  const candidates = db.prepare(
    `SELECT p.id AS payoutId, p.raffle_id AS raffleId, r.name AS raffleName,
            COALESCE(p.position, 1) AS position, p.user_id AS userId, p.amount,
            u.lightning_address AS address, u.lightning_address_set_at AS addressSetAt,
            p.lightning_address_tries AS tries, p.lightning_address_tried_at AS triedAt
       FROM payouts p JOIN users u ON u.id = p.user_id JOIN raffles r ON r.id = p.raffle_id
      WHERE p.kind = 'prize' AND p.method = 'lightning' AND p.status = 'awaiting_invoice'
        AND p.amount > 0 AND u.lightning_address IS NOT NULL AND u.deleted_at IS NULL
      ORDER BY p.id`,
  );
  const record = db.prepare(
    `UPDATE payouts SET lightning_address_tries = @tries, lightning_address_tried_at = @now
      WHERE id = @payoutId AND status = 'awaiting_invoice'
        AND lightning_address_tried_at IS @previousTriedAt`,
  );
  return {
    candidates: () => candidates.all() as AddressPayoutCandidate[],
    recordAttempt: (input) => record.run(input).changes === 1,
  };
}
