import type { DrawProof } from '@rifa/shared';
import { screen, within } from '@testing-library/react';
import { raffleDetail } from './draw-fixtures.ts';
import { mockFetch } from './fetch-mock.ts';
import { health } from './fixtures.ts';
import { renderApp } from './render-app.tsx';

// The raffle page of the draw proof tests (features/draw-proof/draw-proof-*.test.tsx): raffle 42
// with `draw`, the draw section, and 'Verificar' with its list of checks.

export function show(
  draw: DrawProof | null,
  extra: Record<string, unknown> = {},
  detail = raffleDetail(draw),
) {
  const fetch = mockFetch({
    'GET /api/health': { json: health() },
    'GET /api/rifa/42': { json: detail },
    ...extra,
  });
  return { fetch, ...renderApp('/raffles/42') };
}

export async function section(): Promise<HTMLElement> {
  await screen.findByRole('heading', { level: 1, name: 'Rifa de teste' });
  return screen.getByTestId('draw-proof-section');
}

export async function verify(app: ReturnType<typeof show>): Promise<HTMLElement[]> {
  await app.user.click(within(await section()).getByRole('button', { name: 'Verificar' }));
  const list = await screen.findByRole('list', { name: 'Resultado de cada verificação' });
  return within(list).getAllByRole('listitem');
}

export const verdicts = (items: HTMLElement[]) =>
  Object.fromEntries(items.map((li) => [li.dataset.check, li.dataset.ok === 'true']));
