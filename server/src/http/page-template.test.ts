import { describe, expect, it } from 'vitest';
import type { PageData } from '@rifa/shared';
import { createPageTemplate, inlineStylesheets } from './page-template.ts';

// docs/decisions/0013-built-for-tor.md: the document around a server-rendered page. Vite's index.html already loads the
// entry and preloads its static imports; a page adds its lazy route chunk and that chunk's
// own imports, never one the entry brought, and its data as a JSON script.

const INDEX = `<!doctype html><html><head><title>Rifa</title>
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-1.js">
</head><body><div id="root"></div></body></html>`;

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  '_card.js': { file: 'assets/card-1.js', imports: ['_react.js', '_icons.js'] },
  '_icons.js': { file: 'assets/icons-1.js' },
  '_styles.css': { file: 'assets/styles-1.css' },
  'src/pages/raffles-page.tsx': {
    file: 'assets/raffles-page-1.js',
    imports: ['_card.js', '_styles.css'],
  },
};

const DATA: PageData = {
  now: '2025-08-17T17:00:00.000Z',
  demo: false,
  origin: 'http://a',
  responses: {},
};

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('page template', () => {
  const template = createPageTemplate(INDEX, MANIFEST);

  it('preloads the route chunk and its imports, once, and not what the entry loads', () => {
    const html = template.fill({
      html: '<h1>Rifas</h1>',
      data: DATA,
      modules: ['src/pages/raffles-page.tsx'],
    });
    expect(preloads(html)).toEqual([
      '/assets/react-1.js',
      '/assets/raffles-page-1.js',
      '/assets/card-1.js',
      '/assets/icons-1.js',
    ]);
    expect(html.indexOf('raffles-page-1.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('puts the markup in #root and the data in a JSON script after it', () => {
    const html = template.fill({ html: '<h1>Olá</h1>', data: DATA, modules: [] });
    expect(html).toContain(
      `<div id="root"><h1>Olá</h1></div><script type="application/json" id="page-data">${JSON.stringify(DATA)}</script></body>`,
    );
    expect(preloads(html)).toEqual(['/assets/react-1.js']);
  });

  it('ignores a module the manifest does not know', () => {
    const html = template.fill({ html: '', data: DATA, modules: ['src/pages/nada.tsx'] });
    expect(preloads(html)).toEqual(['/assets/react-1.js']);
  });

  it("writes the page's own <title>, escaped, or keeps index.html's", () => {
    const title = 'A <b>rifa</b> & $& · Rifa Relâmpago';
    const html = template.fill({ html: '', data: DATA, modules: [], title });
    expect(html).toContain(
      '<title>A &lt;b&gt;rifa&lt;/b&gt; &amp; $&amp; · Rifa Relâmpago</title>',
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(template.fill({ html: '', data: DATA, modules: [] })).toContain('<title>Rifa</title>');
  });

  it('refuses an index.html without #root', () => {
    expect(() => createPageTemplate('<html><head></head><body></body></html>', {})).toThrow();
  });
});

describe('the stylesheet', () => {
  const link = '<link rel="stylesheet" crossorigin href="/assets/index-1.css">';
  const index = INDEX.replace('</head>', `${link}</head>`);

  it('is inlined, so the page paints without a second request', () => {
    const read = (file: string) => (file === 'assets/index-1.css' ? 'body{margin:0}' : '');
    const html = inlineStylesheets(index, read);
    expect(html).toContain('<style>body{margin:0}</style>');
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('keeps its link when a rule would close the style element', () => {
    expect(inlineStylesheets(index, () => 'a::after{content:"</style>"}')).toContain(link);
  });
});
