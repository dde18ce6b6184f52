// numbersFromComment: what a participant may write in their wallet's comment box.
import { describe, expect, it } from 'vitest';
import { COMMENT_ALLOWED } from './pay-request.ts';
import { numbersFromComment, takenNumbersError } from './comment-numbers.ts';

/** A purchase of 3 tickets in a 1,000-number raffle. */
const read = (comment: unknown, tickets = 3, total = 1000) =>
  numbersFromComment(comment, tickets, total);
const message = (comment: unknown, tickets = 3, total = 1000) => {
  const result = read(comment, tickets, total);
  return result.ok ? undefined : result.error.message;
};

describe('numbersFromComment', () => {
  it.each([
    ['7, 42', [7, 42]],
    ['07 42', [7, 42]],
    ['7;42', [7, 42]],
    ['42/7', [7, 42]],
    ['  7 e 42  ', [7, 42]],
    ['7 E 42', [7, 42]],
    ['0007,\n0042', [7, 42]],
    ['7,,42', [7, 42]],
    ['1 1000 500', [1, 500, 1000]],
  ])('%j → %j', (comment, numbers) => {
    expect(read(comment)).toEqual({ ok: true, numbers });
  });

  it.each([
    ['no comment', undefined],
    ['empty', ''],
    ['blank', '   '],
    ['a greeting, no digit', 'Boa sorte pra todos!'],
  ])('%s: no choice, numbers at random', (_, comment) => {
    expect(read(comment)).toEqual({ ok: true, numbers: [] });
  });

  it('fewer numbers than tickets: those, the rest left to chance', () => {
    expect(read('42', 5)).toEqual({ ok: true, numbers: [42] });
  });

  it.each([
    ['números 7 e 42', 'Não entendi "números" no comentário.'],
    ['7a, 42', 'Não entendi "7a" no comentário.'],
    ['1.000', 'Não entendi "1.000" no comentário.'],
    ['1-10', 'Não entendi "1-10" no comentário.'],
    ['#7 #8 #7', 'Não entendi "#7", "#8" no comentário.'],
  ])('%j is refused, naming what was not understood', (comment, start) => {
    expect(read(comment)).toMatchObject({ ok: false, reason: 'unreadable' });
    expect(message(comment)).toBe(
      `${start} Escreva só os números, separados por vírgula ou espaço (ex.: 7, 42).`,
    );
  });

  it('refuses numbers outside the raffle, zero-padded as the grid shows them', () => {
    expect(read('0, 7, 1001')).toMatchObject({ ok: false, reason: 'out_of_range' });
    expect(message('0, 7, 1001')).toBe(
      'Números fora desta rifa: 0000, 1001. Escolha de 0001 a 1000.',
    );
    expect(message('7 150', 3, 100)).toBe('Número fora desta rifa: 150. Escolha de 001 a 100.');
    expect(message('99999999999999999999')).toBe(
      'Número fora desta rifa: 99999999999999999999. Escolha de 0001 a 1000.',
    );
  });

  it('refuses repeated numbers, naming each once (07 and 7 are the same number)', () => {
    expect(read('07, 7, 42, 42, 42')).toMatchObject({ ok: false, reason: 'repeated' });
    expect(message('07, 7, 42, 42, 42')).toBe('Números repetidos no comentário: 0007, 0042.');
    expect(message('5 5')).toBe('Número repetido no comentário: 0005.');
  });

  it('refuses more numbers than the amount pays for', () => {
    expect(read('1 2 3', 2)).toMatchObject({ ok: false, reason: 'too_many' });
    expect(message('1 2 3', 2)).toBe(
      'O valor paga 2 bilhetes, mas o comentário escolhe 3 números. Escolha até 2 números ou pague mais bilhetes.',
    );
    expect(message('1 2', 1)).toBe(
      'O valor paga 1 bilhete, mas o comentário escolhe 2 números. Escolha até 1 número ou pague mais bilhetes.',
    );
  });

  it('refuses a comment longer than commentAllowed, and one that is not text', () => {
    expect(read('7 '.repeat(COMMENT_ALLOWED))).toMatchObject({ ok: false, reason: 'unreadable' });
    expect(read(['7', '42'])).toMatchObject({ ok: false, reason: 'unreadable' });
  });

  it('reads full-width digits a phone keyboard may type', () => {
    expect(read('７, ４２')).toEqual({ ok: true, numbers: [7, 42] });
  });

  it('marks refusals as validation of the comment field', () => {
    const result = read('7a');
    expect(!result.ok && [result.error.code, result.error.field]).toEqual([
      'validation',
      'comment',
    ]);
  });
});

describe('takenNumbersError', () => {
  it('names the numbers another purchase holds, ascending and zero-padded', () => {
    const error = takenNumbersError([42, 7], 1000);
    expect([error.code, error.reason]).toEqual(['conflict', 'taken']);
    expect(error.message).toBe(
      'Os números 0007, 0042 já foram escolhidos por outra pessoa. Escolha outros ou deixe o comentário sem números.',
    );
    expect(takenNumbersError([7], 100).message).toMatch(/^O número 007 já foi escolhido/);
  });
});
