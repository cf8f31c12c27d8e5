/** `npm run coverage:routes`: how many of the spec's routes have a working screen, and which do not yet. */
import { routes } from '@claustro/domain/shell/routes';

// Piped into `head`: stop quietly when the reader has had enough.
process.stdout.on('error', (e: NodeJS.ErrnoException) => process.exit(e.code === 'EPIPE' ? 0 : 1));
import { builtPaths } from '../src/app/catalogue-screens.ts';

const built = new Set(builtPaths());
// A route with a parameter is built by a page of its own (`/financieros/reportes-recibos/{id}`) or by the screen of its path without it.
const isBuilt = (path: string) => built.has(path.toLowerCase()) || built.has(path.toLowerCase().replace(/\/\{\w+\}$/, ''));
const done = routes.filter((r) => isBuilt(r.path));
const missing = routes.filter((r) => !isBuilt(r.path));
console.log(`${done.length} / ${routes.length} routes built (${Math.round((100 * done.length) / routes.length)}%)`);
const byModule = new Map<string, string[]>();
for (const r of missing) byModule.set(r.module, [...(byModule.get(r.module) ?? []), r.path]);
console.log(`Unbuilt (${missing.length}), by area:`);
for (const [module, paths] of [...byModule].sort((a, b) => b[1].length - a[1].length)) {
  console.log(`  ${module} (${paths.length}): ${paths.join(' ')}`);
}
