import { formatSats, type RaffleLnurl } from '@rifa/shared';
import { Wallet } from 'lucide-react';
import { TitledCard } from '../../components/titled-card.tsx';
import { t } from '../../i18n/pt-BR.ts';
import { QrLink } from '../buy/index.ts';
import { CopyableCode, CopyButton } from './copy-button.tsx';

/**
 * 'Pague de qualquer carteira' on the raffle page (docs/protocols/lnurl.md#pay-request): the
 * raffle's Lightning Address when wallets can resolve it on this host, the LNURL-pay QR (a tap
 * opens the wallet), and how to choose numbers in the payment's comment
 * (docs/protocols/lnurl.md#numbers-in-the-comment). Where wallets would refuse the link (http
 * on a clearnet host) the server's note says why, and the LNURL stays as text for a demo.
 */
export function RaffleWalletPay({ lnurl, price }: { lnurl: RaffleLnurl | null; price: number }) {
  if (!lnurl) return null;
  return (
    <TitledCard
      as="h2"
      icon={Wallet}
      title={t('walletPay.title')}
      contentClassName="grid gap-4"
      data-testid="wallet-pay"
    >
      {lnurl.works ? (
        <>
          <p className="text-sm text-slate-700">
            {t('walletPay.intro', { price: formatSats(price) })}
          </p>
          <div className="grid gap-4 sm:grid-cols-[11rem_1fr] sm:items-start">
            <div className="w-44 justify-self-center sm:w-full">
              <QrLink
                qr={lnurl.qr}
                href={lnurl.link}
                label={t('walletPay.qrLink')}
                alt={t('walletPay.qrAlt')}
                testId="wallet-pay-qr"
              />
              {/* LUD-17: for wallets that open lnurlp:// links (onion hosts over http). */}
              {lnurl.lud17 && (
                <a
                  href={lnurl.lud17}
                  className="mt-2 block text-center text-sm font-medium text-orange-700 underline underline-offset-2"
                  data-testid="wallet-pay-lud17"
                >
                  {t('walletPay.lud17')}
                </a>
              )}
            </div>
            <div className="grid min-w-0 gap-3">
              {lnurl.address ? (
                <div className="grid min-w-0 gap-1">
                  <span className="text-sm text-slate-600">{t('walletPay.address')}</span>
                  <div className="flex min-w-0 items-center gap-2">
                    <code
                      className="min-w-0 flex-1 break-all rounded bg-orange-50 px-2 py-1.5 font-mono text-base font-semibold text-orange-900"
                      data-testid="wallet-pay-address"
                    >
                      {lnurl.address}
                    </code>
                    <CopyButton text={lnurl.address} label={t('walletPay.copyAddress')} />
                  </div>
                </div>
              ) : (
                <CopyableCode
                  text={lnurl.lnurl}
                  label={t('walletPay.lnurl')}
                  copyLabel={t('walletPay.copyLnurl')}
                  testId="wallet-pay-lnurl"
                />
              )}
              <p className="text-sm text-slate-700" data-testid="wallet-pay-numbers">
                {t('walletPay.numbers')}
              </p>
              <p className="text-xs text-slate-600">{t('walletPay.after')}</p>
            </div>
          </div>
        </>
      ) : (
        <>
          <div
            className="grid gap-1 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
            data-testid="wallet-pay-note"
          >
            <p className="font-semibold">{t('walletPay.unavailable')}</p>
            {lnurl.note && <p>{lnurl.note}</p>}
          </div>
          <CopyableCode
            text={lnurl.lnurl}
            label={t('walletPay.lnurl')}
            copyLabel={t('walletPay.copyLnurl')}
            testId="wallet-pay-lnurl"
          />
        </>
      )}
    </TitledCard>
  );
}
