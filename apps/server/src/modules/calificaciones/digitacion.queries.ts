import { sql } from 'drizzle-orm';
import { seccionNombre } from '@claustro/domain/horarios/semana-items';
import type { Database, Db } from '../../platform/db/database.ts';
import { all, only, row, type RowOf } from '../../platform/db/rows.ts';
import { intArray } from '../../platform/db/sql.ts';
import { z } from 'zod';
import { acta } from '@claustro/domain/calificaciones/digitacion.contract';

/* The SQL of grade sheets. */

const cabeceraRow = row({ ...acta.omit({ escala: true, filas: true, componentes: true }).shape, periodoAcademicoId: z.number(), asignaturaId: z.number() });
type Cabecera = RowOf<typeof cabeceraRow>;

export function digitacionQueries(database: Database) {
  return {
    /** The section, its sheet's state and its period's grade-entry flag; undefined when there is no such section. */
    async cabecera(db: Db, seccionAsignaturaId: number): Promise<Cabecera | undefined> {
      const [found] = await all(
        db,
        row({ ...cabeceraRow.omit({ seccion: true }).shape, asignaturaCodigo: z.string(), seccionId: z.number() }),
        sql`
          select s.seccion_asignatura_id as "seccionAsignaturaId", a.asig_codigo as "asignaturaCodigo", s.seccion_id as "seccionId",
                 a.asig_descripcion as asignatura, p.pe_ac_descripcion as periodo, coalesce(ac.estado, 'abierta') as estado,
                 ac.enviada_en::text as "enviadaEn", p.pe_ac_periodo_digitacion_nota as "digitacionAbierta",
                 s.periodo_academico_id as "periodoAcademicoId", s.asignatura_id as "asignaturaId"
            from seccion_horario s join asignatura a on a.asignatura_id = s.asignatura_id
            join periodo_academico p on p.periodo_academico_id = s.periodo_academico_id
            left join acta_calificacion ac on ac.seccion_asignatura_id = s.seccion_asignatura_id
           where s.seccion_asignatura_id = ${seccionAsignaturaId}`,
      );
      if (!found) return undefined;
      const { asignaturaCodigo, seccionId, ...rest } = found;
      return { ...rest, seccion: seccionNombre({ asignaturaCodigo, seccionId }) };
    },
    /** The section's professors by name, as a sheet prints them. */
    profesores: async (db: Db, seccionAsignaturaId: number) =>
      (
        await only(
          db,
          row({ nombres: z.string() }),
          sql`select coalesce(string_agg(distinct p.pers_nombres || ' ' || p.pers_apellidos, ', '), '') as nombres
                from seccion_horario_detalle d join profesor f on f.profesor_id = d.profesor_id join persona p on p.persona_id = f.persona_id
               where d.seccion_asignatura_id = ${seccionAsignaturaId}`,
        )
      ).nombres,
    /** Whether a professor teaches a meeting of the section. */
    teaches: async (profesorId: number, seccionAsignaturaId: number) =>
      (
        await database.db.execute(
          sql`select 1 from seccion_horario_detalle where seccion_asignatura_id = ${seccionAsignaturaId} and profesor_id = ${profesorId} limit 1`,
        )
      ).rows.length > 0,
    /** The scale's active letters, best first. */
    escala: async (db: Db = database.db) =>
      await all(
        db,
        acta.shape.escala.element,
        sql`
          select calificacion_literal_id as "calificacionLiteralId", ca_li_literal as "caLiLiteral", ca_li_descripcion as "caLiDescripcion",
                 ca_li_rango_inicio::float8 as "caLiRangoInicio", ca_li_rango_fin::float8 as "caLiRangoFin", coalesce(ca_li_supera, false) as "caLiSupera",
                 coalesce(ca_li_digita, false) as "caLiDigita", coalesce(ca_li_retirada, false) as "caLiRetirada"
            from calificacion_literal where estatus order by ca_li_rango_fin desc, ca_li_literal`,
      ),
    /** The section's registered students in name order, with their grade on this sheet and its correction pending, if any. */
    filas: async (db: Db, seccionAsignaturaId: number) =>
      await all(
        db,
        acta.shape.filas.element.omit({ parciales: true }),
        sql`
          select x.estudiante_carrera_id as "estudianteCarreraId", e.matricula as "matriculaId", p.pers_apellidos || ', ' || p.pers_nombres as nombre,
                 c.nota::float8 as nota, c.calificacion_literal_id as "calificacionLiteralId", l.ca_li_literal as literal,
                 case when s.id is not null then json_build_object('nota', s.nota::float8, 'literal', sl.ca_li_literal) end as correccion
            from seleccion x join estudiante_carrera ec on ec.estudiante_carrera_id = x.estudiante_carrera_id
            join estudiante e on e.estudiante_id = ec.estudiante_id join persona p on p.persona_id = e.persona_id
            left join calificacion c on c.estudiante_carrera_id = x.estudiante_carrera_id and c.seccion_asignatura_id = x.seccion_asignatura_id
            left join calificacion_literal l on l.calificacion_literal_id = c.calificacion_literal_id
            left join acta_supletoria s on s.calificacion_id = c.id and s.estado = 'pendiente'
            left join calificacion_literal sl on sl.calificacion_literal_id = s.calificacion_literal_id
           where x.seccion_asignatura_id = ${seccionAsignaturaId} and x.estado = 'inscrita'
           order by p.pers_apellidos, p.pers_nombres, e.matricula`,
      ),
    /** The components of the section's grading template, in the template's order (none without a template or components). */
    componentes: async (db: Db, seccionAsignaturaId: number) =>
      await all(
        db,
        acta.shape.componentes.element,
        sql`
          select c.ti_co_descripcion as descripcion, c.ti_co_peso as peso
            from seccion_horario s join tipo_calificacion_plantilla_componentes c on c.owner_id = s.tipo_calificacion_plantilla_id
           where s.seccion_asignatura_id = ${seccionAsignaturaId} order by c.id`,
      ),
    /** The components' scores entered on the section's sheet. */
    parciales: async (db: Db, seccionAsignaturaId: number) =>
      await all(
        db,
        row({ estudianteCarreraId: z.number(), posicion: z.number(), nota: z.number() }),
        sql`select estudiante_carrera_id as "estudianteCarreraId", posicion, nota::float8 as nota
              from calificacion_componente where seccion_asignatura_id = ${seccionAsignaturaId}`,
      ),
    /** Writes a line's components' scores (a null one is cleared). */
    async writeParciales(tx: Db, g: { estudianteCarreraId: number; seccionAsignaturaId: number; usuarioId: number }, notas: readonly (number | null)[]) {
      const dadas = notas.flatMap((nota, posicion) => (nota === null ? [] : [{ posicion, nota }]));
      await tx.execute(sql`
        delete from calificacion_componente
         where seccion_asignatura_id = ${g.seccionAsignaturaId} and estudiante_carrera_id = ${g.estudianteCarreraId}
           and posicion <> all(${intArray(dadas.map((d) => d.posicion))})`);
      if (!dadas.length) return;
      await tx.execute(sql`
        insert into calificacion_componente (seccion_asignatura_id, estudiante_carrera_id, posicion, nota, usuario_id)
        select ${g.seccionAsignaturaId}, ${g.estudianteCarreraId}, x.posicion, x.nota, ${g.usuarioId}
          from json_to_recordset(${JSON.stringify(dadas)}::json) x(posicion smallint, nota numeric)
        on conflict (seccion_asignatura_id, estudiante_carrera_id, posicion)
        do update set nota = excluded.nota, usuario_id = excluded.usuario_id, actualizada_en = now()
         where calificacion_componente.nota is distinct from excluded.nota`);
    },
    /** The sheet, created open if it was not there, locked until the transaction ends. */
    async lock(tx: Db, seccionAsignaturaId: number) {
      await tx.execute(sql`insert into acta_calificacion (seccion_asignatura_id) values (${seccionAsignaturaId}) on conflict do nothing`);
      return (
        await only(
          tx,
          row({ estado: z.enum(['abierta', 'enviada']) }),
          sql`select estado from acta_calificacion where seccion_asignatura_id = ${seccionAsignaturaId} for update`,
        )
      ).estado;
    },
    /** Writes a line's grade (or clears it when `literal` is null). */
    async write(
      tx: Db,
      g: { estudianteCarreraId: number; seccionAsignaturaId: number; asignaturaId: number; periodoAcademicoId: number; usuarioId: number },
      value: { nota: number | null; calificacionLiteralId: number } | null,
    ) {
      if (!value) {
        await tx.execute(
          sql`delete from calificacion where estudiante_carrera_id = ${g.estudianteCarreraId} and seccion_asignatura_id = ${g.seccionAsignaturaId}`,
        );
        return;
      }
      await tx.execute(sql`
        insert into calificacion (estudiante_carrera_id, asignatura_id, periodo_academico_id, seccion_asignatura_id, nota, calificacion_literal_id, usuario_id)
        values (${g.estudianteCarreraId}, ${g.asignaturaId}, ${g.periodoAcademicoId}, ${g.seccionAsignaturaId}, ${value.nota}, ${value.calificacionLiteralId}, ${g.usuarioId})
        on conflict (estudiante_carrera_id, seccion_asignatura_id) where seccion_asignatura_id is not null
        do update set nota = excluded.nota, calificacion_literal_id = excluded.calificacion_literal_id, usuario_id = excluded.usuario_id, actualizada_en = now()`);
    },
    submit: (tx: Db, seccionAsignaturaId: number, usuarioId: number) =>
      tx.execute(
        sql`update acta_calificacion set estado = 'enviada', enviada_en = now(), enviada_por = ${usuarioId} where seccion_asignatura_id = ${seccionAsignaturaId}`,
      ),
  };
}
