import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { DomainError } from '../../platform/errors.ts';
import { id } from '@claustro/domain/platform/schemas';
import { careersOfUserSql } from './carreras.queries.ts';

const total = z.object({ id: z.number().nullable(), descripcion: z.string(), total: z.number() });

/**
 * Student statistics of spec §7 (`/api/reportes/academicos/estudiantes/*`): active students by career,
 * by sex and by campus, counted in one grouped query each, over the careers the user works with.
 */
export function estadisticasRoutes(app: FastifyInstance, deps: { database: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/reportes/academicos/estudiantes';
  const tags = ['reportes'];
  const mine = (usuarioId: number) => sql`(select "carreraId" from (${careersOfUserSql(usuarioId)}) m)`;
  const rows = async (q: ReturnType<typeof sql>) => (await deps.database.db.execute(q)).rows as never;
  /** Statistics are the caller's own: another user's scope is not theirs to read. */
  const own = (req: { params: { usuarioId: number } }, s: { usuarioId: number }) => {
    if (req.params.usuarioId !== s.usuarioId) throw new DomainError('forbidden');
  };
  const active = sql`ec.activa and ee.es_es_indica_estatus_activo`;

  r.get(`${base}/total-carrera/:usuarioId/recinto/:sedeId`, {
    config: { access: 'staff' },
    schema: { tags, params: z.object({ usuarioId: id, sedeId: id }), response: { 200: z.array(total) } },
    handler: (req) => {
      own(req, sessionOf(req));
      return rows(sql`select c.carrera_id as id, c.carr_descripcion as descripcion, count(*)::int as total
        from estudiante_carrera ec join carrera c on c.carrera_id = ec.carrera_id join estado_estudiante ee on ee.estado_estudiante_id = ec.estado_estudiante_id
        where ${active} and ec.sede_id = ${req.params.sedeId} and ec.carrera_id in ${mine(req.params.usuarioId)}
        group by c.carrera_id, c.carr_descripcion order by total desc, descripcion`);
    },
  });
  r.get(`${base}/total-sexo/:usuarioId/recinto/:sedeId`, {
    config: { access: 'staff' },
    schema: { tags, params: z.object({ usuarioId: id, sedeId: id }), response: { 200: z.array(total) } },
    handler: (req) => {
      own(req, sessionOf(req));
      return rows(sql`select s.sexo_id as id, coalesce(s.sexo_descripcion, 'Sin dato') as descripcion, count(*)::int as total
        from estudiante_carrera ec join estudiante e on e.estudiante_id = ec.estudiante_id join persona p on p.persona_id = e.persona_id
        join estado_estudiante ee on ee.estado_estudiante_id = ec.estado_estudiante_id left join sexo s on s.sexo_id = p.sexo_id
        where ${active} and ec.sede_id = ${req.params.sedeId} and ec.carrera_id in ${mine(req.params.usuarioId)}
        group by s.sexo_id, s.sexo_descripcion order by total desc`);
    },
  });
  r.get(`${base}/total-recintos/:usuarioId`, {
    config: { access: 'staff' },
    schema: { tags, params: z.object({ usuarioId: id }), response: { 200: z.array(total) } },
    handler: (req) => {
      own(req, sessionOf(req));
      return rows(sql`select s.sede_id as id, s.sede_descripcion as descripcion, count(*)::int as total
        from estudiante_carrera ec join sede s on s.sede_id = ec.sede_id join estado_estudiante ee on ee.estado_estudiante_id = ec.estado_estudiante_id
        where ${active} and ec.carrera_id in ${mine(req.params.usuarioId)}
        group by s.sede_id, s.sede_descripcion order by total desc`);
    },
  });
}
