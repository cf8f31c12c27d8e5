import type { FastifyInstance } from 'fastify';
import { estudiantesApi as api, keyOfStudent, type CambioTipo, type EstudianteFila } from '@claustro/domain/academicos/estudiante.contract';
import { route } from '../../platform/http/route.ts';
import type { EstudiantesService } from './estudiantes.service.ts';

/** Students (spec §7 "estudiantes") and their career, status and campus changes. */
export function estudiantesRoutes(app: FastifyInstance, svc: EstudiantesService) {
  // A page of a list carries the key of its last row, so the next page can continue from it (`?after=`).
  route(app, api.list, async ({ actor, query, reply }) => {
    const { rows, total } = await svc.list({ actor, input: query });
    const last = rows.at(-1) as EstudianteFila | undefined;
    if (last && rows.length === query.pageSize) reply.header('x-next-after', keyOfStudent(last));
    return { rows, total: total ?? -1 };
  });
  route(app, api.porUsuario, ({ actor, params, query }) => svc.listOfUser({ actor, input: { ...params, ...query } }).then(counted));
  route(app, api.porNombre, ({ actor, params, query }) => svc.listOfUser({ actor, input: { ...params, ...query } }).then(counted));
  route(app, api.porNombreEstudiante, ({ actor, params, query }) => svc.listOfUser({ actor, input: { ...params, ...query } }).then(counted));
  route(app, api.porMatricula, ({ actor, params }) => svc.byMatricula({ actor, input: { matricula: params.value } }));
  route(app, api.conCarrera, ({ actor, params }) => svc.withCareer({ actor, input: params }));
  route(app, api.get, ({ actor, params }) => svc.get({ actor, input: params }));
  route(app, api.create, ({ actor, body }) => svc.create({ actor, input: body }));
  route(app, api.update, ({ actor, params, body }) => svc.update({ actor, input: { ...body, ...params } }));
  route(app, api.delUsuario, ({ actor, params }) => svc.ofUser({ actor, input: params }));

  for (const tipo of Object.keys(api.cambios) as CambioTipo[]) {
    const e = api.cambios[tipo];
    route(app, e.registrar, ({ actor, body }) => svc.cambio({ actor, input: { tipo, cambio: body } }));
    route(app, e.recientes, ({ actor, query }) => svc.cambios({ actor, input: { tipo, ...query } }));
    route(app, e.historial, ({ actor, params }) => svc.historial({ actor, input: { tipo, ...params } }));
  }
}

/** The scoped listings always count (they are short and paged by number). */
const counted = <R>(page: { rows: R; total: number | null }) => ({ rows: page.rows, total: page.total ?? 0 });
