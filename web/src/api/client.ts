import type {
  AdminPayout,
  AdminRefund,
  AdminUserRow,
  ApiKeyCreated,
  AuthResponse,
  DrawProof,
  DrawTicketList,
  Health,
  LightningClaimInput,
  LightningClaimResult,
  ListResponse,
  PayoutSettings,
  ProfileUpdateInput,
  Raffle,
  RaffleCreateInput,
  RaffleDetail,
  RaffleUpdateInput,
  RegisterInput,
  RegisterResponse,
  Stats,
  Transaction,
  TransactionCreateInput,
  User,
  UserRefund,
  UserWin,
  NumbersResponse,
} from '@rifa/shared';
import { t, type MessageKey } from '../i18n/pt-BR.ts';
import { getAdminApiKey, getApiBaseUrl, getToken, normalizeBaseUrl } from '../lib/storage.ts';
import { withProofOfWork } from './pow.ts';

// The one typed API client (STYLE.md "Web:", spec §7–§8, DESIGN.md §5):
// JSON both ways; the bearer token when logged in; the admin API key when saved;
// a failed call throws ApiError with the server's `{ error }`, 'Erro de conexão' when
// the body is not JSON (or the network failed), else the spec's default message.

export class ApiError extends Error {
  readonly status: number;
  /** Machine-readable reason some answers carry, e.g. 'large_prize' (DESIGN.md §8). */
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
    if (response.status === 401 && token) unauthorizedListeners.forEach((listener) => listener());
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
async function list<T>(path: string, fallback: MessageKey, signal?: AbortSignal): Promise<T[]> {
  return (await request<ListResponse<T>>('GET', path, { fallback, signal })).data;
}

export interface ConnectionResult {
  success: boolean;
  status?: number;
  error?: string;
  health?: Health;
}

export const api = {
  // Both may ask for a proof of work during a burst (DESIGN.md §6.1): api/pow.ts.
  register: (input: RegisterInput) =>
    withProofOfWork((pow) =>
      request<RegisterResponse>('POST', '/auth/register', {
        body: pow ? { ...input, pow } : input,
        fallback: 'errors.register',
      }),
    ),
  login: (email: string, password: string) =>
    withProofOfWork((pow) =>
      request<AuthResponse>('POST', '/auth/login', {
        body: pow ? { email, password, pow } : { email, password },
        fallback: 'errors.login',
      }),
    ),
  me: () => request<User>('GET', '/user/me', { fallback: 'errors.profile' }),
  updateMe: (input: ProfileUpdateInput) =>
    request<User>('PUT', '/user/me', { body: input, fallback: 'errors.updateProfile' }),

  listRaffles: (signal?: AbortSignal) => list<Raffle>('/api/rifa', 'errors.raffles', signal),
  getRaffle: (id: number | string, signal?: AbortSignal) =>
    request<RaffleDetail>('GET', `/api/rifa/${encodeURIComponent(String(id))}`, {
      fallback: 'errors.raffle',
      signal,
    }),
  /** DESIGN.md §5: the draw proof at whatever step the raffle is ('open' before the close). */
  getDrawProof: (id: number | string, signal?: AbortSignal) =>
    request<DrawProof>('GET', `/api/rifa/${encodeURIComponent(String(id))}/draw`, {
      fallback: 'errors.draw',
      signal,
    }),
  /**
   * The proof's `tickets_url` (a path on this server, or a full URL): the public ticket
   * list that large proofs leave out (DESIGN.md §5 GET /api/rifa/:id/tickets).
   */
  getDrawTickets: (ticketsUrl: string, signal?: AbortSignal) =>
    request<DrawTicketList>('GET', ticketsUrl, {
      fallback: 'errors.drawTickets',
      signal,
      ...(/^https?:\/\//i.test(ticketsUrl) ? { baseUrl: '' } : {}),
    }),
  createRaffle: (input: RaffleCreateInput) =>
    request<Raffle>('POST', '/api/rifa/admin', { body: input, fallback: 'errors.createRaffle' }),
  updateRaffle: (id: number, input: RaffleUpdateInput) =>
    request<Raffle>('PUT', `/api/rifa/${id}`, { body: input, fallback: 'errors.updateRaffle' }),

  /** Issue 14: the raffle's sold and reserved numbers, as bitmaps. */
  getRaffleNumbers: (id: number, signal?: AbortSignal) =>
    request<NumbersResponse>('GET', `/api/rifa/${id}/numbers`, {
      fallback: 'errors.numbers',
      signal,
    }),
  createTransaction: (input: TransactionCreateInput) =>
    request<Transaction>('POST', '/api/transaction', {
      body: input,
      fallback: 'errors.createTransaction',
    }),
  listMyTransactions: (signal?: AbortSignal) =>
    list<Transaction>('/api/transaction/user', 'errors.transactions', signal),
  /** Issue 14, 'Meus números': the caller's purchases in one raffle. */
  listMyRaffleTransactions: (raffleId: number, signal?: AbortSignal) =>
    list<Transaction>(`/api/transaction/user?raffle_id=${raffleId}`, 'errors.transactions', signal),
  getTransaction: (id: number | string, signal?: AbortSignal) =>
    request<Transaction>('GET', `/api/transaction/${encodeURIComponent(String(id))}`, {
      fallback: 'errors.transaction',
      signal,
    }),

  /** DESIGN.md §8: the raffles the user won, with the prize payout state. */
  listMyWins: (signal?: AbortSignal) => list<UserWin>('/api/user/wins', 'errors.wins', signal),
  /** Refunds the operator owes the user (cancelled raffles, payments after the close). */
  listMyRefunds: (signal?: AbortSignal) =>
    list<UserRefund>('/api/user/refunds', 'errors.userRefunds', signal),
  /** The winner's BOLT11 for the prize of a raffle, of exactly its amount. */
  claimPrizeLightning: (raffleId: number, input: LightningClaimInput) =>
    request<LightningClaimResult>('POST', `/api/user/wins/${raffleId}/lightning`, {
      body: input,
      fallback: 'errors.lightningClaim',
    }),
  /** The buyer's BOLT11 for their refunds of a raffle, of exactly their sum. */
  claimRefundsLightning: (raffleId: number, input: LightningClaimInput) =>
    request<LightningClaimResult>('POST', `/api/user/refunds/${raffleId}/lightning`, {
      body: input,
      fallback: 'errors.lightningClaim',
    }),

  listPayouts: (signal?: AbortSignal) =>
    list<AdminPayout>('/api/admin/payouts', 'errors.payouts', signal),
  listRefunds: (signal?: AbortSignal) =>
    list<AdminRefund>('/api/admin/refunds', 'errors.adminRefunds', signal),
  /** Mark a payout paid: 'sent' with the txid, 'manual' without one. */
  confirmPayout: (id: number, txid?: string) =>
    request<AdminPayout>('POST', `/api/admin/payouts/${id}/confirm`, {
      body: txid ? { txid } : {},
      fallback: 'errors.confirmPayout',
    }),
  /** Send again through LND (the server first looks for a transaction with its label). */
  retryPayout: (id: number) =>
    request<AdminPayout>('POST', `/api/admin/payouts/${id}/retry`, {
      fallback: 'errors.retryPayout',
    }),
  /** Every unpaid refund of a raffle, in one batched on-chain transaction. */
  payRefunds: (raffleId: number) =>
    request<AdminPayout>('POST', `/api/admin/raffles/${raffleId}/refunds/pay`, {
      fallback: 'errors.payRefunds',
    }),

  /** Payout mode and Lightning threshold, kept in the database (Configurações → Pagamentos). */
  getPayoutSettings: (signal?: AbortSignal) =>
    request<PayoutSettings>('GET', '/api/admin/payout-settings', {
      fallback: 'errors.payoutSettings',
      signal,
    }),
  updatePayoutSettings: (input: PayoutSettings) =>
    request<PayoutSettings>('PUT', '/api/admin/payout-settings', {
      body: input,
      fallback: 'errors.updatePayoutSettings',
    }),

  listUsers: (signal?: AbortSignal) => list<AdminUserRow>('/api/users', 'errors.users', signal),
  stats: (signal?: AbortSignal) =>
    request<Stats>('GET', '/api/stats', { fallback: 'errors.stats', signal }),
  createApiKey: () =>
    request<ApiKeyCreated>('POST', '/api/admin/api-key', { fallback: 'errors.apiKey' }),

  health: (signal?: AbortSignal) =>
    request<Health>('GET', '/api/health', { fallback: 'errors.health', signal }),

  /** Demo mode only (DESIGN.md §4): settle the invoice of a purchase. */
  devPayTransaction: (id: number) =>
    request<unknown>('POST', `/api/dev/transaction/${id}/pay`, { fallback: 'errors.devPay' }),
  /** Demo mode only: a valid regtest address for the register form. */
  devExampleAddress: () =>
    request<{ address: string }>('GET', '/api/dev/example-address', {
      fallback: 'errors.exampleAddress',
    }),

  /** 'Testar Conexão' (spec §7): a success flag with the HTTP status, or an error message. */
  testConnection: async (baseUrl?: string): Promise<ConnectionResult> => {
    try {
      const health = await request<Health>('GET', '/api/health', {
        fallback: 'errors.health',
        ...(baseUrl !== undefined ? { baseUrl } : {}),
      });
      return { success: true, status: 200, health };
    } catch (error) {
      if (error instanceof ApiError)
        return { success: false, status: error.status, error: error.message };
      return { success: false, error: errorMessage(error) };
    }
  },
};
