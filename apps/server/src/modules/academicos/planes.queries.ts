import { sql } from 'drizzle-orm';
import { planEstudio as plan } from '@claustro/domain/academicos/plan-estudio.resource';
import { childTableName } from '@claustro/domain/platform/resource';
import { toSnake } from '@claustro/domain/platform/naming';
import type { PlanLectura } from '@claustro/domain/academicos/plan.contract';
import type { Database, Db } from '../../platform/db/database.ts';
import { all, exists, first, row } from '../../platform/db/rows.ts';
import { z } from 'zod';
import { planLectura } from '@claustro/domain/academicos/plan.contract';

/* The SQL of study plans beyond the catalogue engine's. */

/** Whether another plan of the career has this version. */
export const planVersionTaken = (tx: Db, carreraId: number, version: number, planEstudioId: number | null) =>
  exists(
    tx,
    sql`select 1 from plan_estudio where carrera_id = ${carreraId} and pl_en_version = ${version} and plan_estudio_id <> ${planEstudioId ?? 0} limit 1`,
  );

export function planesQueries(database: Database) {
  return {
    /** A copy of a plan as its career's next version (not in force), with every child list; undefined when there is no such plan. */
    async copy(tx: Db, planEstudioId: number) {
      const own = Object.keys(plan.fields)
        .filter((f) => !['plEnVersion', 'plEnVigente'].includes(f))
        .map(toSnake);
      const created = await first(
        tx,
        row({ planEstudioId: z.number(), plEnVersion: z.number() }),
        sql.raw(`
        insert into plan_estudio (company_id, pl_en_version, pl_en_vigente, ${own.join(', ')})
        select p.company_id, (select max(pl_en_version) + 1 from plan_estudio where carrera_id = p.carrera_id), false, ${own.map((c) => `p.${c}`).join(', ')}
          from plan_estudio p where p.plan_estudio_id = ${Number(planEstudioId)}
        returning plan_estudio_id as "planEstudioId", pl_en_version as "plEnVersion"`),
      );
      if (!created) return undefined;
      for (const [name, child] of Object.entries(plan.children ?? {})) {
        const cols = Object.keys(child.fields).map(toSnake).join(', ');
        await tx.execute(
          sql.raw(`insert into ${childTableName(plan, name)} (owner_id, ${cols})
                                  select ${Number(created.planEstudioId)}, ${cols} from ${childTableName(plan, name)}
                                   where owner_id = ${Number(planEstudioId)} order by id`),
        );
      }
      return created;
    },
    subjects: (planEstudioId: number) =>
      all(
        database,
        row({
          asignaturaId: z.number(),
          asigCodigo: z.string(),
          asigDescripcion: z.string(),
          plDeCuatrimestre: z.number(),
          plDeCreditos: z.number().nullable(),
        }),
        {
          text: `select a.asignatura_id as "asignaturaId", a.asig_codigo as "asigCodigo", a.asig_descripcion as "asigDescripcion",
                d.pl_de_cuatrimestre as "plDeCuatrimestre", d.pl_de_creditos as "plDeCreditos"
           from ${childTableName(plan, 'planesEstudiosDetalles')} d join asignatura a on a.asignatura_id = d.asignatura_id
          where d.owner_id = $1 order by d.pl_de_cuatrimestre, a.asig_codigo`,
          params: [planEstudioId],
        },
      ),

    /** A plan to read: what it is, and each subject with its hours and the plan's requisites (one statement each). */
    async lectura(planEstudioId: number): Promise<PlanLectura | undefined> {
      const [head] = await all(database, planLectura.shape.plan, {
        text: `select p.plan_estudio_id as "planEstudioId", p.pl_en_descripcion as descripcion, c.carr_descripcion as carrera,
                (select escu_descripcion from escuela where escuela_id = c.escuela_id) as escuela, p.pl_en_version as version, p.pl_en_vigente as vigente,
                p.pl_en_fecha_inicio::text as "fechaInicio", p.pl_en_fecha_fin::text as "fechaFin", p.pl_en_titulo_masc as "tituloMasculino",
                p.pl_en_titulo_fem as "tituloFemenino", nullif(concat_ws(' · ', p.pl_en_resolucion_consejo, p.pl_en_resolucion_no, p.pl_en_decreto_no), '') as resolucion,
                p.pl_en_cred_maximo_autorizado as "creditosMaximos"
           from plan_estudio p join carrera c on c.carrera_id = p.carrera_id where p.plan_estudio_id = $1`,
        params: [planEstudioId],
      });
      if (!head) return undefined;
      const asignaturas = await all(database, planLectura.shape.asignaturas.element, {
        text: `select a.asignatura_id as "asignaturaId", a.asig_codigo as codigo, a.asig_descripcion as nombre, coalesce(d.pl_de_creditos, a.asig_creditos) as creditos,
                coalesce(a.asig_horas_teoricas, 0) as "horasTeoricas", coalesce(a.asig_horas_practicas, 0) as "horasPracticas", d.pl_de_cuatrimestre as cuatrimestre,
                (select ti_as_descripcion from tipo_asignatura where tipo_asignatura_id = a.tipo_asignatura_id) as tipo,
                array(select r.prerrequisito_id from ${childTableName(plan, 'planesEstudiosPrerrequisitos')} r
                       where r.owner_id = d.owner_id and r.asignatura_id = d.asignatura_id order by r.prerrequisito_id) as prerrequisitos,
                array(select r.correquisito_id from ${childTableName(plan, 'planEstudioCorrequisitosModels')} r
                       where r.owner_id = d.owner_id and r.asignatura_id = d.asignatura_id order by r.correquisito_id) as correquisitos
           from ${childTableName(plan, 'planesEstudiosDetalles')} d join asignatura a on a.asignatura_id = d.asignatura_id
          where d.owner_id = $1 order by d.pl_de_cuatrimestre, a.asig_codigo`,
        params: [planEstudioId],
      });
      return { plan: head, asignaturas };
    },
  };
}
