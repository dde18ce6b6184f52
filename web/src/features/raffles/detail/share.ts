import { formatSats, type Raffle } from '@rifa/shared';
import { t } from '../../../i18n/pt-BR.ts';

/**
 * The text shared with a raffle's link (docs/decisions/0014-numbers-prizes-packages.md): its name, prize and ticket price, and
 * its Lightning Address when known (docs/protocols/lnurl.md#pay-request).
 */
export function shareText(
  raffle: Pick<Raffle, 'name' | 'prize_amount' | 'ticket_price'>,
  address: string | null = null,
): string {
  const vars = {
    name: raffle.name,
    prize: formatSats(raffle.prize_amount),
    price: formatSats(raffle.ticket_price),
  };
  return address
    ? t('rafflePage.shareTextAddress', { ...vars, address })
    : t('rafflePage.shareText', vars);
}

/**
 * WhatsApp's own share link with the text and the URL. An <a> the visitor follows: the page
 * fetches nothing from WhatsApp (Tor users, docs/architecture.md).
 */
export function whatsAppHref(text: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
}

/** The raffle page's address on the origin the visitor is using (.onion or not). */
export function raffleUrl(raffleId: number, origin = window.location.origin): string {
  return `${origin}/raffles/${raffleId}`;
}
