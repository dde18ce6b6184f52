import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.tsx';
import { t } from '../../i18n/pt-BR.ts';

export function NotFoundPage() {
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="mx-auto max-w-md px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-2 text-slate-600">{t('notFound.text')}</p>
      <Button className="mt-6" asChild>
        <Link to="/">{t('notFound.home')}</Link>
      </Button>
    </div>
  );
}
