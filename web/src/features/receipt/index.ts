// The receipt: the link to a purchase's receipt, and the check lines and ticket inclusion the
// draw proof shares. A feature is entered through its index.ts
// (docs/architecture.md#the-web-app); its pages are lazy chunks loaded by routes.tsx.
export { CheckLine } from './check-line.tsx';
export { ReceiptLink } from './receipt-link.tsx';
export { checkInclusion } from './ticket-inclusion.ts';
export { receiptNumbers } from './receipt-numbers.ts';
