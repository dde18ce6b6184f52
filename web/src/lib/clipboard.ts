/**
 * Copy text. navigator.clipboard exists only on secure origins, and nodes are often
 * reached over plain http (http://umbrel.local:PORT, .onion): fall back to selecting a
 * hidden textarea and execCommand('copy').
 */
export async function copyText(text: string): Promise<void> {
  if (globalThis.isSecureContext && navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  try {
    area.select();
    const ok = typeof document.execCommand === 'function' && document.execCommand('copy');
    if (!ok) throw new Error('copy failed');
  } finally {
    area.remove();
  }
}
