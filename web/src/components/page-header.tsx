import { useDocumentTitle } from '../hooks/use-document-title.tsx';

/** The title and subtitle atop a page of the app (raffles, dashboard, admin); also its <title>. */
export function PageHeader({ title, subtitle }: { title: string; subtitle: string }) {
  useDocumentTitle(title);
  return (
    <header>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-1 text-slate-600">{subtitle}</p>
    </header>
  );
}
