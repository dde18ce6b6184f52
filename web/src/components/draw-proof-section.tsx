import { formatDateTime, type DrawProof, type Raffle } from '@rifa/shared';
import { Blocks } from 'lucide-react';
import { Link } from 'react-router';
import { t } from '../i18n/pt-BR.ts';
import { Card, CardContent, CardHeader, CardTitle } from './ui/card.tsx';

/**
 * The draw proof of a raffle (DESIGN.md §8, §10). Slot for the draws issue, which fills
 * in the proof and the 'Verificar' panel (recomputed in the browser with the shared
 * draw module); until then, and whenever `draw` is null, it says the draw happens
 * after the end date.
 */
export function DrawProofSection({ raffle, draw }: { raffle: Raffle; draw: DrawProof | null }) {
  return (
    <Card data-testid="draw-proof-section">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Blocks className="size-5 text-orange-500" aria-hidden="true" />
          {t('draw.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm text-slate-700">
        {draw === null && (
          <p>
            {t('draw.pending', { date: `${formatDateTime(raffle.end_date)} ${t('raffleDetail.timeZone')}` })}
          </p>
        )}
        <Link to="/how-it-works" className="font-medium text-orange-700 underline underline-offset-2">
          {t('draw.howLink')}
        </Link>
      </CardContent>
    </Card>
  );
}
