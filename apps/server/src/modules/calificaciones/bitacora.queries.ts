import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { eventoNota, limiteBitacora, type AccionBitacora, type Bitacora } from '@claustro/domain/calificaciones/bitacora.contract';
import type { ValorNota } from '@claustro/domain/calificaciones/bitacora.rules';
import { seccionNombre } from '@claustro/domain/horarios/semana-items';
import type { Db } from '../../platform/db/database.ts';
import { all, row, type RowOf } from '../../platform/db/rows.ts';

/*
 * The SQL of grades' trails (`calificacion_bitacora`). Every writer of a grade writes its event here
 * in the same transaction; the table refuses updates and deletes.
 */

/**
 * A change to write: of a grade named by its id, or of a sheet's line named by its student career and
 * section (its grade, if any, is found; its subject and period come from the section).
 */
export type EventoIn = ({ calificacionId: number } | { estudianteCarreraId: number; seccionAsignaturaId: number }) & {
  accion: AccionBitacora;
  antes: ValorNota | null;
  despues: ValorNota | null;
  motivo?: string | null;
  actaSupletoriaId?: number | null;
};

/** Writes the changes, in the order given, by `usuarioId` (now). */
export async function anotar(tx: Db, usuarioId: number, eventos: readonly EventoIn[]) {
  if (!eventos.length) return;
  const filas = eventos.map((e, n) => ({
    n,
    calificacion: 'calificacionId' in e ? e.calificacionId : null,
    ec: 'estudianteCarreraId' in e ? e.estudianteCarreraId : null,
    seccion: 'seccionAsignaturaId' in e ? e.seccionAsignaturaId : null,
    accion: e.accion,
    nota_antes: e.antes?.nota ?? null,
    literal_antes: e.antes?.calificacionLiteralId ?? null,
    nota: e.despues?.nota ?? null,
    literal: e.despues?.calificacionLiteralId ?? null,
    motivo: e.motivo ?? null,
    acta: e.actaSupletoriaId ?? null,
  }));
  await tx.execute(sql`
    insert into calificacion_bitacora (estudiante_carrera_id, asignatura_id, periodo_academico_id, seccion_asignatura_id, calificacion_id, accion,
                                       nota_antes, literal_antes_id, nota, literal_id, motivo, acta_supletoria_id, usuario_id)
    select coalesce(c.estudiante_carrera_id, x.ec), coalesce(c.asignatura_id, s.asignatura_id), coalesce(c.periodo_academico_id, s.periodo_academico_id),
           coalesce(c.seccion_asignatura_id, x.seccion), c.id, x.accion, x.nota_antes, x.literal_antes, x.nota, x.literal, x.motivo, x.acta, ${usuarioId}
      from json_to_recordset(${JSON.stringify(filas)}::json)
           as x(n int, calificacion int, ec int, seccion int, accion text, nota_antes numeric, literal_antes int, nota numeric, literal int, motivo text, acta int)
      left join seccion_horario s on s.seccion_asignatura_id = x.seccion
      left join calificacion c on c.id = coalesce(x.calificacion,
                                                  (select k.id from calificacion k where k.estudiante_carrera_id = x.ec and k.seccion_asignatura_id = x.seccion))
     order by x.n`);
}

const eventoRow = row({
  ...eventoNota.omit({ seccion: true, antes: true, despues: true }).shape,
  seccionId: z.number().nullable(),
  notaAntes: z.number().nullable(),
  literalAntes: z.string().nullable(),
  nota: z.number().nullable(),
  literal: z.string().nullable(),
});
const shape = ({ seccionId, notaAntes, literalAntes, nota, literal, ...e }: RowOf<typeof eventoRow>) => ({
  ...e,
  seccion: seccionId === null ? null : seccionNombre({ asignaturaCodigo: e.asignaturaCodigo, seccionId }),
  antes: literalAntes === null ? null : { nota: notaAntes, literal: literalAntes },
  despues: literal === null ? null : { nota, literal },
});

/** The newest events matching `where` (over `b`), read oldest first. */
async function eventos(db: Db, where: SQL): Promise<Bitacora> {
  const rows = await all(
    db,
    eventoRow,
    sql`
      select * from (
        select b.id, b.accion, b.en, u.usua_nombre as usuario, b.estudiante_carrera_id as "estudianteCarreraId", e.matricula,
               pe.pers_apellidos || ', ' || pe.pers_nombres as nombre, b.periodo_academico_id as "periodoAcademicoId", p.pe_ac_descripcion as periodo,
               b.asignatura_id as "asignaturaId", a.asig_codigo as "asignaturaCodigo", a.asig_descripcion as asignatura,
               b.seccion_asignatura_id as "seccionAsignaturaId", s.seccion_id as "seccionId",
               b.nota_antes::float8 as "notaAntes", la.ca_li_literal as "literalAntes", b.nota::float8 as nota, ln.ca_li_literal as literal,
               b.motivo, b.acta_supletoria_id as "actaSupletoriaId", us.usua_nombre as "solicitadaPor"
          from calificacion_bitacora b join usuario u on u.usuario_id = b.usuario_id
          join estudiante_carrera ec on ec.estudiante_carrera_id = b.estudiante_carrera_id join estudiante e on e.estudiante_id = ec.estudiante_id
          join persona pe on pe.persona_id = e.persona_id
          join periodo_academico p on p.periodo_academico_id = b.periodo_academico_id join asignatura a on a.asignatura_id = b.asignatura_id
          left join seccion_horario s on s.seccion_asignatura_id = b.seccion_asignatura_id
          left join calificacion_literal la on la.calificacion_literal_id = b.literal_antes_id
          left join calificacion_literal ln on ln.calificacion_literal_id = b.literal_id
          left join acta_supletoria x on x.id = b.acta_supletoria_id left join usuario us on us.usuario_id = x.solicitada_por
         where ${where}
         order by b.id desc limit ${limiteBitacora + 1}) t
       order by t.id`,
  );
  const completa = rows.length <= limiteBitacora;
  return { eventos: (completa ? rows : rows.slice(1)).map(shape), completa };
}

/** A section's trail. */
export const bitacoraDeSeccion = (db: Db, seccionAsignaturaId: number) => eventos(db, sql`b.seccion_asignatura_id = ${seccionAsignaturaId}`);

/** A student career's trail, of a period and a subject when given. */
export const bitacoraDeEstudiante = (db: Db, f: { estudianteCarreraId: number; periodoAcademicoId: number | null; asignaturaId: number | null }) =>
  eventos(
    db,
    sql`b.estudiante_carrera_id = ${f.estudianteCarreraId}
        ${f.periodoAcademicoId ? sql`and b.periodo_academico_id = ${f.periodoAcademicoId}` : sql``}
        ${f.asignaturaId ? sql`and b.asignatura_id = ${f.asignaturaId}` : sql``}`,
  );
