import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { api, errorMessage } from '../api/client.ts';
import { AuthShell } from '../components/auth-shell.tsx';
import { Button } from '../components/ui/button.tsx';
import { Input } from '../components/ui/input.tsx';
import { FieldMessage, Label } from '../components/ui/label.tsx';
import { useAuth } from '../hooks/use-auth.tsx';
import { useIsDemo } from '../hooks/use-health.tsx';
import { useToast } from '../hooks/use-toast.tsx';
import { t, type MessageKey } from '../i18n/pt-BR.ts';
import {
  validateRegistration,
  type RegistrationField,
  type RegistrationValues,
} from '../lib/registration.ts';

const FIELDS: {
  name: RegistrationField;
  label: MessageKey;
  type: string;
  autoComplete: string;
  placeholder?: MessageKey;
  help?: MessageKey;
}[] = [
  {
    name: 'name',
    label: 'register.name',
    type: 'text',
    autoComplete: 'name',
    placeholder: 'register.namePlaceholder',
  },
  {
    name: 'email',
    label: 'register.email',
    type: 'email',
    autoComplete: 'email',
    placeholder: 'form.emailPlaceholder',
  },
  {
    name: 'btc_address',
    label: 'register.btcAddress',
    type: 'text',
    autoComplete: 'off',
    help: 'register.btcAddressHelp',
  },
  { name: 'password', label: 'register.password', type: 'password', autoComplete: 'new-password' },
  {
    name: 'confirmPassword',
    label: 'register.confirmPassword',
    type: 'password',
    autoComplete: 'new-password',
  },
];

const EMPTY: RegistrationValues = {
  name: '',
  email: '',
  btc_address: '',
  password: '',
  confirmPassword: '',
};

/** Spec §2 /register with the §5 rules; success → /dashboard, failure stays on the page. */
export function RegisterPage() {
  const { register } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const demo = useIsDemo();
  const [values, setValues] = useState(EMPTY);
  const [submitting, setSubmitting] = useState(false);
  const check = validateRegistration(values);

  const set = (field: RegistrationField, value: string) =>
    setValues((v) => ({ ...v, [field]: value }));

  const fillExampleAddress = async () => {
    try {
      const { address } = await api.devExampleAddress();
      set('btc_address', address);
    } catch (error) {
      toast({
        title: t('errors.exampleAddress'),
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // Spec §5: with a rule broken, submit does nothing.
    if (!check.valid || submitting) return;
    setSubmitting(true);
    try {
      await register({
        name: values.name.trim(),
        email: values.email.trim(),
        btc_address: values.btc_address.trim(),
        password: values.password,
      });
      toast({ title: t('toast.registerSuccess.title'), variant: 'success' });
      void navigate('/dashboard');
    } catch (error) {
      toast({
        title: t('toast.registerError.title'),
        description: errorMessage(error, 'errors.register'),
        variant: 'destructive',
      });
      setSubmitting(false);
    }
  };

  return (
    <AuthShell title={t('register.title')} subtitle={t('register.subtitle')}>
      <form className="grid gap-4" onSubmit={onSubmit} noValidate>
        {FIELDS.map((field) => {
          const id = `register-${field.name}`;
          const error = check.errors[field.name];
          const describedBy = [field.help && `${id}-help`, error && `${id}-error`]
            .filter(Boolean)
            .join(' ');
          return (
            <div key={field.name} className="grid gap-1.5">
              <Label htmlFor={id}>
                {t(field.label)}
                <span className="sr-only"> ({t('common.required')})</span>
              </Label>
              <Input
                id={id}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                required
                placeholder={field.placeholder ? t(field.placeholder) : undefined}
                value={values[field.name]}
                onChange={(e) => set(field.name, e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy || undefined}
                spellCheck={field.name === 'btc_address' ? false : undefined}
                className={field.name === 'btc_address' ? 'font-mono' : undefined}
              />
              {field.help && <FieldMessage id={`${id}-help`}>{t(field.help)}</FieldMessage>}
              {field.name === 'btc_address' && demo && (
                <Button
                  variant="link"
                  size="sm"
                  className="h-auto justify-start px-0"
                  onClick={fillExampleAddress}
                >
                  {t('register.exampleAddress')}
                </Button>
              )}
              {error && (
                <FieldMessage id={`${id}-error`} tone="error">
                  {error}
                </FieldMessage>
              )}
            </div>
          );
        })}
        <Button type="submit" className="w-full" disabled={!check.valid || submitting}>
          {submitting ? t('register.submitting') : t('register.submit')}
        </Button>
        <p className="text-center text-sm text-slate-600">
          {t('register.haveAccount')}{' '}
          <Link to="/login" className="font-medium text-orange-700 underline underline-offset-2">
            {t('register.loginLink')}
          </Link>
        </p>
      </form>
    </AuthShell>
  );
}
