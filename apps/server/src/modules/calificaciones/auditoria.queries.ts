import { sql } from 'drizzle-orm';
import { auditoriaCarrera } from '@claustro/domain/calificaciones/auditoria.contract';
import type { Db } from '../../platform/db/database.ts';
import { all, only, row } from '../../platform/db/rows.ts';
import { intArray } from '../../platform/db/sql.ts';
import { z } from 'zod';
import { calificacionOficial } from './historial.queries.ts';

/* The SQL of the degree audit beyond the record's (historial.queries.ts). */

/** The plans a student career may be audited against: those in force, and the career's own. */
export const planesAuditables = (db: Db, estudianteCarreraId: number) =>
  all(
    db,
    auditoriaCarrera.shape.planes.element,
    sql`
      select p.plan_estudio_id as "planEstudioId", p.pl_en_descripcion as descripcion, c.carr_descripcion as carrera
        from plan_estudio p join carrera c on c.carrera_id = p.carrera_id join estudiante_carrera ec on ec.estudiante_carrera_id = ${estudianteCarreraId}
       where p.estatus and (p.pl_en_vigente or p.plan_estudio_id = ec.plan_estudio_id) order by c.carr_descripcion, p.pl_en_version desc`,
  );

/**
 * The subjects a career is registered in whose grade is not on the record yet: being taken (their term
 * has begun by `hoy`) and registered for a term not begun.
 */
export const registradasSinNota = (db: Db, estudianteCarreraId: number, hoy: string) =>
  only(
    db,
    row({ enCurso: z.array(z.number()), inscritas: z.array(z.number()) }),
    sql`
      select coalesce(array_agg(distinct x.asignatura_id) filter (where p.pe_ac_fecha_inicio <= ${hoy}::date), '{}') as "enCurso",
             coalesce(array_agg(distinct x.asignatura_id) filter (where p.pe_ac_fecha_inicio > ${hoy}::date), '{}') as inscritas
        from seleccion x join periodo_academico p on p.periodo_academico_id = x.periodo_academico_id
       where x.estudiante_carrera_id = ${estudianteCarreraId} and x.estado = 'inscrita'
         and not exists (select 1 from ${calificacionOficial} c
                          where c.estudiante_carrera_id = x.estudiante_carrera_id and c.seccion_asignatura_id = x.seccion_asignatura_id)`,
  );

/**
 * The elective types of some plan subjects, and every subject of those types (in force, or one of
 * those given), each with its sections on offer: in periods not ended by `hoy`.
 */
export const electivasDe = (db: Db, asignaturaIds: readonly number[], hoy: string) =>
  all(
    db,
    row({
      asignaturaId: z.number(),
      codigo: z.string(),
      nombre: z.string(),
      creditos: z.number(),
      tipoId: z.number(),
      tipo: z.string(),
      secciones: z.number(),
    }),
    sql`
      with tipos as (select distinct tipo_asignatura_electiva_id as id from asignatura
                      where asignatura_id = any(${intArray(asignaturaIds)}) and tipo_asignatura_electiva_id is not null),
           opciones as (select a.* from asignatura a join tipos on tipos.id = a.tipo_asignatura_electiva_id
                         where a.estatus or a.asignatura_id = any(${intArray(asignaturaIds)})),
           oferta as (select s.asignatura_id, count(*)::int as n
                        from periodo_academico p join seccion_horario s on s.periodo_academico_id = p.periodo_academico_id
                       where p.pe_ac_fecha_fin >= ${hoy}::date and s.asignatura_id in (select asignatura_id from opciones)
                       group by s.asignatura_id)
      select o.asignatura_id as "asignaturaId", o.asig_codigo as codigo, o.asig_descripcion as nombre, o.asig_creditos as creditos,
             t.tipo_asignatura_electiva_id as "tipoId", t.ti_el_descripcion as tipo, coalesce(oferta.n, 0) as secciones
        from opciones o join tipo_asignatura_electiva t on t.tipo_asignatura_electiva_id = o.tipo_asignatura_electiva_id
        left join oferta on oferta.asignatura_id = o.asignatura_id
       order by t.ti_el_descripcion, o.asig_codigo`,
  );
