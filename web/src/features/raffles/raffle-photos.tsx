import type { RafflePhoto } from '@rifa/shared';
import { useState } from 'react';
import { focusRing } from '../../components/ui/button.tsx';
import { t } from '../../i18n/pt-BR.ts';
import { cn } from '../../lib/cn.ts';

/** Side of a thumbnail button, in CSS pixels (the -thumb file is up to 480 px: sharp on any screen). */
const THUMB = 64;

/**
 * docs/decisions/0014-numbers-prizes-packages.md: the prize photos of a raffle page — one large photo and, when there are several,
 * a row of thumbnails that choose it. Every image is served by our own server (no third-party
 * host, Tor users) and carries its width and height, so nothing moves while it loads; the
 * thumbnails load lazily. Nothing is rendered for a raffle without photos.
 */
export function RafflePhotos({ photos, name }: { photos: RafflePhoto[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const total = photos.length;
  const index = Math.min(selected, total - 1);
  const current = photos[index];
  if (!current) return null;
  const n = index + 1;

  return (
    <section aria-label={t('photos.title')} className="grid gap-3" data-testid="raffle-photos">
      <a
        href={current.url}
        target="_blank"
        rel="noopener"
        aria-label={t('photos.openFull', { n })}
        className={cn('block overflow-hidden rounded-lg bg-slate-100', focusRing)}
      >
        <img
          key={current.id}
          src={current.url}
          width={current.width}
          height={current.height}
          alt={t('photos.alt', { n, total, name })}
          decoding="async"
          className="h-auto max-h-[70vh] w-full object-contain"
        />
      </a>
      {total > 1 && (
        <ul className="flex flex-wrap gap-2">
          {photos.map((photo, k) => (
            <li key={photo.id}>
              <button
                type="button"
                onClick={() => setSelected(k)}
                aria-label={t('photos.show', { n: k + 1, total })}
                aria-pressed={k === index}
                className={cn(
                  'block overflow-hidden rounded-md border-2',
                  k === index ? 'border-orange-600' : 'border-transparent hover:border-slate-300',
                  focusRing,
                )}
              >
                <img
                  src={photo.thumb_url}
                  width={THUMB}
                  height={THUMB}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="size-16 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The first photo's thumbnail at the top of a raffle card (16:9, cropped), loaded lazily.
 * Decorative: the card's title names the raffle right below it.
 */
export function RaffleCardPhoto({ photos }: { photos: RafflePhoto[] | undefined }) {
  const first = photos?.[0];
  if (!first) return null;
  return (
    <img
      src={first.thumb_url}
      width={480}
      height={270}
      alt=""
      loading="lazy"
      decoding="async"
      className="aspect-video w-full rounded-t-xl bg-slate-100 object-cover"
      data-testid="raffle-card-photo"
    />
  );
}
