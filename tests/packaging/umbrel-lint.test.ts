// The Umbrel store linter's rules (getumbrel/umbrel-apps .tools/lint-apps.mjs) for what
// umbrel-app.yml and docker-compose.yml do not already pass in umbrel.test.ts: field types,
// lists, compose access and volumes, app_proxy, the package's files, and the image
// reference: pinned `name:version@sha256:<digest>`, the placeholder zeros only while no
// release exists. A release exists once CHANGELOG.md records the version with its image
// (`npm run release` writes both); then the compose file must carry exactly that digest.
// Whether the image is pullable and multi-arch is the workflow's check (it inspects the
// index it pushed); `--check-images` needs the registry, which tests here cannot reach.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readChangelog, ZERO_DIGEST } from '../../scripts/release/files.ts';
import { ROOT, readCompose, readUmbrelApp } from './umbrel-files.ts';

const app = readUmbrelApp();
const compose = readCompose();
const OPTIONAL_STRINGS = [
  'releaseNotes',
  'defaultUsername',
  'defaultPassword',
  'defaultShell',
  'icon',
];
const OPTIONAL_BOOLEANS = [
  'deterministicPassword',
  'optimizedForUmbrelHome',
  'torOnly',
  'requiresHttps',
  'disabled',
];
const LISTS = ['dependencies', 'implements', 'permissions', 'gallery', 'backupIgnore'];
/** The files that go into umbrel-apps/rifa-relampago/. */
const PACKAGE_FILES = ['umbrel-app.yml', 'docker-compose.yml', 'data/.gitkeep'];
const PINNED = /^(?<name>.+):(?<tag>[^:@/]+)@(?<digest>sha256:[a-f0-9]{64})$/;

const history = readChangelog(fs.readFileSync(path.join(ROOT, 'CHANGELOG.md'), 'utf8'));
const released = history.released.find((entry) => entry.version === app.version);
/** The store's "new app": no earlier version of ours was ever submitted. */
const firstSubmission = history.released.every((entry) => entry.version === app.version);

describe('Umbrel store linter rules', () => {
  it('types: optional strings and booleans, lists of unique strings, known dependencies', () => {
    for (const field of OPTIONAL_STRINGS)
      if (field in app) expect(typeof app[field], field).toBe('string');
    for (const field of OPTIONAL_BOOLEANS)
      if (field in app) expect(typeof app[field], field).toBe('boolean');
    for (const field of LISTS) {
      if (!(field in app)) continue;
      const list = app[field] as unknown[];
      expect(Array.isArray(list), field).toBe(true);
      expect(
        list.every((item) => typeof item === 'string'),
        field,
      ).toBe(true);
      expect(new Set(list).size, field).toBe(list.length);
    }
    for (const ignored of (app.backupIgnore as string[] | undefined) ?? []) {
      expect(ignored).toMatch(/^[-a-zA-Z0-9._/*]+$/);
      expect(ignored).not.toMatch(/^\/|^\.\.(\/|$)/);
      expect(['*', '/*', '.', './', 'data', 'data/']).not.toContain(ignored);
    }
    expect(app).not.toHaveProperty('permissions');
    expect(app).not.toHaveProperty('widgets');
    expect(typeof app.developer === 'string' || typeof app.developer === 'number').toBe(true);
  });

  it('release notes: empty for the first submission, written for every update', () => {
    if (firstSubmission) expect(app.releaseNotes).toBe('');
    else expect(String(app.releaseNotes).trim()).not.toBe('');
  });

  it('image: tag and digest; zeros only until the release exists, then its digest', () => {
    const image = compose.services.web!.image!;
    const match = PINNED.exec(image);
    expect(match, image).not.toBeNull();
    expect(match!.groups!.tag).toBe(app.version);
    if (released) {
      expect(match!.groups!.digest, 'a released version with the placeholder digest').not.toBe(
        ZERO_DIGEST,
      );
      expect(image).toBe(released.image);
    } else {
      expect(match!.groups!.digest).toBe(ZERO_DIGEST);
    }
  });

  it('services: on-failure restarts, no host access, short-syntax bind mounts under APP_DATA_DIR', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (name === 'app_proxy') continue;
      expect(service.restart, name).toBe('on-failure');
      for (const key of [
        'container_name',
        'privileged',
        'network_mode',
        'devices',
        'cap_add',
        'security_opt',
        'ports',
        'build',
        'depends_on',
      ])
        expect(service, `${name}.${key}`).not.toHaveProperty(key);
      for (const key of ['pid', 'ipc', 'uts', 'cgroupns_mode', 'userns_mode'])
        expect(service[key], `${name}.${key}`).not.toBe('host');
      for (const volume of service.volumes ?? []) {
        expect(typeof volume).toBe('string');
        const source = volume.split(':', 1)[0]!;
        expect(source).not.toMatch(/docker\.sock/);
        expect(source).not.toMatch(/^\$\{?APP_DATA_DIR\}?\/?$/);
        expect(source.startsWith('/'), `${source}: a host mount`).toBe(false);
        const sub = /^\$\{?APP_DATA_DIR\}?\/(.+)$/.exec(source)?.[1];
        if (sub) expect(fs.existsSync(path.join(ROOT, sub)), `${sub} committed`).toBe(true);
      }
    }
  });

  it('app_proxy: APP_HOST names our service, APP_PORT numeric, auth choice explicit and valid', () => {
    const env = compose.services.app_proxy!.environment!;
    expect(env.APP_HOST).toBe(`${String(app.id)}_web_1`);
    expect(String(env.APP_PORT)).toMatch(/^\d+$/);
    expect(['true', 'false']).toContain(String(env.PROXY_AUTH_ADD).toLowerCase());
    // A whitelist is meaningless with auth off (the linter warns); none here.
    expect(env).not.toHaveProperty('PROXY_AUTH_WHITELIST');
    expect(env).not.toHaveProperty('PROXY_AUTH_BLACKLIST');
    // The choice is justified where a reviewer reads it.
    const text = fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
    expect(text).toMatch(/# false, on purpose: .*\n(\s+#.*\n)+\s+PROXY_AUTH_ADD: "false"/);
  });

  it('package files: no hooks, exports or templates, no runtime artifacts, no store assets', () => {
    for (const file of PACKAGE_FILES) expect(fs.existsSync(path.join(ROOT, file)), file).toBe(true);
    for (const file of PACKAGE_FILES) {
      expect(path.basename(file)).not.toMatch(/^\.env$|\.(db|sqlite3?|log|pid|sock|pem|key)$/i);
      expect(file).not.toMatch(
        /^(screenshots?|gallery)\/|^(icon|logo|screenshot|gallery).*\.(png|jpe?g|webp|gif|svg)$/i,
      );
    }
    expect(fs.readdirSync(path.join(ROOT, 'data'))).toEqual(expect.arrayContaining(['.gitkeep']));
    expect(fs.existsSync(path.join(ROOT, 'exports.sh'))).toBe(false);
    expect(fs.existsSync(path.join(ROOT, 'hooks'))).toBe(false);
  });
});
