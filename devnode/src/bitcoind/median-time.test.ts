import { describe, expect, it } from 'vitest';

import { medianTimePast } from './median-time.ts';

// docs/protocols/draw.md: the draw block is chosen by bitcoind's mediantime, so the devnode must
// compute it exactly as CBlockIndex::GetMedianTimePast() does.
describe('medianTimePast (bitcoind GetMedianTimePast)', () => {
  it.each([
    { name: 'a lone block is its own median', times: [100], median: 100 },
    {
      name: 'two blocks near genesis take the upper middle (index n/2)',
      times: [100, 200],
      median: 200,
    },
    {
      name: 'eleven increasing times give the sixth',
      times: [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110],
      median: 60,
    },
    {
      name: 'only the last eleven count',
      times: [999, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110],
      median: 60,
    },
    {
      name: 'equal timestamps (five equal below, six equal above)',
      times: [100, 100, 100, 100, 100, 100, 200, 200, 200, 200, 200],
      median: 100,
    },
    {
      name: 'equal timestamps shifting the window',
      times: [100, 100, 100, 100, 100, 100, 200, 200, 200, 200, 200, 200],
      median: 200,
    },
    {
      name: 'a block earlier than its parent is sorted, not taken in order',
      times: [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 55],
      median: 55,
    },
  ])('$name', ({ times, median }) => {
    expect(medianTimePast(times)).toBe(median);
  });
});
