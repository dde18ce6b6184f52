// Saves a value as a .json file from the page itself (a Blob URL): no request leaves the
// browser, so it works offline and over Tor (issue 15: 'Baixar prova', the signed receipt).

export function downloadJson(filename: string, value: unknown): void {
  const blob = new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: 'application/json' });
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
