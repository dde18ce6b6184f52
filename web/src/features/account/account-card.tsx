import type { User } from '@rifa/shared';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../api/client.ts';
import { TitledCard } from '../../components/titled-card.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { useToast } from '../../hooks/use-toast.tsx';
import { t, type MessageKey } from '../../i18n/pt-BR.ts';
import { downloadJson } from '../../lib/download-json.ts';
import { useAuth } from '../auth/index.ts';
import { accountApi } from './api.ts';
import { DangerZone } from './danger-zone.tsx';
import { DeleteAccountButton } from './delete-account-dialog.tsx';
import { RecoveryCodeNotice } from './recovery-code-notice.tsx';

/**
 * docs/decisions/0014-numbers-prizes-packages.md, 'Minha conta e meus dados': a new recovery code (asks the current password), a
 * download of everything the app holds about the user (JSON) and the account's deletion,
 * confirmed in a dialog that names what is at stake (delete-account-dialog.tsx).
 */
export function AccountCard({ user }: { user: User }) {
  const toast = useToast();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (call: () => Promise<void>, failure: MessageKey) => {
    setBusy(true);
    try {
      await call();
    } catch (error) {
      toast({ title: t(failure), description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const newCode = () =>
    run(async () => {
      setCode((await accountApi.newRecoveryCode(password)).recovery_code);
      setPassword('');
    }, 'account.newCodeError');

  const download = () =>
    run(
      async () => downloadJson('meus-dados.json', await accountApi.myData()),
      'account.downloadError',
    );

  return (
    <TitledCard
      icon={ShieldCheck}
      title={t('account.title')}
      description={t('account.description')}
      data-testid="account-card"
    >
      <div className="grid gap-4">
        {code && <RecoveryCodeNotice code={code} onSaved={() => setCode(null)} />}
        <FormField
          id="account-password"
          label={t('account.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          fieldClassName="max-w-sm"
        />
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            disabled={busy || password === ''}
            onClick={() => void newCode()}
          >
            {t('account.newCode')}
          </Button>
          <Button variant="outline" disabled={busy} onClick={() => void download()}>
            {t('account.download')}
          </Button>
        </div>
        <p className="text-sm text-slate-600">{t('account.newCodeHelp')}</p>
        {user.is_admin ? (
          <p className="text-sm text-slate-600">{t('account.deleteAdmin')}</p>
        ) : (
          <DangerZone>
            <p className="text-sm text-slate-700">{t('account.deleteHelp')}</p>
            <DeleteAccountButton />
          </DangerZone>
        )}
      </div>
    </TitledCard>
  );
}

/** The code the registration (or a recovery) returned, until the user says it is saved. */
export function PendingRecoveryCode() {
  const { recoveryCode, showRecoveryCode } = useAuth();
  if (!recoveryCode) return null;
  return <RecoveryCodeNotice code={recoveryCode} onSaved={() => showRecoveryCode(null)} />;
}
