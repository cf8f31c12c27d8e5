import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/context.ts';
import type { Database } from './database.ts';
import { migrate, migrationsDir } from './migrate.ts';
import * as schema from './schema.ts';

/*
 * The schema code and the migrated database say the same: the rows module code reads are typed from
 * the schema's columns (`col()` in rows.ts) and checked against what PostgreSQL answers, so the
 * schema must be what the migrations built. A column added in code without its migration, one
 * migrated without the code, a type or a NOT NULL that differ: this fails.
 */

const { catalogueTables, resourceTables: _r, childTables: _c, ...declared } = schema;
const tables = (Object.values({ ...declared, ...catalogueTables }) as unknown[]).filter((t): t is PgTable => is(t, PgTable));

/** The family a PostgreSQL type belongs to, as `information_schema` and drizzle name them. */
const family = (type: string) =>
  /^(integer|serial|smallint|int[248]?)$/.test(type)
    ? 'integer'
    : /^(bigint|bigserial)$/.test(type)
      ? 'bigint'
      : /^(numeric|decimal)/.test(type)
        ? 'numeric'
        : /^(text|character varying|varchar|char|character)/.test(type)
          ? 'text'
          : /^timestamp/.test(type)
            ? 'timestamp'
            : type.replace(/\(.*$/, '');

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await freshDatabase());
  await migrate(database);
}, 120_000);
afterAll(() => drop());

describe('the schema code and the migrations', () => {
  it('have nothing left to generate: every change of the schema code has its migration', async () => {
    const snapshot = JSON.parse(readFileSync(resolve(migrationsDir, 'meta/snapshot.json'), 'utf8'));
    const statements = await generateMigration(snapshot, generateDrizzleJson({ ...declared, ...catalogueTables }, snapshot.id));
    expect(statements).toEqual([]);
  });

  it('agree on every column of every table: its name, type and whether it may be null', async () => {
    const columns = await database.query<{ tabla: string; columna: string; tipo: string; nulo: string }>(
      `select table_name as tabla, column_name as columna, data_type as tipo, is_nullable as nulo
         from information_schema.columns where table_schema = current_schema()`,
    );
    const inDatabase = new Map(columns.map((c) => [`${c.tabla}.${c.columna}`, c]));
    const disagreements: string[] = [];
    for (const table of tables) {
      const config = getTableConfig(table);
      const own = new Set(config.columns.map((c) => c.name));
      for (const c of config.columns) {
        const there = inDatabase.get(`${config.name}.${c.name}`);
        if (!there) disagreements.push(`${config.name}.${c.name}: in the code, not in the database`);
        else {
          if (family(there.tipo) !== family(c.getSQLType()))
            disagreements.push(`${config.name}.${c.name}: ${c.getSQLType()} in the code, ${there.tipo} in the database`);
          if ((there.nulo === 'NO') !== c.notNull)
            disagreements.push(`${config.name}.${c.name}: ${c.notNull ? 'not null' : 'nullable'} in the code, not so in the database`);
        }
      }
      for (const c of columns.filter((x) => x.tabla === config.name && !own.has(x.columna)))
        disagreements.push(`${config.name}.${c.columna}: in the database, not in the code`);
    }
    expect(tables.length).toBeGreaterThan(100);
    expect(disagreements).toEqual([]);
  });
});
