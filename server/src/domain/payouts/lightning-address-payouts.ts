// Paying a Lightning prize to the winner's own Lightning Address
// (docs/protocols/lnurl.md#lightning-address-payouts). Run by the payout job, only while the
// operator has it on in Configurações: for each prize 'aguardando fatura' whose winner saved
// an address, the resolver asks that wallet (LUD-16, LUD-06) for an invoice of exactly the
// prize, and the invoice goes through the same claim as a pasted one (lightning-claims.ts:
// LND decodes it, checks amount and expiry, pays it once). Any failure leaves the prize
// claimable with the reason in last_error — never 'failed'.
//
// Attempts are bounded, because each one is a request to a host the winner chose: three per
// address (at once, 10 minutes later, an hour after that), recorded before the wallet is
// asked so that two passes never ask for the same prize. Saving a new address starts over.
// Prizes only: a refund keeps its own claims (pasted invoice, LNURL-withdraw, claim link).
import { formatSats, safeDisplayText, type PayoutStatus } from '@rifa/shared';
import { DomainError } from '../kernel/errors.ts';
import type { DomainLog } from '../kernel/log.ts';
import type {
  AddressPayoutCandidate,
  Clock,
  LightningAddressPayoutRepository,
  LightningAddressResolver,
  PayoutRepository,
} from '../ports/index.ts';
import type { LightningClaims } from './lightning-claims.ts';
import type { PayoutSettingsService } from './payout-settings.ts';

/** Attempts at one prize per address. */
export const ADDRESS_TRIES = 3;
/** How long after the 1st and the 2nd attempt the next one may start. */
export const ADDRESS_RETRY_AFTER_MS: readonly number[] = [10 * 60_000, 60 * 60_000];

const FALLBACK = 'Envio automático ao Lightning Address não foi feito. ';
/** The claim may only leave this status: an invoice the winner pasted meanwhile is kept. */
const UNCLAIMED: readonly PayoutStatus[] = ['awaiting_invoice'];
const MAX_NAME_IN_COMMENT = 100;

/** Which attempt is due now (1 for the first), or undefined when none is. */
export function dueAttempt(candidate: AddressPayoutCandidate, now: Date): number | undefined {
  const { tries, triedAt, addressSetAt } = candidate;
  // Never tried, or the winner saved another address since the last attempt.
  if (triedAt === null || tries === 0) return 1;
  if (addressSetAt !== null && Date.parse(addressSetAt) > Date.parse(triedAt)) return 1;
  if (tries >= ADDRESS_TRIES) return undefined;
  const wait = ADDRESS_RETRY_AFTER_MS[tries - 1] ?? ADDRESS_RETRY_AFTER_MS.at(-1)!;
  return now.getTime() - Date.parse(triedAt) >= wait ? tries + 1 : undefined;
}

/** The LUD-12 comment the winner's wallet shows: 'Prêmio da rifa Bicicleta (200 sats)'. */
export function prizeComment(
  candidate: Pick<AddressPayoutCandidate, 'raffleName' | 'position' | 'amount'>,
): string {
  const name = safeDisplayText(candidate.raffleName).replace(/\s+/g, ' ').trim();
  const short =
    name.length > MAX_NAME_IN_COMMENT ? `${name.slice(0, MAX_NAME_IN_COMMENT - 1)}…` : name;
  const prize = candidate.position > 1 ? `${candidate.position}º prêmio` : 'Prêmio';
  return `${prize} da rifa ${short} (${formatSats(candidate.amount)})`;
}

export interface LightningAddressPayoutsDeps {
  addressPayouts: LightningAddressPayoutRepository;
  payouts: PayoutRepository;
  resolver: LightningAddressResolver;
  claims: LightningClaims;
  settings: PayoutSettingsService;
  clock: Clock;
  log: DomainLog;
}

export function createLightningAddressPayouts(deps: LightningAddressPayoutsDeps) {
  const { addressPayouts, payouts, resolver, claims, settings, clock, log } = deps;

  /** The prize stays (or goes back to) 'aguardando fatura', with why in last_error. */
  function fallBack(
    candidate: AddressPayoutCandidate,
    from: 'awaiting_invoice' | 'failed',
    reason: string,
    kind: string,
  ): void {
    const kept = payouts.transition(
      candidate.payoutId,
      [from],
      'awaiting_invoice',
      { last_error: `${FALLBACK}${reason}` },
      clock.now().toISOString(),
    );
    // The winner claimed it meanwhile: nothing to say.
    if (!kept) return;
    // No address in the log: it is the winner's, and last_error shows it to whom it concerns.
    log.warn(
      { payoutId: candidate.payoutId, raffleId: candidate.raffleId, kind },
      'Lightning Address do ganhador não pagou: o prêmio continua disponível para resgate',
    );
  }

  async function attempt(candidate: AddressPayoutCandidate, tries: number): Promise<void> {
    const taken = addressPayouts.recordAttempt({
      payoutId: candidate.payoutId,
      tries,
      previousTriedAt: candidate.triedAt,
      now: clock.now().toISOString(),
    });
    if (!taken) return;
    const answer = await resolver.invoiceFor(
      candidate.address,
      candidate.amount,
      prizeComment(candidate),
    );
    if (!answer.ok) return fallBack(candidate, 'awaiting_invoice', answer.reason, answer.kind);
    let status;
    try {
      const { userId, raffleId, position } = candidate;
      const body = { invoice: answer.invoice, position };
      ({ status } = await claims.claimPrize(userId, raffleId, body, { from: UNCLAIMED }));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      // Moved meanwhile (the winner claimed it): the transition finds it gone and says nothing.
      const reason = `A fatura enviada por ${candidate.address} foi recusada (${error.message}).`;
      return fallBack(candidate, 'awaiting_invoice', reason, `claim_${error.code}`);
    }
    if (status === 'failed') {
      // Nothing left the node (LND gave up on the payment): back to the claim.
      const after = payouts.find(candidate.payoutId);
      const reason = after?.last_error ?? 'O pagamento Lightning falhou.';
      return fallBack(candidate, 'failed', reason, 'payment_failed');
    }
    log.info(
      { payoutId: candidate.payoutId, raffleId: candidate.raffleId, status },
      'prêmio encaminhado ao Lightning Address do ganhador',
    );
  }

  return {
    /**
     * One pass: every prize due an attempt, one wallet at a time (the resolver's own deadline
     * bounds each). Does nothing while the setting is off. Never rejects for one prize.
     */
    async runDue(): Promise<void> {
      if (!settings.read().lightning_address_payouts) return;
      for (const candidate of addressPayouts.candidates()) {
        const tries = dueAttempt(candidate, clock.now());
        if (tries === undefined) continue;
        try {
          await attempt(candidate, tries);
        } catch (error) {
          log.error(
            { payoutId: candidate.payoutId, err: error },
            'falha no pagamento ao Lightning Address do ganhador',
          );
        }
      }
    },
  };
}

export type LightningAddressPayouts = ReturnType<typeof createLightningAddressPayouts>;
