// The design lives in docs/, in the repository: code cites `docs/<file>.md` (optionally with
// `#heading`), and every cited document and heading must exist. Nothing cites a document
// outside the repository or an issue tracker a clone does not have (docs/README.md).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CODE = /\.(ts|tsx|js|mjs|cjs|css|sh|py|yml|yaml|html)$|(^|\/)Dockerfile$/;
const CITATION = /\bdocs\/[A-Za-z0-9_./-]+\.md(?:#[A-Za-z0-9_-]+)?/g;
const OUTSIDE = [
  /DESIGN\.md/,
  /\bissues? #?\d+\b/i,
  /\.\.\/shared\/(?:spec|STYLE|NODE-CLIENTS|PACKAGING)/,
];

function trackedCode(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => CODE.test(file) && fs.existsSync(path.join(ROOT, file)))
    .filter((file) => file !== 'tests/architecture/doc-links.test.ts');
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(file: string): Set<string> {
  const text = fs.readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set([...text.matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)].map((match) => slug(match[1]!)));
}

describe('citations of docs/', () => {
  const files = trackedCode();

  it('every cited document and heading exists', () => {
    expect(files.length).toBeGreaterThan(100);
    const broken: string[] = [];
    let citations = 0;
    for (const file of files) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      for (const [citation] of text.matchAll(CITATION)) {
        citations += 1;
        const [doc, anchor] = citation.replace(/\.$/, '').split('#') as [string, string?];
        const target = path.join(ROOT, doc);
        if (!fs.existsSync(target)) broken.push(`${file}: ${citation} (no such document)`);
        else if (anchor && !anchorsOf(target).has(anchor))
          broken.push(`${file}: ${citation} (no such heading)`);
      }
    }
    expect(citations).toBeGreaterThan(100);
    expect(broken).toEqual([]);
  });

  it('no code cites a design document or an issue outside the repository', () => {
    const outside = files.flatMap((file) =>
      fs
        .readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          OUTSIDE.some((pattern) => pattern.test(line))
            ? [`${file}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(outside).toEqual([]);
  });

  it('the slug rule matches GitHub for the headings we use', () => {
    expect(slug('Proof version 2: Merkle commitment')).toBe('proof-version-2-merkle-commitment');
    expect(slug('Limits for a crowd behind one address')).toBe(
      'limits-for-a-crowd-behind-one-address',
    );
    expect(slug('`verify-draw --rpc`')).toBe('verify-draw---rpc');
  });
});
