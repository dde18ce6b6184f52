import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { Button } from './ui/button.tsx';

/**
 * A control that is a real link to a server-rendered page from the first byte
 * (docs/protocols/no-javascript.md): tapped before (or without) JavaScript, the browser opens
 * `href`; once the SPA runs, `onActivate` acts in place (a dialog) instead. A new tab or window
 * (modifier keys, middle click) still gets the page. Space presses it, as a button.
 */
export function PageLinkButton({
  href,
  onActivate,
  children,
  className,
  size,
  testId,
}: {
  href: string;
  onActivate(): void;
  children: ReactNode;
  className?: string;
  size?: 'default' | 'sm' | 'lg';
  testId?: string;
}) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    onActivate();
  };
  const press = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    onActivate();
  };
  return (
    <Button asChild className={className} size={size}>
      <a href={href} role="button" onClick={open} onKeyDown={press} data-testid={testId}>
        {children}
      </a>
    </Button>
  );
}
