// Payout mode, the Lightning threshold (docs/protocols/draw.md) and payouts to a winner's Lightning
// Address (docs/protocols/lnurl.md#lightning-address-payouts), kept in the database and edited in
// Configurações: Umbrel and StartOS operators cannot edit environment variables, so
// PAYOUT_MODE only gives the first default.
import {
  LIGHTNING_THRESHOLD_DEFAULT,
  LIGHTNING_THRESHOLD_MAX,
  ONCHAIN_DUST_FLOOR,
  type PayoutMethod,
  type PayoutSettings,
} from '@rifa/shared';
import { invalid } from '../kernel/errors.ts';
import type { SettingsRepository } from '../ports/index.ts';
import { asObject, has, integer } from '../kernel/validate.ts';

const MODE_KEY = 'payout_mode';
const THRESHOLD_KEY = 'lightning_threshold';
const ADDRESS_PAYOUTS_KEY = 'lightning_address_payouts';

/** How a new payout of `amount` starts. */
export interface PayoutPlan {
  method: PayoutMethod;
  status: 'pending' | 'awaiting_admin' | 'awaiting_invoice';
}

export function createPayoutSettings(deps: {
  settings: SettingsRepository;
  defaultMode: PayoutSettings['mode'];
  /** TOR_PROXY is set: the Lightning Address request goes through the node's Tor. */
  torProxy?: boolean;
}) {
  const { settings, defaultMode } = deps;

  function read(): PayoutSettings {
    const mode = settings.get(MODE_KEY);
    const threshold = Number(settings.get(THRESHOLD_KEY));
    return {
      mode: mode === 'auto' || mode === 'manual' ? mode : defaultMode,
      lightning_threshold: Number.isSafeInteger(threshold)
        ? Math.max(threshold, ONCHAIN_DUST_FLOOR)
        : LIGHTNING_THRESHOLD_DEFAULT,
      // Off unless the operator turned it on: it is the feature's one outbound request.
      lightning_address_payouts: settings.get(ADDRESS_PAYOUTS_KEY) === '1',
      tor_proxy: deps.torProxy === true,
    };
  }

  return {
    read,

    update(body: unknown): PayoutSettings {
      const input = asObject(body);
      const current = read();
      let mode = current.mode;
      if (has(input, 'mode')) {
        if (input.mode !== 'auto' && input.mode !== 'manual')
          throw invalid('Modo de pagamento deve ser automático (auto) ou manual (manual)');
        mode = input.mode;
      }
      const threshold = has(input, 'lightning_threshold')
        ? integer(
            input.lightning_threshold,
            'Limite para pagamento via Lightning',
            ONCHAIN_DUST_FLOOR,
            LIGHTNING_THRESHOLD_MAX,
          )
        : current.lightning_threshold;
      let addressPayouts = current.lightning_address_payouts;
      if (has(input, 'lightning_address_payouts')) {
        if (typeof input.lightning_address_payouts !== 'boolean')
          throw invalid(
            'Pagar no Lightning Address do ganhador deve ser verdadeiro ou falso',
            'lightning_address_payouts',
          );
        addressPayouts = input.lightning_address_payouts;
      }
      settings.set(MODE_KEY, mode);
      settings.set(THRESHOLD_KEY, String(threshold));
      settings.set(ADDRESS_PAYOUTS_KEY, addressPayouts ? '1' : '0');
      return read();
    },

    /** Whether `amount` may go on-chain at all (dust, or mostly fee, below the threshold). */
    onChain: (amount: number): boolean => amount >= read().lightning_threshold,

    /** A prize of `amount`: Lightning only below the threshold, else per the mode. */
    planFor(amount: number, address?: string): PayoutPlan {
      const { mode, lightning_threshold } = read();
      // A wallet buyer (docs/protocols/lnurl.md#wallet-buyers) has no address: Lightning only.
      if (amount < lightning_threshold || address === '')
        return { method: 'lightning', status: 'awaiting_invoice' };
      return { method: 'onchain', status: mode === 'auto' ? 'pending' : 'awaiting_admin' };
    },
  };
}

export type PayoutSettingsService = ReturnType<typeof createPayoutSettings>;
