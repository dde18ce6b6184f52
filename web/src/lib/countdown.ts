/** Milliseconds left until `expiresAt`, never negative. */
export function msUntil(expiresAt: string | Date, now: Date): number {
  return Math.max(0, new Date(expiresAt).getTime() - now.getTime());
}

/** 899_000 → '14:59'; counts whole seconds down, so 0.4 s left shows '00:01'. */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** 240_000 → '00:04:00': the time left of a raffle under a day (docs/decisions/0014-numbers-prizes-packages.md), whole seconds up. */
export function formatClock(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const parts = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  return parts.map((part) => String(part).padStart(2, '0')).join(':');
}
