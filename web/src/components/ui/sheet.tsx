import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { ModalContent } from './modal.tsx';

// The mobile menu: a Radix Dialog sliding from the right (focus trap, Escape closes).

export const Sheet = DialogPrimitive.Root;
export const SheetClose = DialogPrimitive.Close;
export const SheetTitle = DialogPrimitive.Title;
export const SheetDescription = DialogPrimitive.Description;

export function SheetContent({ className, ...props }: ComponentProps<typeof ModalContent>) {
  return (
    <ModalContent
      className={cn(
        'fixed inset-y-0 right-0 z-50 flex h-full w-4/5 max-w-xs flex-col gap-4 overflow-y-auto border-l border-slate-200 bg-white p-5 shadow-xl focus:outline-none',
        className,
      )}
      {...props}
    />
  );
}
