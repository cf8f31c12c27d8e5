import type { FastifyInstance } from 'fastify';
import { moodleApi as api } from '@claustro/domain/calificaciones/moodle.contract';
import { route } from '../../platform/http/route.ts';
import type { MoodleService } from './moodle.service.ts';

/** `/academicos/usuarios-moodle`: the preview, and the users file to upload to Moodle. */
export function moodleRoutes(app: FastifyInstance, svc: MoodleService) {
  route(app, api.list, ({ actor, query }) => svc.page({ actor, input: query }));
  route(app, api.csv, async ({ actor, query, reply }) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="usuarios-moodle-${query.periodoAcademicoId}.csv"`)
      // A byte-order mark first, so spreadsheet programs read the accents right.
      .send(`\uFEFF${await svc.csv({ actor, input: query })}`),
  );
}
