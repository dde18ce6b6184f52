import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { focusRing } from '../../components/ui/button.tsx';
import { t } from '../../i18n/pt-BR.ts';
import { cn } from '../../lib/cn.ts';

/** The receipt (comprovante) of a paid purchase (docs/decisions/0014-numbers-prizes-packages.md): /comprovante/:id. */
function receiptPath(transactionId: number): string {
  return `/comprovante/${transactionId}`;
}

/** 'Ver comprovante', a link to the receipt of a paid purchase. */
export function ReceiptLink({
  transactionId,
  className,
}: {
  transactionId: number;
  className?: string;
}) {
  return (
    <Link
      to={receiptPath(transactionId)}
      className={cn(
        'inline-flex min-h-11 items-center gap-1.5 rounded-md text-sm font-medium text-orange-700 underline-offset-4 hover:underline md:min-h-0',
        focusRing,
        className,
      )}
    >
      <FileText className="size-4 shrink-0" aria-hidden="true" />
      {/* Which purchase, for a screen reader going through a list of links. */}
      <span>
        {t('receipt.link')}{' '}
        <span className="sr-only">{t('receipt.linkContext', { id: transactionId })}</span>
      </span>
    </Link>
  );
}
