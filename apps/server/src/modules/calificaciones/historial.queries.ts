import { sql } from 'drizzle-orm';
import { parametro } from '../../platform/parametros.ts';
import type { Db } from '../../platform/db/database.ts';
import { intArray } from '../../platform/db/sql.ts';
import { all, first, row } from '../../platform/db/rows.ts';
import { z } from 'zod';
import { historialAcademico, notaHistorial } from '@claustro/domain/calificaciones/historial.contract';
import { aplicarRepeticion, reglaRepeticion, type ReglaRepeticion } from '@claustro/domain/calificaciones/repeticion.rules';

/*
 * The student's record as other modules read it. A grade is on the record once it is official: given
 * without a section (a validation, an exemption, a conferral), or on a section's sheet once submitted.
 */

/** The grades on the record (`c` columns of `calificacion`): a submitted sheet's, or given without one and not annulled. */
export const calificacionOficial = sql`(select c.* from calificacion c
  where (c.seccion_asignatura_id is null and not c.anulada)
     or exists (select 1 from acta_calificacion ac where ac.seccion_asignatura_id = c.seccion_asignatura_id and ac.estado = 'enviada'))`;

/** A grade (`l`: its letter, `a`: its subject) earns its credits: passed, validated, exempted or conferred. */
export const apruebaSql = sql`coalesce(l.ca_li_supera or l.ca_li_convalidada or l.ca_li_exonerada or l.ca_li_colacionada, false)`;
/** A grade (`l`: its letter, `a`: its subject) counts in the index: its letter does and its subject does. */
export const cuentaEnIndiceSql = sql`(coalesce(l.ca_li_califica, false) and a.asig_calcula_indice)`;

/** The institution's retake rule (`calificaciones.repeticion`): which attempts of a subject taken again count in the index. */
export async function reglaRepeticionDe(db: Db): Promise<ReglaRepeticion> {
  return reglaRepeticion(await parametro(db, 'calificaciones.repeticion'));
}

/**
 * The retake rule in SQL, over graded rows carrying `ec`, `asignatura_id`, `inicio` (the period's
 * start), `id`, `puntos` and `cuenta` (counts in the index): whether the row is an attempt the rule
 * leaves out — the same as `aplicarRepeticion`.
 */
export const sustituidaSql = (regla: ReglaRepeticion) =>
  regla === 'todas'
    ? sql`false`
    : sql`(cuenta and row_number() over (partition by ec, asignatura_id, cuenta
                                          order by ${regla === 'mejor' ? sql`puntos desc,` : sql``} inicio desc, id desc) > 1)`;

/** The cumulative index a graduate needs: the institution's `graduacion.indice_minimo` (2.00 when unset). */
export const indiceMinimoGraduacion = (db: Db) => parametro(db, 'graduacion.indice_minimo');

export function historialQueries() {
  return {
    /** Who a student career is, as a record names them; undefined when there is no such career. */
    async estudiante(db: Db, estudianteCarreraId: number) {
      return await first(
        db,
        row({
          ...historialAcademico.pick({ estudianteCarreraId: true, matricula: true, nombre: true, carrera: true, plan: true, sede: true, creditosPlan: true })
            .shape,
          planEstudioId: z.number(),
          owner: z.number().nullable(),
          /** The student is a woman (documents agree with her). */
          femenino: z.boolean(),
        }),
        sql`
          select ec.estudiante_carrera_id as "estudianteCarreraId", ec.plan_estudio_id as "planEstudioId", e.matricula,
                 p.pers_nombres || ' ' || p.pers_apellidos as nombre,
                 c.carr_descripcion as carrera, pl.pl_en_descripcion as plan, s.sede_descripcion as sede,
                 coalesce((select sum(d.pl_de_creditos) from plan_estudio_planes_estudios_detalles d where d.owner_id = ec.plan_estudio_id), 0)::int as "creditosPlan",
                 (select u.usuario_id from usuario u where u.persona_id = e.persona_id limit 1) as owner,
                 coalesce((select x.sexo_descripcion ilike 'fem%' from sexo x where x.sexo_id = p.sexo_id), false) as femenino
            from estudiante_carrera ec join estudiante e on e.estudiante_id = ec.estudiante_id join persona p on p.persona_id = e.persona_id
            join carrera c on c.carrera_id = ec.carrera_id join sede s on s.sede_id = ec.sede_id
            left join plan_estudio pl on pl.plan_estudio_id = ec.plan_estudio_id
           where ec.estudiante_carrera_id = ${estudianteCarreraId}`,
      );
    },
    /** How a transcript identifies the student: their cédula, else their first identity document. */
    identificacion: async (db: Db, estudianteCarreraId: number) =>
      (await first(
        db,
        row({ tipo: z.string(), valor: z.string() }),
        sql`
          select t.do_id_descripcion as tipo, d.do_id_valor as valor
            from estudiante_carrera ec join estudiante e on e.estudiante_id = ec.estudiante_id
            join persona_documento_identificacion d on d.persona_id = e.persona_id
            join tipo_documento_identificacion t on t.tipo_documento_identificacion_id = d.tipo_documento_identificacion_id
           where ec.estudiante_carrera_id = ${estudianteCarreraId}
           order by lower(t.do_id_descripcion) = 'cédula' desc, d.persona_documento_identificacion_id limit 1`,
      )) ?? null,
    /** Who signs transcripts: the registrar among the active signatories, else the first in the documents' order. */
    firmanteRecord: async (db: Db) =>
      (await first(
        db,
        row({ nombre: z.string(), cargo: z.string() }),
        sql`select firm_nombre as nombre, firm_cargo as cargo from firmante where estatus
             order by firm_cargo ilike 'registrador%' desc, firm_orden nulls last, firmante_id limit 1`,
      )) ?? null,
    /** The equivalences that touch these subjects, as pairs (equivalence counts both ways). */
    equivalencias: async (db: Db, asignaturas: readonly number[]) =>
      (
        await db.execute(sql`select owner_id as a, asignatura_equivalente_id as b from asignatura_asignatura_equivalencias
                              where owner_id = any(${intArray(asignaturas)}) or asignatura_equivalente_id = any(${intArray(asignaturas)})`)
      ).rows.map((r) => [Number(r.a), Number(r.b)] as const),
    /** A student career's official grades, in period order (then by subject code), the attempts the retake rule leaves out marked. */
    notas: async (db: Db, estudianteCarreraId: number) => {
      const [regla, notas] = await Promise.all([
        reglaRepeticionDe(db),
        all(
          db,
          notaHistorial.omit({ sustituida: true }),
          sql`
          select c.periodo_academico_id as "periodoAcademicoId", p.pe_ac_descripcion as periodo, c.asignatura_id as "asignaturaId",
                 a.asig_codigo as "asignaturaCodigo", a.asig_descripcion as asignatura, a.asig_creditos as creditos, c.nota::float8 as nota,
                 l.ca_li_literal as literal, l.calificacion_literal_id as "calificacionLiteralId", coalesce(l.ca_li_puntos, 0)::float8 as puntos,
                 ${apruebaSql} as aprueba, ${cuentaEnIndiceSql} as califica, coalesce(l.ca_li_retirada, false) as retirada
            from ${calificacionOficial} c join periodo_academico p on p.periodo_academico_id = c.periodo_academico_id
            join asignatura a on a.asignatura_id = c.asignatura_id join calificacion_literal l on l.calificacion_literal_id = c.calificacion_literal_id
           where c.estudiante_carrera_id = ${estudianteCarreraId}
           order by p.pe_ac_fecha_inicio, p.periodo_academico_id, a.asig_codigo`,
        ),
      ]);
      return aplicarRepeticion(notas, regla);
    },
    /**
     * The subjects passed, validated, exempted or conferred; and those registered whose grade is not on
     * the record yet — in a period before `periodoAcademicoId` (registration for it), or in any (null).
     */
    async aprobadasYEnCurso(db: Db, estudianteCarreraId: number, periodoAcademicoId: number | null) {
      const [found] = await all(
        db,
        row({ aprobadas: z.array(z.number()), enCurso: z.array(z.number()) }),
        sql`
          select coalesce((select array_agg(distinct c.asignatura_id) from ${calificacionOficial} c
                             join calificacion_literal l on l.calificacion_literal_id = c.calificacion_literal_id
                            where c.estudiante_carrera_id = ${estudianteCarreraId} and ${apruebaSql}), '{}') as aprobadas,
                 coalesce((select array_agg(distinct x.asignatura_id) from seleccion x
                             join periodo_academico p on p.periodo_academico_id = x.periodo_academico_id
                            where x.estudiante_carrera_id = ${estudianteCarreraId} and x.estado = 'inscrita'
                              and (${periodoAcademicoId}::int is null
                                   or p.pe_ac_fecha_inicio < (select pe_ac_fecha_inicio from periodo_academico where periodo_academico_id = ${periodoAcademicoId}))
                              and not exists (select 1 from ${calificacionOficial} c
                                               where c.estudiante_carrera_id = x.estudiante_carrera_id and c.seccion_asignatura_id = x.seccion_asignatura_id)), '{}') as "enCurso"`,
      );
      return found;
    },
  };
}
