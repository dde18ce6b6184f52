import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { FormField } from '../../components/ui/form-field.tsx';
import { t } from '../../i18n/pt-BR.ts';
import { AuthForm, AuthShell, EmailField, useServerForm, WaitTicketField } from './auth-shell.tsx';
import { authPath } from './return-path.ts';
import { useAuthSubmit } from './use-auth-submit.ts';
import { useAuth } from './use-auth.tsx';
import { useVerification } from './use-verification.ts';
import { VerificationNote } from './verification-note.tsx';

/**
 * Spec §2 /login: email and password (both required); success → /dashboard (or back to the
 * purchase it came from, return-path.ts), failure stays.
 */
export function LoginPage() {
  const { login } = useAuth();
  const { submitting, submit, back } = useAuthSubmit();
  const verifying = useVerification();
  // Without JavaScript the form posts to this page; a refused post comes back with its errors.
  const server = useServerForm('login');
  const [email, setEmail] = useState(() => server.value('email'));
  const [password, setPassword] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password || submitting) return;
    void submit(
      async () => {
        const user = await login(email.trim(), password);
        return {
          title: t('toast.loginSuccess.title'),
          description: t('toast.loginSuccess.description', { name: user.name }),
          variant: 'success',
        };
      },
      { title: t('toast.loginError.title'), fallback: 'errors.login' },
    );
  };

  return (
    <AuthShell title={t('login.title')} subtitle={t('login.subtitle')}>
      <AuthForm
        action={authPath('/login', back)}
        name="login"
        formError={server.error}
        onSubmit={onSubmit}
        submitLabel={
          verifying ? t('auth.verifying') : submitting ? t('login.submitting') : t('login.submit')
        }
        submitDisabled={submitting}
        switchText={t('login.noAccount')}
        switchLink={t('login.registerLink')}
        switchTo={authPath('/register', back)}
      >
        <WaitTicketField />
        <EmailField
          id="login-email"
          label={t('login.email')}
          value={email}
          error={server.errors.email}
          onChange={setEmail}
        />
        <FormField
          id="login-password"
          name="password"
          label={t('login.password')}
          error={server.errors.password}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Link
          to="/recuperar-senha"
          className="justify-self-end text-sm font-medium text-orange-700 underline underline-offset-2"
        >
          {t('login.forgot')}
        </Link>
        <VerificationNote active={verifying} />
      </AuthForm>
    </AuthShell>
  );
}
