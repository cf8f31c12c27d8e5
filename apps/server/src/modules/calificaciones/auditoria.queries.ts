import { sql } from 'drizzle-orm';
import { auditoriaCarrera } from '@claustro/domain/calificaciones/auditoria.contract';
import type { Db } from '../../platform/db/database.ts';
import { all } from '../../platform/db/rows.ts';

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
