import type { AdminNotification } from '@rifa/shared';
import { Bell, CheckCheck, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/client.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { t, tn } from '../../../i18n/pt-BR.ts';
import { cn } from '../../../lib/cn.ts';
import { notificationsApi } from '../api.ts';
import { notificationTime } from './notification-time.ts';

/** How often the bell asks for the unread count while the admin page is open. */
const UNREAD_POLL_MS = 30_000;

/**
 * docs/decisions/0016-operator-cockpit-release.md: the operator's bell in the admin page's header — the unread count, polled every
 * ~30 s (one cheap call), and on click the list, newest first, with 'Marcar todas como lidas'.
 */
export function NotificationBell({ pollMs = UNREAD_POLL_MS }: { pollMs?: number }) {
  const [unread, setUnread] = useState(0);
  const [open, setOpen] = useState(false);
  const [items, setItems] = useState<AdminNotification[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Bumped when a poll finds more unread than before: an open list fetches itself again.
  const [arrivals, setArrivals] = useState(0);
  const lastCount = useRef(0);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    // A failed poll keeps the last count: the next one tries again.
    const poll = () =>
      void notificationsApi.unread(controller.signal).then(
        (count) => {
          if (count.unread > lastCount.current) setArrivals((n) => n + 1);
          lastCount.current = count.unread;
          setUnread(count.unread);
        },
        () => undefined,
      );
    poll();
    const timer = setInterval(poll, pollMs);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [pollMs]);

  // The list while open; fetched again when a poll brings news, so a notification filed
  // while the list is open shows up in it.
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setError(null);
    notificationsApi.list(controller.signal).then(
      (list) => {
        setItems(list.data);
        lastCount.current = list.unread;
        setUnread(list.unread);
      },
      (failure: unknown) => {
        if (!controller.signal.aborted) setError(errorMessage(failure, 'notifications.loadFailed'));
      },
    );
    return () => controller.abort();
  }, [open, arrivals]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
    };
  }, [open]);

  const markAllRead = async () => {
    setBusy(true);
    try {
      await notificationsApi.readAll();
      const now = new Date().toISOString();
      lastCount.current = 0;
      setUnread(0);
      setItems((list) => list?.map((item) => ({ ...item, read_at: item.read_at ?? now })) ?? null);
    } catch (failure) {
      setError(errorMessage(failure, 'notifications.loadFailed'));
    }
    setBusy(false);
  };

  const label =
    unread > 0
      ? tn('notifications.bellUnread', unread, { count: unread })
      : t('notifications.bell');
  return (
    <div ref={root} className="relative">
      <Button
        ref={button}
        variant="outline"
        size="icon"
        aria-label={label}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen((now) => !now)}
        className="relative"
      >
        <Bell aria-hidden="true" />
        {unread > 0 && (
          <span
            data-testid="notification-count"
            aria-hidden="true"
            className="absolute -top-1.5 -right-1.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-semibold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </Button>
      {open && (
        <div
          role="dialog"
          aria-label={t('notifications.listTitle')}
          // One column that never grows past the panel (a wide header row would push the
          // list out of it); on a phone the header's buttons wrap under the title.
          className="absolute right-0 z-40 mt-2 grid w-[min(26rem,calc(100vw-2rem))] grid-cols-[minmax(0,1fr)] gap-2 rounded-lg border border-slate-200 bg-white p-3 shadow-lg"
        >
          <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
            <h2 className="text-sm font-semibold">{t('notifications.listTitle')}</h2>
            <div className="ml-auto flex items-center gap-1">
              <Button
                variant="ghost"
                size="sm"
                disabled={busy || unread === 0}
                onClick={() => void markAllRead()}
              >
                <CheckCheck aria-hidden="true" />
                {t('notifications.markAllRead')}
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('notifications.close')}
                onClick={() => setOpen(false)}
              >
                <X aria-hidden="true" />
              </Button>
            </div>
          </div>
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          {!items && !error && (
            <div className="flex justify-center py-4">
              <Spinner />
            </div>
          )}
          {items?.length === 0 && (
            <p className="text-sm text-slate-600">{t('notifications.empty')}</p>
          )}
          {items && items.length > 0 && (
            <ul className="grid max-h-96 gap-1 overflow-y-auto" data-testid="notification-list">
              {items.map((item) => (
                <NotificationItem key={item.id} item={item} onOpen={() => setOpen(false)} />
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

function NotificationItem({ item, onOpen }: { item: AdminNotification; onOpen(): void }) {
  const unread = item.read_at === null;
  return (
    <li
      data-testid="notification-item"
      className={cn('grid gap-0.5 rounded-md p-2 text-sm', unread ? 'bg-orange-50' : 'bg-white')}
    >
      <div className="flex items-baseline justify-between gap-2">
        <span className={cn('text-slate-900', unread && 'font-semibold')}>
          {unread && <span className="sr-only">{t('notifications.unreadMark')}: </span>}
          {item.title}
        </span>
        <time dateTime={item.created_at} className="shrink-0 text-xs text-slate-500">
          {notificationTime(item.created_at)}
        </time>
      </div>
      <p className="break-words text-slate-700">{item.body}</p>
      {item.raffle_id !== null && (
        <Link
          to={`/raffles/${item.raffle_id}`}
          onClick={onOpen}
          className="justify-self-start text-xs font-medium text-orange-700 underline"
        >
          {t('notifications.openRaffle')}
        </Link>
      )}
    </li>
  );
}
