import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { resourceByName } from '@claustro/domain/registry';
import { childTableName } from '@claustro/domain/platform/resource';
import { toSnake } from '@claustro/domain/platform/naming';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { id } from '@claustro/domain/platform/schemas';

const plan = resourceByName.get('planEstudio')!;

/** Study plans beyond the catalogue: copy into a new version, and the subjects of a plan. */
export function planesRoutes(app: FastifyInstance, deps: { database: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['academicos'];

  // A new version keeps the old plan intact for the students who entered under it.
  r.post('/api/academicos/planes-estudios/:planEstudioId/copia', {
    config: { access: { screens: [plan.screen] } },
    schema: { tags, params: z.object({ planEstudioId: id }), response: { 201: z.object({ planEstudioId: z.number(), plEnVersion: z.number() }) } },
    handler: async (req, reply) => {
      const copied = await deps.database.db.transaction(async (tx) => {
        const own = Object.keys(plan.fields).filter((f) => !['plEnVersion', 'plEnVigente'].includes(f)).map(toSnake);
        const created = await tx.execute(sql.raw(`
          insert into plan_estudio (company_id, pl_en_version, pl_en_vigente, ${own.join(', ')})
          select p.company_id, (select max(pl_en_version) + 1 from plan_estudio where carrera_id = p.carrera_id), false, ${own.map((c) => `p.${c}`).join(', ')}
            from plan_estudio p where p.plan_estudio_id = ${Number(req.params.planEstudioId)}
          returning plan_estudio_id as "planEstudioId", pl_en_version as "plEnVersion"`));
        const row = created.rows[0] as { planEstudioId: number; plEnVersion: number } | undefined;
        if (!row) throw new DomainError('not_found');
        for (const [name, child] of Object.entries(plan.children ?? {})) {
          const cols = Object.keys(child.fields).map(toSnake).join(', ');
          await tx.execute(sql.raw(`insert into ${childTableName(plan, name)} (owner_id, ${cols})
                                    select ${Number(row.planEstudioId)}, ${cols} from ${childTableName(plan, name)}
                                     where owner_id = ${Number(req.params.planEstudioId)} order by id`));
        }
        await audit(tx, req, { entidad: 'planEstudio', entidadId: row.planEstudioId, accion: 'crear', despues: { copiaDe: req.params.planEstudioId, ...row } });
        return row;
      });
      return reply.status(201).send(copied);
    },
  });

  r.get('/api/academicos/asignaturas/plan/:planEstudioId', {
    config: { access: 'staff' },
    schema: {
      tags,
      params: z.object({ planEstudioId: id }),
      response: { 200: z.array(z.object({ asignaturaId: z.number(), asigCodigo: z.string(), asigDescripcion: z.string(), plDeCuatrimestre: z.number(), plDeCreditos: z.number().nullable() })) },
    },
    handler: (req) =>
      deps.database.query(
        `select a.asignatura_id as "asignaturaId", a.asig_codigo as "asigCodigo", a.asig_descripcion as "asigDescripcion",
                d.pl_de_cuatrimestre as "plDeCuatrimestre", d.pl_de_creditos as "plDeCreditos"
           from ${childTableName(plan, 'planesEstudiosDetalles')} d join asignatura a on a.asignatura_id = d.asignatura_id
          where d.owner_id = $1 order by d.pl_de_cuatrimestre, a.asig_codigo`,
        [req.params.planEstudioId],
      ) as never,
  });
}
