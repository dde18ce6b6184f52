import { expect, it } from 'vitest';
import { compactHeap } from './heap.ts';

/** Allocates ~20 MB that is garbage as soon as it returns, as module loading leaves. */
function leaveGarbage(): number {
  return Array.from({ length: 300_000 }, (_, n) => ({ n, text: `bilhete ${n}` })).length;
}

it('collects what start-up left behind and gives the emptied heap back', () => {
  expect(leaveGarbage()).toBe(300_000);
  const { heapBefore, heapAfter } = compactHeap();
  expect(heapAfter).toBeLessThan(heapBefore);
  // Again, now that there is nothing left to free: it still works, and stays cheap.
  expect(compactHeap().heapAfter).toBeLessThanOrEqual(heapAfter + 1024 * 1024);
});

it('does not leave a global gc() behind for other code to call', () => {
  compactHeap();
  expect('gc' in globalThis).toBe(false);
});
