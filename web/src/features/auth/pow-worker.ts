// The Web Worker of pow.ts: solves one challenge (docs/protocols/limits.md) off the page's thread.
import { solvePow, type PowChallenge } from '@rifa/shared';

self.onmessage = (event: MessageEvent<PowChallenge>) => {
  self.postMessage(solvePow(event.data));
};
