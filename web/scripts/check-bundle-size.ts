// The landing route's initial JavaScript must stay under 150 KB gzipped (docs/decisions/0004-web-app.md,
// docs/protocols/targets.md). Reads dist/.vite/manifest.json, follows the entry's static imports
// (what the browser must download before the landing page runs; lazy routes are
// dynamic imports and excluded), gzips each file and prints the total.
// Usage: node web/scripts/check-bundle-size.ts [distDir]   (exit 1 above the budget)

import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const INITIAL_JS_BUDGET_BYTES = 150 * 1024;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export interface BundleFile {
  file: string;
  bytes: number;
  gzipBytes: number;
  /** What the server sends a browser: the .br precompress.ts wrote, else the file itself. */
  brBytes: number;
}

export interface InitialJsReport {
  entry: string;
  files: BundleFile[];
  totalBytes: number;
  totalGzipBytes: number;
  totalBrBytes: number;
  budgetBytes: number;
  withinBudget: boolean;
}

export const DEFAULT_DIST_DIR = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', 'dist');

export function measureInitialJs(
  distDir: string = DEFAULT_DIST_DIR,
  budgetBytes = INITIAL_JS_BUDGET_BYTES,
): InitialJsReport {
  const manifest = JSON.parse(
    readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const entryKey = manifest['index.html']
    ? 'index.html'
    : Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error(`no entry chunk in ${distDir}/.vite/manifest.json`);

  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(entryKey);

  const files = [...seen]
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const content = readFileSync(join(distDir, file));
      const br = join(distDir, `${file}.br`);
      return {
        file,
        bytes: content.length,
        gzipBytes: gzipSync(content, { level: 9 }).length,
        brBytes: existsSync(br) ? statSync(br).size : content.length,
      };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);

  const totalBytes = files.reduce((sum, f) => sum + f.bytes, 0);
  const totalGzipBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0);
  const totalBrBytes = files.reduce((sum, f) => sum + f.brBytes, 0);
  return {
    entry: entryKey,
    files,
    totalBytes,
    totalGzipBytes,
    totalBrBytes,
    budgetBytes,
    withinBudget: totalGzipBytes <= budgetBytes,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

function main(): void {
  const report = measureInitialJs(process.argv[2] ? resolve(process.argv[2]) : DEFAULT_DIST_DIR);
  console.log(`JS inicial da página inicial (${report.entry} + importações estáticas):`);
  for (const f of report.files)
    console.log(
      `  ${f.file.padEnd(44)} ${kb(f.bytes).padStart(11)} │ gzip: ${kb(f.gzipBytes)} │ brotli: ${kb(f.brBytes)}`,
    );
  console.log(
    `  total ${kb(report.totalBytes)} │ gzip: ${kb(report.totalGzipBytes)} (limite ${kb(report.budgetBytes)}) │ brotli (o que vai pela rede): ${kb(report.totalBrBytes)}`,
  );
  if (!report.withinBudget) {
    console.error(`✗ acima do limite de ${kb(report.budgetBytes)} gzip`);
    process.exit(1);
  }
  console.log('✓ dentro do limite');
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
