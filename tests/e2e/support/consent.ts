// The two boxes the buy dialog asks before an account's first purchase
// (docs/protocols/payment.md#consent-before-the-first-purchase).
import type { Locator } from 'playwright-core';

export async function acceptConsent(buyDialog: Locator): Promise<void> {
  await buyDialog.getByRole('checkbox', { name: 'Li e aceito o regulamento' }).check();
  await buyDialog.getByRole('checkbox', { name: 'Tenho 18 anos ou mais (+18)' }).check();
}
