// The raffle pages: their calls, the raffle texts (and name-and-status line) other pages show and
// the buy dialog's number grid, and the caller's wins (the header tells a winner). A feature is entered through its index.ts
// (docs/architecture.md#the-web-app); its pages are lazy chunks loaded by routes.tsx.
export { rafflesApi } from './api.ts';
export { PRIZE_CARD_LINK, useMyWins, winNextStep } from './detail/my-wins.tsx';
export { NumberGrid } from './number-grid/number-grid.tsx';
export { useNumberChoice } from './number-grid/use-number-choice.ts';
export { RaffleNameStatus } from './raffle-name-status.tsx';
export {
  raffleBadge,
  STATUS_BADGE,
  STATUS_LABEL,
  timeLeftLabel,
  TX_STATUS_BADGE,
  TX_STATUS_LABEL,
} from './raffle-text.ts';
