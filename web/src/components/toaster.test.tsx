// On a phone an open dialog keeps clear of the toast at the top (toaster.tsx sets --toast-space
// to the toast's bottom edge). A toast replacing another is a new element: the space follows it.
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster, type ToastMessage } from './toaster.tsx';

// jsdom lays nothing out: each toast's bottom edge is given by its title.
const BOTTOM: Record<string, number> = {
  'Login necessário': 60,
  'Login realizado com sucesso!': 96,
};

afterEach(() => vi.restoreAllMocks());

const space = () => document.documentElement.style.getPropertyValue('--toast-space');

describe('the space a toast takes at the top of a phone', () => {
  it('follows the toast shown, also when one replaces another, and is given back after', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const title = Object.keys(BOTTOM).find((text) => this.textContent?.includes(text));
      return { bottom: title ? BOTTOM[title]! : 0 } as DOMRect;
    });
    const first: ToastMessage = { id: 1, title: 'Login necessário' };
    const second: ToastMessage = { id: 2, title: 'Login realizado com sucesso!' };
    const view = render(<Toaster toast={first} onDismiss={() => {}} />);
    expect(space()).toBe('60px');
    act(() => view.rerender(<Toaster toast={second} onDismiss={() => {}} />));
    expect(space()).toBe('96px');
    act(() => view.rerender(<Toaster toast={null} onDismiss={() => {}} />));
    expect(space()).toBe('');
  });
});
