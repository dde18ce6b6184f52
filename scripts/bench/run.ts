// `npm run bench`: runs every benchmark, prints the tables and writes bench/results.md
// (git-ignored). Figures are relative to baselines measured in the same run.
// `npm run bench -- list rss` runs only the named ones (names below).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { bundleBench } from './bundle-bench.ts';
import { commitmentBench } from './commitment-bench.ts';
import { eventLoopBench } from './event-loop-bench.ts';
import { listBench } from './list-bench.ts';
import { rssBench } from './rss-bench.ts';
import { settlementBench } from './settlement-bench.ts';
import { stormBench } from './storm-bench.ts';
import { torBench } from './tor-bench.ts';

const BENCHES: [name: string, run: () => Promise<string> | string][] = [
  ['list', () => listBench()],
  ['storm', () => stormBench()],
  ['settlement', () => settlementBench()],
  ['commitment', () => commitmentBench()],
  ['loop', () => eventLoopBench()],
  ['rss', () => rssBench()],
  ['bundle', () => bundleBench()],
  ['tor', () => torBench()],
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !BENCHES.some(([known]) => known === name));
if (unknown.length > 0) {
  console.error(
    `benchmark desconhecido: ${unknown.join(', ')} (existem: ${BENCHES.map(([name]) => name).join(', ')})`,
  );
  process.exit(2);
}
const selected = BENCHES.filter(([name]) => wanted.length === 0 || wanted.includes(name));

const load = os
  .loadavg()
  .map((value) => value.toFixed(2))
  .join(' ');
const header = [
  '# Benchmarks',
  '',
  `${new Date().toISOString()} · Node ${process.version} · ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'} · load average at start ${load}`,
  `Command: \`npm run bench${wanted.length > 0 ? ` -- ${wanted.join(' ')}` : ''}\``,
].join('\n');
console.log(`${header}\n`);

const sections: string[] = [];
let failed = false;
const started = performance.now();
for (const [name, run] of selected) {
  process.stdout.write(`running ${name}…\n`);
  const benchStarted = performance.now();
  let section: string;
  try {
    section = await run();
  } catch (error) {
    // One broken benchmark must not hide the others' figures.
    failed = true;
    section = `### ${name}: FAILED\n\n\`\`\`\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n\`\`\``;
  }
  section += `\n\n_${name}: ${((performance.now() - benchStarted) / 1000).toFixed(0)} s_`;
  console.log(`\n${section}\n`);
  sections.push(section);
}

const footer = `Total: ${((performance.now() - started) / 1000).toFixed(0)} s.`;
const file = path.resolve(import.meta.dirname, '../../bench/results.md');
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(file, `${header}\n\n${sections.join('\n\n')}\n\n${footer}\n`);
console.log(`${footer}\nescrito em ${path.relative(process.cwd(), file)}`);
if (failed) process.exitCode = 1;
