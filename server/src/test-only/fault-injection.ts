// Test-only fault injection for the real-process fault tests (tests/faults, docs/decisions/0007-load-faults-attack.md). Two
// variables, both ignored unless set and refused at start with NODE_ENV=production, so no
// production config (the Docker image, Umbrel, StartOS all set it) can arm them:
//   RIFA_FAULT=<crash point>   the process kills itself with SIGKILL — exactly a `kill -9` —
//                              the first time it reaches that point, between two commits of
//                              the draw or around the on-chain send of a payout.
//   RIFA_FAULT_MAX_PAGES=<n>   PRAGMA max_page_count on the app's SQLite connection, so a test
//                              can fill the database and see SQLITE_FULL without a full disk.
// The hooks are wrappers (composition/wrappers.ts) applied around the ports by compose.ts;
// the domain knows nothing of them.
import fs from 'node:fs';
import type {
  DrawRepository,
  PurchaseRepository,
  ReceiptRepository,
  SettlementRepository,
} from '../domain/ports/index.ts';
import type { AnchorWallet, BackupFiles, Lightning } from '../domain/ports/index.ts';
import type { Wrappers } from '../composition/wrappers.ts';

export const CRASH_POINTS = [
  /** A large purchase's first step committed (purchase row, its first numbers), the rest not claimed. */
  'purchase:between-steps',
  /** A large purchase paid and counted, its first tickets written, the rest not yet. */
  'settlement:between-steps',
  /** Sales closed: N and tickets_hash committed, no block yet. */
  'draw:after-close',
  /** Draw block stored, draw not made yet. */
  'draw:after-block',
  /** Draw made and prize payout row created, payout not started. */
  'draw:after-draw',
  /** Payout claimed ('sending', attempts + 1), LND not called yet. */
  'payout:before-send',
  /** LND has sent (the transaction exists in its wallet), the app has not recorded it. */
  'payout:after-send',
  /** Lightning payout claimed ('sending', attempts + 1), LND not asked to pay yet. */
  'payout:before-pay',
  /** LND has paid the recipient's invoice, the app has not recorded it. */
  'payout:after-pay',
  /** Anchor claimed ('sending'), LND not asked to send it yet (docs/protocols/draw-v2.md). */
  'anchor:before-send',
  /** LND has sent the anchor (it is in its wallet), the app has not recorded it. */
  'anchor:after-send',
  /** LND has signed a purchase's receipt, the app has not stored it (docs/protocols/draw-v2.md). */
  'receipt:before-store',
  /** The receipt is stored, the process goes no further. */
  'receipt:after-store',
  /** docs/decisions/0016-operator-cockpit-release.md: a restore's marker is written (restore-pending.json), the app not restarted. */
  'restore:after-marker',
] as const;

export type CrashPoint = (typeof CRASH_POINTS)[number];

export interface Faults {
  crashPoint?: CrashPoint;
  maxPageCount?: number;
}

/** Parses RIFA_FAULT*; undefined when none is set. Throws a list of pt-BR lines when refused. */
export function faultsFromEnv(env: NodeJS.ProcessEnv): Faults | undefined {
  const point = env.RIFA_FAULT?.trim() || undefined;
  const pages = env.RIFA_FAULT_MAX_PAGES?.trim() || undefined;
  if (!point && !pages) return undefined;
  const lines: string[] = [];
  if (env.NODE_ENV?.trim() === 'production') {
    lines.push(
      'RIFA_FAULT: injeção de falhas é só para testes e é recusada com NODE_ENV=production',
    );
  }
  if (point && !(CRASH_POINTS as readonly string[]).includes(point))
    lines.push(`RIFA_FAULT: deve ser um de ${CRASH_POINTS.join(', ')}`);
  if (pages && !/^[1-9]\d{0,8}$/.test(pages))
    lines.push('RIFA_FAULT_MAX_PAGES: deve ser um número inteiro positivo');
  if (lines.length > 0) throw new FaultConfigError(lines);
  return {
    ...(point ? { crashPoint: point as CrashPoint } : {}),
    ...(pages ? { maxPageCount: Number(pages) } : {}),
  };
}

export class FaultConfigError extends Error {
  readonly lines: string[];
  constructor(lines: string[]) {
    super(lines.join('\n'));
    this.lines = lines;
  }
}

/**
 * Dies like `kill -9`: no handler runs, nothing is flushed or closed. The one line saying
 * so goes to stderr synchronously first (pino's stdout is asynchronous and would lose it).
 */
function die(point: CrashPoint): never {
  fs.writeSync(
    2,
    `${JSON.stringify({ level: 60, time: Date.now(), point, msg: 'falha injetada: encerrando com SIGKILL' })}\n`,
  );
  process.kill(process.pid, 'SIGKILL');
  // SIGKILL to oneself is acted on before the call returns to JavaScript; never reached.
  throw new Error(`falha injetada ${point}`);
}

/** Wraps the ports the crash points sit in; identity functions when no point is armed. */
export function faultWrappers(faults: Faults | undefined): Wrappers {
  const armed = faults?.crashPoint;
  const at = (point: CrashPoint) => {
    if (armed === point) die(point);
  };
  return {
    purchases(purchases: PurchaseRepository): PurchaseRepository {
      if (armed !== 'purchase:between-steps') return purchases;
      return {
        ...purchases,
        claimMore(purchaseId, choose) {
          at('purchase:between-steps');
          return purchases.claimMore(purchaseId, choose);
        },
      };
    },
    settlement(settlement: SettlementRepository): SettlementRepository {
      if (armed !== 'settlement:between-steps') return settlement;
      return {
        ...settlement,
        creditMore(purchaseId, limit, now) {
          at('settlement:between-steps');
          return settlement.creditMore(purchaseId, limit, now);
        },
      };
    },
    lightning(lightning: Lightning): Lightning {
      if (!armed?.startsWith('payout:')) return lightning;
      return {
        ...lightning,
        async sendToChainAddresses(input) {
          at('payout:before-send');
          const sent = await lightning.sendToChainAddresses(input);
          at('payout:after-send');
          return sent;
        },
        async payInvoice(input) {
          at('payout:before-pay');
          const paid = await lightning.payInvoice(input);
          at('payout:after-pay');
          return paid;
        },
      };
    },
    anchorWallet(wallet: AnchorWallet): AnchorWallet {
      if (!armed?.startsWith('anchor:')) return wallet;
      return {
        ...wallet,
        async sendOutputScript(input) {
          at('anchor:before-send');
          const sent = await wallet.sendOutputScript(input);
          at('anchor:after-send');
          return sent;
        },
      };
    },
    backupFiles(files: BackupFiles): BackupFiles {
      if (armed !== 'restore:after-marker') return files;
      return {
        ...files,
        stage(name) {
          files.stage(name);
          at('restore:after-marker');
        },
      };
    },
    receipts(receipts: ReceiptRepository): ReceiptRepository {
      if (!armed?.startsWith('receipt:')) return receipts;
      return {
        ...receipts,
        store(purchaseId, receipt) {
          at('receipt:before-store');
          const stored = receipts.store(purchaseId, receipt);
          at('receipt:after-store');
          return stored;
        },
      };
    },
    draws(draws: DrawRepository): DrawRepository {
      if (
        armed !== 'draw:after-close' &&
        armed !== 'draw:after-block' &&
        armed !== 'draw:after-draw'
      )
        return draws;
      return {
        ...draws,
        close(input) {
          const closed = draws.close(input);
          if (closed && closed !== 'list_changed' && closed.status === 'closed')
            at('draw:after-close');
          return closed;
        },
        recordBlock(raffleId, block, now) {
          const recorded = draws.recordBlock(raffleId, block, now);
          if (recorded) at('draw:after-block');
          return recorded;
        },
        recordDraw(input) {
          const drawn = draws.recordDraw(input);
          if (drawn) at('draw:after-draw');
          return drawn;
        },
      };
    },
  };
}
