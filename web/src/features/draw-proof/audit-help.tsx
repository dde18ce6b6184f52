import type { DrawProof } from '@rifa/shared';
import { Terminal } from 'lucide-react';
import { HashText } from '../../components/hash-text.tsx';
import { useApiUrl } from '../../hooks/use-page-data.tsx';
import { t } from '../../i18n/pt-BR.ts';
import { proofPath } from './draw-text.ts';
import { Subsection } from './subsection.tsx';

/** How an auditor checks the draw without trusting this site (docs/protocols/draw.md scripts/verify-draw). */
export function AuditHelp({ proof }: { proof: DrawProof }) {
  const url = useApiUrl(proofPath(proof.raffle_id));
  const ticketsApiUrl = useApiUrl(proof.tickets_url);
  const ticketsUrl = /^https?:\/\//i.test(proof.tickets_url) ? proof.tickets_url : ticketsApiUrl;
  return (
    <Subsection
      titleId="draw-audit-title"
      title={t('draw.audit.title')}
      icon={Terminal}
      className="grid gap-2 text-sm"
      data-testid="draw-audit"
    >
      <p>{t('draw.audit.text')}</p>
      <p className="text-slate-600">{t('draw.audit.repo')}</p>
      <HashText className="bg-slate-900 text-orange-200">
        {t('draw.audit.commandRepo', { url })}
      </HashText>
      <p className="text-slate-600">{t('draw.audit.single')}</p>
      <HashText className="bg-slate-900 text-orange-200">
        {t('draw.audit.commandSingle', { url })}
      </HashText>
      <p className="flex flex-wrap gap-x-4 gap-y-1">
        <a href={url} className="font-medium text-orange-700 underline underline-offset-2">
          {t('draw.audit.proofLink')}
        </a>
        <a href={ticketsUrl} className="font-medium text-orange-700 underline underline-offset-2">
          {t('draw.audit.ticketsLink')}
        </a>
      </p>
    </Subsection>
  );
}
