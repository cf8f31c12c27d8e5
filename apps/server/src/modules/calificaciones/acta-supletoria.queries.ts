import { sql } from 'drizzle-orm';
import type { Correccion } from '@claustro/domain/calificaciones/acta-supletoria.contract';
import { seccionNombre } from '@claustro/domain/horarios/semana-items';
import type { Database, Db } from '../../platform/db/database.ts';
import { containsPattern, foldedContains, foldedNameSql, foldedSql } from '../../platform/db/sql.ts';
import { all, first, idRow, only, row, type RowOf } from '../../platform/db/rows.ts';
import { z } from 'zod';
import { correccion } from '@claustro/domain/calificaciones/acta-supletoria.contract';

/* The SQL of grade corrections (actas supletorias). */

const columns = sql`
  x.id as "actaSupletoriaId", c.seccion_asignatura_id as "seccionAsignaturaId", a.asig_codigo as "asignaturaCodigo", s.seccion_id as "seccionId",
  a.asig_descripcion as asignatura, p.pe_ac_descripcion as periodo, c.estudiante_carrera_id as "estudianteCarreraId", e.matricula as "matriculaId",
  pe.pers_apellidos || ', ' || pe.pers_nombres as nombre,
  x.nota_anterior::float8 as "notaAnterior", la.ca_li_literal as "literalAnterior", x.nota::float8 as nota, ln.ca_li_literal as literal,
  x.motivo, x.estado, us.usua_nombre as "solicitadaPor", x.solicitada_en as "solicitadaEn", ur.usua_nombre as "resueltaPor",
  x.resuelta_en as "resueltaEn", x.observacion`;
const from = sql`
  from acta_supletoria x
  join calificacion c on c.id = x.calificacion_id
  join seccion_horario s on s.seccion_asignatura_id = c.seccion_asignatura_id
  join asignatura a on a.asignatura_id = s.asignatura_id
  join periodo_academico p on p.periodo_academico_id = s.periodo_academico_id
  join estudiante_carrera ec on ec.estudiante_carrera_id = c.estudiante_carrera_id
  join estudiante e on e.estudiante_id = ec.estudiante_id
  join persona pe on pe.persona_id = e.persona_id
  join calificacion_literal la on la.calificacion_literal_id = x.literal_anterior_id
  join calificacion_literal ln on ln.calificacion_literal_id = x.calificacion_literal_id
  join usuario us on us.usuario_id = x.solicitada_por
  left join usuario ur on ur.usuario_id = x.resuelta_por`;

const actaFila = row({
  ...correccion.omit({ seccion: true, antes: true, despues: true }).shape,
  asignaturaCodigo: z.string(),
  seccionId: z.number(),
  notaAnterior: z.number().nullable(),
  literalAnterior: z.string(),
  nota: z.number().nullable(),
  literal: z.string(),
});
type Row = RowOf<typeof actaFila>;
const shape = ({ asignaturaCodigo, seccionId, notaAnterior, literalAnterior, nota, literal, ...r }: Row): Correccion => ({
  ...r,
  seccion: seccionNombre({ asignaturaCodigo, seccionId }),
  antes: { nota: notaAnterior, literal: literalAnterior },
  despues: { nota, literal },
});

/** A grade on a section's sheet, as a correction reads it. */
const notaRow = row({
  id: z.number(),
  nota: z.number().nullable(),
  calificacionLiteralId: z.number(),
});
export type Nota = RowOf<typeof notaRow>;

export function actaSupletoriaQueries(database: Database) {
  return {
    one: async (db: Db, id: number) => {
      const row = await first(db, actaFila, sql`select ${columns} ${from} where x.id = ${id}`);
      return row ? shape(row) : null;
    },
    async page(f: { estado?: string; value?: string }, page: { page: number; pageSize: number }) {
      const value = f.value?.trim();
      const search = value
        ? sql`and (${foldedNameSql(sql`pe.pers_nombres`, sql`pe.pers_apellidos`)} like ${foldedContains(value)}
                   or lower(e.matricula) like ${containsPattern(value.toLowerCase())}
                   or lower(a.asig_codigo) like ${containsPattern(value.toLowerCase())}
                   or ${foldedSql(sql`a.asig_descripcion`)} like ${foldedContains(value)})`
        : sql``;
      const rows = await all(
        database.db,
        row({ ...actaFila.shape, total: z.number() }),
        sql`
          select ${columns}, count(*) over ()::int as total ${from}
           where ${f.estado ? sql`x.estado = ${f.estado}` : sql`true`} ${search}
           order by x.solicitada_en desc, x.id desc
           limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`,
      );
      return { rows: rows.map(({ total: _t, ...r }) => shape(r)), total: rows[0]?.total ?? 0 };
    },
    /** A student's grade on a section's sheet, locked until the transaction ends. */
    nota: async (tx: Db, seccionAsignaturaId: number, estudianteCarreraId: number) =>
      (await first(
        tx,
        notaRow,
        sql`
          select id, nota::float8 as nota, calificacion_literal_id as "calificacionLiteralId" from calificacion
           where seccion_asignatura_id = ${seccionAsignaturaId} and estudiante_carrera_id = ${estudianteCarreraId} for update`,
      )) ?? null,
    pendiente: async (tx: Db, calificacionId: number) =>
      (await tx.execute(sql`select 1 from acta_supletoria where calificacion_id = ${calificacionId} and estado = 'pendiente'`)).rows.length > 0,
    insert: async (tx: Db, r: { nota: Nota; nueva: { nota: number | null; calificacionLiteralId: number }; motivo: string; usuarioId: number }) =>
      (
        await only(
          tx,
          idRow,
          sql`
            insert into acta_supletoria (calificacion_id, nota_anterior, literal_anterior_id, nota, calificacion_literal_id, motivo, solicitada_por)
            values (${r.nota.id}, ${r.nota.nota}, ${r.nota.calificacionLiteralId}, ${r.nueva.nota}, ${r.nueva.calificacionLiteralId}, ${r.motivo}, ${r.usuarioId})
            returning id`,
        )
      ).id,
    /** The correction, locked until the transaction ends. */
    lock: async (tx: Db, id: number) =>
      (await first(
        tx,
        row({
          calificacionId: z.number(),
          estado: z.string(),
          solicitadaPor: z.number(),
          notaAnterior: z.number().nullable(),
          literalAnteriorId: z.number(),
          nota: z.number().nullable(),
          calificacionLiteralId: z.number(),
          seccionAsignaturaId: z.number(),
          estudianteCarreraId: z.number(),
          motivo: z.string(),
        }),
        sql`
          select x.calificacion_id as "calificacionId", x.estado, x.motivo, x.solicitada_por as "solicitadaPor", x.nota_anterior::float8 as "notaAnterior",
                 x.literal_anterior_id as "literalAnteriorId", x.nota::float8 as nota, x.calificacion_literal_id as "calificacionLiteralId",
                 c.seccion_asignatura_id as "seccionAsignaturaId", c.estudiante_carrera_id as "estudianteCarreraId"
            from acta_supletoria x join calificacion c on c.id = x.calificacion_id where x.id = ${id} for update of x`,
      )) ?? null,
    resolve: (tx: Db, id: number, r: { estado: 'aprobada' | 'rechazada'; usuarioId: number; observacion: string | null }) =>
      tx.execute(sql`update acta_supletoria set estado = ${r.estado}, resuelta_por = ${r.usuarioId}, resuelta_en = now(), observacion = ${r.observacion}
                      where id = ${id}`),
    /** The approved correction becomes the grade. */
    apply: (tx: Db, calificacionId: number, v: { nota: number | null; calificacionLiteralId: number; usuarioId: number }) =>
      tx.execute(sql`update calificacion set nota = ${v.nota}, calificacion_literal_id = ${v.calificacionLiteralId}, usuario_id = ${v.usuarioId},
                                             actualizada_en = now() where id = ${calificacionId}`),
  };
}
