// What the wallet shows once the invoice is paid (docs/protocols/lnurl.md#success-actions):
// the buyer's ticket page. LUD-09 `url` shows the link in clear to anyone who sees the
// callback's answer; LUD-10 `aes` encrypts it with the payment preimage, so only the payer,
// who learns the preimage by paying, can open the page that holds their tickets.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** LUD-09, LUD-10: a description of at most 144 characters. */
export const MAX_DESCRIPTION_CHARS = 144;
/** LUD-10: the base64 ciphertext is at most 4 kB of characters. */
const MAX_CIPHERTEXT_CHARS = 4096;

export interface UrlSuccessAction {
  tag: 'url';
  description: string;
  url: string;
}

export interface AesSuccessAction {
  tag: 'aes';
  description: string;
  /** base64 AES-256-CBC (PKCS#7 padding) of the URL, keyed by the preimage. */
  ciphertext: string;
  /** base64 of 16 random bytes: 24 characters. */
  iv: string;
}

/** The default description: what the link leads to. */
export const TICKET_PAGE_DESCRIPTION =
  'Seus bilhetes: abra o link para ver seus números, o recibo e o resultado do sorteio.';

/**
 * LUD-09 `url`. The URL's host must be the callback's (wallets refuse another); a longer
 * description is shortened rather than failing a payment over a label.
 */
export function urlSuccessAction(input: {
  url: string;
  callback: string;
  description?: string;
}): UrlSuccessAction {
  if (new URL(input.url).host !== new URL(input.callback).host)
    throw new RangeError('success action url must be on the callback host');
  return {
    tag: 'url',
    description: shorten(input.description ?? TICKET_PAGE_DESCRIPTION),
    url: input.url,
  };
}

/** LUD-10 `aes`: the URL encrypted with the 32-byte preimage as key, under a fresh IV. */
export function aesSuccessAction(input: {
  url: string;
  preimage: Uint8Array | string;
  description?: string;
}): AesSuccessAction {
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-256-cbc', preimageKey(input.preimage), iv);
  const ciphertext = Buffer.concat([cipher.update(input.url, 'utf8'), cipher.final()]).toString(
    'base64',
  );
  if (ciphertext.length > MAX_CIPHERTEXT_CHARS) throw new RangeError('success action url too long');
  return {
    tag: 'aes',
    description: shorten(input.description ?? TICKET_PAGE_DESCRIPTION),
    ciphertext,
    iv: iv.toString('base64'),
  };
}

/** What a wallet does after paying: the plaintext back from the preimage (tests, wallet doubles). */
export function decryptAesSuccessAction(
  action: Pick<AesSuccessAction, 'ciphertext' | 'iv'>,
  preimage: Uint8Array | string,
): string {
  const decipher = createDecipheriv(
    'aes-256-cbc',
    preimageKey(preimage),
    Buffer.from(action.iv, 'base64'),
  );
  return Buffer.concat([
    decipher.update(Buffer.from(action.ciphertext, 'base64')),
    decipher.final(),
  ]).toString('utf8');
}

/** The preimage as an AES-256 key: 32 bytes, given as bytes or 64 hex characters. */
function preimageKey(preimage: Uint8Array | string): Buffer {
  if (typeof preimage === 'string') {
    if (!/^[0-9a-fA-F]{64}$/.test(preimage)) throw new RangeError('preimage must be 32 bytes');
    return Buffer.from(preimage, 'hex');
  }
  if (preimage.length !== 32) throw new RangeError('preimage must be 32 bytes');
  return Buffer.from(preimage);
}

/** At most 144 characters (code points, so no emoji is cut in half), '…' marking a cut. */
function shorten(text: string): string {
  const chars = [...text];
  return chars.length <= MAX_DESCRIPTION_CHARS
    ? text
    : `${chars.slice(0, MAX_DESCRIPTION_CHARS - 1).join('')}…`;
}
