// The participant's dashboard: their purchases, wins and refunds. A feature is entered through its
// index.ts (docs/architecture.md#the-web-app); its pages are lazy chunks loaded by routes.tsx.
export { participantApi } from './api.ts';
