import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DAY, raffle } from '../../../test/fixtures.ts';
import { RaffleCountdown } from './raffle-countdown.tsx';

// docs/decisions/0014-numbers-prizes-packages.md: the raffle page's live countdown — whole days while at least a day is left, then
// hh:mm:ss ticking every second, 'Vendas encerradas' once the end date passed.

const NOW = new Date('2026-03-01T12:00:00.000Z');
const endingIn = (ms: number) => raffle({ end_date: new Date(NOW.getTime() + ms).toISOString() });
const value = () => screen.getByTestId('raffle-countdown-value').textContent;
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('RaffleCountdown', () => {
  it('shows whole days while at least a day is left', () => {
    render(<RaffleCountdown raffle={endingIn(3 * DAY)} />);
    expect(screen.getByTestId('raffle-countdown').textContent).toBe('Encerra em3 dias');
    expect(screen.getByRole('timer').textContent).toBe('3 dias');
  });

  it('ticks hh:mm:ss every second under a day', () => {
    render(<RaffleCountdown raffle={endingIn(3_600_000)} />);
    expect(value()).toBe('01:00:00');
    tick(1000);
    expect(value()).toBe('00:59:59');
    tick(59 * 60 * 1000);
    expect(value()).toBe('00:00:59');
  });

  it('turns from days into hh:mm:ss when the last day begins', () => {
    render(<RaffleCountdown raffle={endingIn(DAY + 2000)} />);
    expect(value()).toBe('2 dias');
    tick(3000);
    expect(value()).toBe('23:59:59');
  });

  it("says 'Vendas encerradas' when the end date passes, and nothing for a finished raffle", () => {
    const { rerender } = render(<RaffleCountdown raffle={endingIn(1500)} />);
    expect(value()).toBe('00:00:02');
    tick(2000);
    expect(screen.getByTestId('raffle-countdown').textContent).toBe('Vendas encerradas');
    expect(screen.queryByRole('timer')).toBeNull();
    rerender(<RaffleCountdown raffle={raffle({ status: 'completed' })} />);
    expect(screen.queryByTestId('raffle-countdown')).toBeNull();
  });
});
