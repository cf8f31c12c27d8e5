import { sql } from 'drizzle-orm';
import { notaPeriodo } from '@claustro/domain/calificaciones/notas-periodo.contract';
import type { Db } from '../../platform/db/database.ts';
import { intArray } from '../../platform/db/sql.ts';
import { all, first, row } from '../../platform/db/rows.ts';
import { z } from 'zod';
import { apruebaSql, calificacionOficial, cuentaEnIndiceSql } from './historial.queries.ts';

/* The SQL of a student career's grades by period. */

export type Ref = { estudianteCarreraId: number; periodoAcademicoId: number };
const notaFila = row({
  ...notaPeriodo.omit({ seccion: true, sustituida: true }).shape,
  seccionId: z.number().nullable(),
  puntos: z.number().nullable(),
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

/**
 * The career's subjects in the period: its registered sections with their grade once the sheet is
 * submitted, and its grades given without a section (not annulled); what the index counts of each.
 */
export const filasNotas = (db: Db, r: Ref) =>
  all(
    db,
    notaFila,
    sql`
      select c.id as "calificacionId", 'seccion' as origen, s.seccion_asignatura_id as "seccionAsignaturaId", s.seccion_id as "seccionId",
             a.asignatura_id as "asignaturaId", a.asig_codigo as "asignaturaCodigo", a.asig_descripcion as asignatura, a.asig_creditos as creditos,
             coalesce((select string_agg(distinct p.pers_nombres || ' ' || p.pers_apellidos, ', ')
                         from seccion_horario_detalle d join profesor f on f.profesor_id = d.profesor_id join persona p on p.persona_id = f.persona_id
                        where d.seccion_asignatura_id = s.seccion_asignatura_id), '') as profesores,
             coalesce(ac.estado = 'enviada', false) as publicada,
             case when ac.estado = 'enviada' then c.nota::float8 end as nota,
             case when ac.estado = 'enviada' then c.calificacion_literal_id end as "calificacionLiteralId",
             case when ac.estado = 'enviada' then l.ca_li_literal end as literal,
             case when ac.estado = 'enviada' then ${apruebaSql} end as supera,
             case when ac.estado = 'enviada' then l.ca_li_puntos::float8 end as puntos,
             case when ac.estado = 'enviada' then ${cuentaEnIndiceSql} end as califica
        from seleccion x join seccion_horario s on s.seccion_asignatura_id = x.seccion_asignatura_id
        join asignatura a on a.asignatura_id = s.asignatura_id
        left join acta_calificacion ac on ac.seccion_asignatura_id = s.seccion_asignatura_id
        left join calificacion c on c.estudiante_carrera_id = x.estudiante_carrera_id and c.seccion_asignatura_id = s.seccion_asignatura_id
        left join calificacion_literal l on l.calificacion_literal_id = c.calificacion_literal_id
       where x.estudiante_carrera_id = ${r.estudianteCarreraId} and x.periodo_academico_id = ${r.periodoAcademicoId} and x.estado = 'inscrita'
      union all
      select c.id, coalesce(o.tipo, 'registro'), null, null, a.asignatura_id, a.asig_codigo, a.asig_descripcion, a.asig_creditos, '', true,
             c.nota::float8, c.calificacion_literal_id, l.ca_li_literal, ${apruebaSql}, l.ca_li_puntos::float8, ${cuentaEnIndiceSql}
        from calificacion c join asignatura a on a.asignatura_id = c.asignatura_id
        join calificacion_literal l on l.calificacion_literal_id = c.calificacion_literal_id
        left join calificacion_otorgada o on o.calificacion_id = c.id
       where c.estudiante_carrera_id = ${r.estudianteCarreraId} and c.periodo_academico_id = ${r.periodoAcademicoId}
         and c.seccion_asignatura_id is null and not c.anulada
       order by "asignaturaCodigo", "seccionAsignaturaId" nulls first`,
  );

/** The periods of a career with a grade on record or a subject registered still without one: how many of each, newest first. */
export const periodosDeNotas = (db: Db, estudianteCarreraId: number) =>
  all(
    db,
    row({ periodoAcademicoId: z.number(), periodo: z.string(), calificadas: z.number(), enCurso: z.number() }),
    sql`
      with oficiales as (select c.periodo_academico_id as p, count(*)::int as n from ${calificacionOficial} c
                          where c.estudiante_carrera_id = ${estudianteCarreraId} group by 1),
           cursando as (select x.periodo_academico_id as p, count(*)::int as n from seleccion x
                         where x.estudiante_carrera_id = ${estudianteCarreraId} and x.estado = 'inscrita'
                           and not exists (select 1 from ${calificacionOficial} c
                                            where c.estudiante_carrera_id = x.estudiante_carrera_id and c.seccion_asignatura_id = x.seccion_asignatura_id)
                         group by 1)
      select p.periodo_academico_id as "periodoAcademicoId", p.pe_ac_descripcion as periodo, coalesce(o.n, 0) as calificadas, coalesce(k.n, 0) as "enCurso"
        from periodo_academico p left join oficiales o on o.p = p.periodo_academico_id left join cursando k on k.p = p.periodo_academico_id
       where o.p is not null or k.p is not null
       order by p.pe_ac_fecha_inicio desc, p.periodo_academico_id desc`,
  );

/** Each career's index and credits as the last calculation left them, and its latest period with one. */
export const resumenDeCarreras = (db: Db, ids: readonly number[]) =>
  all(
    db,
    row({ estudianteCarreraId: z.number(), indice: z.number().nullable(), creditos: z.number().nullable(), ultimoPeriodo: z.string().nullable() }),
    sql`
      select ec.id as "estudianteCarreraId", u.indice, u.creditos, u.periodo as "ultimoPeriodo"
        from unnest(${intArray(ids)}) as ec(id)
        left join lateral (select i.indice_acumulado::float8 as indice, i.creditos_acumulados as creditos, p.pe_ac_descripcion as periodo
                             from indice_periodo i join periodo_academico p on p.periodo_academico_id = i.periodo_academico_id
                            where i.estudiante_carrera_id = ec.id order by p.pe_ac_fecha_inicio desc limit 1) u on true`,
  );

/** Locks the student career until the transaction ends (its grades are recorded one writer at a time); false when there is no such career. */
export const bloquearCarrera = async (tx: Db, estudianteCarreraId: number) =>
  (await tx.execute(sql`select 1 from estudiante_carrera where estudiante_carrera_id = ${estudianteCarreraId} for update`)).rows.length > 0;

/** Which of the subjects exist. */
export const asignaturasExistentes = async (db: Db, ids: readonly number[]) =>
  new Set(
    (await all(db, row({ id: z.number() }), sql`select asignatura_id as id from asignatura where asignatura_id = any(${intArray(ids)})`)).map((r) => r.id),
  );

/** Records a grade without a section in the period, by `usuarioId`; answers its id. */
export const registrarNota = async (tx: Db, r: Ref & { asignaturaId: number; usuarioId: number }, v: { nota: number | null; calificacionLiteralId: number }) =>
  (await first(
    tx,
    row({ id: z.number() }),
    sql`
        insert into calificacion (estudiante_carrera_id, asignatura_id, periodo_academico_id, nota, calificacion_literal_id, usuario_id)
        values (${r.estudianteCarreraId}, ${r.asignaturaId}, ${r.periodoAcademicoId}, ${v.nota}, ${v.calificacionLiteralId}, ${r.usuarioId}) returning id`,
  ))!.id;

/** Changes a grade recorded without a section, by `usuarioId`. */
export const cambiarNota = (tx: Db, id: number, usuarioId: number, v: { nota: number | null; calificacionLiteralId: number }) =>
  tx.execute(sql`update calificacion set nota = ${v.nota}, calificacion_literal_id = ${v.calificacionLiteralId}, usuario_id = ${usuarioId}, actualizada_en = now()
                  where id = ${id}`);

/** Annuls a grade recorded without a section: off the record, kept. */
export const anularNota = (tx: Db, id: number) => tx.execute(sql`update calificacion set anulada = true where id = ${id}`);
