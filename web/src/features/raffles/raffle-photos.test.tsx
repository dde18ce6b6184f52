import type { RafflePhoto } from '@rifa/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RaffleCardPhoto, RafflePhotos } from './raffle-photos.tsx';

// docs/decisions/0014-numbers-prizes-packages.md: the raffle page's gallery — the large photo with its size (no layout shift) and
// a pt-BR alt text, thumbnails loaded lazily that choose it, all from our own origin.

const photo = (id: number, width = 1600, height = 1200): RafflePhoto => ({
  id,
  url: `/media/rifa/3/${String(id).repeat(32).slice(0, 32)}.webp`,
  thumb_url: `/media/rifa/3/${String(id).repeat(32).slice(0, 32)}-thumb.webp`,
  width,
  height,
});

describe('RafflePhotos', () => {
  it('renders nothing without photos', () => {
    const { container } = render(<RafflePhotos photos={[]} name="Bicicleta" />);
    expect(container.innerHTML).toBe('');
  });

  it('shows one photo with its size and alt text, and no thumbnails', () => {
    render(<RafflePhotos photos={[photo(1, 1200, 1600)]} name="Bicicleta" />);
    const img = screen.getByRole('img', { name: 'Foto 1 de 1 do prêmio da rifa Bicicleta' });
    expect(img.getAttribute('src')).toBe(photo(1).url);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1200', '1600']);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Abrir a foto 1 em tamanho real' })).toBeTruthy();
  });

  it('chooses the large photo from lazily loaded thumbnails', async () => {
    const user = userEvent.setup();
    const photos = [photo(1), photo(2, 800, 800), photo(3)];
    const { container } = render(<RafflePhotos photos={photos} name="Bicicleta" />);
    const thumbs = container.querySelectorAll('button img');
    expect([...thumbs].map((img) => img.getAttribute('src'))).toEqual(
      photos.map((p) => p.thumb_url),
    );
    expect([...thumbs].every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
    expect(
      screen.getByRole('button', { name: 'Ver a foto 1 de 3' }).getAttribute('aria-pressed'),
    ).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Ver a foto 2 de 3' }));
    const large = screen.getByRole('img', { name: 'Foto 2 de 3 do prêmio da rifa Bicicleta' });
    expect(large.getAttribute('src')).toBe(photos[1]!.url);
    expect(large.getAttribute('width')).toBe('800');
    expect(
      screen.getByRole('button', { name: 'Ver a foto 2 de 3' }).getAttribute('aria-pressed'),
    ).toBe('true');
    // Every image comes from our own server.
    for (const img of container.querySelectorAll('img'))
      expect(img.getAttribute('src')).toMatch(/^\/media\/rifa\//);
  });
});

describe('RaffleCardPhoto', () => {
  it('shows the first thumbnail, lazily, and nothing without photos', () => {
    const { container, rerender } = render(<RaffleCardPhoto photos={[photo(4), photo(5)]} />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe(photo(4).thumb_url);
    expect(img?.getAttribute('loading')).toBe('lazy');
    rerender(<RaffleCardPhoto photos={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
