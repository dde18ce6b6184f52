import { STORAGE_KEYS } from '@rifa/shared';

// Browser storage of spec §3/§9 (jwt_token, api_base_url, admin_api_key). localStorage
// can throw (storage disabled, Tor Browser's strictest level): the app then runs without
// persistence instead of crashing.

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readStorage(key: StorageKey): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string | null): void {
  try {
    if (value === null || value === '') globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Not persisted; the in-memory state still works for this visit.
  }
}

export const getToken = (): string | null => readStorage(STORAGE_KEYS.token);
export const setToken = (token: string | null): void => writeStorage(STORAGE_KEYS.token, token);

/** '' = same origin (the SPA is served by the API server: .onion, umbrel.local, IPs). */
export function getApiBaseUrl(): string {
  return normalizeBaseUrl(readStorage(STORAGE_KEYS.apiBaseUrl) ?? '');
}

export function normalizeBaseUrl(url: string): string {
  return url.trim().replace(/\/+$/, '');
}

export const getAdminApiKey = (): string | null => readStorage(STORAGE_KEYS.adminApiKey);
