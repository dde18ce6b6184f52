import type { PackageInput, PrizeInput } from '@rifa/shared';

// The admin's prize and package rows as typed (create form and edit dialog, docs/decisions/0014-numbers-prizes-packages.md), and
// their API payloads.

/** One row of the 2nd, 3rd… prize: sats, or 0 with a description (docs/protocols/draw.md#several-prizes). */
export interface PrizeRow {
  amount: string;
  description: string;
}

/** One ticket package: so many tickets for so many sats. */
export interface PackageRow {
  quantity: string;
  price: string;
}

const positive = (text: string): number | null => {
  const value = Number(text);
  return text.trim() !== '' && Number.isSafeInteger(value) && value >= 1 ? value : null;
};

/** The rows as API prizes, or null while one is incomplete (no amount, or 0 without a description). */
export function extraPrizesPayload(rows: readonly PrizeRow[]): PrizeInput[] | null {
  const prizes: PrizeInput[] = [];
  for (const row of rows) {
    const amount = Number(row.amount);
    const description = row.description.trim();
    if (row.amount.trim() === '' || !Number.isSafeInteger(amount) || amount < 0) return null;
    if (amount === 0 && description === '') return null;
    prizes.push(description ? { amount, description } : { amount });
  }
  return prizes;
}

/** The rows as API packages, or null while one is incomplete (both fields positive integers). */
export function packagesPayload(rows: readonly PackageRow[]): PackageInput[] | null {
  const packages: PackageInput[] = [];
  for (const row of rows) {
    const quantity = positive(row.quantity);
    const price = positive(row.price);
    if (quantity === null || price === null) return null;
    packages.push({ quantity, price });
  }
  return packages;
}
