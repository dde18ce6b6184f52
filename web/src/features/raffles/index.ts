// The raffle pages: their calls, the raffle texts (and name-and-status line) other pages show and
// the buy dialog's number grid. A feature is entered through its index.ts
// (docs/architecture.md#the-web-app); its pages are lazy chunks loaded by routes.tsx.
export { rafflesApi } from './api.ts';
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
