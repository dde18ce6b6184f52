// pt-BR plural forms: one for exactly 1, other for every other count.
import { describe, expect, it } from 'vitest';
import { plural, pluralForm } from './plural.ts';

describe('plural', () => {
  it.each([
    [1, 'one'],
    [-1, 'one'],
    [0, 'other'],
    [2, 'other'],
    [1.5, 'other'],
    [1_000, 'other'],
  ] as const)('%d is %s', (count, form) => {
    expect(pluralForm(count)).toBe(form);
  });
  it('picks the word', () => {
    expect(`1 ${plural(1, 'bilhete', 'bilhetes')}`).toBe('1 bilhete');
    expect(`3 ${plural(3, 'bilhete', 'bilhetes')}`).toBe('3 bilhetes');
  });
});
