// The number bitmaps of GET /api/rifa/:id/numbers (docs/decisions/0014-numbers-prizes-packages.md API contract): bit i, most
// significant bit first within each byte, is number i + 1. 100,000 numbers fit in 12.5 kB.
// No Node built-ins: the SPA decodes the same bytes (btoa/atob exist in browsers and Node).

/** The JSON body of GET /api/rifa/:id/numbers. */
export interface NumbersResponse {
  total: number;
  /** base64 bitmap of the paid tickets. */
  sold: string;
  /** base64 bitmap of the numbers held by unpaid, unexpired purchases. */
  reserved: string;
}

export function emptyBitmap(total: number): Uint8Array {
  return new Uint8Array(Math.ceil(total / 8));
}

export function setNumber(bitmap: Uint8Array, number: number): void {
  const i = number - 1;
  bitmap[i >> 3]! |= 0x80 >> (i & 7);
}

export function hasNumber(bitmap: Uint8Array, number: number): boolean {
  const i = number - 1;
  return ((bitmap[i >> 3] ?? 0) & (0x80 >> (i & 7))) !== 0;
}

export function bitmapOf(total: number, numbers: Iterable<number>): Uint8Array {
  const bitmap = emptyBitmap(total);
  for (const n of numbers) if (n >= 1 && n <= total) setNumber(bitmap, n);
  return bitmap;
}

// Chunked so String.fromCharCode never gets more arguments than an engine accepts.
const CHUNK = 0x8000;

export function bitmapToBase64(bitmap: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bitmap.length; i += CHUNK)
    binary += String.fromCharCode(...bitmap.subarray(i, i + CHUNK));
  return btoa(binary);
}

export function bitmapFromBase64(base64: string): Uint8Array {
  const binary = atob(base64);
  const bitmap = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bitmap[i] = binary.charCodeAt(i);
  return bitmap;
}
