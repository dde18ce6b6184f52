import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { t } from '../../i18n/pt-BR.ts';
import { cn } from '../../lib/cn.ts';
import { closeButton } from './modal.tsx';

export const ToastProvider = ToastPrimitive.Provider;

export function ToastViewport({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={cn(
        // Top of the screen on a phone (the dialogs' buttons are at the bottom), the corner
        // from sm up (components/toaster.tsx).
        'fixed right-0 top-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-2 outline-none sm:bottom-0 sm:top-auto sm:p-4',
        className,
      )}
      {...props}
    />
  );
}

export type ToastVariant = 'default' | 'success' | 'destructive';

const variants: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-green-200 bg-green-50 text-green-950',
  destructive: 'border-red-300 bg-red-50 text-red-950',
};

export function Toast({
  className,
  variant = 'default',
  children,
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & { variant?: ToastVariant }) {
  return (
    <ToastPrimitive.Root
      className={cn(
        'relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
        variants[variant],
        className,
      )}
      {...props}
    >
      {children}
      <ToastPrimitive.Close
        className={cn(closeButton, 'right-2 top-2 opacity-70 hover:opacity-100')}
        aria-label={t('toast.close')}
      >
        <X className="size-4" aria-hidden="true" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

export const ToastTitle = ({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Title>) => (
  <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />
);

export const ToastDescription = ({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Description>) => (
  <ToastPrimitive.Description className={cn('text-sm opacity-90', className)} {...props} />
);
