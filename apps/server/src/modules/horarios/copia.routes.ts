import type { FastifyInstance } from 'fastify';
import { copiaApi as api } from '@claustro/domain/horarios/copia.contract';
import { route } from '../../platform/http/route.ts';
import type { CopiaService } from './copia.service.ts';

/** `/horarios/copia-horario-periodo-anterior`: a period's timetable copied into another. */
export function copiaRoutes(app: FastifyInstance, svc: CopiaService) {
  route(app, api.copiar, ({ actor, body }) => svc.copiar({ actor, input: body }));
}
