import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { ModalContent } from './modal.tsx';

// Radix Dialog: focus trapped inside, Escape closes, focus returns to the trigger.

export const Dialog = DialogPrimitive.Root;

export function DialogContent({ className, ...props }: ComponentProps<typeof ModalContent>) {
  return (
    <ModalContent
      className={cn(
        'fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-1rem)] w-[calc(100vw-1rem)] max-w-lg -translate-x-1/2 -translate-y-1/2',
        // On a phone a visible toast takes the top of the screen: the dialog keeps clear of it
        // (components/toaster.tsx sets --toast-space).
        'max-sm:top-[calc(50%+var(--toast-space,0px)/2)] max-sm:max-h-[calc(100dvh-1rem-var(--toast-space,0px))]',
        'gap-4 overflow-y-auto rounded-xl border border-slate-200 bg-white p-5 shadow-xl sm:p-6 focus:outline-none',
        className,
      )}
      closeClassName="hover:text-slate-900"
      {...props}
    />
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-8', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('text-lg font-semibold text-slate-900', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-sm text-slate-600', className)} {...props} />
  );
}
