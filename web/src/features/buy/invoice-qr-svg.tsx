import { create } from 'qrcode/lib/core/qrcode.js';
import { t } from '../../i18n/pt-BR.ts';

const MARGIN = 2;

/**
 * The QR code of a BOLT11 invoice as an SVG data URL, computed during the render: the server's
 * HTML carries it with JavaScript off (docs/protocols/no-javascript.md; the CSP allows img
 * data: URLs), and hydration draws the same one. Upper-cased `lightning:` URI, as InvoiceQr.
 */
export function invoiceQrDataUrl(invoice: string): string {
  const { size, data } = create(`lightning:${invoice}`.toUpperCase(), {
    errorCorrectionLevel: 'M',
  }).modules;
  let path = '';
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++)
      if (data[row * size + col]) path += `M${col + MARGIN} ${row + MARGIN}h1v1h-1z`;
  const side = size + 2 * MARGIN;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges">` +
    `<rect width="${side}" height="${side}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The invoice's QR, a link that opens the visitor's wallet. */
export function InvoiceQrSvg({ invoice }: { invoice: string }) {
  return (
    <a
      href={`lightning:${invoice}`}
      className="mx-auto block w-full max-w-64 rounded-lg border border-slate-200 bg-white p-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500"
      aria-label={t('payment.qrLink')}
      title={t('payment.qrLink')}
    >
      <img
        src={invoiceQrDataUrl(invoice)}
        alt={t('payment.qrAlt')}
        className="aspect-square w-full"
        data-testid="invoice-qr"
      />
    </a>
  );
}
