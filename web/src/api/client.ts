import type { ListResponse } from '@rifa/shared';
import { t, type MessageKey } from '../i18n/pt-BR.ts';
import { getAdminApiKey, getApiBaseUrl, getToken, normalizeBaseUrl } from '../lib/storage.ts';

// The core of the typed API client (docs/architecture.md#the-web-app, spec §7–§8, docs/protocols/http-api.md): each
// feature's calls (features/*/api.ts) go through `request`. JSON both ways; the bearer token
// when logged in; the admin API key when saved; a failed call throws ApiError with the
// server's `{ error }`, 'Erro de conexão' when the body is not JSON (or the network failed),
// else the spec's default message.

export class ApiError extends Error {
  readonly status: number;
  /** Machine-readable reason some answers carry, e.g. 'large_prize' (docs/protocols/draw.md). */
  readonly code: string | undefined;
  /** The JSON body of the answer (a 428 carries its proof-of-work challenge there). */
  body?: unknown;

  constructor(message: string, status: number, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

/** The message to show for any thrown value. */
export function errorMessage(error: unknown, fallback: MessageKey = 'errors.unknown'): string {
  if (error instanceof Error && error.message) return error.message;
  return t(fallback);
}

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();

/** Called when a call made with the session token answers 401 (expired or revoked token). */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

interface RequestOptions {
  body?: unknown;
  /** Spec §8 default message when the error body is JSON without an `error`. */
  fallback: MessageKey;
  signal?: AbortSignal;
  /** Test another base address than the saved one ('Testar Conexão'). */
  baseUrl?: string;
  /** Reads the headers of a successful answer (PUT /user/me's new session token). */
  onHeaders?(headers: Headers): void;
}

export async function request<T>(
  method: string,
  path: string,
  options: RequestOptions,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const apiKey = getAdminApiKey();
  if (apiKey) headers['x-api-key'] = apiKey;

  const base = options.baseUrl !== undefined ? normalizeBaseUrl(options.baseUrl) : getApiBaseUrl();
  let response: Response;
  try {
    response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(t('errors.connection'), 0);
  }

  if (response.ok) options.onHeaders?.(response.headers);
  const text = await response.text().catch(() => '');
  let json: unknown;
  let isJson = false;
  if (text !== '') {
    try {
      json = JSON.parse(text);
      isJson = true;
    } catch {
      isJson = false;
    }
  }

  if (!response.ok) {
    // Only while the token sent is still the session's: an answer to a call made before a
    // password change (whose old token was just revoked) must not end the new session.
    if (response.status === 401 && token && token === getToken())
      unauthorizedListeners.forEach((listener) => listener());
    if (!isJson) throw new ApiError(t('errors.connection'), response.status);
    throw Object.assign(apiErrorFrom(response.status, json, options.fallback), { body: json });
  }

  if (text === '') return undefined as T;
  // An HTML page where JSON was expected: a wrong base address, a proxy's error page.
  if (!isJson) throw new ApiError(t('errors.connection'), response.status);
  return json as T;
}

/** The error a JSON error answer stands for: its `{ error, code }`, or the fallback message. */
export function apiErrorFrom(status: number, json: unknown, fallback: MessageKey): ApiError {
  const body = (json ?? {}) as { error?: unknown; code?: unknown };
  const message = typeof body.error === 'string' && body.error !== '' ? body.error : t(fallback);
  return new ApiError(message, status, typeof body.code === 'string' ? body.code : undefined);
}

/** GET a `{ data: [...] }` list and return its items. */
export async function requestList<T>(
  path: string,
  fallback: MessageKey,
  signal?: AbortSignal,
): Promise<T[]> {
  return (await request<ListResponse<T>>('GET', path, { fallback, signal })).data;
}

/** The absolute URL of a path on the API server (what an auditor passes to verify-draw). */
export function apiUrl(path: string): string {
  return new URL(`${getApiBaseUrl()}${path}`, window.location.origin).href;
}
