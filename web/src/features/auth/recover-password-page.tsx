import { PASSWORD_MIN_LENGTH } from '@rifa/shared';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/client.ts';
import { useHydrated } from '../../components/layout/use-hydrated.ts';
import { FormField } from '../../components/ui/form-field.tsx';
import { useToast } from '../../hooks/use-toast.tsx';
import { t } from '../../i18n/pt-BR.ts';
import { authApi } from './api.ts';
import {
  AuthForm,
  AuthShell,
  EmailField,
  ShownRecoveryCode,
  useServerForm,
  useShownRecoveryCode,
} from './auth-shell.tsx';
import { useAuth } from './use-auth.tsx';

// docs/decisions/0014-numbers-prizes-packages.md, forgot password without an e-mail server: /recuperar-senha takes the recovery
// code shown at registration; /redefinir-senha?token=… is the admin's one-time link. Both
// log the user in; a recovery also hands a new code, shown on the dashboard until saved.
// Without JavaScript both forms post to their page (docs/protocols/no-javascript.md): a
// recovery's new code is then shown here, once.

/** The form of both pages: submits `call` once `ready`; success toasts and goes to /dashboard. */
function ResetForm({
  action,
  name,
  title,
  subtitle,
  ready,
  call,
  children,
}: {
  action: string;
  name: string;
  title: string;
  subtitle: string;
  ready: boolean;
  call(): Promise<void>;
  children: ReactNode;
}) {
  const toast = useToast();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const server = useServerForm(name);
  // Without JavaScript the browser posts whatever is typed; the server says what is missing.
  const hydrated = useHydrated();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || submitting) return;
    setSubmitting(true);
    try {
      await call();
      // After the navigation: a toast belongs to the page it is shown on.
      await navigate('/dashboard');
      toast({ title: t('recover.success'), variant: 'success' });
    } catch (error) {
      toast({
        title: t('recover.error'),
        description: errorMessage(error),
        variant: 'destructive',
      });
      setSubmitting(false);
    }
  };

  return (
    <AuthShell title={title} subtitle={subtitle}>
      <AuthForm
        action={action}
        name={name}
        formError={server.error}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        submitLabel={submitting ? t('recover.submitting') : t('recover.submit')}
        submitDisabled={(hydrated && !ready) || submitting}
        switchText={t('recover.backToLogin')}
        switchLink={t('recover.loginLink')}
        switchTo="/login"
      >
        {children}
      </AuthForm>
    </AuthShell>
  );
}

function NewPasswordField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange(v: string): void;
}) {
  return (
    <FormField
      id="recover-new-password"
      name="new_password"
      label={t('recover.newPassword')}
      type="password"
      autoComplete="new-password"
      required
      minLength={PASSWORD_MIN_LENGTH}
      error={
        value !== '' && value.length < PASSWORD_MIN_LENGTH
          ? t('register.passwordTooShort', { min: PASSWORD_MIN_LENGTH })
          : error
      }
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

export function RecoverPasswordPage() {
  const { signIn, showRecoveryCode } = useAuth();
  const server = useServerForm('recover');
  const shown = useShownRecoveryCode();
  const [email, setEmail] = useState(() => server.value('email'));
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');

  if (shown)
    return (
      <AuthShell title={t('recover.success')} subtitle={t('recover.successNewCode')}>
        <ShownRecoveryCode code={shown.code} next={shown.next} />
      </AuthShell>
    );

  return (
    <ResetForm
      action="/recuperar-senha"
      name="recover"
      title={t('recover.title')}
      subtitle={t('recover.subtitle')}
      ready={email.trim() !== '' && code.trim() !== '' && password.length >= PASSWORD_MIN_LENGTH}
      call={async () => {
        const response = await authApi.recover(email.trim(), code, password);
        signIn(response);
        showRecoveryCode(response.recovery_code);
      }}
    >
      <EmailField
        id="recover-email"
        label={t('recover.email')}
        value={email}
        error={server.errors.email}
        onChange={setEmail}
      />
      <FormField
        id="recover-code"
        name="code"
        label={t('recover.code')}
        error={server.errors.code}
        autoComplete="off"
        spellCheck={false}
        className="font-mono uppercase"
        required
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <NewPasswordField
        value={password}
        error={server.errors.new_password}
        onChange={setPassword}
      />
      <p className="text-sm text-slate-600">{t('recover.noCode')}</p>
    </ResetForm>
  );
}

export function ResetPasswordPage() {
  const { signIn } = useAuth();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const server = useServerForm('reset');
  const [password, setPassword] = useState('');

  return (
    <ResetForm
      action={`/redefinir-senha?${new URLSearchParams({ token }).toString()}`}
      name="reset"
      title={t('reset.title')}
      subtitle={t('reset.subtitle')}
      ready={token !== '' && password.length >= PASSWORD_MIN_LENGTH}
      call={async () => signIn(await authApi.resetWithLink(token, password))}
    >
      {token === '' ? (
        <p role="alert" className="text-sm text-red-700">
          {t('reset.missingToken')}
        </p>
      ) : (
        <>
          {/* The link's token, for the post without JavaScript. */}
          <input type="hidden" name="token" value={token} />
          <NewPasswordField
            value={password}
            error={server.errors.new_password}
            onChange={setPassword}
          />
        </>
      )}
    </ResetForm>
  );
}
