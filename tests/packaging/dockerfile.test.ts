// What the Dockerfile promises, checked without a container engine (image-smoke runs the
// image itself where podman is available): the runtime stage's user, env, volume, port,
// healthcheck and command, and a build context that keeps tests and secrets out.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './umbrel-files.ts';

interface Instruction {
  keyword: string;
  args: string;
}

/** Instructions of a Dockerfile, continuation lines joined, comments dropped. */
function instructions(text: string): Instruction[] {
  const joined = text
    .split('\n')
    .filter((line) => !line.trim().startsWith('#'))
    .join('\n')
    .replace(/\\\n/g, ' ');
  return joined
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

const dockerfile = fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
const all = instructions(dockerfile);
const lastFrom = all.map((instruction) => instruction.keyword).lastIndexOf('FROM');
const runtime = all.slice(lastFrom);
const args = (keyword: string) =>
  runtime
    .filter((instruction) => instruction.keyword === keyword)
    .map((instruction) => instruction.args);

describe('Dockerfile', () => {
  it('builds from node:24-bookworm-slim pinned by version and index digest, in stages', () => {
    expect(dockerfile).toMatch(
      /^ARG NODE_IMAGE=node:24\.\d+\.\d+-bookworm-slim@sha256:[0-9a-f]{64}$/m,
    );
    expect(all.filter((instruction) => instruction.keyword === 'FROM').length).toBeGreaterThan(1);
  });

  it('cross-builds: JavaScript on the builder, native modules for the target', () => {
    // buildx runs the build stage natively; only the stages that ship run as the target.
    const froms = all.filter((i) => i.keyword === 'FROM').map((i) => i.args);
    expect(froms[0]).toBe('--platform=$BUILDPLATFORM ${NODE_IMAGE} AS build');
    expect(froms.slice(1).join('\n')).not.toMatch(/--platform/);
  });

  it('labels the image: source, version and licence (OCI)', () => {
    const labels = args('LABEL').join(' ');
    expect(labels).toMatch(/org\.opencontainers\.image\.source="https:\/\/github\.com\//);
    expect(labels).toMatch(/org\.opencontainers\.image\.version="\$\{VERSION\}"/);
    expect(labels).toMatch(/org\.opencontainers\.image\.licenses="MIT"/);
  });

  it('installs production dependencies only in what ships', () => {
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    // The runtime copies a prepared root file system, not the build stage with devDependencies.
    expect(args('COPY')).toEqual(['--from=rootfs / /']);
  });

  it("ships sharp with this platform's libvips and proves it encodes at build time", () => {
    // --omit=optional drops sharp's prebuilt @img packages: the prod stage, which runs as
    // the target platform, fetches that platform's at the lockfile's version and integrity.
    // Never the build stage's: it ran on the builder's platform.
    expect(dockerfile).not.toMatch(/COPY --from=build \S*node_modules\/@img/);
    const img = all.find((i) => i.keyword === 'RUN' && i.args.includes('@img/sharp-linux-${arch}'));
    expect(img?.args).toMatch(/@img\/sharp-libvips-linux-\$\{arch\}/);
    expect(img?.args).toMatch(/integrity/);
    const checks = all.filter((i) => i.keyword === 'RUN' && i.args.includes('better-sqlite3'));
    expect(checks.at(-1)?.args).toMatch(/require\('sharp'\)\(.*\)\.webp\(\)\.toBuffer\(\)/);
  });

  it('runs as node with NODE_ENV=production, /data as a volume, port 3000', () => {
    expect(args('USER')).toEqual(['node']);
    const env = args('ENV').join(' ');
    expect(env).toMatch(/NODE_ENV=production/);
    expect(env).toMatch(/DATA_DIR=\/data/);
    expect(args('VOLUME')).toEqual(['/data']);
    expect(args('EXPOSE')).toEqual(['3000']);
  });

  it('checks /api/health with node, not curl', () => {
    const [healthcheck] = args('HEALTHCHECK');
    expect(healthcheck).toMatch(/CMD \["node", "-e", .*\/api\/health/);
    expect(healthcheck).not.toMatch(/curl|wget/);
  });

  it('starts node itself (PID 1 handles SIGTERM), not npm', () => {
    expect(args('CMD')).toEqual(['["node", "server/dist/main.js"]']);
    expect(args('ENTRYPOINT')).toEqual([]);
  });
});

describe('.dockerignore', () => {
  const lines = fs
    .readFileSync(path.join(ROOT, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

  it('starts from nothing and lets in only manifests and sources', () => {
    expect(lines[0]).toBe('*');
    const allowed = lines.filter((line) => line.startsWith('!')).map((line) => line.slice(1));
    for (const entry of allowed) {
      expect(entry, entry).toMatch(
        /^(package(-lock)?\.json|tsconfig\.base\.json|(shared|devnode|server|web)\/.+)$/,
      );
      expect(entry, entry).not.toMatch(/node_modules|dist|data|tests?\//);
    }
  });

  it('keeps tests out of the build context', () => {
    expect(lines).toEqual(expect.arrayContaining(['**/*.test.ts', '**/*.test.tsx']));
  });
});
