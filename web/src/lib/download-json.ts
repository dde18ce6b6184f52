// Saves a file from the page itself (a Blob URL): nothing passes through another host, so it
// works offline and over Tor (docs/decisions/0015-anchored-proof-signed-receipts.md: 'Baixar prova', the signed receipt; docs/decisions/0016-operator-cockpit-release.md: the
// admin's CSV exports and backups, fetched with the bearer a plain link cannot send).

export function saveBlob(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns: revoke it a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export function downloadJson(filename: string, value: unknown): void {
  saveBlob(
    filename,
    new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: 'application/json' }),
  );
}
