// `npm run bench`: runs every benchmark, prints the tables and writes bench/results.md
// (git-ignored). Figures are relative to baselines measured in the same run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { settlementBench } from './settlement-bench.ts';

const sections: string[] = [];
const header = `# Benchmarks\n\n${new Date().toISOString()} · Node ${process.version} · ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}\n`;
console.log(header);

for (const [name, run] of [['settlement', () => settlementBench()]] as const) {
  process.stdout.write(`running ${name}…\n`);
  const section = await run();
  console.log(`\n${section}\n`);
  sections.push(section);
}

const file = path.resolve(import.meta.dirname, '../../bench/results.md');
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(file, `${header}\n${sections.join('\n\n')}\n`);
console.log(`escrito em ${path.relative(process.cwd(), file)}`);
