// Ticket packages (docs/decisions/0014-numbers-prizes-packages.md): `packages: [{ quantity, price }]` on raffle create/update, and
// the purchase of one by `package_id`. Pure rules; storage is adapters/sqlite/raffle-packages.ts.
import { plural, raffleRules, type RafflePackage } from '@rifa/shared';
import { invalid } from '../kernel/errors.ts';
import type { PackageRecord } from '../ports/index.ts';
import { has, integer, type Input } from '../kernel/validate.ts';

/**
 * The validated list (possibly empty: no packages), or null when the body has no `packages`.
 * The rules are shared with the form (shared raffle-rules.ts).
 */
export function parsePackages(input: Input, total: number): PackageRecord[] | null {
  if (!has(input, 'packages')) return null;
  const packages = raffleRules.packages(input.packages, total);
  if (!packages.ok) throw invalid(packages.error, packages.field ?? 'packages');
  return packages.value;
}

/** A total_tickets change must still hold every package the raffle offers. */
export function checkPackagesFit(packages: readonly PackageRecord[], total: number): void {
  const tooBig = packages.find((item) => item.quantity > total);
  if (tooBig)
    throw invalid(
      `O total de bilhetes não pode ser menor que o pacote de ${tooBig.quantity} bilhetes`,
      'total_tickets',
    );
}

/**
 * The package a purchase names, after checking that its tickets_count and amount are the
 * package's (a 400 otherwise): the invoice is then for the package price.
 */
export function packageFor(
  packages: readonly RafflePackage[],
  packageId: unknown,
  quantity: number,
  amount: number,
): RafflePackage {
  const id = integer(packageId, 'Pacote', 1, Number.MAX_SAFE_INTEGER);
  const chosen = packages.find((item) => item.id === id);
  if (!chosen) throw invalid('Pacote não encontrado nesta rifa');
  if (quantity !== chosen.quantity)
    throw invalid(
      `Quantidade incorreta: o pacote tem ${chosen.quantity} ${plural(chosen.quantity, 'bilhete', 'bilhetes')}`,
    );
  if (amount !== chosen.price)
    throw invalid(`Valor incorreto: o pacote custa ${chosen.price} sats`);
  return chosen;
}
