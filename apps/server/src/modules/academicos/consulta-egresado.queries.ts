import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { all, row } from '../../platform/db/rows.ts';
import { z } from 'zod';

/** The graduated careers of whoever holds this matrícula or identification, with the plan's degree title by sex. */
export async function graduatedCareers(database: Database, value: string) {
  return await all(
    database.db,
    row({ nombres: z.string(), apellidos: z.string(), carrera: z.string(), sede: z.string(), titulo: z.string().nullable() }),
    sql`
      select p.pers_nombres as nombres, p.pers_apellidos as apellidos, c.carr_descripcion as carrera, sd.sede_descripcion as sede,
             case when sx.sexo_descripcion = 'Femenino' then coalesce(pl.pl_en_titulo_fem, pl.pl_en_titulo_masc) else coalesce(pl.pl_en_titulo_masc, pl.pl_en_titulo_fem) end as titulo
        from estudiante e join persona p on p.persona_id = e.persona_id
        join estudiante_carrera ec on ec.estudiante_id = e.estudiante_id
        join estado_estudiante st on st.estado_estudiante_id = ec.estado_estudiante_id and st.es_es_indica_graduado
        join carrera c on c.carrera_id = ec.carrera_id join sede sd on sd.sede_id = ec.sede_id
        left join plan_estudio pl on pl.plan_estudio_id = ec.plan_estudio_id left join sexo sx on sx.sexo_id = p.sexo_id
       where upper(e.matricula) = ${value}
          or e.persona_id in (select d.persona_id from persona_documento_identificacion d where upper(d.do_id_valor) = ${value.replace(/-/g, '')})
       order by c.carr_descripcion`,
  );
}
