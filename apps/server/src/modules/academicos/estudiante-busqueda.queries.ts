import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Db } from '../../platform/db/database.ts';
import { all, row } from '../../platform/db/rows.ts';
import { nameWordsSql, prefixPattern } from '../../platform/db/sql.ts';

/** Students by the start of their matrícula or words of their name (accents and case aside), by surname, `limite` at most. */
export const estudiantesPorTexto = (db: Db | Database, value: string, limite: number) =>
  all(
    db,
    row({ id: z.number(), nombre: z.string(), matricula: z.string() }),
    sql`select e.estudiante_id as id, p.pers_nombres || ' ' || p.pers_apellidos as nombre, e.matricula
          from estudiante e join persona p on p.persona_id = e.persona_id
         where e.matricula like ${prefixPattern(value)} or (${nameWordsSql(sql`p.pers_nombre_busqueda`, value)})
         order by p.pers_apellidos, p.pers_nombres limit ${limite}`,
  );
