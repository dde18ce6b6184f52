// docs/protocols/draw.md: the draw block is the first (lowest height) block whose mediantime > end_date,
// found by binary search; mediantime as bitcoind computes it (median of the last 11 times).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findDrawBlock } from './find-draw-block.ts';
import type { ChainHeader } from './types.ts';

/** bitcoind's GetMedianTimePast, written again here so the test does not trust the module's. */
function mtp(timesUpToBlock: readonly number[]): number {
  const window = timesUpToBlock.slice(-11).sort((a, b) => a - b);
  return window[Math.floor(window.length / 2)] as number;
}

function headersFor(times: readonly number[]): ChainHeader[] {
  return times.map((time, height) => ({
    hash: height.toString(16).padStart(64, '0'),
    height,
    time,
    mediantime: mtp(times.slice(0, height + 1)),
  }));
}

function getterOver(headers: readonly ChainHeader[]) {
  const calls: number[] = [];
  const getHeader = async (height: number) => {
    calls.push(height);
    const header = headers[height];
    if (!header) throw new Error(`no block at ${height}`);
    return header;
  };
  return { getHeader, calls };
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

// Each new block time must exceed its parent's mediantime (consensus); within that, a block
// may repeat its parent's time, come before it, or jump ahead.
type Step =
  { kind: 'min' } | { kind: 'same' } | { kind: 'after'; d: number } | { kind: 'mtp'; d: number };
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constant<Step>({ kind: 'min' }),
  fc.constant<Step>({ kind: 'same' }),
  fc.integer({ min: 0, max: 1200 }).map<Step>((d) => ({ kind: 'after', d })),
  fc.integer({ min: 0, max: 7200 }).map<Step>((d) => ({ kind: 'mtp', d })),
);

function timesFrom(genesis: number, steps: readonly Step[]): number[] {
  const times = [genesis];
  for (const s of steps) {
    const parent = times[times.length - 1] as number;
    const floor = mtp(times) + 1;
    const wanted =
      s.kind === 'min'
        ? floor
        : s.kind === 'same'
          ? parent
          : s.kind === 'after'
            ? parent + s.d
            : floor + s.d;
    times.push(Math.max(wanted, floor));
  }
  return times;
}

describe('findDrawBlock', () => {
  it('finds the first block with mediantime > end_date for random consensus-valid chains (property)', async () => {
    let backwards = 0;
    let equal = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1_500_000_000, max: 1_800_000_000 }),
        fc.array(step, { maxLength: 150 }),
        fc.nat(),
        fc.integer({ min: -2, max: 2 }),
        fc.nat(),
        fc.nat(),
        async (genesis, steps, endPick, endDelta, tipPick, lowPick) => {
          const times = timesFrom(genesis, steps);
          const headers = headersFor(times);
          if (times.some((t, h) => h > 0 && t < (times[h - 1] as number))) backwards++;
          if (times.some((t, h) => h > 0 && t === times[h - 1])) equal++;
          headers.forEach(
            (header, h) =>
              h > 0 &&
              expect(header.mediantime).toBeGreaterThanOrEqual(
                (headers[h - 1] as ChainHeader).mediantime,
              ),
          );

          const tip = tipPick % headers.length;
          const endSeconds =
            (headers[endPick % headers.length] as ChainHeader).mediantime + endDelta;
          const expected =
            headers.slice(0, tip + 1).find((header) => header.mediantime > endSeconds) ?? null;
          // low is any height, also above the answer (a wrong hint must not change the result).
          const low = lowPick % (tip + 2);
          const { getHeader, calls } = getterOver(headers);

          const found = await findDrawBlock(getHeader, tip, iso(endSeconds), { low });
          expect(found?.block ?? null).toEqual(expected);
          if (expected)
            expect(found?.previous ?? null).toEqual(headers[expected.height - 1] ?? null);
          expect(new Set(calls).size).toBeLessThanOrEqual(2 * Math.ceil(Math.log2(tip + 2)) + 4);
        },
      ),
      { numRuns: 300 },
    );
    // The generator really produced the cases the issue names.
    expect(backwards).toBeGreaterThan(0);
    expect(equal).toBeGreaterThan(0);
  });

  it('returns null while no block has mediantime > end_date, and counts equality as not after', async () => {
    const headers = headersFor(Array.from({ length: 30 }, (_, h) => 1_700_000_000 + h * 600));
    const lastMtp = (headers[29] as ChainHeader).mediantime;
    expect(await findDrawBlock(getterOver(headers).getHeader, 29, iso(lastMtp))).toBeNull();
    expect(
      (await findDrawBlock(getterOver(headers).getHeader, 29, iso(lastMtp - 1)))?.block.height,
    ).toBe(headers.findIndex((header) => header.mediantime === lastMtp));
  });

  it('handles runs of equal timestamps and a block timed before its parent', async () => {
    // Heights 0-10 at T, then a block 1 s after the mediantime but before its parent, etc.
    const T = 1_700_000_000;
    const times = [
      ...Array(11).fill(T),
      T + 5000,
      T + 1,
      T + 1,
      T + 2,
      T + 2,
      T + 3,
      T + 3,
      T + 4,
      T + 4,
      T + 5000,
      T + 5000,
    ];
    const headers = headersFor(times);
    for (let end = T - 1; end <= T + 5001; end++) {
      const expected = headers.find((header) => header.mediantime > end) ?? null;
      const found = await findDrawBlock(
        getterOver(headers).getHeader,
        headers.length - 1,
        iso(end),
      );
      expect(found?.block.height ?? null).toBe(expected?.height ?? null);
    }
  });

  it('can return the genesis block, with no previous block', async () => {
    const headers = headersFor([1_700_000_000, 1_700_000_600]);
    expect(await findDrawBlock(getterOver(headers).getHeader, 1, iso(1_600_000_000))).toEqual({
      block: headers[0],
      previous: null,
    });
  });

  it('refuses a getter that answers for the wrong height', async () => {
    const headers = headersFor(Array.from({ length: 20 }, (_, h) => 1_700_000_000 + h * 600));
    await expect(
      findDrawBlock(async () => headers[3] as ChainHeader, 19, iso(1_700_000_000)),
    ).rejects.toThrow(/inconsistente/);
  });

  it('widens the search to height 0 when the low hint is wrong (a block below it qualifies)', async () => {
    const headers = headersFor(Array.from({ length: 20 }, (_, h) => 1_700_000_000 + h * 600));
    const end = (headers[8] as ChainHeader).mediantime;
    const expected = headers.find((header) => header.mediantime > end) as ChainHeader;
    expect(
      (await findDrawBlock(getterOver(headers).getHeader, 19, iso(end), { low: 15 }))?.block,
    ).toEqual(expected);
    expect(
      await findDrawBlock(getterOver(headers).getHeader, 19, iso(end + 10_000), { low: 25 }),
    ).toBeNull();
  });

  it('validates its inputs', async () => {
    const { getHeader } = getterOver([]);
    await expect(findDrawBlock(getHeader, -1, iso(0))).rejects.toThrow(/topo/);
    await expect(findDrawBlock(getHeader, 5, iso(0), { low: 1.5 })).rejects.toThrow(/mínima/);
    await expect(findDrawBlock(getHeader, 5, '2025-08-17')).rejects.toThrow(/end_date/);
  });
});
