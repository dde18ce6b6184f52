import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { App } from '../app.tsx';
import { routes } from '../routes.tsx';

/** The whole app (providers, routes, lazy pages) at `path`, as the browser would run it. */
export function renderApp(path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(<App router={router} />);
  return { ...view, router, user };
}

/** The single visible toast's text (spec §9: one at a time). */
export async function findToast(): Promise<HTMLElement> {
  return screen.findByTestId('toast', {}, { timeout: 3000 });
}

export function loginAs(token = 'token-1'): void {
  localStorage.setItem('jwt_token', token);
}
