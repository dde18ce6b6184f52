// Buying tickets: the purchase flow a page renders, its calls and the quantity rules. A feature
// is entered through its index.ts (docs/architecture.md#the-web-app).
export { buyApi } from './api.ts';
export { availableTickets, minTickets, parseQuantity } from './buy-rules.ts';
export { PurchaseDialogs } from './purchase-dialogs.tsx';
export { usePurchaseFlow } from './use-purchase-flow.ts';
export { QrLink } from './invoice-qr.tsx';
