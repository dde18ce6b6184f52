// Buying from any wallet (docs/protocols/lnurl.md): the raffle's payRequest, the callback that
// turns an amount and a comment into a reservation and an invoice, and LUD-21 verify. The
// reservation is an account's (purchases.buyFromWallet): same caps on what is left, same
// numbers, same exactly-once crediting by the settlement watcher.
import { DEFAULT_MIN_TICKETS, maxHeldTickets, type Raffle, type RaffleLnurl } from '@rifa/shared';
import { conflict, DomainError, notFound } from '../kernel/errors.ts';
import type { Clock, Lightning, RaffleRepository, WalletRepository } from '../ports/index.ts';
import { decideWalletReservation, onSale, type Purchases } from '../purchases/index.ts';
import { createBurstMeter } from '../accounts/index.ts';
import { ticketsForAmount } from './callback-amount.ts';
import { numbersFromComment } from './comment-numbers.ts';
import { encodeLnurl, lud17Url, walletScheme } from './lnurl-encoding.ts';
import {
  descriptionHash,
  lightningAddress,
  lightningAddressName,
  payRequest,
  type PayRequest,
  type Thumbnail,
} from './pay-request.ts';
import { sha256Hex } from './sha256.ts';
import { aesSuccessAction, type AesSuccessAction } from './success-action.ts';

/** Invoices the callback issues per raffle and minute: wallets cannot solve a proof of work. */
export const WALLET_INVOICES_PER_MINUTE = 60;

/** Why a raffle reached over http on a clearnet host offers no working LNURL (LUD-01, LUD-17). */
const HTTP_ONLY_NOTE =
  'Carteiras só abrem links LNURL por HTTPS ou por um endereço .onion: abra esta página pelo endereço Tor ou HTTPS do nó para pagar com a carteira.';

/** What the wallet shows after paying when it cannot open the encrypted link (LUD-10). */
export const TICKET_PAGE_HINT =
  'Seus bilhetes: abra o link. Se a carteira não mostrar o link, acesse /bilhete/ seguido do comprovante (preimage) deste pagamento.';

export interface PayCallbackAnswer {
  pr: string;
  routes: [];
  verify: string;
  successAction: AesSuccessAction;
}

export interface LnurlPayDeps {
  raffles: RaffleRepository;
  purchases: Purchases;
  wallet: WalletRepository;
  lightning: Pick<Lightning, 'getInvoice'>;
  clock: Clock;
  /** The first photo's thumbnail as a wallet may show it (JPEG or PNG, small), if any. */
  thumbnail?: (raffle: Raffle) => Promise<Thumbnail | undefined>;
}

function randomBytes(count: number): Uint8Array {
  return globalThis.crypto.getRandomValues(new Uint8Array(count));
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

export function createLnurlPay(deps: LnurlPayDeps) {
  const { raffles, purchases, wallet, clock } = deps;
  const meters = new Map<number, ReturnType<typeof createBurstMeter>>();

  function raffleOnSale(raffleId: number): Raffle {
    const raffle = raffles.find(raffleId);
    if (!raffle) throw notFound('Rifa não encontrada');
    if (!onSale({ status: raffle.status, endDate: raffle.end_date }, clock.now().toISOString()))
      throw conflict('Esta rifa não está mais aceitando compras');
    return raffle;
  }

  const limits = (raffle: Raffle) => ({
    ticketPriceSats: raffle.ticket_price,
    minTickets: raffle.min_tickets ?? DEFAULT_MIN_TICKETS,
    maxTickets: maxHeldTickets(raffle),
  });

  async function request(raffle: Raffle, origin: string): Promise<PayRequest> {
    const thumbnail = deps.thumbnail ? await deps.thumbnail(raffle) : undefined;
    return payRequest({
      raffleId: raffle.id,
      raffleName: raffle.name,
      ...limits(raffle),
      origin,
      callback: `${origin}/lnurl/pagar/${raffle.id}`,
      ...(thumbnail ? { thumbnail } : {}),
    });
  }

  /** docs/protocols/lnurl.md#crowd-safe: a per-raffle cap on invoices, not on addresses. */
  function admit(raffleId: number): void {
    let meter = meters.get(raffleId);
    if (!meter) meters.set(raffleId, (meter = createBurstMeter(clock)));
    if (meter.perMinute() >= WALLET_INVOICES_PER_MINUTE)
      throw new DomainError(
        'rate_limited',
        'Muitas faturas pedidas por carteiras nesta rifa neste minuto. Tente de novo em instantes.',
        'wallet_rate',
      );
    meter.record();
  }

  return {
    /**
     * How a wallet pays the raffle from this origin (GET /api/rifa/:id/lnurl): its address where
     * wallets can resolve one, the LNURL and its QR text, and whether wallets accept the URL.
     */
    linkFor(raffleId: number, origin: string): RaffleLnurl {
      if (!raffles.find(raffleId)) throw notFound('Rifa não encontrada');
      const url = `${origin}/.well-known/lnurlp/${lightningAddressName(raffleId)}`;
      const code = encodeLnurl(url);
      const works = walletScheme(url) !== undefined;
      return {
        address: lightningAddress(raffleId, origin) ?? null,
        lnurl: code,
        qr: `LIGHTNING:${code.toUpperCase()}`,
        link: `lightning:${code}`,
        lud17: lud17Url(url, 'lnurlp') ?? null,
        works,
        note: works ? null : HTTP_ONLY_NOTE,
      };
    },

    /** GET /.well-known/lnurlp/rifa<id> (LUD-06, LUD-16). */
    async payRequestFor(raffleId: number, origin: string): Promise<PayRequest> {
      return request(raffleOnSale(raffleId), origin);
    },

    /** The callback (LUD-06): amount in msat, comment (LUD-12) naming numbers or not. */
    async invoiceFor(
      raffleId: number,
      origin: string,
      query: { amount?: unknown; comment?: unknown },
    ): Promise<PayCallbackAnswer> {
      const raffle = raffleOnSale(raffleId);
      const amount = ticketsForAmount(query.amount, {
        ...limits(raffle),
        available: raffle.available_tickets,
      });
      if (!amount.ok) throw amount.error;
      const numbers = numbersFromComment(query.comment, amount.tickets, raffle.total_tickets);
      if (!numbers.ok) throw numbers.error;
      admit(raffle.id);

      // The metadata hashed into the invoice is the one this request serves now.
      const metadata = (await request(raffle, origin)).metadata;
      const secret = Buffer.from(randomBytes(32)).toString('base64url');
      const preimage = hex(randomBytes(32));
      const purchase = await purchases.buyFromWallet({
        raffleId: raffle.id,
        quantity: amount.tickets,
        chosen: numbers.numbers.length > 0 ? numbers.numbers : undefined,
        descriptionHash: descriptionHash(metadata),
        secretHash: sha256Hex(secret),
        email: `carteira-${hex(randomBytes(12))}@carteira.invalid`,
        preimage,
        decide: decideWalletReservation,
      });
      return {
        pr: purchase.payment_request,
        routes: [],
        verify: `${origin}/lnurl/verificar/${purchase.payment_hash}`,
        successAction: aesSuccessAction({
          url: `${origin}/bilhete/${secret}`,
          preimage,
          description: TICKET_PAGE_HINT,
        }),
      };
    },

    /** LUD-21: whether a wallet purchase's invoice is paid, with the preimage once it is. */
    async verify(paymentHash: string) {
      const invoice = /^[0-9a-f]{64}$/.test(paymentHash)
        ? wallet.walletInvoice(paymentHash)
        : undefined;
      if (!invoice) throw notFound('Fatura não encontrada');
      const settled = invoice.status === 'paid' || invoice.status === 'refund_owed';
      const preimage = settled
        ? ((await deps.lightning.getInvoice(paymentHash).catch(() => null))?.preimage ?? null)
        : null;
      return { status: 'OK' as const, settled, preimage, pr: invoice.payment_request };
    },
  };
}

export type LnurlPay = ReturnType<typeof createLnurlPay>;
