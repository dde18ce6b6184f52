// Ticket packages (docs/decisions/0014-numbers-prizes-packages.md): `packages: [{ quantity, price }]` on raffle create/update, and
// the purchase of one by `package_id`. Pure rules; storage is adapters/sqlite/raffle-packages.ts.
import { MAX_PACKAGES, type RafflePackage } from '@rifa/shared';
import { invalid } from '../kernel/errors.ts';
import type { PackageRecord } from '../ports/index.ts';
import { asObject, has, integer, type Input } from '../kernel/validate.ts';

/** 21 million BTC in sats (raffles.ts MAX_SATS; repeated to keep this module a leaf). */
const MAX_SATS = 2_100_000_000_000_000;

function parsePackage(value: unknown, index: number, total: number): PackageRecord {
  const item = asObject(value);
  const label = `Pacote ${index}`;
  const quantity = integer(item.quantity, `${label}: quantidade de bilhetes`, 1, total);
  const price = integer(item.price, `${label}: preço (sats)`, 1, MAX_SATS);
  return { quantity, price };
}

/** The validated list (possibly empty: no packages), or null when the body has no `packages`. */
export function parsePackages(input: Input, total: number): PackageRecord[] | null {
  if (!has(input, 'packages')) return null;
  const list = input.packages;
  if (!Array.isArray(list) || list.length > MAX_PACKAGES)
    throw invalid(`Pacotes: informe no máximo ${MAX_PACKAGES} pacotes`);
  const packages = list.map((item, k) => parsePackage(item, k + 1, total));
  const quantities = new Set(packages.map((item) => item.quantity));
  if (quantities.size !== packages.length)
    throw invalid('Pacotes: cada pacote deve ter uma quantidade de bilhetes diferente');
  return packages;
}

/** A total_tickets change must still hold every package the raffle offers. */
export function checkPackagesFit(packages: readonly PackageRecord[], total: number): void {
  const tooBig = packages.find((item) => item.quantity > total);
  if (tooBig)
    throw invalid(
      `O total de bilhetes não pode ser menor que o pacote de ${tooBig.quantity} bilhetes`,
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
    throw invalid(`Quantidade incorreta: o pacote tem ${chosen.quantity} bilhete(s)`);
  if (amount !== chosen.price)
    throw invalid(`Valor incorreto: o pacote custa ${chosen.price} sats`);
  return chosen;
}
