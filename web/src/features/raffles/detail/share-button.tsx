import type { Raffle } from '@rifa/shared';
import { Link2, MessageCircle, Share2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, focusRing } from '../../../components/ui/button.tsx';
import { useToast } from '../../../hooks/use-toast.tsx';
import { t } from '../../../i18n/pt-BR.ts';
import { copyText } from '../../../lib/clipboard.ts';
import { cn } from '../../../lib/cn.ts';
import { raffleUrl, shareText, whatsAppHref } from './share.ts';

const OPTION =
  'flex min-h-11 w-full items-center gap-2 rounded-sm px-3 text-left text-sm text-slate-800 hover:bg-orange-50 [&_svg]:size-4';

/**
 * docs/decisions/0014-numbers-prizes-packages.md, 'Compartilhar': the system's share sheet (Web Share API) where the browser has
 * one; elsewhere (most desktops, plain-http origins) a small list with 'Copiar link' and a
 * WhatsApp link. Whether the API exists is read on click, never while rendering, so the
 * server's markup and the hydration agree.
 */
export function ShareButton({
  raffle,
  address = null,
}: {
  raffle: Raffle;
  /** The raffle's Lightning Address, once known: the shared text names it. */
  address?: string | null;
}) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        trigger.current?.focus();
      } else if (root.current?.contains(event.target as Node)) return;
      setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);

  const text = shareText(raffle, address);

  async function share() {
    const url = raffleUrl(raffle.id);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: raffle.name, text, url });
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to do. Any other failure: the list below.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    setOpen((value) => !value);
  }

  async function copy() {
    setOpen(false);
    try {
      await copyText(raffleUrl(raffle.id));
      toast({ title: t('rafflePage.shareCopied'), variant: 'success' });
    } catch {
      toast({ title: t('rafflePage.shareCopyFailed'), variant: 'destructive' });
    }
  }

  return (
    <div ref={root} className="relative">
      <Button
        ref={trigger}
        variant="outline"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => void share()}
        data-testid="share-button"
      >
        <Share2 aria-hidden="true" />
        {t('rafflePage.share')}
      </Button>
      {open && (
        <ul
          id={panelId}
          className="absolute right-0 z-30 mt-2 grid w-56 gap-0.5 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
          data-testid="share-options"
        >
          <li>
            <button type="button" className={cn(OPTION, focusRing)} onClick={() => void copy()}>
              <Link2 aria-hidden="true" />
              {t('rafflePage.shareCopy')}
            </button>
          </li>
          <li>
            <a
              href={whatsAppHref(text, raffleUrl(raffle.id))}
              target="_blank"
              rel="noopener noreferrer"
              className={cn(OPTION, focusRing)}
              onClick={() => setOpen(false)}
            >
              <MessageCircle aria-hidden="true" />
              {t('rafflePage.shareWhatsApp')}
            </a>
          </li>
        </ul>
      )}
    </div>
  );
}
