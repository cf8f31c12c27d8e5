import { sql } from 'drizzle-orm';
import { auditoriaCarrera } from '@claustro/domain/calificaciones/auditoria.contract';
import type { Db } from '../../platform/db/database.ts';
import { all, only, row } from '../../platform/db/rows.ts';
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
