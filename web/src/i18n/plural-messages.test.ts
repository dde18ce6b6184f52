import { describe, expect, it } from 'vitest';
import { buy } from './pt-BR/buy.ts';
import { common } from './pt-BR/common.ts';
import { participant } from './pt-BR/participant.ts';
import { raffles } from './pt-BR/raffles.ts';
import { receipt } from './pt-BR/receipt.ts';
import { tn } from './pt-BR.ts';

// Plural forms instead of 'bilhete(s)': a message with a count has a `.one` and an `.other`.
describe('plural messages', () => {
  it('tn picks the form by the count', () => {
    expect(tn('ranking.tickets', 1, { n: '1' })).toBe('1 bilhete');
    expect(tn('ranking.tickets', 12, { n: '12' })).toBe('12 bilhetes');
    expect(tn('ranking.tickets', 0, { n: '0' })).toBe('0 bilhetes');
  });

  it.each([
    ['buy', buy],
    ['common', common],
    ['participant', participant],
    ['raffles', raffles],
    ['receipt', receipt],
  ])("the %s messages write no '(s)'", (_name, messages) => {
    expect(Object.values(messages).filter((text) => /\((s|is|es)\)/.test(text))).toEqual([]);
  });
});
