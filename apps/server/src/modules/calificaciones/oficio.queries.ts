import { sql } from 'drizzle-orm';
import type { OficioIn } from '@claustro/domain/calificaciones/oficio.contract';
import type { Db } from '../../platform/db/database.ts';
import { containsPattern, foldedContains, foldedSql } from '../../platform/db/sql.ts';
import { all, first, idRow, row } from '../../platform/db/rows.ts';
import { z } from 'zod';
import { oficio } from '@claustro/domain/calificaciones/oficio.contract';

/* The SQL of official letters. */

const columns = sql`
  o.id as "oficioId", 'OF-' || o.anio || '-' || lpad(o.secuencia::text, 4, '0') as numero, to_char(o.fecha, 'YYYY-MM-DD') as fecha,
  o.destinatario, o.institucion, o.asunto, o.cuerpo, o.estudiante_carrera_id as "estudianteCarreraId",
  case when e.matricula is null then null else pe.pers_nombres || ' ' || pe.pers_apellidos || ' · ' || e.matricula end as estudiante,
  o.firmante_id as "firmanteId", f.firm_nombre || ' · ' || f.firm_cargo as firmante, o.codigo, o.estado, o.motivo_anulacion as "motivoAnulacion",
  u.usua_nombre as "creadoPor", o.creado_en as "creadoEn"`;
const from = sql`
  from oficio o join firmante f on f.firmante_id = o.firmante_id join usuario u on u.usuario_id = o.creado_por
  left join estudiante_carrera ec on ec.estudiante_carrera_id = o.estudiante_carrera_id
  left join estudiante e on e.estudiante_id = ec.estudiante_id left join persona pe on pe.persona_id = e.persona_id`;

export function oficioQueries() {
  return {
    one: async (db: Db, oficioId: number) => await first(db, oficio, sql`select ${columns} ${from} where o.id = ${oficioId}`),

    /**
     * Writes a letter with the year's next number: the year's numbering is locked for the
     * transaction, so two letters written at once never take the same number.
     */
    async insertar(tx: Db, o: OficioIn & { fecha: string; codigo: string; usuarioId: number }) {
      const anio = Number(o.fecha.slice(0, 4));
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('oficio'), ${anio})`);
      const [row] = await all(
        tx,
        idRow,
        sql`
          insert into oficio (anio, secuencia, fecha, destinatario, institucion, asunto, cuerpo, estudiante_carrera_id, firmante_id, codigo, creado_por)
          select ${anio}, coalesce(max(secuencia), 0) + 1, ${o.fecha}, ${o.destinatario}, ${o.institucion}, ${o.asunto}, ${o.cuerpo},
                 ${o.estudianteCarreraId}, ${o.firmanteId}, ${o.codigo}, ${o.usuarioId}
            from oficio where anio = ${anio}
          returning id`,
      );
      return row.id;
    },

    anular: async (tx: Db, oficioId: number, motivo: string, usuarioId: number) =>
      (
        await tx.execute(sql`update oficio set estado = 'anulado', motivo_anulacion = ${motivo}, anulado_por = ${usuarioId}, anulado_en = now()
                              where id = ${oficioId} and estado = 'vigente' returning id`)
      ).rows.length > 0,

    /** A letter by its number and code (both must match). */
    porNumero: async (db: Db, anio: number, secuencia: number, codigo: string) =>
      await first(db, oficio, sql`select ${columns} ${from} where o.anio = ${anio} and o.secuencia = ${secuencia} and o.codigo = ${codigo}`),

    async page(db: Db, f: { estado?: string; value?: string }, page: { page: number; pageSize: number }) {
      const v = f.value?.trim();
      const rows = await all(
        db,
        row({ ...oficio.shape, total: z.number() }),
        sql`
          select ${columns}, count(*) over ()::int as total ${from}
           where ${f.estado ? sql`o.estado = ${f.estado}` : sql`true`}
             ${
               v
                 ? sql`and (('OF-' || o.anio || '-' || lpad(o.secuencia::text, 4, '0')) ilike ${containsPattern(v)}
                       or ${foldedSql(sql`o.destinatario`)} like ${foldedContains(v)} or ${foldedSql(sql`coalesce(o.institucion, '')`)} like ${foldedContains(v)}
                       or ${foldedSql(sql`o.asunto`)} like ${foldedContains(v)})`
                 : sql``
             }
           order by o.anio desc, o.secuencia desc
           limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`,
      );
      return { rows: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 };
    },
  };
}
