import { screen } from '@testing-library/react';
import { mockAdmin } from './admin.ts';
import { raffle } from './fixtures.ts';
import { renderApp } from './render-app.tsx';

// The admin create form on /admin with an empty node behind it, for the tests of its
// optional sections (prizes, packages): POST /api/rifa/admin echoes what was sent.

export function renderCreateForm() {
  const fetch = mockAdmin();
  fetch.on('POST /api/rifa/admin', ({ body }) => ({
    status: 201,
    json: { ...raffle(), ...(body as object) },
  }));
  return { fetch, ...renderApp('/admin') };
}

/** Puts `text` in a field at once (pasted: typing key by key is slow on a busy machine). */
export async function fillField(
  app: { user: ReturnType<typeof renderCreateForm>['user'] },
  field: HTMLElement,
  text: string,
) {
  await app.user.clear(field);
  await app.user.click(field);
  await app.user.paste(text);
}

/** Fills every required field of the form, with this ticket price. */
export async function fillRequiredFields(
  app: ReturnType<typeof renderCreateForm>,
  ticketPrice: string,
) {
  await fillField(app, await screen.findByLabelText(/^Nome da rifa/), 'Rifa Nova');
  await fillField(app, screen.getByLabelText(/^Prêmio \(sats\)/), '1000000');
  await fillField(app, screen.getByLabelText(/^Preço do bilhete/), ticketPrice);
  await fillField(app, screen.getByLabelText(/^Total de bilhetes/), '1000');
  await fillField(app, screen.getByLabelText(/^Data de término/), '2030-01-15T20:30');
  await fillField(app, screen.getByLabelText(/^Senha de administrador/), 'admin-pass');
}
