import { useEffect, useState } from 'react';

// docs/decisions/0014-numbers-prizes-packages.md: focus goes back to what opened a dialog, and Escape reaches the dialog even while
// a toast (a Radix layer above it) is shown. Radix returns focus only to a <Dialog.Trigger>;
// our dialogs open from state (buy → payment, 'Pagar', a card's button), so each open dialog
// remembers the element that had focus when it opened.

/** Each open dialog's panel → the element to focus when it closes. */
const openers = new WeakMap<Element, HTMLElement>();

/** The open dialogs, the newest last: how to close each, and its opener. */
const open: { close: () => void; opener: HTMLElement | null }[] = [];

/**
 * What to focus when a dialog opened now closes: the focused element, or — when the focus is
 * in another dialog that is giving way to this one (buy → payment) — that dialog's opener.
 */
function currentOpener(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const active = document.activeElement;
  // Focus lost (a disabled submit button): the dialog still open gives way to this one.
  if (!(active instanceof HTMLElement) || active === document.body)
    return open.at(-1)?.opener ?? null;
  const dialog = active.closest('[role="dialog"]');
  return dialog ? (openers.get(dialog) ?? active) : active;
}

/**
 * Called from inside a dialog's panel (mounted when it opens): its opener, read while the
 * page is still as it was (during the render, before the previous dialog unmounts).
 */
export function useModalFocus(
  panel: { current: HTMLElement | null },
  close: () => void,
): HTMLElement | null {
  const [opener] = useState(currentOpener);
  // A passive effect: the panel's ref is attached only after its children's layout effects.
  useEffect(() => {
    if (panel.current && opener) openers.set(panel.current, opener);
    const entry = { close, opener };
    open.push(entry);
    return () => {
      const at = open.indexOf(entry);
      if (at >= 0) open.splice(at, 1);
    };
  }, [panel, opener, close]);
  return opener;
}

/** Closes the newest open dialog; false when none is open. For Escape on a toast. */
export function closeTopModal(): boolean {
  const top = open.at(-1);
  top?.close();
  return top !== undefined;
}
