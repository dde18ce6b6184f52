// The Web Worker of pow.ts: solves one challenge (DESIGN.md §6.1) off the page's thread.
import { solvePow, type PowChallenge } from '@rifa/shared';

self.onmessage = (event: MessageEvent<PowChallenge>) => {
  self.postMessage(solvePow(event.data));
};
