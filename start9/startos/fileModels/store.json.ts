import { FileHelper, z } from '@start9labs/start-sdk';
import { sdk } from '../sdk';

// This package's own state, on the `startos` volume (the app never reads it): the
// admin password passed to the app as ADMIN_PASSWORD (re-applied at every start) and
// the payout mode passed as PAYOUT_MODE.
const shape = z.object({
  adminPassword: z.string().catch(''),
  payoutMode: z.enum(['auto', 'manual']).catch('auto'),
});

export const storeJson = FileHelper.json(
  { base: sdk.volumes.startos, subpath: '/store.json' },
  shape,
);
