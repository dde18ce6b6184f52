// Any wallet (docs/protocols/lnurl.md): LNURL-pay, LNURL-withdraw and the ticket pages, built
// over the purchases and payouts services the account paths use.
import type { Store } from '../adapters/sqlite/index.ts';
import {
  createLnurlPay,
  createLnurlWithdraw,
  createTicketPages,
  type LnurlPay,
  type LnurlWithdraw,
  type TicketPages,
} from '../domain/lnurl/index.ts';
import type { LightningClaims, Payouts } from '../domain/payouts/index.ts';
import type { Clock, Lightning } from '../domain/ports/index.ts';
import type { Purchases } from '../domain/purchases/index.ts';

export interface WalletServices {
  pay: LnurlPay;
  withdraw: LnurlWithdraw;
  ticketPages: TicketPages;
}

export function createWalletServices(deps: {
  store: Pick<Store, 'raffles' | 'wallet' | 'purchases'>;
  purchases: Purchases;
  payouts: Payouts;
  claims: LightningClaims;
  lightning: Lightning;
  clock: Clock;
}): WalletServices {
  const { store, clock } = deps;
  const withdraw = createLnurlWithdraw({
    wallet: store.wallet,
    raffles: store.raffles,
    claims: deps.claims,
    clock,
  });
  return {
    pay: createLnurlPay({
      raffles: store.raffles,
      purchases: deps.purchases,
      wallet: store.wallet,
      lightning: deps.lightning,
      clock,
    }),
    withdraw,
    ticketPages: createTicketPages({
      wallet: store.wallet,
      purchases: store.purchases,
      raffles: store.raffles,
      payouts: deps.payouts,
      claims: deps.claims,
      withdrawals: withdraw,
      now: () => clock.now(),
    }),
  };
}
