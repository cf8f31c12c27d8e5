import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { aula } from '@claustro/domain/planta-fisica/aula.resource';
import { outputSchema } from '@claustro/domain/platform/resource-schema';
import type { Db, Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { ResourceHooks } from '../../platform/resources/engine.ts';
import { recordColumns } from '../../platform/resources/list-query.ts';
import { catalogueTable } from '../../platform/db/schema.ts';
import { id } from '@claustro/domain/platform/schemas';

/** A classroom's building stands on the classroom's campus. */
export const aulaHooks: ResourceHooks = {
  async beforeWrite(tx: Db, values) {
    // Only a real building against a real campus; a missing one is reported by its own reference.
    const rows = await tx.execute(sql`select e.sede_id from edificio e where e.edificio_id = ${values.edificioId as number}
                                        and exists (select 1 from sede s where s.sede_id = ${values.sedeId as number})`);
    const building = rows.rows[0] as { sede_id: number } | undefined;
    if (building && building.sede_id !== values.sedeId) {
      throw new DomainError('validation', {}, { edificioId: { es: 'El edificio no está en ese recinto.', en: 'The building is not on that campus.' } });
    }
  },
};

/** Classrooms a career may use at a campus: those open to every career, and those listing it. */
export function aulasRoutes(app: FastifyInstance, deps: { database: Database }) {
  const table = catalogueTable(aula);
  app.withTypeProvider<ZodTypeProvider>().get('/api/planta-fisica/aulas/carrera/:carreraId/sede/:sedeId', {
    config: { access: 'staff' },
    schema: { tags: ['planta-fisica'], params: z.object({ carreraId: id, sedeId: id }), response: { 200: z.array(outputSchema(aula)) } },
    handler: async (req) =>
      (await deps.database.db
        .select(recordColumns(aula, table))
        .from(table)
        .where(sql`${table.sedeId} = ${req.params.sedeId} and ${table.estatus}
                   and (not exists (select 1 from aula_carreras c where c.owner_id = ${table.aulaId})
                        or exists (select 1 from aula_carreras c where c.owner_id = ${table.aulaId} and c.carrera_id = ${req.params.carreraId}))`)
        .orderBy(table.aulaDescripcion)) as Record<string, unknown>[],
  });
}
