import type { EmbeddedResponse, ListResponse } from '@rifa/shared';
import type { Settled } from '../hooks/use-async.ts';
import type { MessageKey } from '../i18n/pt-BR.ts';
import { apiErrorFrom } from './client.ts';

// docs/decisions/0013-built-for-tor.md: a server-rendered page embeds the API answers it shows (PageData.responses).
// These read one back exactly as the client's call would have resolved or thrown, so a page
// renders an embedded answer and a fetched one alike.

/** An embedded answer as `request` resolves (the body) or throws (the same ApiError). */
export function embeddedAnswer<T>(
  response: EmbeddedResponse | undefined,
  fallback: MessageKey,
): Settled<T> | undefined {
  if (!response) return undefined;
  if (response.status >= 200 && response.status < 300) return { data: response.body as T };
  return { error: apiErrorFrom(response.status, response.body, fallback) };
}

/** An embedded `{ data: [...] }` list answer as `requestList` resolves it: the items. */
export function embeddedList<T>(
  response: EmbeddedResponse | undefined,
  fallback: MessageKey,
): Settled<T[]> | undefined {
  const answer = embeddedAnswer<ListResponse<T>>(response, fallback);
  return answer && 'data' in answer ? { data: answer.data.data } : answer;
}
