// The numbers a buyer chose, read from the LUD-12 comment (docs/protocols/lnurl.md#numbers-in-the-comment).
// The comment is read before the invoice exists, so refusing a comment costs the payer one
// retry, while misreading it costs them the numbers they wanted. Hence a strict reading:
//   - no comment, or one without a single digit ('Boa sorte!'): no choice, numbers at random;
//   - otherwise only numbers, separated by spaces, ',', ';', '/' or the word 'e'
//     ('7, 42', '07 42', '7;42', '7 e 42'); any other word ('números', '1.000', '1-10') is
//     refused by name rather than guessed around;
//   - fewer numbers than tickets paid: those, and the rest at random.
import { plural, ticketNumber, ticketNumbers } from '@rifa/shared';
import { DomainError } from '../kernel/errors.ts';
import { COMMENT_ALLOWED } from './pay-request.ts';

export type CommentRefusal = 'unreadable' | 'out_of_range' | 'repeated' | 'too_many';

export type CommentNumbers =
  { ok: true; numbers: number[] } | { ok: false; reason: CommentRefusal; error: DomainError };

const SEPARATORS = /[\s,;/]+/;
const HOW_TO = 'Escreva só os números, separados por vírgula ou espaço (ex.: 7, 42).';

/**
 * The distinct numbers named in `comment` (ascending; empty = no choice) for a purchase of
 * `tickets` in a raffle of `total` numbers, or why the comment is refused (pt-BR).
 */
export function numbersFromComment(
  comment: unknown,
  tickets: number,
  total: number,
): CommentNumbers {
  if (comment === undefined || comment === null) return { ok: true, numbers: [] };
  if (typeof comment !== 'string') return refuse('unreadable', `Comentário inválido. ${HOW_TO}`);
  if ([...comment].length > COMMENT_ALLOWED)
    return refuse('unreadable', `O comentário passa de ${COMMENT_ALLOWED} caracteres.`);
  const text = comment.normalize('NFKC');
  if (!/\d/.test(text)) return { ok: true, numbers: [] };

  const tokens = text
    .split(SEPARATORS)
    .filter((token) => token !== '' && token.toLowerCase() !== 'e');
  const unreadable = distinct(tokens.filter((token) => !/^\d+$/.test(token)));
  if (unreadable.length > 0)
    return refuse(
      'unreadable',
      `Não entendi ${unreadable.map((token) => `"${token}"`).join(', ')} no comentário. ${HOW_TO}`,
    );

  const numbers = tokens.map(Number);
  const outside = distinct(
    tokens
      .filter((_, i) => !(numbers[i]! >= 1 && numbers[i]! <= total))
      .map((token) => shown(token, total)),
  );
  if (outside.length > 0)
    return refuse(
      'out_of_range',
      `${plural(outside.length, 'Número fora', 'Números fora')} desta rifa: ${outside.join(', ')}. Escolha de ${ticketNumber(1, total)} a ${ticketNumber(total, total)}.`,
    );

  const seen = new Set<number>();
  const repeated = new Set<number>();
  for (const number of numbers) (seen.has(number) ? repeated : seen).add(number);
  if (repeated.size > 0)
    return refuse(
      'repeated',
      `${plural(repeated.size, 'Número repetido', 'Números repetidos')} no comentário: ${ticketNumbers(ascending(repeated), total)}.`,
    );

  if (seen.size > tickets)
    return refuse(
      'too_many',
      `O valor paga ${tickets} ${plural(tickets, 'bilhete', 'bilhetes')}, mas o comentário escolhe ${seen.size} números. Escolha até ${tickets} ${plural(tickets, 'número', 'números')} ou pague mais bilhetes.`,
    );
  return { ok: true, numbers: ascending(seen) };
}

/** Chosen numbers another purchase holds (found when reserving): named, zero-padded. */
export function takenNumbersError(taken: readonly number[], total: number): DomainError {
  const message = `${plural(taken.length, 'O número', 'Os números')} ${ticketNumbers(
    [...taken].sort((a, b) => a - b),
    total,
  )} ${plural(taken.length, 'já foi escolhido', 'já foram escolhidos')} por outra pessoa. Escolha outros ou deixe o comentário sem números.`;
  return new DomainError('conflict', message, 'taken');
}

/** A number as the grid shows it; a digit string too long for a number as typed, unpadded. */
function shown(token: string, total: number): string {
  const number = Number(token);
  return Number.isSafeInteger(number)
    ? ticketNumber(number, total)
    : token.replace(/^0+(?=\d)/, '');
}

function distinct<T>(values: T[]): T[] {
  return [...new Set(values)];
}

function ascending(numbers: Iterable<number>): number[] {
  return [...numbers].sort((a, b) => a - b);
}

function refuse(reason: CommentRefusal, message: string): CommentNumbers {
  const error = new DomainError('validation', message, reason);
  error.field = 'comment';
  return { ok: false, reason, error };
}
