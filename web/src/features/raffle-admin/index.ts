// The admin's raffles: their calls. A feature is entered through its index.ts
// (docs/architecture.md#the-web-app); its pages are lazy chunks loaded by routes.tsx.
export { raffleAdminApi } from './api.ts';
