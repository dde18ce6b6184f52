// The HTML around a server-rendered public page (docs/decisions/0013-built-for-tor.md): the SPA's built index.html (its
// hashed entry script, the entry's modulepreloads and the stylesheet, as Vite wrote them),
// with the page's markup in #root, its PageData as a JSON <script> (data, never executed:
// the CSP allows no inline script) and a modulepreload for each chunk of the page's lazy
// route, so the browser fetches them alongside the entry instead of after it. The stylesheet
// is inlined: over Tor its own request would wait a round trip and share the link with the
// scripts, and the page cannot paint before it arrives (the SPA shell keeps the link).
import fs from 'node:fs';
import path from 'node:path';
import { PAGE_DATA_ELEMENT_ID, serializePageData, type PageData } from '@rifa/shared';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export interface PageTemplate {
  /**
   * The SPA shell (an empty #root, no PageData) with `head` added: a page the server cannot
   * render for this request and leaves to the SPA (docs/protocols/no-javascript.md).
   */
  shell(head: string): string;
  /** The whole document for a page's markup, data and lazy route modules (manifest keys). */
  fill(page: {
    html: string;
    data: PageData;
    modules: string[];
    title?: string;
    /** Markup for <head>, already escaped: the Open Graph tags (docs/decisions/0014-numbers-prizes-packages.md). */
    head?: string;
    /** docs/protocols/no-javascript.md: a pending invoice's page reloads itself (<meta http-equiv="refresh">). */
    refreshSeconds?: number;
  }): string;
}

const ROOT = '<div id="root"></div>';

/** web/dist's index.html and Vite manifest as a template, or null when the SPA is not built. */
export function loadPageTemplate(webDist: string): PageTemplate | null {
  let index: string;
  let manifest: Manifest;
  try {
    index = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
    manifest = JSON.parse(
      fs.readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
    index = inlineStylesheets(index, (file) => fs.readFileSync(path.join(webDist, file), 'utf8'));
  } catch {
    return null;
  }
  return createPageTemplate(index, manifest);
}

const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g;

/** Each `<link rel="stylesheet">` of the build replaced by a `<style>` with its rules. */
export function inlineStylesheets(index: string, read: (file: string) => string): string {
  return index.replace(STYLESHEET, (link, file: string) => {
    const css = read(file);
    // A rule holding "</style" would end the element early: keep the link then.
    return /<\/style/i.test(css) ? link : `<style>${css}</style>`;
  });
}

export function createPageTemplate(index: string, manifest: Manifest): PageTemplate {
  const rootAt = index.indexOf(ROOT);
  const headEnd = index.indexOf('</head>');
  if (rootAt < 0 || headEnd < 0 || headEnd > rootAt)
    throw new Error(`index.html sem </head> ou sem ${ROOT}`);

  // What index.html already loads: the entry and its static imports.
  const loaded = new Set<string>();
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  for (const key of entries) closure(manifest, key, loaded);

  const preloads = new Map<string, string>();
  const preloadsOf = (module: string): string => {
    let links = preloads.get(module);
    if (links === undefined) {
      const keys = new Set<string>();
      if (manifest[module]) closure(manifest, module, keys);
      links = [...keys]
        .filter((key) => !loaded.has(key))
        .map((key) => manifest[key]!.file)
        .filter((file) => file.endsWith('.js'))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`)
        .join('');
      preloads.set(module, links);
    }
    return links;
  };

  const head = index.slice(0, headEnd);
  // docs/decisions/0014-numbers-prizes-packages.md: the page's own title ('<rifa> · Rifa Relâmpago') instead of the app's name.
  const titled = (title: string | undefined): string =>
    title === undefined ? head : head.replace(TITLE, () => `<title>${escapeText(title)}</title>`);
  const middle = index.slice(headEnd, rootAt);
  const tail = index.slice(rootAt + ROOT.length);
  return {
    fill({ html, data, modules, title, head: extraHead = '', refreshSeconds }) {
      const refresh =
        refreshSeconds !== undefined && Number.isInteger(refreshSeconds) && refreshSeconds > 0
          ? `<meta http-equiv="refresh" content="${refreshSeconds}">`
          : '';
      return (
        titled(title) +
        refresh +
        extraHead +
        modules.map(preloadsOf).join('') +
        middle +
        `<div id="root">${html}</div>` +
        `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${serializePageData(data)}</script>` +
        tail
      );
    },
    shell(head) {
      return titled(undefined) + head + middle + ROOT + tail;
    },
  };
}

/** `key` and every chunk it statically imports, transitively. */
function closure(manifest: Manifest, key: string, into: Set<string>): void {
  if (into.has(key) || !manifest[key]) return;
  into.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, into);
}

const TITLE = /<title>[^<]*<\/title>/;

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
