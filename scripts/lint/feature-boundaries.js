// ESLint rule: a feature folder is entered through its index.ts. Code outside
// `<root>/<feature>/` may import only `<root>/<feature>/index.ts(x)`; the folders listed in
// `open` (the domain's kernel and ports) may be imported file by file. A dynamic import()
// may name any file: a lazily loaded page is its own chunk, and going through an index would
// pull every module the index re-exports into that chunk. See docs/architecture.md.
import path from 'node:path';

export default {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: {
          roots: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                root: { type: 'string' },
                open: { type: 'array', items: { type: 'string' } },
              },
              required: ['root'],
            },
          },
        },
      },
    ],
    messages: {
      throughIndex:
        "Outra feature entra por '{{feature}}/index': importe de lá, não de '{{specifier}}'.",
    },
  },
  create(context) {
    const cwd = context.cwd ?? process.cwd();
    const roots = (context.options[0]?.roots ?? []).map(({ root, open = [] }) => ({
      root: path.resolve(cwd, root),
      open: new Set(open),
    }));
    const file = path.resolve(cwd, context.filename);

    function featureOf(root, target) {
      const relative = path.relative(root, target);
      if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
      const parts = relative.split(path.sep);
      return parts.length > 1 ? parts[0] : null;
    }

    function check(node, source) {
      const specifier = source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), specifier);
      for (const { root, open } of roots) {
        const feature = featureOf(root, target);
        if (!feature || open.has(feature) || featureOf(root, file) === feature) continue;
        const base = path.relative(path.join(root, feature), target);
        if (/^index\.tsx?$/.test(base)) continue;
        context.report({ node, messageId: 'throughIndex', data: { feature, specifier } });
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
    };
  },
};
