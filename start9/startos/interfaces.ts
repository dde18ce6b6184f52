import { i18n } from './i18n';
import { sdk } from './sdk';
import { uiPort } from './utils';

// One UI: participants' raffle pages and the admin area share it (the app has its own
// login). StartOS serves it on the LAN; Tor and clearnet addresses are the user's choice.
export const setInterfaces = sdk.setupInterfaces(async ({ effects }) => {
  const origin = await sdk.MultiHost.of(effects, 'ui').bindPort(uiPort, { protocol: 'http' });
  const ui = sdk.createInterface(effects, {
    name: i18n('Web interface'),
    id: 'ui',
    description: i18n('Raffle pages and administration'),
    type: 'ui',
    masked: false,
    schemeOverride: null,
    username: null,
    path: '',
    query: {},
  });
  return [await origin.export([ui])];
});
