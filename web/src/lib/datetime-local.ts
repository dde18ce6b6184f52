// <input type="datetime-local"> speaks the browser's local time without a zone;
// the API speaks ISO 8601 UTC (DESIGN.md §5).

/** '2025-08-17T14:00' (local) → ISO UTC, or null when empty/invalid. */
export function localInputToIso(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** ISO → the local 'YYYY-MM-DDTHH:mm' a datetime-local input shows. */
export function isoToLocalInput(iso: string | Date): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
