import { t } from '../../i18n/pt-BR.ts';
import { cn } from '../../lib/cn.ts';

export function Spinner({
  className,
  label = t('common.loading'),
}: {
  className?: string;
  label?: string;
}) {
  return (
    <span role="status" className={cn('inline-flex items-center justify-center', className)}>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-orange-200 border-t-orange-500"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Spec §2: a full-screen spinner while the auth state is loading. */
export function FullScreenSpinner() {
  return (
    <div
      className="flex min-h-screen items-center justify-center bg-slate-50"
      data-testid="full-screen-spinner"
    >
      <Spinner className="[&>span:first-child]:size-12" />
    </div>
  );
}
