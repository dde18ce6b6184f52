import { Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { t } from '../i18n/pt-BR.ts';
import { focusRing } from './ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from './ui/card.tsx';

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
  return (
    <main
      id="conteudo"
      tabIndex={-1}
      className="flex min-h-screen flex-col items-center justify-center bg-slate-50 px-4 py-10 focus:outline-none"
    >
      <Link
        to="/"
        className={`mb-6 flex items-center gap-2 rounded-md text-lg font-bold ${focusRing}`}
        aria-label={t('auth.backHome')}
      >
        <span className="flex size-9 items-center justify-center rounded-lg bg-orange-500 text-white">
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
