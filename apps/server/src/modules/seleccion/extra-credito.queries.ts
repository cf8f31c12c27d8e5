import { sql } from 'drizzle-orm';
import type { ExtraCredito } from '@claustro/domain/seleccion/extra-credito.contract';
import type { Database, Db } from '../../platform/db/database.ts';
import { containsPattern, foldedContains, foldedNameSql } from '../../platform/db/sql.ts';
import { creditosMaximos, maximoSql } from './seleccion.queries.ts';
import { all, first, row } from '../../platform/db/rows.ts';
import { z } from 'zod';
import { extraCredito } from '@claustro/domain/seleccion/extra-credito.contract';

/* The SQL of extra-credit authorisations. */

const columns = (institucion: number) => sql`
  x.estudiante_carrera_id as "estudianteCarreraId", x.periodo_academico_id as "periodoAcademicoId", e.matricula,
  pe.pers_nombres || ' ' || pe.pers_apellidos as nombre, c.carr_descripcion as carrera, ${maximoSql(institucion)} as "creditosPlan",
  x.creditos, x.motivo, u.usua_nombre as "autorizadoPor", x.creado_en as "creadoEn"`;
const from = sql`
  from seleccion_extra_credito x
  join estudiante_carrera ec on ec.estudiante_carrera_id = x.estudiante_carrera_id
  left join plan_estudio p on p.plan_estudio_id = ec.plan_estudio_id
  join estudiante e on e.estudiante_id = ec.estudiante_id
  join persona pe on pe.persona_id = e.persona_id
  join carrera c on c.carrera_id = ec.carrera_id
  join usuario u on u.usuario_id = x.usuario_id`;

export function extraCreditoQueries(database: Database) {
  const one = async (db: Db, estudianteCarreraId: number, periodoAcademicoId: number) =>
    (await first(
      db,
      extraCredito,
      sql`select ${columns(await creditosMaximos(db))} ${from} where x.estudiante_carrera_id = ${estudianteCarreraId} and x.periodo_academico_id = ${periodoAcademicoId}`,
    )) ?? null;
  return {
    one,
    async page(f: { periodoAcademicoId: number; value?: string }, page: { page: number; pageSize: number }) {
      const value = f.value?.trim();
      const search = value
        ? sql`and (${foldedNameSql(sql`pe.pers_nombres`, sql`pe.pers_apellidos`)} like ${foldedContains(value)} or lower(e.matricula) like ${containsPattern(value.toLowerCase())})`
        : sql``;
      const rows = await all(
        database.db,
        row({ ...extraCredito.shape, total: z.number() }),
        sql`
          select ${columns(await creditosMaximos(database))}, count(*) over ()::int as total ${from}
           where x.periodo_academico_id = ${f.periodoAcademicoId} ${search}
           order by x.creado_en desc, x.id desc
           limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`,
      );
      return { rows: rows.map(({ total: _t, ...r }) => r as ExtraCredito), total: rows[0]?.total ?? 0 };
    },
    save: (tx: Db, r: { estudianteCarreraId: number; periodoAcademicoId: number; creditos: number; motivo: string; usuarioId: number }) =>
      tx.execute(sql`
        insert into seleccion_extra_credito (estudiante_carrera_id, periodo_academico_id, creditos, motivo, usuario_id)
        values (${r.estudianteCarreraId}, ${r.periodoAcademicoId}, ${r.creditos}, ${r.motivo}, ${r.usuarioId})
        on conflict (estudiante_carrera_id, periodo_academico_id)
        do update set creditos = excluded.creditos, motivo = excluded.motivo, usuario_id = excluded.usuario_id, creado_en = now()`),
    remove: async (tx: Db, estudianteCarreraId: number, periodoAcademicoId: number) =>
      (
        await tx.execute(
          sql`delete from seleccion_extra_credito where estudiante_carrera_id = ${estudianteCarreraId} and periodo_academico_id = ${periodoAcademicoId} returning id`,
        )
      ).rows.length > 0,
  };
}
