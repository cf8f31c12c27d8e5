import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { trabajosApi } from '@claustro/domain/reportes/trabajos.contract';
import { route } from '../../platform/http/route.ts';
import { tipos } from '../../platform/reports/writers.ts';
import type { TrabajosService } from './trabajos.service.ts';

/** Background report files: ask for one, follow them, download a ready one. */
export function trabajosRoutes(app: FastifyInstance, svc: TrabajosService) {
  route(app, trabajosApi.crear, ({ actor, body }) => svc.crear({ actor, input: body }));
  route(app, trabajosApi.lista, ({ actor, query }) => svc.lista({ actor, input: query }));
  route(app, trabajosApi.archivo, async ({ actor, params, reply }) => {
    const f = await svc.archivo({ actor, input: params });
    return reply.type(tipos[f.formato]).header('content-disposition', `attachment; filename="${f.nombre}"`).send(createReadStream(f.ruta));
  });
}
