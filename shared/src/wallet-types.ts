// Buying and claiming from any Lightning wallet (docs/protocols/lnurl.md): what the API answers
// about a raffle's Lightning Address, an LNURL-withdraw link, and a wallet buyer's ticket page.
import type { RaffleStatus, Purchase } from './types.ts';
import type { UserRefund, UserWin } from './payout-types.ts';

/** GET /api/rifa/:id/lnurl: how a wallet pays this raffle, for the host the page was asked on. */
export interface RaffleLnurl {
  /** 'rifa7@rifa.exemplo.com.br'; null when wallets could not resolve it here (a port, http on clearnet). */
  address: string | null;
  /** The LNURL-pay link in bech32, lower case ('lnurl1…'). */
  lnurl: string;
  /** What the QR encodes: 'LIGHTNING:LNURL1…' (upper case, the denser QR mode). */
  qr: string;
  /** The tap-to-open link: 'lightning:lnurl1…'. */
  link: string;
  /** LUD-17 'lnurlp://…' where a wallet's scheme guess is right (onion over http, clearnet over https). */
  lud17: string | null;
  /** False when wallets would refuse the URL (http on a clearnet host): the page says why. */
  works: boolean;
  /** pt-BR: why it does not work here, when it does not. */
  note: string | null;
}

/** A prize or refund taken by LNURL-withdraw (LUD-03): one link, one payment. */
export interface LnurlWithdrawLink {
  lnurl: string;
  qr: string;
  link: string;
  lud17: string | null;
  /** Sats the wallet will receive (the link's fixed amount). */
  amount: number;
}

/** The body of POST /api/bilhete/:secret/saque. */
export type TicketWithdrawInput = { kind: 'prize'; position?: number } | { kind: 'refund' };

/** GET /api/bilhete/:secret: everything the buyer of one wallet purchase may see and do. */
export interface TicketPage {
  purchase: Purchase;
  raffle_status: RaffleStatus;
  raffle_end_date: string;
  /** This purchase's prizes (a wallet buyer holds one purchase). */
  wins: UserWin[];
  refunds: UserRefund[];
  /** Already attached to an account ('Guardar na minha conta'): the page then only points there. */
  saved: boolean;
}
