import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, useNavigate } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { ToastProvider, useToast } from './use-toast.tsx';

// A toast belongs to the page it was shown on: leaving the page dismisses it, and a toast
// shown after a navigation (login's 'Login realizado com sucesso!') stays on the new page.

function Page({ name }: { name: string }) {
  const toast = useToast();
  const navigate = useNavigate();
  return (
    <main>
      <h1>{name}</h1>
      <button onClick={() => toast({ title: `Aviso de ${name}` })}>avisar</button>
      <button
        onClick={() => {
          void Promise.resolve(navigate('/b')).then(() => toast({ title: 'Chegou em b' }));
        }}
      >
        ir e avisar
      </button>
      <Link to="/b">ir</Link>
      <Link to="/a?x=1">mesma página</Link>
    </main>
  );
}

function setup() {
  const router = createMemoryRouter(
    [
      { path: '/a', element: <Page name="a" /> },
      { path: '/b', element: <Page name="b" /> },
    ],
    { initialEntries: ['/a'] },
  );
  render(
    <ToastProvider router={router}>
      <RouterProvider router={router} />
    </ToastProvider>,
  );
  return router;
}

describe('toasts follow the page', () => {
  it('leaving the page dismisses its toast', async () => {
    setup();
    act(() => screen.getByRole('button', { name: 'avisar' }).click());
    expect((await screen.findByTestId('toast')).textContent).toContain('Aviso de a');
    act(() => screen.getByRole('link', { name: 'ir' }).click());
    await screen.findByRole('heading', { name: 'b' });
    await waitFor(() => expect(screen.queryByTestId('toast')).toBeNull());
  });

  it('a new query on the same page keeps it', async () => {
    const router = setup();
    act(() => screen.getByRole('button', { name: 'avisar' }).click());
    await screen.findByTestId('toast');
    act(() => screen.getByRole('link', { name: 'mesma página' }).click());
    await waitFor(() => expect(router.state.location.search).toBe('?x=1'));
    expect(screen.getByTestId('toast').textContent).toContain('Aviso de a');
  });

  it('a toast shown after navigating belongs to the new page', async () => {
    setup();
    act(() => screen.getByRole('button', { name: 'ir e avisar' }).click());
    await screen.findByRole('heading', { name: 'b' });
    expect((await screen.findByTestId('toast')).textContent).toContain('Chegou em b');
  });
});
