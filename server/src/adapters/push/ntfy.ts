// docs/decisions/0016-operator-cockpit-release.md: one push to an ntfy topic URL, as ntfy documents publishing: POST the text as the
// body, with the Title, Tags and Priority headers (docs.ntfy.sh/publish). Header values are
// Latin-1 on the wire, so a title with other characters goes as an RFC 2047 encoded-word,
// which ntfy decodes. No redirect is followed: the push goes only where the operator said.
import type { NtfyTarget, PushMessage } from '../../domain/ports/index.ts';

/** 'Rifa sorteada' stays as is; anything beyond printable ASCII becomes =?UTF-8?B?…?=. */
export function headerText(value: string): string {
  if (/^[\x20-\x7e]*$/.test(value)) return value;
  return `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause;
  return typeof cause?.code === 'string' ? ` (${cause.code})` : '';
}

export async function sendNtfy(
  target: NtfyTarget,
  message: PushMessage,
  timeoutMs: number,
): Promise<void> {
  const headers: Record<string, string> = {
    'Content-Type': 'text/plain; charset=utf-8',
    Title: headerText(message.title),
    Tags: message.tags.join(','),
    Priority: String(message.priority),
  };
  if (target.token) headers.Authorization = `Bearer ${target.token}`;
  let response: Response;
  try {
    response = await fetch(target.url, {
      method: 'POST',
      headers,
      body: message.body,
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError')
      throw new Error(`o ntfy não respondeu em ${Math.round(timeoutMs / 1000)} s`, {
        cause: error,
      });
    throw new Error(`não foi possível falar com o ntfy${causeOf(error)}`, { cause: error });
  }
  // The answer's body is not needed; reading it frees the connection.
  await response.arrayBuffer().catch(() => undefined);
  if (response.status === 401 || response.status === 403)
    throw new Error(`o ntfy recusou o acesso (HTTP ${response.status}): confira o token`);
  if (!response.ok) throw new Error(`o ntfy respondeu HTTP ${response.status}`);
}
