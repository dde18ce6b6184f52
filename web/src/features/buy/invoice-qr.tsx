import { useEffect, useState } from 'react';
import { Spinner } from '../../components/ui/spinner.tsx';
import { t } from '../../i18n/pt-BR.ts';

type QrModule = typeof import('qrcode');

/**
 * The BOLT11 invoice as a QR code of its `lightning:` URI (docs/protocols/payment.md). The QR is an
 * SVG rendered through an <img> data URL (CSP: img-src 'self' data:, no inline script),
 * upper-cased so the QR uses the denser alphanumeric mode wallets all accept, and it is
 * a link that opens the visitor's wallet. `qrcode` loads only when a payment is shown.
 */
export function InvoiceQr({ invoice }: { invoice: string }) {
  const [svg, setSvg] = useState<{ invoice: string; src: string } | null>(null);

  useEffect(() => {
    let cancelled = false;
    import('qrcode')
      .then((mod) => {
        const qr = ((mod as { default?: QrModule }).default ?? mod) as QrModule;
        return qr.toString(`lightning:${invoice}`.toUpperCase(), {
          type: 'svg',
          errorCorrectionLevel: 'M',
          margin: 2,
        });
      })
      .then((markup) => {
        if (!cancelled)
          setSvg({
            invoice,
            src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`,
          });
      })
      .catch(() => {
        // No QR (should not happen): the invoice text and Copiar stay available.
      });
    return () => {
      cancelled = true;
    };
  }, [invoice]);

  return (
    <a
      href={`lightning:${invoice}`}
      className="mx-auto block w-full max-w-64 rounded-lg border border-slate-200 bg-white p-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500"
      aria-label={t('payment.qrLink')}
      title={t('payment.qrLink')}
    >
      {svg && svg.invoice === invoice ? (
        <img
          src={svg.src}
          alt={t('payment.qrAlt')}
          className="aspect-square w-full"
          data-testid="invoice-qr"
        />
      ) : (
        <span className="flex aspect-square w-full items-center justify-center">
          <Spinner label={t('payment.qrLoading')} />
        </span>
      )}
    </a>
  );
}
