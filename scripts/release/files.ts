// The release's edits, one pure function per file (text in, text out), so the tests run
// them on copies and the script only reads and writes. Each keeps the file's comments and
// layout and changes just the lines that carry the version, the image or the notes.

export const IMAGE_NAME = 'ghcr.io/rifa-relampago/rifa-relampago';
export const ZERO_DIGEST = `sha256:${'0'.repeat(64)}`;
const VERSION = /^\d+\.\d+\.\d+$/;
const DIGEST = /^sha256:[0-9a-f]{64}$/;

export interface Release {
  version: string;
  /** The multi-arch index digest the workflow printed, `sha256:<64 hex>`. */
  digest: string;
  /** Release notes (Markdown list lines), from CHANGELOG.md's 'Unreleased' section. */
  notes: string;
  /** The Umbrel store's first submission of the app: its linter wants empty releaseNotes. */
  firstRelease: boolean;
}

export function checkArguments(version: string | undefined, digest: string | undefined): string[] {
  const problems: string[] = [];
  if (!version || !VERSION.test(version)) problems.push('versão: use x.y.z, por exemplo 0.2.0');
  if (digest !== undefined && (!DIGEST.test(digest) || digest === ZERO_DIGEST))
    problems.push('digest: use sha256:<64 hex>, o digest do índice multi-arquitetura');
  return problems;
}

export const imageRef = (r: Pick<Release, 'version' | 'digest'>): string =>
  `${IMAGE_NAME}:${r.version}@${r.digest}`;

function replaceOnce(text: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(text)) throw new Error(`${what}: linha não encontrada (${pattern})`);
  return text.replace(pattern, replacement);
}

export function packageJson(text: string, r: Release): string {
  return replaceOnce(text, /^( {2}"version": )"[^"]*"/m, `$1"${r.version}"`, 'package.json');
}

export function compose(text: string, r: Release): string {
  const image = new RegExp(`^(\\s+image: )${IMAGE_NAME.replaceAll('.', '\\.')}:\\S+$`, 'm');
  return replaceOnce(text, image, `$1${imageRef(r)}`, 'docker-compose.yml');
}

/** umbrel-app.yml: version and releaseNotes (a folded block, or "" for a first submission). */
export function umbrelApp(text: string, r: Release): string {
  let out = replaceOnce(text, /^version: .*$/m, `version: "${r.version}"`, 'umbrel-app.yml');
  const notes =
    r.firstRelease || !r.notes.trim()
      ? 'releaseNotes: ""'
      : `releaseNotes: >-\n${r.notes
          .trim()
          .split('\n')
          .map((line) => `  ${line}`)
          .join('\n\n')}`;
  out = replaceOnce(
    out,
    /^releaseNotes:.*(?:\n(?: .*|))*?(?=\n\S)/m,
    notes,
    'umbrel-app.yml releaseNotes',
  );
  return out;
}

/** start9/startos/manifest/image.ts: the published image StartOS packs. */
export function startosImage(text: string, r: Release): string {
  return replaceOnce(
    text,
    /^export const publishedImage =\s*'[^']*';$/m,
    `export const publishedImage =\n  '${imageRef(r)}';`,
    'start9 image.ts',
  );
}

const versionId = (version: string) => `v_${version.replaceAll('.', '_')}_0`;

/** A StartOS version file (start9/startos/versions/v<version>.ts) with the notes. */
export function startosVersionFile(r: Release): string {
  const notes = r.notes.trim() || `Rifa Relâmpago ${r.version}.`;
  const quoted = JSON.stringify(notes).replaceAll("'", "\\'").slice(1, -1).replaceAll('\\"', '"');
  return `import { IMPOSSIBLE, VersionInfo } from '@start9labs/start-sdk';

// Written by \`npm run release\` from CHANGELOG.md.
export const ${versionId(r.version)} = VersionInfo.of({
  version: '${r.version}:0',
  releaseNotes: {
    en_US: '${quoted}',
    pt_BR: '${quoted}',
  },
  migrations: {
    up: async () => {},
    down: IMPOSSIBLE,
  },
});
`;
}

/** start9/startos/versions/index.ts: the new version current, every earlier one in other. */
export function startosVersionIndex(text: string, r: Release): string {
  const id = versionId(r.version);
  if (text.includes(`'./v${r.version}'`)) return text;
  const imports = [...text.matchAll(/^import \{ (v_\w+) \} from '\.\/v[\d.]+';$/gm)].map(
    (m) => m[1]!,
  );
  const lines = text.split('\n').filter((line) => !line.startsWith('export const versionGraph'));
  const lastImport = lines.findLastIndex((line) => line.startsWith('import '));
  lines.splice(lastImport + 1, 0, `import { ${id} } from './v${r.version}';`);
  const graph = `export const versionGraph = VersionGraph.of({ current: ${id}, other: [${imports.join(', ')}] });`;
  return `${lines.join('\n').trimEnd()}\n${graph}\n`;
}

export interface Changelog {
  /** Versions released so far, newest first, with their image reference. */
  released: { version: string; image?: string }[];
  unreleased: string;
}

export function readChangelog(text: string): Changelog {
  const sections = text.split(/^## /m).slice(1);
  const released: Changelog['released'] = [];
  let unreleased = '';
  for (const section of sections) {
    const [heading = '', ...body] = section.split('\n');
    const content = body.join('\n').trim();
    if (/^Unreleased/i.test(heading)) unreleased = content;
    const version = /^(\d+\.\d+\.\d+)/.exec(heading)?.[1];
    if (version) {
      const image = /^Image: `([^`]+)`/m.exec(content)?.[1];
      released.push({ version, ...(image ? { image } : {}) });
    }
  }
  return { released, unreleased };
}

/** CHANGELOG.md: the 'Unreleased' notes move under the version, with its image and date. */
export function changelog(text: string, r: Release, date: string): string {
  const { released } = readChangelog(text);
  if (released.some((entry) => entry.version === r.version)) {
    // Released before (the digest is being corrected): only the image line changes.
    return replaceOnce(
      text,
      new RegExp(`(^## ${r.version.replaceAll('.', '\\.')}[^\\n]*\\n\\n)Image: \`[^\`]*\``, 'm'),
      `$1Image: \`${imageRef(r)}\``,
      'CHANGELOG.md',
    );
  }
  const section = `## ${r.version} (${date})\n\nImage: \`${imageRef(r)}\`\n\n${r.notes.trim()}\n\n`;
  return replaceOnce(
    text,
    /^## Unreleased\n[\s\S]*?(?=^## |(?![\s\S]))/m,
    `## Unreleased\n\n${section}`,
    'CHANGELOG.md',
  );
}
