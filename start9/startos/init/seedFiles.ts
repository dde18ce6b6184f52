import { showAdminPassword } from '../actions/adminPassword';
import { storeJson } from '../fileModels/store.json';
import { i18n } from '../i18n';
import { sdk } from '../sdk';
import { newAdminPassword } from '../utils';

// On install only (a restore brings store.json back from the backup): generate the admin
// password and ask the user to note it.
export const seedFiles = sdk.setupOnInit(async (effects, kind) => {
  if (kind !== 'install') return;
  await storeJson.write(effects, { adminPassword: newAdminPassword(), payoutMode: 'auto' });
  await sdk.action.createOwnTask(effects, showAdminPassword, 'important', {
    reason: i18n('Note the admin password'),
  });
});
