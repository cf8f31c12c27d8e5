import { sql } from 'drizzle-orm';
import { notaPeriodo } from '@claustro/domain/calificaciones/notas-periodo.contract';
import type { Db } from '../../platform/db/database.ts';
import { all, first, row } from '../../platform/db/rows.ts';
import { z } from 'zod';
import { cuentaEnIndiceSql } from './historial.queries.ts';

/* The SQL of a student career's grades in a period. */

export type Ref = { estudianteCarreraId: number; periodoAcademicoId: number };
const notaFila = row({
  ...notaPeriodo.omit({ seccion: true }).shape,
  asignaturaCodigo: z.string(),
  seccionId: z.number(),
  puntos: z.number().nullable(),
  califica: z.boolean().nullable(),
});

/** The account that owns the student career (null: none) and the period's name (null: no such period); undefined: no such career. */
export const cabeceraNotas = (db: Db, r: Ref) =>
  first(
    db,
    row({ owner: z.number().nullable(), periodo: z.string().nullable() }),
    sql`
      select (select u.usuario_id from usuario u where u.persona_id = e.persona_id limit 1) as owner,
             (select pe_ac_descripcion from periodo_academico where periodo_academico_id = ${r.periodoAcademicoId}) as periodo
        from estudiante_carrera ec join estudiante e on e.estudiante_id = ec.estudiante_id
       where ec.estudiante_carrera_id = ${r.estudianteCarreraId}`,
  );

/** The career's sections in the period with their grade once the sheet is submitted, and what the index counts of it. */
export const filasNotas = (db: Db, r: Ref) =>
  all(
    db,
    notaFila,
    sql`
      select s.seccion_asignatura_id as "seccionAsignaturaId", a.asig_codigo as "asignaturaCodigo", s.seccion_id as "seccionId",
             a.asig_descripcion as asignatura, a.asig_creditos as creditos,
             coalesce((select string_agg(distinct p.pers_nombres || ' ' || p.pers_apellidos, ', ')
                         from seccion_horario_detalle d join profesor f on f.profesor_id = d.profesor_id join persona p on p.persona_id = f.persona_id
                        where d.seccion_asignatura_id = s.seccion_asignatura_id), '') as profesores,
             coalesce(ac.estado = 'enviada', false) as publicada,
             case when ac.estado = 'enviada' then c.nota::float8 end as nota,
             case when ac.estado = 'enviada' then l.ca_li_literal end as literal,
             case when ac.estado = 'enviada' then l.ca_li_supera end as supera,
             case when ac.estado = 'enviada' then l.ca_li_puntos::float8 end as puntos,
             case when ac.estado = 'enviada' then ${cuentaEnIndiceSql} end as califica
        from seleccion x join seccion_horario s on s.seccion_asignatura_id = x.seccion_asignatura_id
        join asignatura a on a.asignatura_id = s.asignatura_id
        left join acta_calificacion ac on ac.seccion_asignatura_id = s.seccion_asignatura_id
        left join calificacion c on c.estudiante_carrera_id = x.estudiante_carrera_id and c.seccion_asignatura_id = s.seccion_asignatura_id
        left join calificacion_literal l on l.calificacion_literal_id = c.calificacion_literal_id
       where x.estudiante_carrera_id = ${r.estudianteCarreraId} and x.periodo_academico_id = ${r.periodoAcademicoId} and x.estado = 'inscrita'
       order by a.asig_codigo`,
  );
