import { useEffect, useState } from 'react';
import { t } from '../i18n/pt-BR.ts';
import { closeTopModal } from './ui/modal-focus.ts';
import {
  Toast,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
  type ToastVariant,
} from './ui/toast.tsx';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: ToastVariant;
}

const TOAST_DURATION_MS = 5000;

/** The CSS variable an open dialog leaves free at the top of a phone's screen (ui/dialog.tsx). */
const TOAST_SPACE = '--toast-space';

/**
 * On a phone the toast sits at the top of the screen and an open dialog moves down and
 * shrinks by the toast's height, so no toast covers a dialog or its buttons; from `sm` up the
 * toast is in the corner, beside a centred dialog, and the variable is not read.
 */
function useReservedSpace(): (element: HTMLLIElement | null) => void {
  // Per toast element, not per 'a toast is shown': a toast replacing another is a new element
  // (and Radix may attach it a render later), while the old one's observer would report it
  // gone (height 0) and give the dialog's space back.
  const [element, setElement] = useState<HTMLLIElement | null>(null);
  useEffect(() => {
    const root = document.documentElement;
    if (!element) return;
    const measure = () =>
      root.style.setProperty(TOAST_SPACE, `${Math.ceil(element.getBoundingClientRect().bottom)}px`);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(TOAST_SPACE);
    };
  }, [element]);
  return setElement;
}

/**
 * Renders the one visible toast (spec §9: one at a time, 5 s, F8 focuses the region).
 * Loaded lazily with the first toast, so Radix Toast is not in the initial bundle.
 */
export function Toaster({
  toast,
  onDismiss,
}: {
  toast: ToastMessage | null;
  onDismiss(id: number): void;
}) {
  const ref = useReservedSpace();
  return (
    <ToastProvider duration={TOAST_DURATION_MS} label={t('toast.label')} swipeDirection="right">
      {toast && (
        <Toast
          ref={ref}
          key={toast.id}
          variant={toast.variant ?? 'default'}
          type={toast.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) onDismiss(toast.id);
          }}
          // docs/decisions/0014-numbers-prizes-packages.md: the toast is a Radix layer above an open dialog and would take the
          // first Escape for itself; that Escape closes the dialog too.
          onEscapeKeyDown={() => closeTopModal()}
          data-testid="toast"
        >
          <div className="grid gap-1">
            <ToastTitle>{toast.title}</ToastTitle>
            {toast.description && <ToastDescription>{toast.description}</ToastDescription>}
          </div>
        </Toast>
      )}
      {/* A notice of the moment has no place on paper (the receipt prints alone, docs/decisions/0014-numbers-prizes-packages.md). */}
      <ToastViewport label={t('toast.region', { hotkey: '{hotkey}' })} className="print:hidden" />
    </ToastProvider>
  );
}
