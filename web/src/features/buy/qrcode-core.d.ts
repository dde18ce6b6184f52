// The QR encoder of the `qrcode` package without its renderers (Node's PNG and file writers):
// pure and synchronous, so the server render and the browser draw the same SVG.
declare module 'qrcode/lib/core/qrcode.js' {
  export function create(
    text: string,
    options?: { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H' },
  ): { modules: { size: number; data: Uint8Array } };
}
