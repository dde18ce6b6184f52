import { useEffect, useState } from 'react';
import { Spinner } from '../../components/ui/spinner.tsx';
import { t } from '../../i18n/pt-BR.ts';

type QrModule = typeof import('qrcode');

/**
 * The BOLT11 invoice as a QR code of its `lightning:` URI (docs/protocols/payment.md),
 * upper-cased so the QR uses the denser alphanumeric mode wallets all accept.
 */
export function InvoiceQr({ invoice }: { invoice: string }) {
  return (
    <QrLink
      qr={`lightning:${invoice}`.toUpperCase()}
      href={`lightning:${invoice}`}
      label={t('payment.qrLink')}
      alt={t('payment.qrAlt')}
      testId="invoice-qr"
    />
  );
}

/**
 * A QR code of `qr` that is a link to `href` (the wallet opens on a tap): an invoice, or an
 * LNURL (docs/protocols/lnurl.md). The QR is an SVG rendered through an <img> data URL (CSP:
 * img-src 'self' data:, no inline script); `qrcode` loads only when a QR is shown.
 */
export function QrLink({
  qr,
  href,
  label,
  alt,
  testId,
}: {
  qr: string;
  href: string;
  label: string;
  alt: string;
  testId: string;
}) {
  const [svg, setSvg] = useState<{ qr: string; src: string } | null>(null);

  useEffect(() => {
    let cancelled = false;
    import('qrcode')
      .then((mod) => {
        const encoder = ((mod as { default?: QrModule }).default ?? mod) as QrModule;
        return encoder.toString(qr, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      })
      .then((markup) => {
        if (!cancelled)
          setSvg({ qr, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}` });
      })
      .catch(() => {
        // No QR (should not happen): the text and Copiar stay available.
      });
    return () => {
      cancelled = true;
    };
  }, [qr]);

  return (
    <a
      href={href}
      className="mx-auto block w-full max-w-64 rounded-lg border border-slate-200 bg-white p-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500"
      aria-label={label}
      title={label}
    >
      {svg && svg.qr === qr ? (
        <img src={svg.src} alt={alt} className="aspect-square w-full" data-testid={testId} />
      ) : (
        <span className="flex aspect-square w-full items-center justify-center">
          <Spinner label={t('payment.qrLoading')} />
        </span>
      )}
    </a>
  );
}
