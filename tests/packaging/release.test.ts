// `npm run release -- <version> <digest>` on a temp copy of the store files: one step
// writes the version and the image digest into package.json, docker-compose.yml,
// umbrel-app.yml and the StartOS manifest and versions, and moves CHANGELOG.md's notes
// into the release (umbrel-app.yml releaseNotes, the StartOS version's release notes).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { removeDir, tempDir } from '../support/temp-dirs.ts';
import { ROOT } from './umbrel-files.ts';

const FILES = [
  'package.json',
  'docker-compose.yml',
  'docker-compose.standalone.yml',
  'umbrel-app.yml',
  'CHANGELOG.md',
  'start9/startos/manifest/image.ts',
  'start9/startos/versions/index.ts',
  'start9/startos/versions/v0.1.0.ts',
];
const D1 = `sha256:${'a1'.repeat(32)}`;
const D2 = `sha256:${'b2'.repeat(32)}`;
let copy: string;

beforeAll(() => {
  copy = tempDir('rifa-release-');
  for (const file of FILES) {
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, file), path.join(copy, file));
  }
  // The copy starts unreleased, whatever this checkout has released since.
  fs.writeFileSync(
    path.join(copy, 'CHANGELOG.md'),
    '# Changelog\n\n## Unreleased\n\n- First release.\n',
  );
});
afterAll(() => removeDir(copy));

const release = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/release.ts', ...args, '--root', copy], {
    cwd: ROOT,
    encoding: 'utf8',
  });
const read = (file: string) => fs.readFileSync(path.join(copy, file), 'utf8');
const image = (version: string, digest: string) =>
  `ghcr.io/rifa-relampago/rifa-relampago:${version}@${digest}`;

describe('npm run release', () => {
  it('refuses a bad version or a zero digest, changing nothing', () => {
    const before = FILES.map(read);
    const bad = release('1.0', `sha256:${'0'.repeat(64)}`);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/versão: use x\.y\.z/);
    expect(bad.stderr).toMatch(/digest: use sha256:<64 hex>/);
    expect(FILES.map(read)).toEqual(before);
  });

  it('first release: the digest everywhere, empty releaseNotes for the store’s new-app rule', () => {
    const run = release('0.1.0', D1);
    expect(run.status, run.stderr).toBe(0);
    expect(parse(read('docker-compose.yml')).services.web.image).toBe(image('0.1.0', D1));
    expect(read('start9/startos/manifest/image.ts')).toContain(`'${image('0.1.0', D1)}'`);
    const app = parse(read('umbrel-app.yml')) as Record<string, unknown>;
    expect(app).toMatchObject({ version: '0.1.0', releaseNotes: '' });
    expect(read('CHANGELOG.md')).toMatch(
      new RegExp(
        `## 0\\.1\\.0 \\(\\d{4}-\\d{2}-\\d{2}\\)\\n\\nImage: \`${image('0.1.0', D1)}\`\\n\\n- First release\\.`,
      ),
    );
    expect(read('CHANGELOG.md')).toMatch(/## Unreleased\n\n## 0\.1\.0/);
    // Comments survive: only the changed lines differ.
    expect(read('docker-compose.yml')).toMatch(/# false, on purpose/);
  });

  it('an update, before the tag: the version everywhere, the zero digest, notes kept', () => {
    fs.writeFileSync(
      path.join(copy, 'CHANGELOG.md'),
      read('CHANGELOG.md').replace(
        '## Unreleased\n',
        "## Unreleased\n\n- Painel do organizador.\n- Exportações CSV com 'aspas'.\n",
      ),
    );
    const changelog = read('CHANGELOG.md');
    const run = release('0.2.0');
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(read('package.json')).version).toBe('0.2.0');
    expect(parse(read('docker-compose.yml')).services.web.image).toBe(
      image('0.2.0', `sha256:${'0'.repeat(64)}`),
    );
    expect(parse(read('umbrel-app.yml')).version).toBe('0.2.0');
    expect(read('CHANGELOG.md')).toBe(changelog);
  });

  it('an update, with the digest: version, digest and its notes in every store file', () => {
    const run = release('0.2.0', D2);
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(read('package.json')).version).toBe('0.2.0');
    expect(parse(read('docker-compose.yml')).services.web.image).toBe(image('0.2.0', D2));
    expect(parse(read('docker-compose.standalone.yml')).services.rifa.image).toBe(
      image('0.2.0', D2),
    );
    const app = parse(read('umbrel-app.yml')) as Record<string, unknown>;
    expect(app.version).toBe('0.2.0');
    expect(app.releaseNotes).toBe("- Painel do organizador.\n- Exportações CSV com 'aspas'.");
    // The description and the rest of the manifest are untouched.
    expect(app.description).toBe(
      parse(fs.readFileSync(path.join(ROOT, 'umbrel-app.yml'), 'utf8')).description,
    );
    const version = read('start9/startos/versions/v0.2.0.ts');
    expect(version).toMatch(/version: '0\.2\.0:0'/);
    expect(version).toContain(
      "en_US: '- Painel do organizador.\\n- Exportações CSV com \\'aspas\\'.'",
    );
    expect(read('start9/startos/versions/index.ts')).toMatch(
      /VersionGraph\.of\(\{ current: v_0_2_0_0, other: \[v_0_1_0_0\] \}\)/,
    );
    expect(read('CHANGELOG.md')).toMatch(/## Unreleased\n\n## 0\.2\.0 .*\n\nImage: .*\n\n- Painel/);
  });

  it('run again for the same version: corrects the digest, keeps the notes', () => {
    const D3 = `sha256:${'c3'.repeat(32)}`;
    const notes = parse(read('umbrel-app.yml')).releaseNotes as string;
    expect(release('0.2.0', D3).status).toBe(0);
    expect(parse(read('docker-compose.yml')).services.web.image).toBe(image('0.2.0', D3));
    expect(parse(read('umbrel-app.yml')).releaseNotes).toBe(notes);
    expect(read('CHANGELOG.md').match(/## 0\.2\.0/g)).toHaveLength(1);
    // Never back to the zero digest once released.
    expect(release('0.2.0').status).toBe(2);
    expect(read('CHANGELOG.md')).toContain(`Image: \`${image('0.2.0', D3)}\``);
  });
});
