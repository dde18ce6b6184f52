import { describe, expect, it } from 'vitest';
import { estimateDraw, formatEstimateTime, type DrawEstimateInput } from './draw-estimate.ts';

// docs/protocols/draw.md#when-the-draw-happens: end_date + the chain's MTP lag + confirmations ×
// 10 min; a step further on counts only what is left; never earlier than now allows.

const END = '2026-08-17T17:00:00.000Z'; // 14:00 in Brasília
const at = (iso: string) => new Date(iso);
const base: DrawEstimateInput = {
  end_date: END,
  now: at('2026-08-17T17:05:00.000Z'),
  mtpLagSeconds: 3_000,
  confirmationsRequired: 6,
};

describe('estimateDraw', () => {
  it.each<[string, Partial<DrawEstimateInput>, { at: string; step: string } | null]>([
    ['before end_date: no estimate', { now: at('2026-08-17T16:59:59.000Z') }, null],
    [
      'just closed: end + lag (50 min) + 6 × 10 min',
      {},
      { at: '2026-08-17T18:50:00.000Z', step: 'sales_closed' },
    ],
    [
      'lag unknown: an hour',
      { mtpLagSeconds: null },
      { at: '2026-08-17T19:00:00.000Z', step: 'sales_closed' },
    ],
    [
      'v2 anchor mined, block awaited',
      { draw: { status: 'awaiting_block', confirmations: null, drawn_at: null } },
      { at: '2026-08-17T18:50:00.000Z', step: 'anchor_confirmed' },
    ],
    [
      'late: the block has not come, the estimate moves with the clock',
      { now: at('2026-08-17T19:30:00.000Z') },
      { at: '2026-08-17T20:30:00.000Z', step: 'sales_closed' },
    ],
    [
      'block found with 2 of 6 confirmations: 4 blocks left',
      {
        now: at('2026-08-17T18:20:00.000Z'),
        draw: { status: 'awaiting_confirmations', confirmations: 2, drawn_at: null },
      },
      { at: '2026-08-17T19:00:00.000Z', step: 'confirmations' },
    ],
    [
      'drawn: when it was',
      {
        draw: { status: 'completed', confirmations: 6, drawn_at: '2026-08-17T18:41:00.000Z' },
      },
      { at: '2026-08-17T18:41:00.000Z', step: 'drawn' },
    ],
    [
      'cancelled: none',
      { draw: { status: 'cancelled', confirmations: null, drawn_at: null } },
      null,
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(estimateDraw({ ...base, ...overrides })).toEqual(expected);
  });
});

describe('formatEstimateTime', () => {
  it('Brasília time, with the day only when it is not today there', () => {
    expect(formatEstimateTime('2026-08-17T18:50:00.000Z', at('2026-08-17T17:05:00.000Z'))).toBe(
      '15:50',
    );
    // 02:10 UTC on the 18th is still the 17th, 23:10, in Brasília.
    expect(formatEstimateTime('2026-08-18T02:10:00.000Z', at('2026-08-17T17:05:00.000Z'))).toBe(
      '23:10',
    );
    expect(formatEstimateTime('2026-08-18T12:00:00.000Z', at('2026-08-17T17:05:00.000Z'))).toBe(
      '18/08, 09:00',
    );
  });
});
