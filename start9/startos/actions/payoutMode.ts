import { storeJson } from '../fileModels/store.json';
import { i18n } from '../i18n';
import { sdk } from '../sdk';

const { InputSpec, Value } = sdk;

const inputSpec = InputSpec.of({
  payoutMode: Value.select({
    name: i18n('Payout mode'),
    description: i18n(
      'Automatic: the prize is sent on-chain from the LND wallet after the draw. Manual: you pay the winner yourself and confirm it in the app.',
    ),
    default: 'auto',
    values: { auto: i18n('Automatic'), manual: i18n('Manual') },
  }),
});

// PAYOUT_MODE of the app; main reads the store with .const, so a change restarts it.
export const setPayoutMode = sdk.Action.withInput(
  'set-payout-mode',
  async () => ({
    name: i18n('Prize payouts'),
    description: i18n(
      'Automatic: the prize is sent on-chain from the LND wallet after the draw. Manual: you pay the winner yourself and confirm it in the app.',
    ),
    warning: null,
    allowedStatuses: 'any',
    group: null,
    visibility: 'enabled',
  }),
  inputSpec,
  async () => ({ payoutMode: (await storeJson.read((s) => s.payoutMode).once()) ?? 'auto' }),
  async ({ effects, input }) => {
    await storeJson.merge(effects, { payoutMode: input.payoutMode });
    return null;
  },
);
