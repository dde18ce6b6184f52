// Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip -9) next to every compressible
// file of the build, once, so the server sends compressed bytes without compressing per
// request (docs/decisions/0013-built-for-tor.md: over Tor a visitor gets tens of KB/s; the server picks the variant by
// Accept-Encoding in server/src/http/precompressed-static.ts). A variant that would not be
// smaller than the file is not written (and an old one is removed). Dot-folders (.vite, the
// manifest) are not served, so they are skipped.
// Usage: node web/scripts/precompress.ts [distDir]   (run by `npm run build -w web`)
import fs from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats (and wasm) that compress; images and fonts in our build already are. */
export const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest|map|wasm)$/;

export interface PrecompressedFile {
  file: string;
  bytes: number;
  /** Size of the variant written, or undefined when it would not have been smaller. */
  br?: number;
  gzip?: number;
}

function compressibleFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return compressibleFiles(full);
    return entry.isFile() && COMPRESSIBLE.test(entry.name) ? [full] : [];
  });
}

async function writeVariant(
  file: string,
  suffix: '.br' | '.gz',
  bytes: number,
  compressed: Buffer,
): Promise<number | undefined> {
  if (compressed.length < bytes) {
    await fs.promises.writeFile(file + suffix, compressed);
    return compressed.length;
  }
  await fs.promises.rm(file + suffix, { force: true });
  return undefined;
}

async function precompressFile(file: string, root: string): Promise<PrecompressedFile> {
  const content = await fs.promises.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: file.endsWith('.wasm')
          ? zlib.constants.BROTLI_MODE_GENERIC
          : zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  const result: PrecompressedFile = { file: relative(root, file), bytes: content.length };
  const brBytes = await writeVariant(file, '.br', content.length, br);
  const gzBytes = await writeVariant(file, '.gz', content.length, gz);
  if (brBytes !== undefined) result.br = brBytes;
  if (gzBytes !== undefined) result.gzip = gzBytes;
  return result;
}

/** Compresses every compressible file under `dir`; the zlib work runs on libuv's pool. */
export async function precompressDir(dir: string): Promise<PrecompressedFile[]> {
  const files = compressibleFiles(dir);
  return Promise.all(files.map((file) => precompressFile(file, dir)));
}

export const DEFAULT_DIST_DIR = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', 'dist');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const dir = process.argv[2] ? resolve(process.argv[2]) : DEFAULT_DIST_DIR;
  const started = performance.now();
  const files = await precompressDir(dir);
  const sum = (pick: (file: PrecompressedFile) => number) =>
    files.reduce((total, file) => total + pick(file), 0);
  console.log(
    `pré-compressão: ${files.length} arquivos, ${kb(sum((f) => f.bytes))} → brotli ${kb(sum((f) => f.br ?? f.bytes))}, gzip ${kb(sum((f) => f.gzip ?? f.bytes))} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href)
  await main();
