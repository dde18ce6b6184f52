import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.ts';

const css = fs.readFileSync(path.join(import.meta.dirname, '../index.css'), 'utf8');

function themeColor(name: string): string {
  const match = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(css);
  if (!match) throw new Error(`--color-${name} not in index.css`);
  return match[1]!;
}

describe('WCAG AA contrast of the brand colours', () => {
  it('computes the known ratios', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ff6900')).toBeCloseTo(2.89, 1); // the old orange-500
    expect(contrastRatio('#94a3b8', '#ffffff')).toBeCloseTo(2.56, 1); // the old slate-400
  });

  it.each(['brand', 'brand-hover'])('white text on --color-%s is at least 4.5:1', (name) => {
    expect(contrastRatio('#ffffff', themeColor(name))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['#ffffff', '#f8fafc'])('the placeholder on %s is at least 4.5:1', (background) => {
    expect(contrastRatio(themeColor('placeholder'), background)).toBeGreaterThanOrEqual(4.5);
  });
});
