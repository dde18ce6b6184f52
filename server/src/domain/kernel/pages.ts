// Reads a long list in pages, a turn of the event loop between pages, so a million rows never
// hold it (docs/protocols/limits.md#no-request-holds-the-event-loop). Pages are keyset reads
// (`key > after`, ascending), so each is one short indexed query wherever the list is long.
import { nextTurn } from './next-turn.ts';

/** Rows per page: a few milliseconds of SQLite and JavaScript work. */
export const ROWS_PER_PAGE = 500;

/** A page of rows whose key is above `after` (0 for the first page), at most `limit` of them. */
export type PageReader<T> = (after: number, limit: number) => T[];

export async function* inPages<T>(
  read: PageReader<T>,
  keyOf: (row: T) => number,
  size = ROWS_PER_PAGE,
): AsyncGenerator<T[]> {
  for (let after = 0; ;) {
    const page = read(after, size);
    if (page.length > 0) yield page;
    if (page.length < size) return;
    after = keyOf(page.at(-1) as T);
    await nextTurn();
  }
}
