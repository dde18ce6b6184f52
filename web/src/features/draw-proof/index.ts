// The draw proof: the raffle page's proof section and its calls. A feature is entered through
// its index.ts (docs/architecture.md#the-web-app); its pages are lazy chunks loaded by routes.tsx.
export { drawProofApi } from './api.ts';
export { DrawProofSection } from './draw-proof-section.tsx';
export { dateTimeText } from './draw-text.ts';
export { CardDrawEstimate, DrawEstimateLink } from './draw-estimate.tsx';
