// docs/protocols/limits.md in the SPA: while the server sees a burst of registrations and logins it
// answers 428 with a hashcash challenge; the browser solves it in a Web Worker (the page
// stays responsive) and sends the call again with `pow`. While calm there is no 428, no
// worker and no extra round trip. Where a worker cannot start (old browser, blocked), the
// same search runs on the page in slices.
import type { PowChallenge, PowSolution } from '@rifa/shared';
import { t } from '../../i18n/pt-BR.ts';

let solving = 0;
const listeners = new Set<() => void>();

function setSolving(delta: number) {
  solving += delta;
  listeners.forEach((listener) => listener());
}

/** Whether a challenge is being solved now ('Verificando…'), for useSyncExternalStore. */
export const verification = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  active: (): boolean => solving > 0,
};

function solveInWorker(challenge: PowChallenge): Promise<PowSolution> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./pow-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<PowSolution>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      event.preventDefault?.();
      worker.terminate();
      reject(new Error('worker'));
    };
    worker.postMessage(challenge);
  });
}

/** The page-thread fallback: slices of 20,000 hashes, yielding to the page between them. */
async function solveHere(challenge: PowChallenge): Promise<PowSolution> {
  // Loaded only here: the hash code stays out of the first page's JavaScript (docs/decisions/0013-built-for-tor.md).
  const { searchNonce } = await import('./pow-search.ts');
  const slice = 20_000;
  for (let from = 0; ; from += slice) {
    const nonce = searchNonce(challenge.challenge, challenge.difficulty, from, slice);
    if (nonce !== null) return { challenge: challenge.challenge, nonce };
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

async function solveChallenge(challenge: PowChallenge): Promise<PowSolution> {
  setSolving(1);
  try {
    if (typeof Worker !== 'undefined') {
      try {
        return await solveInWorker(challenge);
      } catch {
        // The worker could not run: solve on the page instead.
      }
    }
    return await solveHere(challenge);
  } catch {
    throw new Error(t('auth.verifyFailed'));
  } finally {
    setSolving(-1);
  }
}

/** The challenge of a 428 answer (an ApiError carrying its JSON body), if that is what failed. */
function challengeOf(error: unknown): PowChallenge | undefined {
  const { status, body } = (error ?? {}) as { status?: unknown; body?: unknown };
  if (status !== 428 || body === null || typeof body !== 'object') return undefined;
  const challenge = (body as { challenge?: Partial<PowChallenge> }).challenge;
  if (typeof challenge?.challenge !== 'string' || typeof challenge.difficulty !== 'number')
    return undefined;
  return challenge as PowChallenge;
}

/**
 * Sends a call that may ask for work: on 428 solves the challenge and sends it again with
 * the solution (again if the difficulty rose meanwhile, at most `maxSolves` times).
 */
export async function withProofOfWork<T>(
  send: (pow?: PowSolution) => Promise<T>,
  maxSolves = 3,
): Promise<T> {
  let pow: PowSolution | undefined;
  for (let solves = 0; ; solves++) {
    try {
      return await send(pow);
    } catch (error) {
      const challenge = challengeOf(error);
      if (!challenge || solves >= maxSolves) throw error;
      pow = await solveChallenge(challenge);
    }
  }
}
