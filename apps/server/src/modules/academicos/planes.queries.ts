import { sql } from 'drizzle-orm';
import { planEstudio as plan } from '@claustro/domain/academicos/plan-estudio.resource';
import { childTableName } from '@claustro/domain/platform/resource';
import { toSnake } from '@claustro/domain/platform/naming';
import type { Database, Db } from '../../platform/db/database.ts';

/* The SQL of study plans beyond the catalogue engine's. */

export function planesQueries(database: Database) {
  return {
    /** A copy of a plan as its career's next version (not in force), with every child list; undefined when there is no such plan. */
    async copy(tx: Db, planEstudioId: number) {
      const own = Object.keys(plan.fields)
        .filter((f) => !['plEnVersion', 'plEnVigente'].includes(f))
        .map(toSnake);
      const created = await tx.execute(
        sql.raw(`
        insert into plan_estudio (company_id, pl_en_version, pl_en_vigente, ${own.join(', ')})
        select p.company_id, (select max(pl_en_version) + 1 from plan_estudio where carrera_id = p.carrera_id), false, ${own.map((c) => `p.${c}`).join(', ')}
          from plan_estudio p where p.plan_estudio_id = ${Number(planEstudioId)}
        returning plan_estudio_id as "planEstudioId", pl_en_version as "plEnVersion"`),
      );
      const row = created.rows[0] as { planEstudioId: number; plEnVersion: number } | undefined;
      if (!row) return undefined;
      for (const [name, child] of Object.entries(plan.children ?? {})) {
        const cols = Object.keys(child.fields).map(toSnake).join(', ');
        await tx.execute(
          sql.raw(`insert into ${childTableName(plan, name)} (owner_id, ${cols})
                                  select ${Number(row.planEstudioId)}, ${cols} from ${childTableName(plan, name)}
                                   where owner_id = ${Number(planEstudioId)} order by id`),
        );
      }
      return row;
    },
    subjects: (planEstudioId: number) =>
      database.query<{ asignaturaId: number; asigCodigo: string; asigDescripcion: string; plDeCuatrimestre: number; plDeCreditos: number | null }>(
        `select a.asignatura_id as "asignaturaId", a.asig_codigo as "asigCodigo", a.asig_descripcion as "asigDescripcion",
                d.pl_de_cuatrimestre as "plDeCuatrimestre", d.pl_de_creditos as "plDeCreditos"
           from ${childTableName(plan, 'planesEstudiosDetalles')} d join asignatura a on a.asignatura_id = d.asignatura_id
          where d.owner_id = $1 order by d.pl_de_cuatrimestre, a.asig_codigo`,
        [planEstudioId],
      ),
  };
}
