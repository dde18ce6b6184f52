// After a restore the server answers 202 and restarts: waitForRestart polls /api/health until
// the app answers again.
import { siteApi } from '../../site/index.ts';

/** How the page waits for the restart; tests shorten the waits and catch the reload. */
export const restartWatch = {
  /** The old app answers a moment longer: the first look comes after it stopped listening. */
  firstPollMs: 1_500,
  pollEveryMs: 1_000,
  giveUpMs: 120_000,
  reload: () => window.location.reload(),
};

/** Resolves true once /api/health answers again, false after giveUpMs (or when aborted). */
export async function waitForRestart(signal: AbortSignal): Promise<boolean> {
  const deadline = Date.now() + restartWatch.giveUpMs;
  let wait = restartWatch.firstPollMs;
  while (!signal.aborted && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, wait));
    wait = restartWatch.pollEveryMs;
    if (signal.aborted) return false;
    try {
      await siteApi.health(signal);
      return true;
    } catch {
      // Refused or 503 while the app restarts: look again.
    }
  }
  return false;
}
