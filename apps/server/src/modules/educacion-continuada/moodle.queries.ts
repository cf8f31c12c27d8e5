import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { all, first, row } from '../../platform/db/rows.ts';

/* The SQL of the Moodle export: a course, its seated participants and its facilitators. */

const personaRow = row({ documento: z.string().nullable(), nombres: z.string(), apellidos: z.string(), email: z.string().nullable() });

export const moodleQueries = {
  curso: (db: Db, cursoId: number) => first(db, row({ titulo: z.string() }), sql`select cur_titulo as titulo from ec_curso where curso_id = ${cursoId}`),
  participantes: (db: Db, cursoId: number) =>
    all(
      db,
      personaRow,
      sql`select s.so_in_identificacion as documento, s.so_in_nombres as nombres, s.so_in_apellidos as apellidos, s.so_in_email as email
            from ec_solicitud_inscripcion s join ec_estado_solicitud e on e.estado_solicitud_admision_id = s.estado_solicitud_id and e.est_sol_ocupa_cupo
           where s.curso_id = ${cursoId} order by s.so_in_apellidos, s.so_in_nombres`,
    ),
  facilitadores: (db: Db, cursoId: number) =>
    all(
      db,
      personaRow,
      sql`select f.fa_documento as documento, f.fa_nombres as nombres, f.fa_apellidos as apellidos, f.fa_email as email
            from ec_curso_facilitadores cf join ec_facilitador f on f.facilitador_id = cf.facilitador_id
           where cf.owner_id = ${cursoId} order by f.fa_apellidos, f.fa_nombres`,
    ),
};
