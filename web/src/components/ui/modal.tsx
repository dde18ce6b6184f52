import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useCallback, useRef, type ComponentProps, type RefObject } from 'react';
import { t } from '../../i18n/pt-BR.ts';
import { cn } from '../../lib/cn.ts';
import { useModalFocus } from './modal-focus.ts';

/** The ✕ of dialogs, the mobile menu and toasts: placed by the caller, ringed on focus. */
export const closeButton =
  'absolute rounded-md p-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500';

/**
 * What Dialog and Sheet share (Radix Dialog: focus trapped inside, Escape closes): the portal,
 * the dimmed overlay, the panel and its ✕. Focus returns to what opened the dialog, trigger or
 * not (docs/decisions/0014-numbers-prizes-packages.md, ./modal-focus.ts).
 */
export function ModalContent({
  children,
  hideClose = false,
  closeClassName,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  hideClose?: boolean;
  closeClassName?: string;
}) {
  const panel = useRef<HTMLDivElement | null>(null);
  const closeRef = useRef<HTMLButtonElement | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
      <DialogPrimitive.Content
        ref={panel}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented || !opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
        {...props}
      >
        <OpenerTracker panel={panel} closeRef={closeRef} opener={opener} />
        {children}
        {!hideClose && (
          <DialogPrimitive.Close
            ref={closeRef}
            className={cn(
              closeButton,
              'right-3 top-3 text-slate-500 hover:bg-slate-100',
              closeClassName,
            )}
            aria-label={t('common.close')}
          >
            <X className="size-5" aria-hidden="true" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** Mounted with the open panel: records its opener and how to close it. */
function OpenerTracker({
  panel,
  closeRef,
  opener,
}: {
  panel: RefObject<HTMLDivElement | null>;
  closeRef: RefObject<HTMLButtonElement | null>;
  opener: RefObject<HTMLElement | null>;
}) {
  const close = useCallback(() => closeRef.current?.click(), [closeRef]);
  opener.current = useModalFocus(panel, close);
  return null;
}
