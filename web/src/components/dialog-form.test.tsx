// Forms speak pt-BR with the app's own messages (spec §5), never the browser's validation
// bubbles in the browser's language: DialogForm turns the browser's off unless told (AuthForm
// too: auth-shell.test.tsx).
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DialogForm } from './dialog-form.tsx';
import { Dialog, DialogContent } from './ui/dialog.tsx';

describe("the browser's own validation is off", () => {
  it('in a dialog form', () => {
    render(
      <Dialog open>
        <DialogContent>
          <DialogForm
            title="Título"
            description="Descrição"
            onCancel={() => {}}
            onSubmit={() => {}}
            submitLabel="Enviar"
            submitDisabled={false}
          >
            <input aria-label="Campo" required />
          </DialogForm>
        </DialogContent>
      </Dialog>,
    );
    expect(screen.getByLabelText('Campo').closest('form')!.noValidate).toBe(true);
  });
});
