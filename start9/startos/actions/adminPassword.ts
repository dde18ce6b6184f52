import { storeJson } from '../fileModels/store.json';
import { i18n } from '../i18n';
import { sdk } from '../sdk';
import { adminEmail, newAdminPassword } from '../utils';

const credentials = (password: string) => ({
  type: 'group' as const,
  value: [
    {
      type: 'single' as const,
      name: i18n('E-mail'),
      description: null,
      value: adminEmail,
      copyable: true,
      qr: false,
      masked: false,
    },
    {
      type: 'single' as const,
      name: i18n('Password'),
      description: null,
      value: password,
      copyable: true,
      qr: false,
      masked: true,
    },
  ],
});

export const showAdminPassword = sdk.Action.withoutInput(
  'show-admin-password',
  async () => ({
    name: i18n('Show admin password'),
    description: i18n('Shows the e-mail and password of the administrator account'),
    warning: null,
    allowedStatuses: 'any',
    group: null,
    visibility: 'enabled',
  }),
  async () => {
    const password = (await storeJson.read((s) => s.adminPassword).once()) ?? '';
    return {
      version: '1',
      title: i18n('Admin login'),
      message: i18n('Log in to the app with this e-mail and password.'),
      result: credentials(password),
    };
  },
);

// The app re-applies ADMIN_PASSWORD at every start: writing the store re-runs main
// (it reads the store with .const), which restarts the app with the new password.
export const resetAdminPassword = sdk.Action.withoutInput(
  'reset-admin-password',
  async () => ({
    name: i18n('Reset admin password'),
    description: i18n('Generates a new administrator password; the app restarts to apply it'),
    warning: i18n('Anyone logged in as the administrator is logged out.'),
    allowedStatuses: 'any',
    group: null,
    visibility: 'enabled',
  }),
  async ({ effects }) => {
    const password = newAdminPassword();
    await storeJson.merge(effects, { adminPassword: password });
    return {
      version: '1',
      title: i18n('New admin password'),
      message: i18n('Log in to the app with this e-mail and password.'),
      result: credentials(password),
    };
  },
);
