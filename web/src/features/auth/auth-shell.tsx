import { pageDataKeys } from '@rifa/shared';
import { Zap } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PlainForm, useFormState } from '../../components/plain-form.tsx';
import { Button, focusRing } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.tsx';
import { useEmbeddedResponse } from '../../hooks/use-page-data.tsx';
import { t } from '../../i18n/pt-BR.ts';

/** Login and register have no navigation bar (spec §2): a centred card with a way home. */
export function AuthShell({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <main
      id="conteudo"
      tabIndex={-1}
      className="flex flex-1 flex-col items-center justify-center bg-slate-50 px-4 py-10 focus:outline-none"
    >
      <Link
        to="/"
        className={`mb-6 flex items-center gap-2 rounded-md text-lg font-bold ${focusRing}`}
        aria-label={t('auth.backHome')}
      >
        <span className="flex size-9 items-center justify-center rounded-lg bg-brand text-white">
          <Zap className="size-5" aria-hidden="true" />
        </span>
        {t('app.name')}
      </Link>
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
          <CardDescription>{subtitle}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </main>
  );
}

/**
 * docs/protocols/no-javascript.md: what the server re-rendered a refused form with (the
 * values as typed, the errors beside their fields, one for the whole form), or nothing.
 */
export function useServerForm(name: string) {
  const form = useFormState(name);
  return {
    value: (field: string) => form?.values[field] ?? '',
    errors: form?.errors ?? {},
    error: form?.error,
  };
}

/**
 * The wait ticket a form without JavaScript pays the proof of work with (docs/protocols/no-javascript.md);
 * the SPA solves the proof of work instead, so it only matters in the server's markup.
 */
export function WaitTicketField() {
  const body = useEmbeddedResponse(pageDataKeys.waitTicket)?.body as
    { ticket?: unknown } | undefined;
  return typeof body?.ticket === 'string' ? (
    <input type="hidden" name="espera" value={body.ticket} />
  ) : null;
}

/** A recovery code the server showed on this page once (after a form post), kept after hydration. */
export function useShownRecoveryCode(): { code: string; next: string } | null {
  const body = useEmbeddedResponse(pageDataKeys.recoveryCode)?.body as
    { recovery_code?: unknown; next?: unknown } | undefined;
  const [shown] = useState(() =>
    typeof body?.recovery_code === 'string'
      ? { code: body.recovery_code, next: typeof body.next === 'string' ? body.next : '/dashboard' }
      : null,
  );
  return shown;
}

/** The recovery code, once, and the way on ('Continuar'): never in a URL. */
export function ShownRecoveryCode({ code, next }: { code: string; next: string }) {
  return (
    <div className="grid gap-4" data-testid="recovery-code-notice">
      <p className="text-sm text-slate-700">{t('recoveryCode.text')}</p>
      <p
        aria-label={t('recoveryCode.label')}
        className="break-all rounded-md border border-amber-300 bg-amber-50 p-3 text-center font-mono text-lg tracking-wider"
        data-testid="recovery-code"
      >
        {code}
      </p>
      <Button asChild className="w-full">
        <Link to={next}>{t('auth.continue')}</Link>
      </Button>
    </div>
  );
}

/** The login and register form: the fields, the full-width submit, a link to the other page. */
export function AuthForm({
  action,
  name,
  formError,
  onSubmit,
  noValidate = true,
  submitLabel,
  submitDisabled,
  switchText,
  switchLink,
  switchTo,
  children,
}: {
  /** Where the form posts without JavaScript: the page's own URL, with its `?voltar=`. */
  action: string;
  /** The form's name (FormState.name). */
  name: string;
  /** The server's message for the whole form (a refused post without JavaScript). */
  formError?: string;
  onSubmit(event: FormEvent): void;
  /** pt-BR messages from the app, never the browser's (on by default, as DialogForm). */
  noValidate?: boolean;
  submitLabel: string;
  submitDisabled: boolean;
  switchText: string;
  switchLink: string;
  /** The other page, with its `?voltar=` (return-path.ts). */
  switchTo: string;
  children: ReactNode;
}) {
  return (
    <PlainForm
      action={action}
      name={name}
      className="grid gap-4"
      onSubmit={onSubmit}
      noValidate={noValidate}
    >
      {formError && (
        <p role="alert" className="text-sm text-red-700" data-testid="form-error">
          {formError}
        </p>
      )}
      {children}
      <Button type="submit" className="w-full" disabled={submitDisabled}>
        {submitLabel}
      </Button>
      <p className="text-center text-sm text-slate-600">
        {switchText}{' '}
        <Link to={switchTo} className="font-medium text-orange-700 underline underline-offset-2">
          {switchLink}
        </Link>
      </p>
    </PlainForm>
  );
}

/** The required e-mail field of the login and recovery forms. */
export function EmailField({
  id,
  label,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange(value: string): void;
}) {
  return (
    <FormField
      id={id}
      name="email"
      label={label}
      error={error}
      type="email"
      autoComplete="email"
      required
      placeholder={t('form.emailPlaceholder')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
