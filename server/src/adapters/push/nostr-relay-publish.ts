// Publishes one event to one relay (NIP-01): open a WebSocket (Node's built-in client), send
// ["EVENT", event], wait for ["OK", id, accepted, message]. Every way it can end — accepted,
// refused, connection failed, closed early, timed out — settles once and closes the socket,
// so a dead relay never leaks a connection or keeps a notification waiting forever.
import type { NostrEvent } from './nostr-event.ts';

/** Relay-supplied text shown to the operator, kept to a readable length. */
function clip(text: string): string {
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} s`;
}

/** The relay's host for messages (never its userinfo, should the URL carry one). */
function relayUrlOrError(relayUrl: string): URL {
  let url: URL;
  try {
    url = new URL(relayUrl.trim());
  } catch {
    throw new Error('Endereço do relay Nostr inválido: use ws://… ou wss://….');
  }
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:') {
    throw new Error('Endereço do relay Nostr inválido: use ws://… ou wss://….');
  }
  url.hash = ''; // the WebSocket constructor throws on a fragment
  return url;
}

function okReply(data: unknown, eventId: string): { accepted: boolean; message: string } | null {
  if (typeof data !== 'string') return null;
  let reply: unknown;
  try {
    reply = JSON.parse(data);
  } catch {
    return null;
  }
  if (!Array.isArray(reply) || reply[0] !== 'OK' || reply[1] !== eventId) return null;
  return { accepted: reply[2] === true, message: typeof reply[3] === 'string' ? reply[3] : '' };
}

function noticeText(data: unknown): string | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const reply: unknown = JSON.parse(data);
    return Array.isArray(reply) && reply[0] === 'NOTICE' && typeof reply[1] === 'string'
      ? reply[1]
      : undefined;
  } catch {
    return undefined;
  }
}

export function publishNostrEvent(
  relayUrl: string,
  event: NostrEvent,
  timeoutMs: number,
): Promise<void> {
  const url = relayUrlOrError(relayUrl);
  const relay = `relay Nostr ${url.host}`;
  return new Promise<void>((resolve, reject) => {
    const socket = new WebSocket(url.href);
    let opened = false;
    let notice: string | undefined;
    let settled = false;
    const withNotice = (message: string): string =>
      notice ? `${message} (aviso do relay: ${clip(notice)})` : message;

    const finish = (error?: Error): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (socket.readyState === WebSocket.CONNECTING || socket.readyState === WebSocket.OPEN) {
        socket.close();
      }
      if (error) reject(error);
      else resolve();
    };

    const timer = setTimeout(() => {
      finish(
        new Error(
          opened
            ? withNotice(`O ${relay} não confirmou a mensagem em ${seconds(timeoutMs)}.`)
            : `O ${relay} não aceitou a conexão em ${seconds(timeoutMs)}.`,
        ),
      );
    }, timeoutMs);

    socket.addEventListener('open', () => {
      opened = true;
      socket.send(JSON.stringify(['EVENT', event]));
    });
    socket.addEventListener('message', (message: MessageEvent) => {
      notice = noticeText(message.data) ?? notice;
      const reply = okReply(message.data, event.id);
      if (!reply) return;
      if (reply.accepted) finish();
      else
        finish(
          new Error(
            `O ${relay} recusou a mensagem: ${clip(reply.message) || 'sem motivo informado'}`,
          ),
        );
    });
    socket.addEventListener('error', () => {
      if (!opened) finish(new Error(`Não foi possível conectar ao ${relay}.`));
    });
    socket.addEventListener('close', () => {
      finish(
        new Error(
          opened
            ? withNotice(`O ${relay} fechou a conexão antes de confirmar a mensagem.`)
            : `Não foi possível conectar ao ${relay}.`,
        ),
      );
    });
  });
}
