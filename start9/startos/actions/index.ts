import { sdk } from '../sdk';
import { resetAdminPassword, showAdminPassword } from './adminPassword';
import { setPayoutMode } from './payoutMode';

export const actions = sdk.Actions.of()
  .addAction(showAdminPassword)
  .addAction(resetAdminPassword)
  .addAction(setPayoutMode);
