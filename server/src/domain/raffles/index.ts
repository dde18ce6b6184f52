// The raffles feature's public face: what other features, the HTTP layer and the composition use.
export { packageFor } from './package-rules.ts';
export {
  MAX_PHOTO_PIXELS,
  PHOTO_FULL_SIDE,
  PHOTO_THUMB_SIDE,
  photoFileName,
  photoUrl,
} from './photo-format.ts';
export { createPrizeWarning } from './prize-warning.ts';
export { createRaffleCancellation } from './raffle-cancellation.ts';
export { createRaffleNumbers } from './raffle-numbers.ts';
export type { RaffleNumbers } from './raffle-numbers.ts';
export { createRafflePhotos } from './raffle-photos.ts';
export type { RafflePhotos } from './raffle-photos.ts';
export { plainText } from './raffle-texts.ts';
export { MAX_TICKETS, createRaffles } from './raffles.ts';
export type { Raffles } from './raffles.ts';
