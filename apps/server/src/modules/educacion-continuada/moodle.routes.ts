import type { FastifyInstance } from 'fastify';
import { moodleApi as api } from '@claustro/domain/educacion-continuada/moodle.contract';
import { route } from '../../platform/http/route.ts';
import type { MoodleService } from './moodle.service.ts';

/** `/educacion-continuada/exportar-moodle`: a course's people as Moodle's bulk user upload file. */
export function moodleRoutes(app: FastifyInstance, svc: MoodleService) {
  route(app, api.exportar, async ({ actor, params, query, reply }) => {
    const f = await svc.exportar({ actor, input: { ...params, ...query } });
    // A byte-order mark first, as the academic export does, so spreadsheet programs read the accents right.
    return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${f.nombre}"`).send(`\uFEFF${f.csv}`);
  });
}
