import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screenModules } from '../../scripts/screen-modules.ts';

const modules = resolve(import.meta.dirname, '../modules');
const areas = readdirSync(modules).filter((area) => readdirSync(join(modules, area)).includes('screens.ts'));

describe("each area's screens, as the build reads them to name the files a page needs first", () => {
  it.each(areas)('%s: every screen the area exports is read with its module', async (area) => {
    const file = join(modules, area, 'screens.ts');
    const read = screenModules(readFileSync(file, 'utf8'));
    const exported = (await import(file)) as Record<string, Record<string, unknown>>;
    expect(Object.keys(read).sort()).toEqual(Object.keys(exported).sort());
    for (const [name, map] of Object.entries(exported)) expect(Object.keys(read[name]).sort()).toEqual(Object.keys(map).sort());
  });

  it('reads a map of routes written the usual way', () => {
    const source = [
      'export const screens: ScreenLoaders = {',
      "  '/a/b': () => import('./BPage.tsx'),",
      "  '/a/c/{id}': () => import('./BPage.tsx').then((m) => ({ default: m.C })),",
      '};',
      'export const publicScreens: ScreenLoaders = {',
      "  '/p': () => import('./PPage.tsx'),",
      '};',
    ].join('\n');
    expect(screenModules(source)).toEqual({
      screens: { '/a/b': './BPage.tsx', '/a/c/{id}': './BPage.tsx' },
      publicScreens: { '/p': './PPage.tsx' },
    });
  });
});
