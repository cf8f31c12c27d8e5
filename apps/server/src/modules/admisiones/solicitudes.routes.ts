import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth/access.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { sendFile } from '../../platform/files.ts';
import { id, optId, optText, pageQuery } from '@claustro/domain/platform/schemas';
import { admitir } from './admision.ts';
import type { EstudiantesService } from '../academicos/estudiantes.service.ts';
import type { SolicitudesService } from './solicitudes.service.ts';
import { solicitudesScreen } from './solicitudes.public.routes.ts';
import { solicitudIn, solicitudLabels } from './solicitud.schemas.ts';

export const comiteScreen = '/academicos/comite-admisiones';

/**
 * Admissions staff (spec §7): a period's requests, one request's data, the review of its documents,
 * its status workflow, the committee's decision, admission as a student, and statistics.
 */
export function solicitudesRoutes(app: FastifyInstance, deps: { database: Database; solicitudes: SolicitudesService; estudiantes: EstudiantesService; clock: Clock; filesDir: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admisiones'];
  const base = '/api/academicos/solicitudes-admisiones';
  const staff = { access: { screens: [solicitudesScreen] }, labels: solicitudLabels };
  const staffOrCommittee = { access: { screens: [solicitudesScreen, comiteScreen] }, labels: solicitudLabels };
  const { solicitudes } = deps;
  const params = z.object({ solicitudAdmisionId: id });

  r.get(`${base}/periodo-academico/:periodoAcademicoId`, {
    config: staffOrCommittee,
    schema: {
      tags,
      params: z.object({ periodoAcademicoId: id }),
      querystring: z.object({ value: z.string().max(120).optional(), estadoId: optId, ...pageQuery }),
    },
    handler: async (req, reply) => {
      const { rows, total } = await solicitudes.list({ periodoAcademicoId: req.params.periodoAcademicoId, ...req.query });
      reply.header('x-total-count', String(total));
      return rows;
    },
  });

  r.get(`${base}/:solicitudAdmisionId`, { config: staffOrCommittee, schema: { tags, params }, handler: (req) => solicitudes.get(req.params.solicitudAdmisionId) });

  r.put(`${base}/:solicitudAdmisionId`, {
    config: staff,
    schema: { tags, params, body: solicitudIn },
    handler: (req) => solicitudes.update(req, req.params.solicitudAdmisionId, req.body),
  });

  r.post(`${base}/:solicitudAdmisionId/estado`, {
    config: staff,
    schema: { tags, params, body: z.object({ estadoId: id, motivo: optText(500) }) },
    handler: (req) => solicitudes.changeStatus(req, sessionOf(req).usuarioId, req.params.solicitudAdmisionId, req.body.estadoId, req.body.motivo),
  });

  r.put(`${base}/:solicitudAdmisionId/documentos/:documentoAcademicoId`, {
    config: staff,
    schema: { tags, params: params.extend({ documentoAcademicoId: id }), body: z.object({ estado: z.enum(['aceptado', 'rechazado']), motivo: optText(300) }) },
    handler: (req) =>
      solicitudes.reviewDocument(req, sessionOf(req).usuarioId, req.params.solicitudAdmisionId, req.params.documentoAcademicoId, req.body.estado, req.body.motivo),
  });

  r.put(`${base}/:solicitudAdmisionId/comite`, {
    config: { access: { screens: [comiteScreen] }, labels: solicitudLabels },
    schema: { tags, params, body: z.object({ decision: z.enum(['aprobada', 'rechazada']).nullable(), notas: optText(1000) }) },
    handler: (req) => solicitudes.decide(req, sessionOf(req).usuarioId, req.params.solicitudAdmisionId, req.body.decision, req.body.notas),
  });

  r.post(`${base}/:solicitudAdmisionId/admitir`, {
    config: staff,
    schema: { tags, params },
    handler: (req) => admitir({ database: deps.database, clock: deps.clock, estudiantes: deps.estudiantes, solicitudes }, req, sessionOf(req).usuarioId, req.params.solicitudAdmisionId),
  });

  r.get('/api/archivos/admisiones/:name', {
    config: staffOrCommittee,
    schema: { tags, params: z.object({ name: z.string().regex(/^solicitud-\d+-\d+-[0-9a-f]+\.(jpg|png|webp|pdf)$/) }) },
    handler: (req, reply) => sendFile(reply, deps.filesDir, 'admisiones', req.params.name),
  });

  // Statistics of a period: requests by career and status.
  r.get('/api/reportes/academicos/solicitudes-admisiones/periodo/:periodoAcademicoId', {
    config: staffOrCommittee,
    schema: { tags, params: z.object({ periodoAcademicoId: id }) },
    handler: async (req) => {
      const rows = (await deps.database.db.execute(sql`
        select c.carr_descripcion as carrera, es.es_so_descripcion as estado, s.estado_id as "estadoId", count(*)::int as total
          from solicitud_admision s join carrera c on c.carrera_id = s.carrera_id join estado_solicitud_admision es on es.estado_solicitud_admision_id = s.estado_id
         where s.periodo_academico_id = ${req.params.periodoAcademicoId}
         group by 1, 2, 3 order by 1, 2`)).rows as { carrera: string; estado: string; estadoId: number; total: number }[];
      const sum = (key: 'carrera' | 'estado') =>
        [...rows.reduce((m, x) => m.set(x[key], (m.get(x[key]) ?? 0) + x.total), new Map<string, number>())]
          .map(([descripcion, total]) => ({ descripcion, total }))
          .sort((a, b) => b.total - a.total);
      return { total: rows.reduce((n, x) => n + x.total, 0), porCarrera: sum('carrera'), porEstado: sum('estado'), detalle: rows };
    },
  });
}
