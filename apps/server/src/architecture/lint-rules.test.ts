import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The layer rules (and the rule that server code names texts rather than writing them) are lint rules
 * (eslint.config.js); this proves each can fail: a file put where the
 * rule guards, importing what it forbids, is refused with the rule's reason, and the allowed import
 * beside it passes. A rule whose pattern stopped matching would let the first line through.
 */

const root = resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: root });

/** The layer rules' complaints about `code` as if it were the file at `path` (from the repository's root). */
async function complaints(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, path) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('the layer rules', () => {
  it.each([
    // web: another module only through its api.ts or public.ts
    ['apps/web/src/modules/calificaciones/X.tsx', "import { CuentaResumen } from '../financieros/CuentaResumen.tsx';", /through its api\.ts/],
    ['apps/web/src/modules/calificaciones/X.tsx', "import { HojaNotas } from '../seleccion/sub/Hoja.tsx';", /through its api\.ts/],
    ['apps/web/src/modules/calificaciones/X.tsx', "import { Layout } from '../../app/Layout.tsx';", /never import the shell/],
    ['apps/web/src/platform/X.tsx', "import { useActa } from '../modules/calificaciones/api.ts';", /never imports modules/],
    // server: another module only through its service or a public surface
    ['apps/server/src/modules/seleccion/x.service.ts', "import { semanaPdf } from '../horarios/semana.pdf.ts';", /through its service/],
    ['apps/server/src/modules/seleccion/x.service.ts', "import { q } from '../horarios/secciones.queries.ts';", /through its service/],
    ['apps/server/src/modules/seleccion/x.rules.ts', "import { q } from '../horarios/secciones.queries.ts';", /through its service/],
    ['apps/server/src/modules/seleccion/x.routes.ts', "import { q } from './x.queries.ts';", /Routes call the service/],
    ['apps/server/src/modules/seleccion/x.routes.ts', 'export const f = (db: { execute(s: string): void }) => db.execute("select 1");', /SQL lives in/],
    ['apps/server/src/platform/x.ts', "import { m } from '../modules/seleccion/module.ts';", /never imports modules/],
    ['packages/domain/src/x/y.ts', "import { readFileSync } from 'node:fs';", /browser-safe/],
    // server: texts live in the catalogue, code names them
    ['apps/server/src/modules/seleccion/x.service.ts', "export const e = { f: { es: 'Elija una sección.', en: 'Choose a section.' } };", /in the catalogue/],
    ['apps/server/src/modules/horarios/x.pdf.ts', "export const t = { es: { seccion: 'Sección' }, en: { seccion: 'Section' } };", /in the catalogue/],
    ['apps/server/src/modules/horarios/x.routes.ts', "export const f = (lang: string) => (lang === 'en' ? 'Hi' : 'Hola');", /in the catalogue/],
    ['apps/server/src/platform/x.ts', "const es = 'Hola', en = 'Hi'; export const said = { es, en };", /in the catalogue/],
    // server: SQL lives in queries files only
    ['apps/server/src/modules/seleccion/x.service.ts', "import { sql } from 'drizzle-orm';", /SQL lives in <feature>\.queries\.ts: this file/],
    ['apps/server/src/modules/seleccion/x.service.ts', "import { all } from '../../platform/db/rows.ts';", /SQL lives in <feature>\.queries\.ts: this file/],
    ['apps/server/src/modules/academicos/x.hooks.ts', "export const f = (tx: { execute(q: string): void }) => tx.execute('select 1');", /SQL lives in/],
    ['apps/server/src/modules/calificaciones/x.ts', 'declare const sql: (s: TemplateStringsArray) => string; export const q = sql`select 1`;', /SQL lives in/],
    // server: rows are read through a declared row, never cast
    ['apps/server/src/modules/seleccion/x.queries.ts', 'declare const r: { rows: unknown[] }; export const ids = r.rows as { id: number }[];', /never a cast/],
    ['apps/server/src/modules/seleccion/x.queries.ts', 'declare const r: { rows: unknown[] }; export const one = r.rows[0] as { id: number };', /never a cast/],
    [
      'apps/server/src/modules/seleccion/x.queries.ts',
      'declare const r: { rows: unknown[] }; export const one = r.rows[0] as unknown as { id: number };',
      /never a cast/,
    ],
    ['apps/server/src/platform/x.ts', "declare const d: { query<T>(s: string): T[] }; export const ids = d.query<{ id: number }>('select 1');", /never a cast/],
  ])('%s refuses %s', async (path, code, reason) => {
    expect(await complaints(path, code)).toContainEqual(expect.stringMatching(reason));
  });

  it.each([
    ['apps/web/src/modules/calificaciones/X.tsx', "import { useCuenta } from '../financieros/api.ts';"],
    ['apps/web/src/modules/academicos/X.tsx', "import { CuentaResumen } from '../financieros/public.ts';"],
    ['apps/web/src/modules/academicos/X.tsx', "import { PagedGrid } from '../../platform/PagedGrid.tsx';"],
    ['apps/server/src/modules/seleccion/x.service.ts', "import { seccionesService } from '../horarios/secciones.service.ts';"],
    ['apps/server/src/modules/seleccion/x.service.ts', "import { semanaPdf } from '../horarios/semana-pdf.public.ts';"],
    ['apps/server/src/modules/seleccion/x.service.ts', "import { q } from './x.queries.ts';"],
    ['apps/server/src/modules/seleccion/x.service.ts', "export const e = { f: { problem: 'seccion_distinta' } };"],
    ['apps/server/src/seed/x.ts', "export const option = { es: 'Profesores', en: 'Professors' };"],
    [
      'apps/server/src/modules/seleccion/x.queries.ts',
      "import { sql } from 'drizzle-orm';\nimport { all, idRow } from '../../platform/db/rows.ts';\nimport type { Db } from '../../platform/db/database.ts';\nexport const ids = (db: Db) => all(db, idRow, sql`select 1 as id`);",
    ],
  ])('%s allows %s', async (path, code) => {
    expect(await complaints(path, code)).toEqual([]);
  });
});
