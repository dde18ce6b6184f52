// The operator's Painel, a tab of the Admin page. A feature is entered through its index.ts
// (docs/architecture.md#the-web-app).
export { PainelTab } from './painel-tab.tsx';
