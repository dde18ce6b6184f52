import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { health, raffle } from '../../../test/fixtures.ts';
import { findToast, renderApp } from '../../../test/render-app.tsx';

// docs/decisions/0014-numbers-prizes-packages.md, 'Compartilhar' on the raffle page: the Web Share API where the browser has it;
// otherwise 'Copiar link' and a WhatsApp link the visitor follows (nothing fetched from it).

const RAFFLE = raffle({ id: 1, name: 'Rifa do Satoshi', prize_amount: 21_000, ticket_price: 500 });
const TEXT = 'Rifa do Satoshi: prêmio de 21.000 sats, bilhete a 500 sats. Participe:';

function openRafflePage() {
  mockFetch({
    'GET /api/health': { json: health() },
    'GET /api/rifa/1': { json: { ...RAFFLE, draw: null } },
  });
  return renderApp('/raffles/1');
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(globalThis, 'isSecureContext');
});

describe('the share button', () => {
  it("opens the system's share sheet with the raffle's title, text and URL when it exists", async () => {
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const app = openRafflePage();
    await app.user.click(await screen.findByRole('button', { name: 'Compartilhar' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Rifa do Satoshi',
      text: TEXT,
      url: `${window.location.origin}/raffles/1`,
    });
    expect(screen.queryByTestId('share-options')).toBeNull();
  });

  it('closing the share sheet opens nothing else', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('cancelado', 'AbortError');
    });
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const app = openRafflePage();
    await app.user.click(await screen.findByRole('button', { name: 'Compartilhar' }));
    expect(share).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('share-options')).toBeNull();
  });

  it('without the API: a WhatsApp link with the text and the URL, and Copiar link', async () => {
    const app = openRafflePage();
    // After renderApp: user-event installs a clipboard of its own in setup().
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(globalThis, 'isSecureContext', { value: true, configurable: true });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const button = await screen.findByRole('button', { name: 'Compartilhar' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await app.user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');

    const url = `${window.location.origin}/raffles/1`;
    const whatsApp = screen.getByRole('link', { name: 'Enviar no WhatsApp' });
    expect(whatsApp.getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent(`${TEXT} ${url}`)}`,
    );
    expect(whatsApp.getAttribute('rel')).toBe('noopener noreferrer');
    expect(whatsApp.getAttribute('target')).toBe('_blank');

    await app.user.click(screen.getByRole('button', { name: 'Copiar link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect((await findToast()).textContent).toContain('Link copiado!');
    expect(screen.queryByTestId('share-options')).toBeNull();
  });

  it('Escape closes the options and gives the focus back to the button', async () => {
    const app = openRafflePage();
    const button = await screen.findByRole('button', { name: 'Compartilhar' });
    await app.user.click(button);
    expect(screen.getByTestId('share-options')).toBeTruthy();
    await app.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('share-options')).toBeNull());
    expect(document.activeElement).toBe(button);
  });
});
