import type { Purchase } from '@rifa/shared';
import type { SignedReceipt } from '@rifa/shared';
import { errorMessage } from '../../api/client.ts';
import { HashText } from '../../components/hash-text.tsx';
import { useAsync } from '../../hooks/use-async.ts';
import { t } from '../../i18n/pt-BR.ts';
import { siteApi } from '../site/index.ts';
import { CheckLine } from './check-line.tsx';
import { useLive } from './use-live.ts';
import type { SignatureVerdict } from './signature-check.ts';

/** The verdict on the purchase's signed receipt, checked in this browser (lazy chunk). */
export function useSignatureVerdict(tx: Purchase) {
  const receipt = tx.receipt ?? null;
  return useAsync<SignatureVerdict | null>(
    async () => {
      if (!receipt) return null;
      // @noble/secp256k1 comes with this chunk, only on this page (docs/decisions/0015-anchored-proof-signed-receipts.md).
      const { checkSignedReceipt } = await import('./signature-check.ts');
      return checkSignedReceipt(receipt, tx);
    },
    `${tx.id}:${receipt?.signature ?? ''}`,
  );
}

/**
 * The signed receipt (docs/protocols/draw-v2.md): the exact text the node signed, its z-base-32
 * signature and the node's key, with the offline check — ✓ 'Assinado pelo nó …' or ✗ — and
 * whether that key is the one the site's node reports now (GET /api/health).
 */
export function ReceiptSignature({
  receipt,
  verdict,
}: {
  receipt: SignedReceipt;
  verdict: ReturnType<typeof useSignatureVerdict>;
}) {
  const health = useAsync((signal) => siteApi.health(signal), 'health');
  const siteKey = health.data?.lightning.pubkey;
  const result = verdict.data;
  // The check runs in the browser: without JavaScript, the text, signature and key above are
  // what a participant checks elsewhere (docs/protocols/no-javascript.md).
  const live = useLive();
  return (
    <div className="grid gap-3" data-testid="receipt-signature">
      <dl className="grid gap-3">
        <div className="grid gap-1">
          <dt className="text-sm text-slate-600">{t('signed.text')}</dt>
          <dd>
            <pre
              className="overflow-x-auto whitespace-pre-wrap break-all rounded bg-slate-50 px-2 py-1 font-mono text-xs text-slate-900 print:bg-white"
              data-testid="receipt-signed-text"
            >
              {receipt.text}
            </pre>
          </dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-sm text-slate-600">{t('signed.signature')}</dt>
          <dd>
            <HashText data-testid="receipt-signature-value">{receipt.signature}</HashText>
          </dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-sm text-slate-600">{t('signed.nodeKey')}</dt>
          <dd>
            <HashText data-testid="receipt-node-key">{receipt.node_pubkey}</HashText>
          </dd>
        </div>
      </dl>
      {!live && (
        <noscript>
          <p className="text-sm text-slate-700">{t('signed.noScript')}</p>
        </noscript>
      )}
      {live && (
        <ul className="grid gap-2" role="status" aria-live="polite" data-testid="receipt-checks">
          {verdict.error !== undefined && (
            <CheckLine ok={false} testId="check-signature">
              {t('signed.checkError', { message: errorMessage(verdict.error) })}
            </CheckLine>
          )}
          {verdict.error === undefined && !result && (
            <CheckLine ok="pending">{t('signed.checking')}</CheckLine>
          )}
          {result && (
            <>
              <CheckLine ok={result.signed} testId="check-signature">
                {result.signed
                  ? t('signed.valid', { key: receipt.node_pubkey })
                  : t('signed.invalid')}
              </CheckLine>
              <CheckLine ok={result.matchesPurchase} testId="check-purchase">
                {result.matchesPurchase ? t('signed.matches') : t('signed.mismatch')}
              </CheckLine>
              {result.signed && siteKey && (
                <CheckLine
                  ok={siteKey.toLowerCase() === receipt.node_pubkey.toLowerCase()}
                  testId="check-site-key"
                >
                  {siteKey.toLowerCase() === receipt.node_pubkey.toLowerCase()
                    ? t('signed.siteKey')
                    : t('signed.otherKey', { key: siteKey })}
                </CheckLine>
              )}
            </>
          )}
        </ul>
      )}
      <p className="text-xs text-slate-600">{t('signed.compareKey')}</p>
    </div>
  );
}
