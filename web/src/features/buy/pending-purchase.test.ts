import { describe, expect, it } from 'vitest';
import {
  clearPendingPurchase,
  PENDING_PURCHASE_TTL_MS,
  pendingPurchaseFor,
  savePendingPurchase,
} from './pending-purchase.ts';

// The choice a visitor made before logging in resumes on the page it was made on, within
// half an hour; anything else in the slot is ignored.

const choice = { raffleId: 4, quantity: 2, packageId: null, numbers: [7, 12], path: '/raffles/4' };

describe('pending purchase', () => {
  it('comes back on its page, not elsewhere', () => {
    savePendingPurchase(choice, 1_000);
    expect(pendingPurchaseFor('/raffles/4', 2_000)).toEqual({ ...choice, savedAt: 1_000 });
    expect(pendingPurchaseFor('/raffles/5', 2_000)).toBeNull();
    clearPendingPurchase();
    expect(pendingPurchaseFor('/raffles/4', 2_000)).toBeNull();
  });

  it('expires after the TTL and is dropped', () => {
    savePendingPurchase(choice, 0);
    expect(pendingPurchaseFor('/raffles/4', PENDING_PURCHASE_TTL_MS + 1)).toBeNull();
    expect(sessionStorage.getItem('rifa_pending_purchase')).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['a negative quantity', JSON.stringify({ ...choice, quantity: -1, savedAt: 0 })],
    ['a number that is not a ticket', JSON.stringify({ ...choice, numbers: [0], savedAt: 0 })],
    ['no path', JSON.stringify({ ...choice, path: 5, savedAt: 0 })],
  ])('ignores %s', (_case, text) => {
    sessionStorage.setItem('rifa_pending_purchase', text);
    expect(pendingPurchaseFor('/raffles/4', 1)).toBeNull();
  });
});
