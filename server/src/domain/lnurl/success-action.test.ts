// LUD-09 url and LUD-10 aes success actions; the aes one is checked by decrypting it as a
// wallet would, with the preimage.
import { createDecipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  aesSuccessAction,
  decryptAesSuccessAction,
  MAX_DESCRIPTION_CHARS,
  TICKET_PAGE_DESCRIPTION,
  urlSuccessAction,
} from './success-action.ts';

const CALLBACK = 'https://rifa.exemplo.com.br/api/lnurlp/rifa7/callback';
const TICKET_URL = 'https://rifa.exemplo.com.br/bilhete/Zk3q9V0xk2bQ7m1YtN4sR8wE6uH5jC0a';
const PREIMAGE = randomBytes(32);

describe('url success action (LUD-09)', () => {
  it('leads to the ticket page with the default description', () => {
    expect(urlSuccessAction({ url: TICKET_URL, callback: CALLBACK })).toEqual({
      tag: 'url',
      description: TICKET_PAGE_DESCRIPTION,
      url: TICKET_URL,
    });
    expect([...TICKET_PAGE_DESCRIPTION].length).toBeLessThanOrEqual(MAX_DESCRIPTION_CHARS);
  });

  it('refuses a URL on another host than the callback (wallets would)', () => {
    expect(() =>
      urlSuccessAction({ url: 'https://outro.exemplo.com/bilhete/x', callback: CALLBACK }),
    ).toThrow(RangeError);
  });

  it('shortens a description past 144 characters, marking the cut', () => {
    const action = urlSuccessAction({
      url: TICKET_URL,
      callback: CALLBACK,
      description: `Rifa ${'🚲'.repeat(200)}`,
    });
    expect([...action.description]).toHaveLength(MAX_DESCRIPTION_CHARS);
    expect(action.description.endsWith('🚲…')).toBe(true);
  });
});

describe('aes success action (LUD-10)', () => {
  it('decrypts back to the ticket URL with the preimage, as bytes or hex', () => {
    const action = aesSuccessAction({ url: TICKET_URL, preimage: PREIMAGE });
    expect(action.tag).toBe('aes');
    expect(action.description).toBe(TICKET_PAGE_DESCRIPTION);
    expect(decryptAesSuccessAction(action, PREIMAGE)).toBe(TICKET_URL);
    const fromHex = aesSuccessAction({ url: TICKET_URL, preimage: PREIMAGE.toString('hex') });
    expect(decryptAesSuccessAction(fromHex, PREIMAGE.toString('hex'))).toBe(TICKET_URL);
  });

  it('is plain AES-256-CBC with PKCS#7 padding, as LUD-10 wallets decrypt it', () => {
    const action = aesSuccessAction({ url: TICKET_URL, preimage: PREIMAGE });
    const decipher = createDecipheriv('aes-256-cbc', PREIMAGE, Buffer.from(action.iv, 'base64'));
    const plain = Buffer.concat([
      decipher.update(Buffer.from(action.ciphertext, 'base64')),
      decipher.final(),
    ]);
    expect(plain.toString('utf8')).toBe(TICKET_URL);
    expect(Buffer.from(action.ciphertext, 'base64').length % 16).toBe(0);
  });

  it('sends a 16-byte IV as 24 base64 characters, fresh each time', () => {
    const a = aesSuccessAction({ url: TICKET_URL, preimage: PREIMAGE });
    const b = aesSuccessAction({ url: TICKET_URL, preimage: PREIMAGE });
    expect(a.iv).toHaveLength(24);
    expect(Buffer.from(a.iv, 'base64')).toHaveLength(16);
    expect(a.iv).not.toBe(b.iv);
    expect(a.ciphertext).not.toBe(b.ciphertext);
  });

  it('does not reveal the URL to anyone without the preimage', () => {
    const action = aesSuccessAction({ url: TICKET_URL, preimage: PREIMAGE });
    expect(action.ciphertext).not.toContain('bilhete');
    let opened: string | undefined;
    try {
      opened = decryptAesSuccessAction(action, randomBytes(32));
    } catch {
      opened = undefined;
    }
    expect(opened).not.toBe(TICKET_URL);
  });

  it('refuses a preimage that is not 32 bytes', () => {
    expect(() => aesSuccessAction({ url: TICKET_URL, preimage: randomBytes(16) })).toThrow(
      RangeError,
    );
    expect(() => aesSuccessAction({ url: TICKET_URL, preimage: 'ab'.repeat(31) })).toThrow(
      RangeError,
    );
  });

  it('keeps the ciphertext within LUD-10 4 kB', () => {
    expect(() =>
      aesSuccessAction({ url: `${TICKET_URL}?x=${'a'.repeat(4000)}`, preimage: PREIMAGE }),
    ).toThrow(RangeError);
  });
});
