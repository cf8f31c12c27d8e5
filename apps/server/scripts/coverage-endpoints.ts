/**
 * `npm run coverage:endpoints -- <endpoints.json>`: which of the spec's endpoints the server answers,
 * by area, and which not yet. Reads the server's own route table (OpenAPI document), so a route
 * counts only if it is really registered.
 */
import { readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadInstitution } from '../src/platform/config.ts';
import { openPglite } from '../src/platform/db/database.ts';
import { prepareDatabase } from '../src/seed/prepare.ts';
import { buildApp } from '../src/app.ts';

process.stdout.on('error', (e: NodeJS.ErrnoException) => process.exit(e.code === 'EPIPE' ? 0 : 1));

interface Endpoint {
  method: string;
  path: string;
  module: string;
  transport?: string;
}
const file = resolve(process.argv[2] ?? resolve(import.meta.dirname, '../../../../shared/spec/endpoints.json'));
const spec = JSON.parse(readFileSync(file, 'utf8')) as Endpoint[];

const database = await openPglite();
await prepareDatabase(database, { demoUsers: false });
const app = await buildApp({ institution: loadInstitution('TEST'), database, filesDir: mkdtempSync(join(tmpdir(), 'claustro-cov-')), webDist: '/nonexistent' });
await app.ready();
const doc = app.swagger() as { paths: Record<string, Record<string, unknown>> };
// Parameters match whatever their names: `{id}` and `{carreraId}` are the same slot.
const shape = (method: string, path: string) =>
  `${method.toUpperCase()} ${path
    .toLowerCase()
    .replace(/\?.*$/, '')
    .replace(/^\/?/, '/')
    .replace(/\{[^}]+\}|:\w+/g, '{}')
    .replace(/\/$/, '')}`;
const served = new Set(Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => shape(m, path))));
// Where the spec hides the base (`{aulasBase}/…`), any served base with the same tail counts.
const hiddenBase = (e: Endpoint) => /^\{\w+Base\}/.test(e.path);
const tailServed = (e: Endpoint) => {
  const tail = shape(e.method, e.path.replace(/^\{\w+Base\}/, '')).split(' ')[1];
  return [...served].some(
    (s) => s.startsWith(`${e.method.toUpperCase()} `) && s.endsWith(tail === '/' ? '' : tail) && s.split('/').length === tail.split('/').length + 3,
  );
};
const isServed = (e: Endpoint) => e.transport === 'realtime-hub' || served.has(shape(e.method, e.path)) || (hiddenBase(e) && tailServed(e));

const done = spec.filter(isServed);
console.log(`${done.length} / ${spec.length} endpoints served (${Math.round((100 * done.length) / spec.length)}%)`);
const byModule = new Map<string, string[]>();
for (const e of spec.filter((x) => !isServed(x))) byModule.set(e.module, [...(byModule.get(e.module) ?? []), `${e.method} ${e.path}`]);
for (const [module, list] of [...byModule].sort((a, b) => b[1].length - a[1].length)) {
  console.log(`\n${module} (${list.length}):\n  ${list.join('\n  ')}`);
}
await app.close();
await database.close();
