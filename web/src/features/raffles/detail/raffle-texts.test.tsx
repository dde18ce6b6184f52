import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { raffle } from '../../../test/fixtures.ts';
import { RaffleDescription, RaffleRulesAndContact } from './raffle-texts.tsx';

// docs/decisions/0014-numbers-prizes-packages.md: the organiser's texts are plain text — line breaks kept, markup shown as typed,
// never parsed — and a long regulamento starts folded.

describe("the organiser's texts", () => {
  it('shows the description as text, keeping its line breaks, never as HTML', () => {
    const description = 'Linha 1\nLinha 2 <img src=x onerror=alert(1)> <b>negrito</b>';
    const { container } = render(<RaffleDescription raffle={raffle({ description })} />);
    expect(screen.getByRole('heading', { name: 'Sobre a rifa' })).toBeTruthy();
    const text = screen.getByText(/Linha 1/);
    expect(text.textContent).toBe(description);
    expect(text.className).toContain('whitespace-pre-wrap');
    expect(container.querySelector('img, b')).toBeNull();
  });

  it('shows nothing without texts', () => {
    const { container } = render(
      <>
        <RaffleDescription raffle={raffle({ description: null })} />
        <RaffleRulesAndContact raffle={raffle({ rules: null, contact: null })} />
      </>,
    );
    expect(container.innerHTML).toBe('');
  });

  it('a short regulamento is open; the contact follows it', () => {
    render(<RaffleRulesAndContact raffle={raffle({ rules: 'Regra única.', contact: '@ana' })} />);
    expect(screen.getByRole('heading', { name: 'Regulamento' })).toBeTruthy();
    expect(screen.getByText('Regra única.')).toBeTruthy();
    expect(screen.queryByTestId('raffle-rules-folded')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Contato do organizador' })).toBeTruthy();
    expect(screen.getByTestId('raffle-contact').textContent).toBe('@ana');
  });

  it('a long regulamento is folded in a <details> until opened', () => {
    const rules = Array.from({ length: 12 }, (_, k) => `${k + 1}. Regra.`).join('\n');
    render(<RaffleRulesAndContact raffle={raffle({ rules })} />);
    const folded = screen.getByTestId('raffle-rules-folded') as HTMLDetailsElement;
    expect(folded.tagName).toBe('DETAILS');
    expect(folded.open).toBe(false);
    expect(folded.querySelector('summary')?.textContent).toBe('Ler o regulamento');
    expect(folded.textContent).toContain('12. Regra.');
    expect(screen.queryByTestId('raffle-contact')).toBeNull();
  });
});
