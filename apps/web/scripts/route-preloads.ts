/**
 * After `vite build`: the files each screen's code needs, so the server can name them in the page it
 * sends (`<link rel="modulepreload">`) and the browser fetches them with the entry script instead of
 * after it has run. Written to `dist/route-preloads.json`; read by apps/server/src/platform/web-shell.ts.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { screenModules } from './screen-modules.ts';
import { firstGets } from '../src/app/first-gets.ts';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
type Chunk = { file: string; name?: string; imports?: string[] };
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;

/**
 * A module's chunk and every chunk it imports statically, each after the chunks it imports: in that
 * order the page can evaluate them one by one (scripts/paint-first.ts).
 */
const closure = (key: string): Set<string> => {
  const seen = new Set<string>();
  const order = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k)) return;
    seen.add(k);
    for (const imported of manifest[k]?.imports ?? []) visit(imported);
    order.add(k);
  };
  visit(key);
  return order;
};
const entry = closure('index.html');
/** A module the build folded into a named group chunk (vite.config.ts) has no manifest entry of its own. */
const keyOf = (module: string, group?: string) => (manifest[module] ? module : (Object.keys(manifest).find((k) => manifest[k].name === group) ?? module));
const files = (...keys: string[]) => {
  const all = new Set<string>();
  for (const key of keys) for (const k of closure(key)) if (!entry.has(k)) all.add(k);
  return [...all].map((k) => `/${manifest[k].file}`);
};

const screens: Record<string, string[]> = {};
const publicScreens: Record<string, string[]> = {};
for (const area of readdirSync(join(root, 'src/modules'))) {
  const dir = `src/modules/${area}`;
  let source: string;
  try {
    source = readFileSync(join(root, dir, 'screens.ts'), 'utf8');
  } catch {
    continue;
  }
  const maps = screenModules(source);
  for (const [name, into] of [
    ['screens', screens],
    ['publicScreens', publicScreens],
  ] as const) {
    for (const [path, module] of Object.entries(maps[name] ?? {})) into[path.toLowerCase()] = files(posix.join(dir, module));
  }
}

// A public page never fetches the signed-in shell: what it shares with the shell belongs to the
// 'shared' group of vite.config.ts (the shell's evaluation would cost an applicant's phone its contracts).
const shellChunk = Object.values(manifest).find((c) => c.name === 'shell')?.file;
if (!shellChunk) throw new Error("route preloads: no chunk named 'shell' (vite.config.ts's codeSplitting groups)");
for (const [path, needs] of Object.entries(publicScreens)) {
  if (needs.includes(`/${shellChunk}`)) {
    throw new Error(
      `${path}: this public page would load the signed-in shell (${shellChunk}); add what it shares with the shell to the 'shared' group of vite.config.ts`,
    );
  }
}

const preloads = {
  /** The signed-in shell: the layout every signed-in screen sits in. */
  shell: files(keyOf('src/app/Layout.tsx', 'shell')),
  /** Any catalogue's screen, drawn from its declaration. */
  catalogue: files('src/platform/resources/ResourcePage.tsx', 'src/app/catalogue-screens.ts'),
  screens,
  publicScreens,
  /** What a screen asks the server for first (src/app/first-gets.ts), by lower-case route. */
  firstGets: Object.fromEntries(Object.entries(firstGets).map(([path, urls]) => [path.toLowerCase(), urls])),
};
writeFileSync(join(dist, 'route-preloads.json'), JSON.stringify(preloads));
console.log(`route preloads: ${Object.keys(screens).length + Object.keys(publicScreens).length} screens`);
