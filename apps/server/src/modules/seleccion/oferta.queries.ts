import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { all, only, row } from '../../platform/db/rows.ts';
import { intArray } from '../../platform/db/sql.ts';
import { z } from 'zod';

/* The SQL of generating a period's offer and its hours. */

/** Whether the plan is the career's and the career is taught on the campus, and the section type new sections take (the theory one first). */
export const ofertaEncaja = (db: Db, o: { planEstudioId: number; carreraId: number; sedeId: number }) =>
  only(
    db,
    row({ plan: z.boolean(), sede: z.boolean(), tipo: z.number().nullable() }),
    sql`
      select exists (select 1 from plan_estudio where plan_estudio_id = ${o.planEstudioId} and carrera_id = ${o.carreraId}) as plan,
             exists (select 1 from carrera_sedes where owner_id = ${o.carreraId} and sede_id = ${o.sedeId}) as sede,
             (select tipo_seccion_id from tipo_seccion order by (ti_se_descripcion = 'Teórica') desc, tipo_seccion_id limit 1) as tipo`,
  );

/** The subjects of some terms of a plan (all terms: null), each saying whether the period already offers it on the campus. */
export const materiasDelPlan = (db: Db, o: { planEstudioId: number; periodoAcademicoId: number; sedeId: number; cuatrimestres: number[] | null }) =>
  all(
    db,
    row({ asignaturaId: z.number(), codigo: z.string(), nombre: z.string(), cuatrimestre: z.number(), ofrecida: z.boolean() }),
    sql`
      select d.asignatura_id as "asignaturaId", a.asig_codigo as codigo, a.asig_descripcion as nombre, d.pl_de_cuatrimestre as cuatrimestre,
             exists (select 1 from seccion_horario s where s.periodo_academico_id = ${o.periodoAcademicoId} and s.sede_id = ${o.sedeId}
                       and s.asignatura_id = d.asignatura_id) as ofrecida
        from plan_estudio_planes_estudios_detalles d join asignatura a on a.asignatura_id = d.asignatura_id
       where d.owner_id = ${o.planEstudioId} and (${o.cuatrimestres === null} or d.pl_de_cuatrimestre = any(${intArray(o.cuatrimestres ?? [])}))
       order by d.pl_de_cuatrimestre, a.asig_codigo`,
  );

/** A campus's active classrooms, real ones first, smallest first. */
export const aulasDelRecinto = (db: Db, sedeId: number) =>
  all(
    db,
    row({ aulaId: z.number(), descripcion: z.string(), capacidad: z.number(), virtual: z.boolean() }),
    sql`
      select a.aula_id as "aulaId", a.aula_descripcion as descripcion, a.aula_capacidad_persona as capacidad, t.ti_au_es_virtual as virtual
        from aula a join tipo_aula t on t.tipo_aula_id = a.tipo_aula_id
       where a.sede_id = ${sedeId} and a.estatus order by t.ti_au_es_virtual, a.aula_capacidad_persona, a.aula_id`,
  );
