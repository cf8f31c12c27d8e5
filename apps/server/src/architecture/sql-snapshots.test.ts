import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Db } from '../platform/db/database.ts';
import { sentStatement } from '../test/sent-statement.ts';
import { indicesSql } from '../modules/calificaciones/indice.queries.ts';
import { graduacionQueries } from '../modules/calificaciones/graduacion.queries.ts';
import { historialQueries } from '../modules/calificaciones/historial.queries.ts';
import { usuariosMoodle } from '../modules/calificaciones/moodle.queries.ts';
import { contabilidadQueries } from '../modules/financieros/contabilidad.queries.ts';
import { cuentaQueries } from '../modules/financieros/cuenta.queries.ts';
import { participanteQueries } from '../modules/financieros/participante.queries.ts';
import { dgiiQueries } from '../modules/financieros/dgii.queries.ts';
import { informesQueries } from '../modules/financieros/informes.queries.ts';
import { reportContext } from '../platform/reports/engine.ts';
import { reportesDelArea } from '../modules/reportes/module.ts';
import { proyeccionPage } from '../modules/horarios/proyeccion.queries.ts';

/*
 * The heavy statements — reports, the index, the ledger, the DGII's formats — keep their SQL visible
 * in review: each is written out to `sql/<name>.sql` beside this test, committed. A change to one of
 * them shows in the diff as SQL a reviewer can read (and EXPLAIN), not only as the TypeScript that
 * builds it; a change not written out fails here (`vitest -u` writes it). As Immich does with its
 * generated `*.sql` files.
 */

const dialect = new PgDialect();

/** A statement as the file shows it: its text as PostgreSQL receives it, and the parameters of the example. */
function written(q: SQL): string {
  const { sql, params } = dialect.sqlToQuery(q);
  return `${sql.replace(/[ \t]+$/gm, '')}\n\n-- parameters: ${JSON.stringify(params)}\n`;
}

/** The first statement a query function sends, written as the file shows it. */
const sqlOf = async (run: (db: Db) => Promise<unknown>) => written(await sentStatement(run));

const libro = { desde: '2026-01-01', hasta: '2026-01-31', zona: 'America/Santo_Domingo' };
const informe = { desde: '2026-01-01', hasta: '2026-01-31' };
const reporte = reportContext(1, 'America/Santo_Domingo', '2026-01-15');
const page = { page: 1, pageSize: 50 };

const heavy: Record<string, SQL | ((db: Db) => Promise<unknown>)> = {
  'indice-periodos': indicesSql(1, 5000),
  'indice-periodos-ultima': indicesSql(1, 5000, 'ultima'),
  'proyeccion-secciones': (db) => proyeccionPage(db, { periodoAcademicoId: 3, sedeId: 1, value: 'cal', page: 1, pageSize: 50 }),
  'graduacion-candidatos': (db) => graduacionQueries().candidatos(db, { sedeId: 1, value: 'pérez', minimo: 2, regla: 'ultima' }, page),
  'historial-notas': (db) => historialQueries().notas(db, 3201),
  'moodle-usuarios': (db) => usuariosMoodle(db, { periodoAcademicoId: 3, sedeId: 1 }, page),
  'contabilidad-resumen': (db) => contabilidadQueries().resumen(db, libro),
  'contabilidad-gp': (db) => contabilidadQueries().gp(db, libro),
  'contabilidad-diario': (db) => contabilidadQueries().diario(db, libro),
  'balance-estudiantes': (db) => cuentaQueries().balances(db, { hoy: '2026-01-15' }, page),
  'balance-estudiantes-buscado': (db) => cuentaQueries().balances(db, { hoy: '2026-01-15', value: 'marte', sedeId: 1, soloVencidos: true }, page),
  'balance-personas': (db) => participanteQueries().balances(db, { hoy: '2026-01-15' }, page),
  'dgii-607-ventas': (db) => dgiiQueries().ventas(db, '2026-01', 'America/Santo_Domingo'),
  'dgii-606-compras': (db) => dgiiQueries().compras(db, '2026-01'),
  ...Object.fromEntries(Object.entries(informesQueries).map(([name, q]) => [`informe-${name}`, q(informe, reporte)])),
  ...Object.fromEntries(reportesDelArea.map(([r, q]) => [`reporte-${r.nombre}`, q({ periodoAcademicoId: 3, nivel: 'grado', ...informe }, reporte)])),
};

describe('the heavy statements, written out for review', () => {
  it.each(Object.keys(heavy))('%s', async (name) => {
    const statement = heavy[name];
    const text = typeof statement === 'function' ? await sqlOf(statement) : written(statement);
    await expect(text).toMatchFileSnapshot(`./sql/${name}.sql`);
  });
});
