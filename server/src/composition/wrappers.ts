// The one way tests and benchmarks reach inside the composed app: a wrapper around a port or
// a repository (a crash point, a delay, a counter). The fault hooks of the real-process tests
// (test-only/fault-injection.ts) are wrappers too, applied first; overrides wrap them.
import type {
  AnchorWallet,
  BackupFiles,
  DrawRepository,
  Lightning,
  ReceiptRepository,
  PurchaseRepository,
  SettlementRepository,
} from '../domain/ports/index.ts';

export interface Wrappers {
  lightning?: (lightning: Lightning) => Lightning;
  anchorWallet?: (wallet: AnchorWallet) => AnchorWallet;
  purchases?: (purchases: PurchaseRepository) => PurchaseRepository;
  settlement?: (settlement: SettlementRepository) => SettlementRepository;
  draws?: (draws: DrawRepository) => DrawRepository;
  receipts?: (receipts: ReceiptRepository) => ReceiptRepository;
  backupFiles?: (files: BackupFiles) => BackupFiles;
}

export type WrapPorts = Required<Wrappers>;

/** One wrapper per port: `layers` applied in order (the first innermost); none is identity. */
export function chainWrappers(...layers: (Wrappers | undefined)[]): WrapPorts {
  const chain =
    <K extends keyof Wrappers>(key: K) =>
    (port: Parameters<WrapPorts[K]>[0]) =>
      layers.reduce(
        (wrapped, layer) =>
          layer?.[key] ? (layer[key] as (p: typeof port) => typeof port)(wrapped) : wrapped,
        port,
      );
  return {
    lightning: chain('lightning'),
    anchorWallet: chain('anchorWallet'),
    purchases: chain('purchases'),
    settlement: chain('settlement'),
    draws: chain('draws'),
    receipts: chain('receipts'),
    backupFiles: chain('backupFiles'),
  } as WrapPorts;
}
