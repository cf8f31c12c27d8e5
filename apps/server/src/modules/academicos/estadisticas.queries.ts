import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { careerIdsOfUserSql } from './carreras.queries.ts';
import { all } from '../../platform/db/rows.ts';
import { conteo } from '@claustro/domain/academicos/estadisticas.contract';

/* Counts of active students, one grouped query each, over the careers a user works with. */

const active = sql`ec.activa and ee.es_es_indica_estatus_activo`;

export function estadisticasQueries(database: Database) {
  const rows = async (q: SQL) => await all(database.db, conteo, q);
  return {
    byCareer: (usuarioId: number, sedeId: number) =>
      rows(sql`select c.carrera_id as id, c.carr_descripcion as descripcion, count(*)::int as total
        from estudiante_carrera ec join carrera c on c.carrera_id = ec.carrera_id join estado_estudiante ee on ee.estado_estudiante_id = ec.estado_estudiante_id
        where ${active} and ec.sede_id = ${sedeId} and ec.carrera_id in ${careerIdsOfUserSql(usuarioId)}
        group by c.carrera_id, c.carr_descripcion order by total desc, descripcion`),
    bySex: (usuarioId: number, sedeId: number) =>
      rows(sql`select s.sexo_id as id, coalesce(s.sexo_descripcion, 'Sin dato') as descripcion, count(*)::int as total
        from estudiante_carrera ec join estudiante e on e.estudiante_id = ec.estudiante_id join persona p on p.persona_id = e.persona_id
        join estado_estudiante ee on ee.estado_estudiante_id = ec.estado_estudiante_id left join sexo s on s.sexo_id = p.sexo_id
        where ${active} and ec.sede_id = ${sedeId} and ec.carrera_id in ${careerIdsOfUserSql(usuarioId)}
        group by s.sexo_id, s.sexo_descripcion order by total desc`),
    /** Per career: students with a standing selection in the term open for registration, else the running one. */
    selected: (usuarioId: number, hoy: string) =>
      rows(sql`with p as (select coalesce(
                 (select periodo_academico_id from periodo_academico where pe_ac_periodo_inscripcion and estatus order by pe_ac_fecha_inicio desc limit 1),
                 (select periodo_academico_id from periodo_academico where ${hoy}::date between pe_ac_fecha_inicio and pe_ac_fecha_fin order by pe_ac_fecha_inicio desc limit 1)) as id)
        select c.carrera_id as id, c.carr_descripcion as descripcion, count(distinct s.estudiante_carrera_id)::int as total
          from p join seleccion s on s.periodo_academico_id = p.id and s.estado = 'inscrita'
          join estudiante_carrera ec on ec.estudiante_carrera_id = s.estudiante_carrera_id join carrera c on c.carrera_id = ec.carrera_id
         where ec.carrera_id in ${careerIdsOfUserSql(usuarioId)}
         group by c.carrera_id, c.carr_descripcion order by total desc, descripcion`),
    byCampus: (usuarioId: number) =>
      rows(sql`select s.sede_id as id, s.sede_descripcion as descripcion, count(*)::int as total
        from estudiante_carrera ec join sede s on s.sede_id = ec.sede_id join estado_estudiante ee on ee.estado_estudiante_id = ec.estado_estudiante_id
        where ${active} and ec.carrera_id in ${careerIdsOfUserSql(usuarioId)}
        group by s.sede_id, s.sede_descripcion order by total desc`),
  };
}
