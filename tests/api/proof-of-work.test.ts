// The proof of work of docs/protocols/limits.md over real HTTP: GET /auth/challenge, 428 with a fresh
// challenge during a burst, solved by a client and sent again; wrong, forged, replayed and
// expired solutions refused in pt-BR. Calm here is 2 attempts a minute and the difficulty
// 8 bits, so a burst is three calls away and cheap to solve; the clock is the test's.
import { beforeEach, describe, expect, it } from 'vitest';
import { searchNonce, solvePow, type PowChallenge } from '@rifa/shared';
import { REGTEST_ADDRESS } from '../support/addresses.ts';
import { movableClock } from '../support/clock.ts';
import { postWithWork } from '../support/pow-client.ts';
import { useTestApp } from '../support/use-test-app.ts';

const clock = movableClock();
const t = useTestApp({
  clock,
  authLimits: { pow: { calmPerMinute: 2, baseBits: 8, maxBits: 8 } },
});

let counter = 0;
const newcomer = () => ({
  name: 'Bia',
  email: `bia-${++counter}@example.com`,
  password: 'segredo123',
  btc_address: REGTEST_ADDRESS,
});

/** Calm attempts until the server asks for work; the challenge of that 428. */
async function burst(): Promise<PowChallenge> {
  for (let i = 0; i < 10; i++) {
    const response = await t.api.post('/auth/register').send(newcomer());
    if (response.status === 428) return (response.body as { challenge: PowChallenge }).challenge;
    expect(response.status).toBe(201);
  }
  throw new Error('no burst after 10 registrations');
}

// A minute later every burst of the previous test is forgotten.
beforeEach(() => clock.advance(61_000));

describe('GET /auth/challenge', () => {
  it('while calm: a challenge of ≥ 32 hex, difficulty 0, expiring in 2 minutes, not cached', async () => {
    const response = await t.api.get('/auth/challenge');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.body as PowChallenge;
    expect(body.challenge).toMatch(/^[0-9a-f]{32,}$/);
    expect(body.difficulty).toBe(0);
    expect(Date.parse(body.expires_at) - clock.now().getTime()).toBe(120_000);
    expect(Object.keys(body).sort()).toEqual(['challenge', 'difficulty', 'expires_at']);
  });

  it('during a burst: the difficulty asked', async () => {
    await burst();
    expect((await t.api.get('/auth/challenge')).body.difficulty).toBe(8);
  });
});

describe('POST /auth/register and /auth/login with the proof of work', () => {
  it('needs no pow while calm', async () => {
    const body = newcomer();
    expect((await t.api.post('/auth/register').send(body)).status).toBe(201);
    const login = await t.api
      .post('/auth/login')
      .send({ email: body.email, password: body.password });
    expect(login.status).toBe(200);
  });

  it('answers 428 with a pt-BR error and a fresh challenge during a burst', async () => {
    const challenge = await burst();
    const response = await t.api
      .post('/auth/login')
      .send({ email: 'x@example.com', password: 'x' });
    expect(response.status).toBe(428);
    expect(response.body.error).toBe(
      'Muitos acessos neste momento: resolva a verificação do desafio e envie de novo.',
    );
    expect(response.body.challenge.difficulty).toBe(8);
    expect(response.body.challenge.challenge).not.toBe(challenge.challenge);
  });

  it('a client solves the 428 and gets in: registration, then login', async () => {
    await burst();
    const body = newcomer();
    const registered = await postWithWork(t.api, '/auth/register', body);
    expect(registered.response.status).toBe(201);
    expect(registered.solved.map((c) => c.difficulty)).toEqual([8]);
    expect(registered.response.body.user.email).toBe(body.email);
    const login = await postWithWork(t.api, '/auth/login', {
      email: body.email,
      password: body.password,
    });
    expect(login.response.status).toBe(200);
    expect(login.solved).toHaveLength(1);
  });

  it('refuses a replayed solution (400), on the same call or another', async () => {
    const pow = solvePow(await burst());
    expect((await t.api.post('/auth/register').send({ ...newcomer(), pow })).status).toBe(201);
    for (const path of ['/auth/register', '/auth/login']) {
      const again = await t.api.post(path).send({ ...newcomer(), pow });
      expect(again.status).toBe(400);
      expect(again.body).toEqual({
        error: 'Este desafio de verificação já foi usado: peça um novo.',
      });
    }
  });

  it('refuses a wrong nonce and a forged challenge (400), and creates nothing', async () => {
    const challenge = await burst();
    let nonce = 0;
    while (searchNonce(challenge.challenge, 8, nonce, 1) !== null) nonce++;
    const body = newcomer();
    const wrong = await t.api
      .post('/auth/register')
      .send({ ...body, pow: { challenge: challenge.challenge, nonce: String(nonce) } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error: 'Prova de trabalho incorreta para este desafio.' });

    // Its own challenge at difficulty 00: the MAC no longer matches.
    const easy = `${challenge.challenge.slice(0, 44)}00${challenge.challenge.slice(46)}`;
    const forged = await t.api
      .post('/auth/register')
      .send({ ...body, pow: { challenge: easy, nonce: '0' } });
    expect(forged.status).toBe(400);
    expect(forged.body.error).toBe(
      'Desafio de verificação inválido: peça um novo em /auth/challenge.',
    );

    const malformed = await t.api.post('/auth/register').send({ ...body, pow: 'resolvido' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toMatch(/^Prova de trabalho malformada/);
    expect(t.store.users.findByEmail(body.email)).toBeUndefined();
  });

  it('an expired solution gets a fresh challenge (428), never a pass', async () => {
    const pow = solvePow(await burst());
    clock.advance(120_000);
    const response = await t.api.post('/auth/register').send({ ...newcomer(), pow });
    expect(response.status).toBe(428);
    expect(response.body.error).toBe('O desafio de verificação expirou: resolva o novo desafio.');
    expect(response.body.challenge.challenge).not.toBe(pow.challenge);
  });

  it('a challenge fetched while calm buys nothing in a burst', async () => {
    const calm = (await t.api.get('/auth/challenge')).body as PowChallenge;
    await burst();
    const response = await t.api
      .post('/auth/register')
      .send({ ...newcomer(), pow: solvePow(calm) });
    expect(response.status).toBe(428);
    expect(response.body.challenge.difficulty).toBe(8);
  });
});
