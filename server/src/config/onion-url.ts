// ONION_URL (docs/decisions/0013-built-for-tor.md): the app's Tor address, shown in the start-up log line so the operator
// can read where participants reach it. Umbrel passes its hidden service as a bare host in
// APP_HIDDEN_SERVICE (docker-compose.yml maps it), with a placeholder until Remote Tor access
// creates it (docs/decisions/0006-docker-umbrel-startos.md): a placeholder means no address yet, not a bad one.
import { Invalid, type Reader } from './env-readers.ts';

export const ONION_PLACEHOLDERS: ReadonlySet<string> = new Set([
  'not-enabled.onion',
  'notyetset.onion',
]);

/** `abc….onion` or `http(s)://abc….onion[:port][/]` → its origin (`http://abc….onion`). */
export const onionUrlVar: Reader<string | undefined> = (value) => {
  const text = value?.trim();
  if (!text) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`);
  } catch {
    url = undefined;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol) || !/\.onion$/i.test(url.hostname))
    return new Invalid('deve ser um endereço .onion, por exemplo http://exemplo….onion');
  return ONION_PLACEHOLDERS.has(url.hostname.toLowerCase()) ? undefined : url.origin;
};
