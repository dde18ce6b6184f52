// Forms speak pt-BR with the app's own messages (spec §5), never the browser's validation
// bubbles in the browser's language (as DialogForm: components/dialog-form.test.tsx).
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthForm } from './auth-shell.tsx';

describe("the browser's own validation is off", () => {
  it('in the login and register form', () => {
    render(
      <MemoryRouter>
        <AuthForm
          action="/login"
          name="login"
          onSubmit={() => {}}
          submitLabel="Entrar"
          submitDisabled={false}
          switchText="Não tem conta?"
          switchLink="Criar Conta"
          switchTo="/register"
        >
          <input aria-label="E-mail" required />
        </AuthForm>
      </MemoryRouter>,
    );
    expect(screen.getByLabelText('E-mail').closest('form')!.noValidate).toBe(true);
  });
});
