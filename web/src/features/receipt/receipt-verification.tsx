import type { Purchase } from '@rifa/shared';
import { Download, ShieldAlert, ShieldCheck } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { t } from '../../i18n/pt-BR.ts';
import { downloadJson } from '../../lib/download-json.ts';
import { ReceiptInclusion, useInclusion, type InclusionOutcome } from './receipt-inclusion.tsx';
import { ReceiptSignature, useSignatureVerdict } from './receipt-signature.tsx';
import { useLive } from './use-live.ts';

/**
 * Under the receipt (docs/protocols/draw-v2.md): the node's signature checked offline in the
 * browser and, after the close, each number checked against the committed ticket list. A
 * receipt that verifies for a number missing from that list is a proof of fraud: the page
 * says so plainly and offers the signed receipt as a file to keep and show.
 */
export function ReceiptVerification({ transaction: tx }: { transaction: Purchase }) {
  const verdict = useSignatureVerdict(tx);
  // The download is made in the browser (docs/protocols/no-javascript.md).
  const live = useLive();
  const inclusion = useInclusion(tx);
  const receipt = tx.receipt ?? null;
  const validReceipt = !!verdict.data?.signed && verdict.data.matchesPurchase;
  const missing = (inclusion.data?.results ?? []).filter((r) => r.state === 'missing');

  const download = () =>
    downloadJson(`recibo-assinado-rifa-${tx.raffle_id}-compra-${tx.id}.json`, {
      receipt,
      purchase: {
        id: tx.id,
        raffle_id: tx.raffle_id,
        raffle_name: tx.raffle_name,
        tickets: tx.tickets,
        amount: tx.amount,
        payment_hash: tx.payment_hash,
        paid_at: tx.paid_at,
      },
      draw_proof: `/api/rifa/${tx.raffle_id}/draw`,
      ...fraudFacts(
        inclusion.data,
        missing.map((r) => r.number),
      ),
    });

  return (
    <section
      aria-labelledby="signed-receipt-title"
      // On paper the receipt stays one page (docs/decisions/0014-numbers-prizes-packages.md); the signed receipt is kept as a file.
      className="grid min-w-0 gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 print:hidden"
      data-testid="receipt-verification"
    >
      <h2 id="signed-receipt-title" className="flex items-center gap-2 text-lg font-bold">
        <ShieldCheck className="size-5 text-orange-500" aria-hidden="true" />
        {t('signed.title')}
      </h2>
      {receipt ? (
        <>
          <p className="text-sm text-slate-700">{t('signed.intro')}</p>
          <ReceiptSignature receipt={receipt} verdict={verdict} />
        </>
      ) : (
        <p className="text-sm text-slate-700" data-testid="receipt-signature-pending">
          {t('signed.pending')}
        </p>
      )}

      <h3 className="font-semibold text-slate-900">{t('signed.inclusionTitle')}</h3>
      <ReceiptInclusion inclusion={inclusion} />

      {missing.length > 0 &&
        (validReceipt ? (
          <div
            role="alert"
            className="grid gap-2 rounded-lg border-2 border-red-600 bg-red-50 p-4 text-sm text-red-950"
            data-testid="receipt-fraud"
          >
            <p className="flex items-center gap-2 text-base font-bold">
              <ShieldAlert className="size-5" aria-hidden="true" />
              {t('signed.fraudTitle')}
            </p>
            <p>{t('signed.fraudText')}</p>
            <p>{t('signed.fraudWhat')}</p>
          </div>
        ) : (
          <p role="alert" className="text-sm text-red-800">
            {t('signed.missingUnsigned')}
          </p>
        ))}

      {receipt && live && (
        <div>
          <Button
            variant={missing.length > 0 && validReceipt ? 'default' : 'outline'}
            onClick={download}
            data-testid="receipt-download"
          >
            <Download aria-hidden="true" />
            {t('signed.download')}
          </Button>
        </div>
      )}
    </section>
  );
}

/** What the downloaded file adds when a number is missing: the root it was checked against. */
function fraudFacts(outcome: InclusionOutcome | undefined, missing: number[]) {
  if (!outcome?.results) return {};
  return { tickets_root: outcome.ticketsRoot, missing_numbers: missing };
}
