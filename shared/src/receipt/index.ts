// Signed purchase receipts (docs/protocols/draw-v2.md): one module for the server and the browser.
export * from './signed-receipt.ts';
export { zbase32Decode, zbase32Encode } from './zbase32.ts';
