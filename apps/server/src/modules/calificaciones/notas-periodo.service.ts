import { sql } from 'drizzle-orm';
import { notaPeriodo, type NotasDelPeriodo, notasReaders } from '@claustro/domain/calificaciones/notas-periodo.contract';
import { indice } from '@claustro/domain/calificaciones/indice.rules';
import { seccionNombre } from '@claustro/domain/horarios/semana-items';
import type { ServiceCall } from '../../platform/actor.ts';
import type { AccessCache } from '../../platform/auth/access-cache.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { cuentaEnIndiceSql } from './historial.queries.ts';
import { quienLee } from './quien-califica.ts';
import { all, row } from '../../platform/db/rows.ts';
import { z } from 'zod';

type Ref = { estudianteCarreraId: number; periodoAcademicoId: number };
const filaRow = row({
  ...notaPeriodo.omit({ seccion: true }).shape,
  asignaturaCodigo: z.string(),
  seccionId: z.number(),
  puntos: z.number().nullable(),
  califica: z.boolean().nullable(),
});

/**
 * A student career's grades in a period (`/estudiantes-calificaciones/NotasPeriodoActivo`): for the
 * student themself, or staff who read grades. A grade shows once its sheet is submitted.
 */
export function notasPeriodoService(deps: { database: Database; access: AccessCache }) {
  const db = deps.database.db;
  return {
    async get({ actor, input }: ServiceCall<Ref>): Promise<NotasDelPeriodo> {
      const [head] = await all(
        db,
        row({ owner: z.number().nullable(), periodo: z.string().nullable() }),
        sql`
          select (select u.usuario_id from usuario u where u.persona_id = e.persona_id limit 1) as owner,
                 (select pe_ac_descripcion from periodo_academico where periodo_academico_id = ${input.periodoAcademicoId}) as periodo
            from estudiante_carrera ec join estudiante e on e.estudiante_id = ec.estudiante_id
           where ec.estudiante_carrera_id = ${input.estudianteCarreraId}`,
      );
      if (!head) throw new DomainError('not_found');
      await quienLee(deps.access)(actor, head.owner, notasReaders);
      if (head.periodo === null) throw new DomainError('not_found');
      const filas = await all(
        db,
        filaRow,
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
           where x.estudiante_carrera_id = ${input.estudianteCarreraId} and x.periodo_academico_id = ${input.periodoAcademicoId} and x.estado = 'inscrita'
           order by a.asig_codigo`,
      );
      return {
        ...input,
        periodo: head.periodo,
        indice: indice(filas.filter((f) => f.puntos !== null).map((f) => ({ creditos: f.creditos, puntos: f.puntos!, califica: !!f.califica }))),
        notas: filas.map(({ puntos: _p, califica: _c, asignaturaCodigo, seccionId, ...n }) => ({
          ...n,
          seccion: seccionNombre({ asignaturaCodigo, seccionId }),
        })),
      };
    },
  };
}
export type NotasPeriodoService = ReturnType<typeof notasPeriodoService>;
