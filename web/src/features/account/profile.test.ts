import { describe, expect, it } from 'vitest';
import { user } from '../../test/fixtures.ts';
import { profileErrors, profileUpdate } from './profile.ts';

// The forms apply the server's name rule (shared names.ts, docs/decisions/0013-built-for-tor.md) before sending.

describe('the profile form and names', () => {
  it('profile: a hostile name is an error; a decomposed one is sent composed', () => {
    const values = {
      name: 'Ana\u202E',
      btc_address: '',
      nickname: '',
      lightning_address: '',
      current_password: '',
      new_password: '',
      confirm_password: '',
    };
    expect(profileErrors(values).name).toBe('Sem caracteres que invertem a direção do texto.');
    const me = user({ name: 'Ana' });
    expect(
      profileUpdate(me, { ...values, name: 'Jose\u0301', btc_address: me.btc_address }),
    ).toEqual({ name: 'José' });
  });
});
