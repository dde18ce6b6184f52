import { Zap } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, focusRing } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.tsx';
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

/** The login and register form: the fields, the full-width submit, a link to the other page. */
export function AuthForm({
  onSubmit,
  noValidate = true,
  submitLabel,
  submitDisabled,
  switchText,
  switchLink,
  switchTo,
  children,
}: {
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
    <form className="grid gap-4" onSubmit={onSubmit} noValidate={noValidate}>
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
    </form>
  );
}

/** The required e-mail field of the login and recovery forms. */
export function EmailField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <FormField
      id={id}
      label={label}
      type="email"
      autoComplete="email"
      required
      placeholder={t('form.emailPlaceholder')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
