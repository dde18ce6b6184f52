// Known answers for the kind-4 DM's bytes: NIP-04 against go-nostr's vector (as published in
// nostr-tools' nip04.test.ts), and one whole event checked outside this code base: its id
// recomputed with Python's json + hashlib, its signature verified with the BIP-340
// reference verifier (bips/bip-0340/reference.py), its content decrypted with OpenSSL's
// ECDH + AES-256-CBC (Python `cryptography`).
import { hexToBytes } from '@noble/hashes/utils.js';
import { schnorr } from '@noble/secp256k1';
import { describe, expect, it } from 'vitest';
import { nostrEventId, signNostrEvent } from './nostr-event.ts';
import { nostrPubkeyFromSecretKey } from './nostr-keys.ts';
import { nip04Decrypt, nip04Encrypt } from './nostr-nip04.ts';

const SK1 = '91ba716fa9e7ea2fcbad360cf4f8e0d312f73984da63d90f524ad61a6a1e7dbe';
const SK2 = '96f6fa197aa07477ab88f6981118466ae3a982faab8ad5db9d5426870c73d220';
const PK1 = nostrPubkeyFromSecretKey(SK1);
const PK2 = nostrPubkeyFromSecretKey(SK2);

describe('NIP-04', () => {
  const GO_NOSTR = 'zJxfaJ32rN5Dg1ODjOlEew==?iv=EV5bUjcc4OX2Km/zPp4ndQ==';

  it("decrypts go-nostr's message from SK1 to SK2", () => {
    expect(nip04Decrypt(GO_NOSTR, hexToBytes(SK2), PK1)).toBe('nanana');
  });

  it('encrypts to the same bytes with the same key pair and iv', () => {
    const iv = Buffer.from('EV5bUjcc4OX2Km/zPp4ndQ==', 'base64');
    expect(nip04Encrypt('nanana', hexToBytes(SK1), PK2, iv)).toBe(GO_NOSTR);
  });

  it('draws a fresh iv for every message', () => {
    const one = nip04Encrypt('olá', hexToBytes(SK1), PK2);
    const two = nip04Encrypt('olá', hexToBytes(SK1), PK2);
    expect(one).not.toBe(two);
    expect(one).toMatch(/^[A-Za-z0-9+/]+=*\?iv=[A-Za-z0-9+/]{22}==$/);
  });
});

describe('a signed kind-4 event', () => {
  const TEXT = 'Rifa "Bicicleta" esgotada: 100 números vendidos.\nSorteio no bloco 900000 — ação!';
  const CONTENT =
    'EwK8q+34zgqbwWmGPNIHI5cwOFJdRBs4dpjIl6VErcxixf/Z93BXaIzDvawllNjTxeS/cHc+MwAuGLF2qMv6Ox/1' +
    'rA4ojR5pxxc2QQONgagv/Hi27fwwLsyog3b5SavG?iv=BwcHBwcHBwcHBwcHBwcHBw==';
  const ID = '655aef12fb36405b42dfc9554b70df75157a31d45b76fa44efc4a7369bcd2602';
  const SIG =
    '5387580443119ec06ab4c40009157ec3ee247cc36d25d8ac9551fe90c5fad7c1' +
    '420ad1c7bb3e908387469ae5ee54f2c031ff24fdc9b87f4120a2bbdbd2b35f95';

  it('has the id and the signature checked by independent implementations', async () => {
    const content = nip04Encrypt(TEXT, hexToBytes(SK1), PK2, new Uint8Array(16).fill(7));
    expect(content).toBe(CONTENT);
    const event = await signNostrEvent(
      { kind: 4, created_at: 1767225600, tags: [['p', PK2]], content },
      hexToBytes(SK1),
      new Uint8Array(32),
    );
    expect(event).toEqual({
      kind: 4,
      created_at: 1767225600,
      tags: [['p', PK2]],
      content: CONTENT,
      id: ID,
      pubkey: PK1,
      sig: SIG,
    });
    expect(nip04Decrypt(event.content, hexToBytes(SK2), PK1)).toBe(TEXT);
  });

  it('signs the id (BIP-340), so changing any field breaks it', async () => {
    const event = await signNostrEvent(
      { kind: 4, created_at: 1767225600, tags: [['p', PK2]], content: 'x' },
      hexToBytes(SK1),
    );
    expect(
      await schnorr.verifyAsync(hexToBytes(event.sig), hexToBytes(event.id), hexToBytes(PK1)),
    ).toBe(true);
    expect(nostrEventId({ ...event, content: 'y' })).not.toBe(event.id);
    expect(nostrEventId({ ...event, created_at: 1767225601 })).not.toBe(event.id);
  });
});
