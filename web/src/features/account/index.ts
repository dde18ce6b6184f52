// The participant's account as the dashboard shows it. A feature is entered through its
// index.ts (docs/architecture.md#the-web-app); its pages are lazy chunks loaded by routes.tsx.
export { AccountCard, PendingRecoveryCode } from './account-card.tsx';
export { ProfileCard } from './profile-card.tsx';
