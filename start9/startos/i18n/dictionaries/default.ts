// English strings shown by StartOS, keyed to an index; translations.ts has pt-BR.
export const DEFAULT_LANG = 'en_US';

const dict = {
  'Starting Rifa Relâmpago': 0,
  'Web interface': 1,
  'The web interface is ready': 2,
  'The web interface is not ready': 3,
  'Bitcoin and Lightning node': 4,
  'LND and Bitcoin are reachable': 5,
  'Waiting for LND: its wallet is not unlocked yet': 6,
  'LND or Bitcoin is unreachable': 7,
  'Raffle pages and administration': 8,
  'Show admin password': 9,
  'Shows the e-mail and password of the administrator account': 10,
  'Admin login': 11,
  'Log in to the app with this e-mail and password.': 12,
  'E-mail': 13,
  Password: 14,
  'Reset admin password': 15,
  'Generates a new administrator password; the app restarts to apply it': 16,
  'Anyone logged in as the administrator is logged out.': 17,
  'New admin password': 18,
  'Prize payouts': 19,
  'Automatic: the prize is sent on-chain from the LND wallet after the draw. Manual: you pay the winner yourself and confirm it in the app.': 20,
  'Payout mode': 21,
  Automatic: 22,
  Manual: 23,
  'Note the admin password': 24,
  'Waiting for Bitcoin: its RPC address is not published yet': 25,
} as const;

export default dict;
