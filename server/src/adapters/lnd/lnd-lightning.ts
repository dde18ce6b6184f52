// The Lightning port over the host's LND with `lightning` 12 (docs/protocols/payment.md). The cert and
// macaroon are read at connect time and re-read after a failure: on Umbrel and StartOS
// they appear only once LND's wallet is unlocked, so the app must wait, not crash.
import fs from 'node:fs/promises';
import type { AuthenticatedLnd } from 'lightning';
import {
  cancelHodlInvoice,
  createInvoice,
  getInvoice,
  getWalletInfo,
  getWalletStatus,
  subscribeToInvoices,
} from './lnd-methods.ts';
import type { LndSettings } from '../../config/config.ts';
import {
  LightningError,
  type AnchorWallet,
  type Lightning,
  type InvoiceSubscription,
} from '../../domain/ports/index.ts';
import { withTimeout } from '../../domain/kernel/with-timeout.ts';
import { toLightningError } from './lnd-errors.ts';
import { toInvoiceState, type RawInvoice } from './lnd-invoice-state.ts';
import { lndChainWallet } from './lnd-chain-wallet.ts';
import { lndAnchorWallet } from './lnd-anchor-wallet.ts';
import { lndPayments } from './lnd-payments.ts';
import { readMacaroonPermissions } from './macaroon-permissions.ts';
import { lndSigner } from './lnd-signer.ts';
import { withOneInvoiceStream } from './one-invoice-stream.ts';
import {
  authenticatedLndServices,
  preloadLndProtos,
  unauthenticatedLndServices,
  type LndServices,
} from './lnd-grpc.ts';

export interface LndLightningOptions {
  /** Delay before the library re-subscribes a dropped invoice stream (its default is 30 s). */
  restartDelayMs?: number;
  /**
   * Deadline of each unary call. The library sets none, so an LND that accepts the
   * connection but never answers would hang a purchase forever.
   */
  callTimeoutMs?: number;
  /**
   * How long a Lightning payout may take before its outcome is looked up by payment hash
   * instead (routes over Tor nodes can take tens of seconds); default 60 s.
   */
  paymentTimeoutMs?: number;
}

export function createLndLightning(
  settings: LndSettings,
  options: LndLightningOptions = {},
): Lightning & AnchorWallet & { close(): void; grantedPermissions(): Promise<Set<string> | null> } {
  let services: LndServices | undefined;
  /** The cert and macaroon the current services were built with. */
  let loaded: { cert: Buffer; macaroon: Buffer } | undefined;
  const restartDelayMs = options.restartDelayMs ?? 1_000;
  const callTimeoutMs = options.callTimeoutMs ?? 10_000;
  const paymentTimeoutMs = options.paymentTimeoutMs ?? 60_000;

  preloadLndProtos();

  /** LND's cert and macaroon as they are on disk now; undefined while either is absent. */
  const readCredentials = (): Promise<{ cert: Buffer; macaroon: Buffer } | undefined> =>
    Promise.all([fs.readFile(settings.certPath), fs.readFile(settings.macaroonPath)]).then(
      ([cert, macaroon]) => ({ cert, macaroon }),
      () => undefined,
    );

  async function connect(): Promise<AuthenticatedLnd> {
    if (services) return services.lnd;
    // LND_GRPC_HOST=pending (StartOS before LND's wallet is unlocked): nothing to dial yet,
    // so every call fails at once, as for a locked LND; the package restarts the app with
    // the address once LND publishes it.
    const socket = settings.socket;
    if (socket === null) {
      throw new LightningError('locked', 'aguardando LND: endereço gRPC ainda não publicado');
    }
    const files = await readCredentials();
    if (!files) {
      // The files appear once LND has created its wallet and unlocked it.
      throw new LightningError(
        'locked',
        'aguardando LND: certificado ou macaroon ainda não legíveis',
      );
    }
    loaded = files;
    // The library takes base64 of the PEM file and hex of the binary macaroon.
    services = authenticatedLndServices({
      cert: files.cert.toString('base64'),
      macaroon: files.macaroon.toString('hex'),
      socket,
    });
    return services.lnd;
  }

  /** True when LND's State service reports a wallet that is absent, locked or starting. */
  async function walletNotReady(): Promise<boolean> {
    if (settings.socket === null) return true;
    try {
      const cert = await fs.readFile(settings.certPath);
      const state = unauthenticatedLndServices({
        cert: cert.toString('base64'),
        socket: settings.socket,
      });
      try {
        const status = await withTimeout(getWalletStatus({ lnd: state.lnd }), callTimeoutMs);
        return (
          status.is_absent === true ||
          status.is_locked === true ||
          status.is_starting === true ||
          status.is_waiting === true
        );
      } finally {
        state.close();
      }
    } catch {
      return false;
    }
  }

  /**
   * LND rewrites its credentials: a new cert when the old one is outdated (tls_manager.go),
   * a new macaroon after `changepassword --new_macaroon_root_key`; then every call on the old
   * channel fails (TLS or "verification failed"), whatever the error says. So after a
   * failure the files are read again, and when they changed the next call connects anew.
   */
  async function reloadIfRotated(): Promise<void> {
    const current = loaded;
    if (!current) return;
    // Absent while LND writes them: the next connect() says 'locked'.
    const files = await readCredentials();
    if (!files) return;
    if (files.cert.equals(current.cert) && files.macaroon.equals(current.macaroon)) return;
    if (loaded !== current) return; // another failure already reloaded
    const stale = services;
    services = undefined;
    loaded = undefined;
    // Calls in flight on the old channel end by their deadline; then it is closed.
    setTimeout(() => stale?.close(), callTimeoutMs).unref();
  }

  async function call<T>(
    run: (lnd: AuthenticatedLnd) => Promise<T>,
    timeoutMs = callTimeoutMs,
  ): Promise<T> {
    const client = await connect();
    try {
      return await withTimeout(
        run(client),
        timeoutMs,
        () => new LightningError('unavailable', 'LND não respondeu a tempo'),
      );
    } catch (error) {
      const mapped = toLightningError(error);
      // Credentials may have changed (LND re-created its macaroon or cert): reload next time.
      // Calls in flight may still use the old channel, so it is left to idle out.
      if (mapped.kind === 'locked') services = undefined;
      else await reloadIfRotated();
      throw mapped;
    }
  }

  return {
    async createInvoice(input) {
      const { tokens, expiresAt } = input;
      // LND puts either the memo or the description hash in the BOLT11 (invoicesrpc/addinvoice.go).
      const described =
        'descriptionHash' in input
          ? { description_hash: input.descriptionHash, secret: input.preimage }
          : { description: input.description };
      // Route hints for private channels: most home nodes (Umbrel, StartOS behind an LSP)
      // have only unannounced channels, and LND adds hop hints only when AddInvoice gets
      // private=true (lnrpc/invoicesrpc/addinvoice.go ~line 445), which the library sends
      // for is_including_private_channels (lightning/lnd_methods/invoices/create_invoice.js).
      // Without them nobody finds a route to such a node. On a public node it adds nothing.
      const invoice = await call((client) =>
        createInvoice({
          lnd: client,
          tokens,
          ...described,
          expires_at: expiresAt.toISOString(),
          is_including_private_channels: true,
        }),
      );
      return { id: invoice.id, request: invoice.request, expiresAt: expiresAt.toISOString() };
    },

    async getInvoice(id) {
      try {
        return toInvoiceState(await call((client) => getInvoice({ lnd: client, id })));
      } catch (error) {
        if (error instanceof LightningError && error.kind === 'not_found') return null;
        throw error;
      }
    },

    async cancelInvoice(id) {
      await call((client) => cancelHodlInvoice({ lnd: client, id }));
    },

    subscribeInvoices(cursor, handlers): InvoiceSubscription {
      let closed = false;
      let emitter: ReturnType<typeof subscribeToInvoices> | undefined;
      connect().then(
        (client) => {
          if (closed) return;
          emitter = subscribeToInvoices({
            lnd: withOneInvoiceStream(client),
            // 0 means "no backlog" to LND, the same as leaving the cursor out.
            ...(cursor.addIndex > 0 ? { added_after: cursor.addIndex } : {}),
            ...(cursor.settleIndex > 0 ? { confirmed_after: cursor.settleIndex } : {}),
            restart_delay_ms: restartDelayMs,
          });
          emitter.on('invoice_updated', (raw: RawInvoice) =>
            handlers.onInvoice(toInvoiceState(raw)),
          );
          // The library emits `error` with undefined when the server ends the stream cleanly.
          emitter.on('error', (error: unknown) => {
            // A stream that ends may be LND restarting with new credentials: look before the
            // watcher subscribes again.
            void reloadIfRotated().finally(() => {
              // Closed meanwhile: nobody listens any more.
              if (closed) return;
              handlers.onError(
                error === undefined
                  ? new LightningError('unavailable', 'fluxo de faturas encerrado')
                  : toLightningError(error),
              );
            });
          });
        },
        (error: unknown) => handlers.onError(toLightningError(error)),
      );
      return {
        close() {
          closed = true;
          // Removing every listener cancels the stream and its automatic restart.
          emitter?.removeAllListeners();
        },
      };
    },

    async getInfo() {
      try {
        const info = await call((client) => getWalletInfo({ lnd: client }));
        return {
          alias: info.alias,
          publicKey: info.public_key,
          synced: info.is_synced_to_chain,
          blockHeight: info.current_block_height,
        };
      } catch (error) {
        // LND ≥ 0.13 answers a locked wallet with a generic code 2; its State service
        // (no macaroon needed) says what is going on without reading error texts.
        if (
          error instanceof LightningError &&
          error.kind === 'unknown' &&
          (await walletNotReady())
        ) {
          throw new LightningError('locked', 'LND bloqueado ou iniciando');
        }
        throw error;
      }
    },

    ...lndChainWallet(call),
    ...lndAnchorWallet(call),
    ...lndPayments(call, paymentTimeoutMs),
    ...lndSigner(call),

    // For health only (docs/real-node.md): read from the file, not asked of LND.
    grantedPermissions: () => readMacaroonPermissions(settings.macaroonPath),

    close() {
      services?.close();
      services = undefined;
    },
  };
}
