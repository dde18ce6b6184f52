// docs/decisions/0014-numbers-prizes-packages.md's domain rules with the in-memory world (no server): the nickname rule, recovery
// codes as typed, single use and the per-account limit, reset links' expiry, and the text an
// account with unpaid prizes or refunds reads before deletion.
import { describe, expect, it } from 'vitest';
import { nicknameKey, type RegisterResponse } from '@rifa/shared';
import { normalizeRecoveryCode } from '../../server/src/domain/accounts/account-recovery.ts';
import { nickname } from '../../server/src/domain/accounts/nicknames.ts';
import { unpaidClaimsText } from '../../server/src/domain/accounts/my-data.ts';
import { ADDRESS, createWorld, HOUR } from './support/world.ts';

describe('the nickname rule', () => {
  it.each([
    ['  Zé   da Rifa ', 'Zé da Rifa'],
    ['👩‍💻 Dev', '👩‍💻 Dev'],
  ])('cleans %j to %j', (raw, clean) => expect(nickname(raw)).toBe(clean));

  it.each([
    ['', /obrigatório/],
    ['ana@x.br', /@/],
    ['participante #12', /nome padrão/],
    ['a\u202Eb', /direção/],
    ['x'.repeat(31), /30/],
  ])('refuses %j', (raw, message) => expect(() => nickname(raw)).toThrow(message));

  it('is unique beyond ASCII case', () => {
    expect(nicknameKey('CORAÇÃO')).toBe(nicknameKey('coração'));
  });
});

describe('recovery codes as typed', () => {
  it.each([
    ['abcd-efgh-jkmn-pqrs-tvwx', 'ABCD-EFGH-JKMN-PQRS-TVWX'],
    ['ABCDEFGHJKMNPQRSTVWX', 'ABCD-EFGH-JKMN-PQRS-TVWX'],
    [' 0O1I L234 ', '0011-1234'],
  ])('%j reads as %j', (typed, code) => expect(normalizeRecoveryCode(typed)).toBe(code));
});

describe('account recovery', () => {
  async function registered() {
    const world = createWorld();
    const response = (await world.services.accounts.register({
      name: 'Ana',
      email: 'ana@rifa.test',
      password: 'segredo123',
      btc_address: ADDRESS,
    })) as RegisterResponse;
    return { world, ...response };
  }

  it('stores only the hash of the code, which works once', async () => {
    const { world, recovery_code, user } = await registered();
    const stored = world.store.users.findById(user.id)!;
    expect(stored.recovery_code_hash).not.toContain(recovery_code);
    const recover = (code: string) =>
      world.services.recovery.recover({ email: 'ANA@rifa.test', code, new_password: 'nova-senha' });
    const first = await recover(recovery_code);
    await expect(recover(recovery_code)).rejects.toThrow(
      'E-mail ou código de recuperação inválido',
    );
    expect(world.store.users.findById(user.id)!.token_version).toBe(stored.token_version + 1);
    await expect(recover(first.recovery_code)).resolves.toBeDefined();
  });

  it('counts wrong codes on the account budget: the 6th try waits', async () => {
    const { world, recovery_code } = await registered();
    const recover = (code: string) =>
      world.services.recovery.recover({ email: 'ana@rifa.test', code, new_password: 'nova-senha' });
    for (let i = 0; i < 5; i++) await expect(recover('AAAA')).rejects.toThrow(/inválido/);
    await expect(recover(recovery_code)).rejects.toThrow(/Muitas tentativas/);
    world.clock.advance(1_000);
    await expect(recover(recovery_code)).resolves.toBeDefined();
  });

  it('a reset link is single use and expires after 24 hours', async () => {
    const { world, user } = await registered();
    const { recovery } = world.services;
    const reset = (token: string) => recovery.resetWithLink({ token, new_password: 'outra-senha' });
    const link = recovery.issueResetLink(1, user.id);
    await reset(link.token);
    await expect(reset(link.token)).rejects.toThrow(/já usado/);
    const late = recovery.issueResetLink(1, user.id);
    world.clock.advance(24 * HOUR);
    await expect(reset(late.token)).rejects.toThrow(/expirado/);
  });
});

describe('what deletion gives up', () => {
  it('names the prizes and refunds and their total', () => {
    const text = unpaidClaimsText([
      { kind: 'prize', raffle_id: 1, amount: 100_000 },
      { kind: 'refund', raffle_id: 2, amount: 2_500 },
    ]);
    expect(text).toMatch(
      /^Você tem 1 prêmio e 1 reembolso ainda não pagos, no total de 102\.500 sats\./,
    );
    expect(text).toMatch(/Confirme para apagar/);
  });
});
