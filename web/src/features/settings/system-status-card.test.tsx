// 'Status do Sistema' names what the operator's LND macaroon lacks (the server reads its
// permissions, docs/real-node.md), and says nothing when the macaroon is complete.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { health } from '../../test/fixtures.ts';
import { SystemStatusCard } from './system-status-card.tsx';

const MESSAGE =
  'O macaroon do LND não tem offchain:write (prêmios e reembolsos por Lightning): gere-o de novo com as permissões do README';

describe('SystemStatusCard', () => {
  it('shows the server’s line when the macaroon lacks a permission', () => {
    render(
      <SystemStatusCard
        connection="connected"
        health={health({
          lightning: {
            status: 'ok',
            alias: 'meu-no',
            permissions: { status: 'incompleto', missing: ['offchain:write'], message: MESSAGE },
          },
        })}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(MESSAGE);
  });

  it('shows no warning when the macaroon has everything', () => {
    render(
      <SystemStatusCard
        connection="connected"
        health={health({
          lightning: { status: 'ok', alias: 'meu-no', permissions: { status: 'ok', missing: [] } },
        })}
      />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('meu-no')).toBeTruthy();
  });
});
