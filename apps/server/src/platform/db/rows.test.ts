import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { openPglite, type Database } from './database.ts';
import { all, col, countRow, exists, first, only, row } from './rows.ts';
import { personaDocumento } from './schema.ts';

let database: Database;
beforeAll(async () => {
  database = await openPglite();
  await database.exec(`create table persona_documento_identificacion (persona_documento_identificacion_id serial primary key, persona_id int not null,
    tipo_documento_identificacion_id int not null, do_id_valor varchar(30) not null);
    insert into persona_documento_identificacion (persona_id, tipo_documento_identificacion_id, do_id_valor) values (7, 1, '00112345678'), (8, 1, '40212345679');`);
});
afterAll(() => database.close());

const documento = row({ personaId: col(personaDocumento.personaId), valor: col(personaDocumento.doIdValor) });
const select = sql`select persona_id as "personaId", do_id_valor as valor from persona_documento_identificacion`;

describe('rows read through a declared row', () => {
  it('answers the rows typed by the schema’s columns', async () => {
    const rows = await all(database.db, documento, sql`${select} order by persona_id`);
    expect(rows).toEqual([
      { personaId: 7, valor: '00112345678' },
      { personaId: 8, valor: '40212345679' },
    ]);
    expectTypeOf(rows).toEqualTypeOf<{ personaId: number; valor: string }[]>();
  });

  it('answers the first row or undefined, the only row, and whether any exists', async () => {
    expect(await first(database.db, documento, sql`${select} where persona_id = 9`)).toBeUndefined();
    expect(await only(database.db, countRow, sql`select count(*)::int as n from persona_documento_identificacion`)).toEqual({ n: 2 });
    await expect(only(database.db, documento, sql`${select} where false`)).rejects.toThrow(/answered none/);
    expect(await exists(database.db, sql`${select} where persona_id = 8`)).toBe(true);
  });

  it('runs a named statement given as text on the database', async () => {
    const text = { text: 'select persona_id as "personaId", do_id_valor as valor from persona_documento_identificacion where persona_id = $1', params: [8] };
    expect(await all(database, documento, text)).toEqual([{ personaId: 8, valor: '40212345679' }]);
    await expect(all(database.db, documento, text)).rejects.toThrow(/runs on the Database/);
  });

  it('fails when a query and its row disagree', async () => {
    // A column the row does not declare, and one it declares that the query does not answer.
    await expect(
      all(database.db, documento, sql`select persona_id as "personaId", do_id_valor as codigo from persona_documento_identificacion`),
    ).rejects.toThrow(/declared but not answered: valor; answered but not declared: codigo/);
    // A column of another kind than declared (a count read as text), even with no row to look at.
    await expect(all(database.db, row({ n: z.string() }), sql`select count(*)::int as n from persona_documento_identificacion where false`)).rejects.toThrow(
      /n is number \(type 23\) but declared string/,
    );
    // A null where the schema's column (not null) promises a value: a left join that found nothing.
    await expect(
      all(database.db, documento, sql`select 9 as "personaId", d.do_id_valor as valor from (select 1) x left join persona_documento_identificacion d on false`),
    ).rejects.toThrow(/value valor: Invalid input: expected string, received null/);
  });

  it('types a column by its declaration: nullable unless declared not null', () => {
    expectTypeOf(col(personaDocumento.personaId)).toEqualTypeOf<z.ZodType<number, number>>();
    expectTypeOf(col(personaDocumento.doIdValor)).toEqualTypeOf<z.ZodType<string, string>>();
    expect(col(personaDocumento.personaDocumentoIdentificacionId).safeParse(null).success).toBe(false);
  });
});
