import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ptBR, ptBRModules } from './pt-BR.ts';

// docs/decisions/0004-web-app.md: no string of the UI is hard-coded outside web/src/i18n/pt-BR.ts and its area
// modules (i18n/pt-BR/*.ts). Parses every .tsx of the SPA and reports JSX text with a letter
// in it, and string literals given to user-facing attributes (aria-label, placeholder,
// title, alt, label).

const SRC = join(import.meta.dirname, '..');
const USER_FACING = new Set([
  'aria-label',
  'placeholder',
  'title',
  'alt',
  'label',
  'aria-description',
]);
const LETTER = /\p{L}/u;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sourceFiles(path);
    return path.endsWith('.tsx') && !path.endsWith('.test.tsx') ? [path] : [];
  });
}

function literalUiText(file: string, code: string): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && LETTER.test(node.text)) found.push(node.text.trim());
    if (ts.isJsxAttribute(node) && USER_FACING.has(node.name.getText(source))) {
      const init = node.initializer;
      const literal =
        init && ts.isStringLiteral(init)
          ? init.text
          : init &&
              ts.isJsxExpression(init) &&
              init.expression &&
              ts.isStringLiteralLike(init.expression)
            ? init.expression.text
            : null;
      if (literal !== null && LETTER.test(literal))
        found.push(`${node.name.getText(source)}="${literal}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('UI strings live in i18n/pt-BR.ts', () => {
  const files = sourceFiles(SRC);

  it('the scan finds literal text and attributes', () => {
    expect(literalUiText('x.tsx', '<b title="Olá" aria-label={"Oi"}>Texto {t("k")} </b>')).toEqual([
      'title="Olá"',
      'aria-label="Oi"',
      'Texto',
    ]);
    expect(literalUiText('x.tsx', '<b className="p-4">{t("k")} · </b>')).toEqual([]);
  });

  it.each(files.map((f) => [relative(SRC, f), f]))('%s has no literal UI text', (_name, file) => {
    expect(literalUiText(file, readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('defines each key in one area module only', () => {
    const keys = ptBRModules.flatMap((module) => Object.keys(module));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    expect(keys).toHaveLength(Object.keys(ptBR).length);
  });

  it('has no empty message', () => {
    expect(Object.entries(ptBR).filter(([, text]) => text.trim() === '')).toEqual([]);
  });
});
