import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { t } from '../../i18n/pt-BR.ts';

/** The ✕ of dialogs, the mobile menu and toasts: placed by the caller, ringed on focus. */
export const closeButton =
  'absolute rounded-md p-1 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-orange-500';

/**
 * What Dialog and Sheet share (Radix Dialog: focus trapped inside, Escape closes, focus
 * returns to the trigger): the portal, the dimmed overlay, the panel and its ✕.
 */
export function ModalContent({
  children,
  hideClose = false,
  closeClassName,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  hideClose?: boolean;
  closeClassName?: string;
}) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
      <DialogPrimitive.Content {...props}>
        {children}
        {!hideClose && (
          <DialogPrimitive.Close
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
