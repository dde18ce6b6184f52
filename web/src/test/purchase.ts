import type { Purchase } from '@rifa/shared';
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { FetchMock } from './fetch-mock.ts';
import { transaction } from './fixtures.ts';

/**
 * The server's side of a purchase: POST /api/transaction opens invoice 9 (`created`), which the
 * payment dialog then polls (`polled`).
 */
export function answerPurchase(
  fetch: FetchMock,
  created: Partial<Purchase>,
  polled: Partial<Purchase> = {},
): void {
  fetch.on('POST /api/transaction', { status: 201, json: transaction({ id: 9, ...created }) });
  fetch.on('GET /api/transaction/9', { json: transaction({ id: 9, ...polled }) });
}

/** Waits for the payment dialog; the body of the purchase that opened it. */
export async function sentPurchase(fetch: FetchMock): Promise<unknown> {
  await screen.findByTestId('payment-dialog');
  return fetch.callsTo('POST /api/transaction')[0]?.body;
}

/** Waits for the payment dialog and checks that a purchase of exactly these fields opened it. */
export async function expectBuy(fetch: FetchMock, fields: Record<string, unknown>): Promise<void> {
  expect(await sentPurchase(fetch)).toEqual({ type_tx: 'buy', ...fields });
}
