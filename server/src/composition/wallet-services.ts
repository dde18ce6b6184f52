// Any wallet (docs/protocols/lnurl.md): LNURL-pay, LNURL-withdraw and the ticket pages, built
// over the purchases and payouts services the account paths use.
import fs from 'node:fs/promises';
import type { Raffle } from '@rifa/shared';
import type { Store } from '../adapters/sqlite/index.ts';
import {
  createLnurlPay,
  createLnurlWithdraw,
  createTicketPages,
  type LnurlPay,
  type LnurlWithdraw,
  type TicketPages,
  type Thumbnail,
} from '../domain/lnurl/index.ts';
import type { LightningClaims, Payouts } from '../domain/payouts/index.ts';
import type { Clock, Lightning, PhotoFiles, PhotoProcessor } from '../domain/ports/index.ts';
import type { Purchases } from '../domain/purchases/index.ts';

export interface WalletServices {
  pay: LnurlPay;
  withdraw: LnurlWithdraw;
  ticketPages: TicketPages;
}

/** Thumbnails kept per photo file: the metadata must be the same bytes at every request. */
const THUMBNAILS_KEPT = 200;

/**
 * The first photo's stored thumbnail as a small JPEG for the payRequest's metadata
 * (docs/protocols/lnurl.md#pay-request); none when the raffle has no photo or it cannot be read.
 */
function firstPhotoThumbnail(
  store: Pick<Store, 'photos'>,
  files: Pick<PhotoFiles, 'pathOf'>,
  processor: Pick<PhotoProcessor, 'walletThumbnail'>,
) {
  const kept = new Map<string, Promise<Thumbnail | undefined>>();
  return (raffle: Raffle): Promise<Thumbnail | undefined> => {
    const first = store.photos.list(raffle.id)[0];
    const record = first ? store.photos.find(raffle.id, first.id) : undefined;
    if (!record) return Promise.resolve(undefined);
    let thumbnail = kept.get(record.file_key);
    if (!thumbnail) {
      thumbnail = fs
        .readFile(files.pathOf(raffle.id, record.file_key, 'thumb'))
        .then((webp) => processor.walletThumbnail(webp))
        .then((jpeg): Thumbnail => ({
          type: 'image/jpeg',
          base64: Buffer.from(jpeg).toString('base64'),
        }))
        .catch(() => undefined);
      if (kept.size >= THUMBNAILS_KEPT) kept.delete(kept.keys().next().value!);
      kept.set(record.file_key, thumbnail);
    }
    return thumbnail;
  };
}

export function createWalletServices(deps: {
  store: Pick<Store, 'raffles' | 'wallet' | 'purchases' | 'photos'>;
  photoFiles: Pick<PhotoFiles, 'pathOf'>;
  photoProcessor: Pick<PhotoProcessor, 'walletThumbnail'>;
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
      thumbnail: firstPhotoThumbnail(store, deps.photoFiles, deps.photoProcessor),
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
