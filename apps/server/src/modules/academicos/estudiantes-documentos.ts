import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { label, type Label } from '@claustro/domain/platform/i18n';
import { sessionOf } from '../../platform/auth/access.ts';
import { audit } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { actorOf } from '../../platform/http/route.ts';
import { DomainError } from '../../platform/errors.ts';
import { readUpload, saveFile, sendFile } from '../../platform/files.ts';
import { fileResponse, id, optDate, optText } from '@claustro/domain/platform/schemas';
import type { EstudiantesService } from './estudiantes.service.ts';
import { documentosRequeridosSql } from './documentos-requeridos.ts';

const screen = '/academicos/estudiantes';
const labels: Record<string, Label> = {
  entregado: label('Entregado', 'Delivered'),
  fechaEntrega: label('Fecha de entrega', 'Delivery date'),
  observacion: label('Observación', 'Note'),
  file: label('Archivo', 'File'),
};

const documento = z.object({
  documentoAcademicoId: z.number(),
  doAcDescripcion: z.string(),
  obligatorio: z.boolean(),
  docAcTitulo: z.boolean(),
  entregado: z.boolean(),
  fechaEntrega: z.string().nullable(),
  archivoUrl: z.string().nullable(),
  observacion: z.string().nullable(),
  usuario: z.string().nullable(),
});

/**
 * The academic documents of a student's career (spec §7 `estudiantes/documentos/{estudianteCarreraId}`):
 * those the career's admission type asks for (every active one when the type is unknown), plus any
 * already recorded, each delivered or not, with its file. Files are PDFs or images, by their bytes.
 */
export function estudiantesDocumentosRoutes(app: FastifyInstance, deps: { database: Database; estudiantes: EstudiantesService; filesDir: string; clock: Clock }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database } = deps;
  const tags = ['academicos'];
  const base = '/api/academicos/estudiantes/documentos';

  /** The student career, once the user is known to see its student (403/404 otherwise). */
  async function careerOf(req: FastifyRequest, estudianteCarreraId: number) {
    const [row] = await database.query<{ estudiante_id: number }>(`select estudiante_id from estudiante_carrera where estudiante_carrera_id = $1`, [estudianteCarreraId]);
    if (!row) throw new DomainError('not_found');
    await deps.estudiantes.get({ actor: actorOf(req)!, input: { estudianteId: row.estudiante_id } });
    return estudianteCarreraId;
  }

  const list = async (estudianteCarreraId: number) => {
    const admitidoComo = sql`(select admitido_como_id from estudiante_carrera where estudiante_carrera_id = ${estudianteCarreraId})`;
    return (await database.db.execute(sql`
      with wanted as (
             ${documentosRequeridosSql(admitidoComo)}
             union all
             select d.documento_academico_id, false from documento_academico d where ${admitidoComo} is null and d.estatus),
           ids as (select documento_academico_id from wanted union select documento_academico_id from estudiante_documento where estudiante_carrera_id = ${estudianteCarreraId})
      select d.documento_academico_id as "documentoAcademicoId", d.do_ac_descripcion as "doAcDescripcion",
             coalesce(w.obligatorio, false) as obligatorio, d.doc_ac_titulo as "docAcTitulo",
             coalesce(x.entregado, false) as entregado, x.fecha_entrega::text as "fechaEntrega", x.archivo_url as "archivoUrl",
             x.observacion, u.usua_nombre as usuario
        from ids join documento_academico d using (documento_academico_id)
        left join wanted w using (documento_academico_id)
        left join estudiante_documento x on x.estudiante_carrera_id = ${estudianteCarreraId} and x.documento_academico_id = d.documento_academico_id
        left join usuario u on u.usuario_id = x.usuario_id
       order by coalesce(w.obligatorio, false) desc, d.do_ac_descripcion`)).rows as z.infer<typeof documento>[];
  };

  async function requireDocumento(documentoAcademicoId: number) {
    const [doc] = await database.query(`select 1 from documento_academico where documento_academico_id = $1`, [documentoAcademicoId]);
    if (!doc) throw new DomainError('not_found');
  }

  /** Records a document's state (one row per student career and document), audited with before and after. */
  async function record(req: FastifyRequest, estudianteCarreraId: number, documentoAcademicoId: number, change: { entregado: boolean; fechaEntrega: string | null; observacion?: string | null; archivoUrl?: string }) {
    await database.db.transaction(async (tx) => {
      const before = (await tx.execute(sql`select entregado, fecha_entrega::text as "fechaEntrega", archivo_url as "archivoUrl", observacion
                                             from estudiante_documento where estudiante_carrera_id = ${estudianteCarreraId} and documento_academico_id = ${documentoAcademicoId}`)).rows[0];
      await tx.execute(sql`
        insert into estudiante_documento (estudiante_carrera_id, documento_academico_id, entregado, fecha_entrega, observacion, archivo_url, usuario_id)
        values (${estudianteCarreraId}, ${documentoAcademicoId}, ${change.entregado}, ${change.fechaEntrega}, ${change.observacion ?? null}, ${change.archivoUrl ?? null}, ${sessionOf(req).usuarioId})
        on conflict (estudiante_carrera_id, documento_academico_id) do update
           set entregado = excluded.entregado, fecha_entrega = excluded.fecha_entrega, usuario_id = excluded.usuario_id, actualizado_en = now(),
               observacion = ${change.observacion === undefined ? sql`estudiante_documento.observacion` : sql`excluded.observacion`},
               archivo_url = coalesce(excluded.archivo_url, estudiante_documento.archivo_url)`);
      await audit(tx, req, { entidad: 'estudianteDocumento', entidadId: `${estudianteCarreraId}:${documentoAcademicoId}`, accion: before ? 'actualizar' : 'crear', antes: before ?? null, despues: change });
    });
    return list(estudianteCarreraId);
  }

  const params = z.object({ estudianteCarreraId: id });
  const docParams = params.extend({ documentoAcademicoId: id });

  r.get(`${base}/:estudianteCarreraId`, {
    config: { access: { screens: [screen] } },
    schema: { tags, params, response: { 200: z.array(documento) } },
    handler: async (req) => list(await careerOf(req, req.params.estudianteCarreraId)),
  });

  r.put(`${base}/:estudianteCarreraId/:documentoAcademicoId`, {
    config: { access: { screens: [screen] }, labels },
    schema: {
      tags,
      params: docParams,
      body: z.object({ entregado: z.boolean(), fechaEntrega: optDate, observacion: optText(300) }),
      response: { 200: z.array(documento) },
    },
    handler: async (req) => {
      const ec = await careerOf(req, req.params.estudianteCarreraId);
      await requireDocumento(req.params.documentoAcademicoId);
      const fechaEntrega = req.body.entregado ? (req.body.fechaEntrega ?? deps.clock.today()) : null;
      return record(req, ec, req.params.documentoAcademicoId, { ...req.body, fechaEntrega });
    },
  });

  // A scan of the document (PDF or image, under the upload limit): it counts as delivered today.
  r.post(`${base}/:estudianteCarreraId/:documentoAcademicoId/archivo`, {
    config: { access: { screens: [screen] }, labels },
    schema: { tags, consumes: ['multipart/form-data'], params: docParams, response: { 200: z.array(documento) } },
    handler: async (req) => {
      const ec = await careerOf(req, req.params.estudianteCarreraId);
      const { data } = await readUpload(req);
      await requireDocumento(req.params.documentoAcademicoId); // before a file is stored for it
      const archivoUrl = await saveFile(deps.filesDir, 'documentos', `estudiante-${ec}-${req.params.documentoAcademicoId}`, data, { pdf: true });
      return record(req, ec, req.params.documentoAcademicoId, { entregado: true, fechaEntrega: deps.clock.today(), archivoUrl });
    },
  });

  r.get('/api/archivos/documentos/:name', {
    config: { access: { screens: [screen] } },
    schema: { tags, params: z.object({ name: z.string().regex(/^estudiante-(\d+)-\d+-[0-9a-f]+\.(jpg|png|webp|pdf)$/) }), response: { 200: fileResponse } },
    handler: async (req, reply) => {
      const estudianteCarreraId = Number(/^estudiante-(\d+)-/.exec(req.params.name)![1]);
      await careerOf(req, estudianteCarreraId); // only for students the user sees
      return sendFile(reply, deps.filesDir, 'documentos', req.params.name);
    },
  });
}
