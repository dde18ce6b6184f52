// A purchase a logged-out visitor started: the raffle, the quantity, the package and the
// numbers picked, kept in this tab's sessionStorage while they log in or register, so the
// buy dialog opens again as they left it. Nothing personal is kept, and it expires.

const KEY = 'rifa_pending_purchase';
/** Long enough to register; a choice older than this is stale (the numbers may be gone). */
export const PENDING_PURCHASE_TTL_MS = 30 * 60_000;

export interface PendingPurchase {
  raffleId: number;
  quantity: number;
  packageId: number | null;
  numbers: number[];
  /** The page the purchase started on (path and query): it resumes only there. */
  path: string;
  savedAt: number;
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The stored value, when it has the shape written by savePendingPurchase. */
function parse(text: string | null): PendingPurchase | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PendingPurchase> | null;
    if (
      !value ||
      !isCount(value.raffleId) ||
      !isCount(value.quantity) ||
      !(value.packageId === null || isCount(value.packageId)) ||
      !Array.isArray(value.numbers) ||
      !value.numbers.every(isCount) ||
      typeof value.path !== 'string' ||
      typeof value.savedAt !== 'number'
    )
      return null;
    return value as PendingPurchase;
  } catch {
    return null;
  }
}

// sessionStorage may throw (storage disabled, Tor Browser's strictest level): the purchase
// is then simply not resumed.
function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function savePendingPurchase(pending: Omit<PendingPurchase, 'savedAt'>, now = Date.now()) {
  try {
    storage()?.setItem(KEY, JSON.stringify({ ...pending, savedAt: now }));
  } catch {
    // Not kept: after login the buyer opens the dialog again.
  }
}

/** The purchase started on `path`, unless it expired (an expired one is dropped). */
export function pendingPurchaseFor(path: string, now = Date.now()): PendingPurchase | null {
  const pending = parse(storage()?.getItem(KEY) ?? null);
  if (!pending) return null;
  if (now - pending.savedAt > PENDING_PURCHASE_TTL_MS || pending.savedAt > now) {
    clearPendingPurchase();
    return null;
  }
  return pending.path === path ? pending : null;
}

export function clearPendingPurchase() {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
