// The site itself: its texts and health, read by every page, and the landing page, in the first
// bundle. A feature is entered through its index.ts (docs/architecture.md#the-web-app); its other
// pages are lazy chunks loaded by routes.tsx.
export { siteApi } from './api.ts';
export { LandingPage } from './landing-page.tsx';
export { HealthProvider, useIsDemo } from './use-health.tsx';
export { SiteInfoProvider, useSiteInfo } from './use-site-info.tsx';
export { ApproxBrl, ExplorerLink } from './site-display.tsx';
