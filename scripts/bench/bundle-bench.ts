// The SPA's initial JavaScript, gzipped (docs/protocols/targets.md: < 150 KB): what the browser must
// download before the landing page runs, measured by web/scripts/check-bundle-size.ts over
// web/dist (built first if missing).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_DIST_DIR, measureInitialJs } from '../../web/scripts/check-bundle-size.ts';
import { table } from './stats.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function bundleBench(): string {
  const manifest = path.join(DEFAULT_DIST_DIR, '.vite', 'manifest.json');
  let built = fs.existsSync(manifest)
    ? `web/dist built ${fs.statSync(manifest).mtime.toISOString()}`
    : '';
  if (!built) {
    const build = spawnSync('npm', ['run', 'build', '-w', 'web'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error(`npm run build -w web falhou (${build.status})`);
    built = 'built by this run';
  }
  const report = measureInitialJs(DEFAULT_DIST_DIR);
  return [
    `### SPA initial JavaScript (${report.entry} and its static imports; ${built})`,
    '',
    table(
      ['file', 'raw', 'gzip -9', 'brotli 11 (sent)'],
      [
        ...report.files.map((file) => [
          file.file,
          kb(file.bytes),
          kb(file.gzipBytes),
          kb(file.brBytes),
        ]),
        [
          '**total**',
          kb(report.totalBytes),
          `**${kb(report.totalGzipBytes)}**`,
          kb(report.totalBrBytes),
        ],
      ],
    ),
    '',
    `Initial JS = ${kb(report.totalGzipBytes)} gzipped = ${((report.totalGzipBytes / report.budgetBytes) * 100).toFixed(0)}% of the ${kb(report.budgetBytes)} budget ${report.withinBudget ? '✓' : '✗'}; a browser gets the brotli files web/scripts/precompress.ts wrote: ${kb(report.totalBrBytes)}.`,
  ].join('\n');
}
