import { sql, type SQL } from 'drizzle-orm';

/**
 * The class meetings of the timetable within a span, the payroll reports' one rule: each weekly meeting
 * of a standing section with a professor (`profesor_id`, `seccion_asignatura_id`, `dia_id`, its hours
 * `inicio`–`fin`), its length in hours (`horas`: 90 minutes is 1.5) and how many times it falls in the
 * span (`veces`: its weekday counted on the days within both the span and its section's dates).
 */
export function reunionesEnRango(desde: SQL, hasta: SQL, donde: SQL = sql``): SQL {
  return sql`
    select d.profesor_id, s.seccion_asignatura_id, d.dia_id, d.aula_id, d.se_de_hora_inicio as inicio, d.se_de_hora_fin as fin,
           (extract(epoch from (d.se_de_hora_fin::time - d.se_de_hora_inicio::time)) / 3600)::numeric as horas,
           (select count(*) from generate_series(greatest(s.se_en_fecha_inicia, ${desde}), least(s.se_en_fecha_finaliza, ${hasta}), interval '1 day') g
             where extract(isodow from g) = d.dia_id)::int as veces
      from seccion_horario_detalle d join seccion_horario s on s.seccion_asignatura_id = d.seccion_asignatura_id
     where d.profesor_id is not null and s.estatus
       and s.se_en_fecha_inicia <= ${hasta} and s.se_en_fecha_finaliza >= ${desde} ${donde}`;
}
