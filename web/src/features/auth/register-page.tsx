import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../api/client.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { useToast } from '../../hooks/use-toast.tsx';
import { t, type MessageKey } from '../../i18n/pt-BR.ts';
import { useIsDemo } from '../site/index.ts';
import { authApi } from './api.ts';
import {
  AuthForm,
  AuthShell,
  ShownRecoveryCode,
  useServerForm,
  useShownRecoveryCode,
  WaitTicketField,
} from './auth-shell.tsx';
import {
  REGISTRATION_FIELDS,
  validateRegistration,
  type RegistrationField,
  type RegistrationValues,
} from './registration.ts';
import { authPath } from './return-path.ts';
import { useAuthSubmit } from './use-auth-submit.ts';
import { useAuth } from './use-auth.tsx';
import { useVerification } from './use-verification.ts';
import { VerificationNote } from './verification-note.tsx';

const FIELDS: {
  name: RegistrationField;
  label: MessageKey;
  type: string;
  autoComplete: string;
  placeholder?: MessageKey;
  /** Only the address has help: what one looks like on this network. */
  addressHelp?: true;
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
    addressHelp: true,
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
  const { submitting, submit, back } = useAuthSubmit();
  const verifying = useVerification();
  const toast = useToast();
  const demo = useIsDemo();
  // Without JavaScript the form posts to this page: a refused post comes back with what was
  // typed (never the passwords) and its errors; a successful one with the recovery code.
  const server = useServerForm('register');
  const shown = useShownRecoveryCode();
  const [values, setValues] = useState<RegistrationValues>(() => ({
    ...EMPTY,
    name: server.value('name'),
    email: server.value('email'),
    btc_address: server.value('btc_address'),
  }));
  // Set by the first attempt to send: from then on every missing field says so.
  const [showMissing, setShowMissing] = useState(false);
  const addressPrefix = demo ? 'bcrt1' : 'bc1';
  const check = validateRegistration(values, { showMissing, addressPrefix });

  const set = (field: RegistrationField, value: string) =>
    setValues((v) => ({ ...v, [field]: value }));

  const fillExampleAddress = async () => {
    try {
      const { address } = await authApi.devExampleAddress();
      set('btc_address', address);
    } catch (error) {
      toast({
        title: t('errors.exampleAddress'),
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    // Spec §5: with a rule broken, nothing is sent; each field says what it lacks and the
    // first one takes the focus.
    if (!check.valid) {
      setShowMissing(true);
      const errors = validateRegistration(values, { showMissing: true, addressPrefix }).errors;
      const first = REGISTRATION_FIELDS.find((field) => errors[field]);
      if (first) document.getElementById(`register-${first}`)?.focus();
      return;
    }
    void submit(
      async () => {
        await register({
          name: values.name.trim(),
          email: values.email.trim(),
          btc_address: values.btc_address.trim(),
          password: values.password,
        });
        return { title: t('toast.registerSuccess.title'), variant: 'success' };
      },
      { title: t('toast.registerError.title'), fallback: 'errors.register' },
    );
  };

  if (shown)
    return (
      <AuthShell title={t('toast.registerSuccess.title')} subtitle={t('recoveryCode.title')}>
        <ShownRecoveryCode code={shown.code} next={shown.next} />
      </AuthShell>
    );

  return (
    <AuthShell title={t('register.title')} subtitle={t('register.subtitle')}>
      <AuthForm
        action={authPath('/register', back)}
        name="register"
        formError={server.error}
        onSubmit={onSubmit}
        noValidate
        submitLabel={
          verifying
            ? t('auth.verifying')
            : submitting
              ? t('register.submitting')
              : t('register.submit')
        }
        submitDisabled={submitting}
        switchText={t('register.haveAccount')}
        switchLink={t('register.loginLink')}
        switchTo={authPath('/login', back)}
      >
        <WaitTicketField />
        {FIELDS.map((field) => (
          <FormField
            key={field.name}
            id={`register-${field.name}`}
            label={t(field.label)}
            requiredHint
            help={field.addressHelp && t('register.btcAddressHelp', { prefix: addressPrefix })}
            error={server.errors[field.name] ?? check.errors[field.name]}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            required
            placeholder={field.placeholder ? t(field.placeholder) : undefined}
            value={values[field.name]}
            onChange={(e) => set(field.name, e.target.value)}
            spellCheck={field.name === 'btc_address' ? false : undefined}
            className={field.name === 'btc_address' ? 'font-mono' : undefined}
          >
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
          </FormField>
        ))}
        <VerificationNote active={verifying} />
      </AuthForm>
    </AuthShell>
  );
}
