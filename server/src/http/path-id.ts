// Ids in URL paths (/api/rifa/:id, /api/transaction/:id, /api/admin/payouts/:id).

/**
 * A positive integer id from a path segment, or 0 for anything else ('abc', '-1', '1e3',
 * 20 digits): no row has id 0, so the domain answers its own pt-BR 404, exactly as for a
 * well-formed id that does not exist.
 */
export function pathId(value: unknown): number {
  const id = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : 0;
  return Number.isSafeInteger(id) && id >= 1 ? id : 0;
}
