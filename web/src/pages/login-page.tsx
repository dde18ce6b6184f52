import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../api/client.ts';
import { AuthShell } from '../components/auth-shell.tsx';
import { Button } from '../components/ui/button.tsx';
import { Input } from '../components/ui/input.tsx';
import { Label } from '../components/ui/label.tsx';
import { useAuth } from '../hooks/use-auth.tsx';
import { useToast } from '../hooks/use-toast.tsx';
import { t } from '../i18n/pt-BR.ts';

/** Spec §2 /login: email and password (both required); success → /dashboard, failure stays. */
export function LoginPage() {
  const { login } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password || submitting) return;
    setSubmitting(true);
    try {
      const user = await login(email.trim(), password);
      toast({
        title: t('toast.loginSuccess.title'),
        description: t('toast.loginSuccess.description', { name: user.name }),
        variant: 'success',
      });
      void navigate('/dashboard');
    } catch (error) {
      toast({
        title: t('toast.loginError.title'),
        description: errorMessage(error, 'errors.login'),
        variant: 'destructive',
      });
      setSubmitting(false);
    }
  };

  return (
    <AuthShell title={t('login.title')} subtitle={t('login.subtitle')}>
      <form className="grid gap-4" onSubmit={onSubmit}>
        <div className="grid gap-1.5">
          <Label htmlFor="login-email">{t('login.email')}</Label>
          <Input
            id="login-email"
            type="email"
            autoComplete="email"
            required
            placeholder={t('form.emailPlaceholder')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="login-password">{t('login.password')}</Label>
          <Input
            id="login-password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? t('login.submitting') : t('login.submit')}
        </Button>
        <p className="text-center text-sm text-slate-600">
          {t('login.noAccount')}{' '}
          <Link to="/register" className="font-medium text-orange-700 underline underline-offset-2">
            {t('login.registerLink')}
          </Link>
        </p>
      </form>
    </AuthShell>
  );
}
