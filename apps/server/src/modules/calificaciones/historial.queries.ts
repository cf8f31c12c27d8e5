import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';

/*
 * The student's record as other modules read it. A grade is on the record once it is official: given
 * without a section (a validation, an exemption, a conferral), or on a section's sheet once submitted.
 */

/** The grades on the record (`c` columns of `calificacion`): a submitted sheet's, or given without one. */
export const calificacionOficial = sql`(select c.* from calificacion c
  where c.seccion_asignatura_id is null
     or exists (select 1 from acta_calificacion ac where ac.seccion_asignatura_id = c.seccion_asignatura_id and ac.estado = 'enviada'))`;

export function historialQueries() {
  return {
    /**
     * For registration in a period: the subjects passed, validated, exempted or conferred; and those
     * registered in an earlier period whose grade is not on the record yet.
     */
    async paraSeleccion(db: Db, estudianteCarreraId: number, periodoAcademicoId: number) {
      const [row] = (
        await db.execute(sql`
          select coalesce((select array_agg(distinct c.asignatura_id) from ${calificacionOficial} c
                             join calificacion_literal l on l.calificacion_literal_id = c.calificacion_literal_id
                            where c.estudiante_carrera_id = ${estudianteCarreraId}
                              and (l.ca_li_supera or l.ca_li_convalidada or l.ca_li_exonerada or l.ca_li_colacionada)), '{}') as aprobadas,
                 coalesce((select array_agg(distinct x.asignatura_id) from seleccion x
                             join periodo_academico p on p.periodo_academico_id = x.periodo_academico_id
                            where x.estudiante_carrera_id = ${estudianteCarreraId} and x.estado = 'inscrita'
                              and p.pe_ac_fecha_inicio < (select pe_ac_fecha_inicio from periodo_academico where periodo_academico_id = ${periodoAcademicoId})
                              and not exists (select 1 from ${calificacionOficial} c
                                               where c.estudiante_carrera_id = x.estudiante_carrera_id and c.seccion_asignatura_id = x.seccion_asignatura_id)), '{}') as "enCurso"`)
      ).rows as { aprobadas: number[]; enCurso: number[] }[];
      return row;
    },
  };
}
