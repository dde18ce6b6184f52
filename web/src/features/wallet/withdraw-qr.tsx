import { formatSats, type LnurlWithdrawLink } from '@rifa/shared';
import { t } from '../../i18n/pt-BR.ts';
import { QrLink } from '../buy/index.ts';
import { CopyableCode } from './copy-button.tsx';

/**
 * A prize or refund as an LNURL-withdraw link (docs/protocols/lnurl.md#withdraw-request): the
 * fixed amount, the QR a wallet scans (a tap opens the wallet on a phone), the link to copy
 * and, where a wallet's scheme guess is right, the LUD-17 `lnurlw://` link.
 */
export function WithdrawQr({ link }: { link: LnurlWithdrawLink }) {
  return (
    <div className="grid min-w-0 gap-3" data-testid="withdraw-qr">
      <p className="text-center text-2xl font-bold text-orange-700" data-testid="withdraw-amount">
        {formatSats(link.amount)}
      </p>
      <QrLink
        qr={link.qr}
        href={link.link}
        label={t('withdraw.qrLink')}
        alt={t('withdraw.qrAlt')}
        testId="withdraw-qr-image"
      />
      {link.lud17 && (
        <a
          href={link.lud17}
          className="justify-self-center text-sm font-medium text-orange-700 underline underline-offset-2"
        >
          {t('withdraw.lud17')}
        </a>
      )}
      <CopyableCode
        text={link.lnurl}
        label={t('withdraw.lnurl')}
        copyLabel={t('withdraw.copyLnurl')}
        testId="withdraw-lnurl"
      />
      <p className="text-sm text-slate-700">{t('withdraw.once')}</p>
    </div>
  );
}
