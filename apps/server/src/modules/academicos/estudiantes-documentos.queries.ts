import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../platform/db/database.ts';
import { documentosRequeridosSql } from '../../platform/resources/documentos-requeridos.ts';
import { estudianteDocumento } from '@claustro/domain/academicos/estudiante-documento.contract';
import { all, row } from '../../platform/db/rows.ts';
import { z } from 'zod';

/* The SQL of a student career's academic documents. */

/** A document handed in before the student existed: accepted ones count as delivered. */
export interface CarriedDocument {
  documentoAcademicoId: number;
  aceptado: boolean;
  archivoUrl: string | null;
}

export function estudiantesDocumentosQueries(database: Database) {
  return {
    studentOfCareer: async (estudianteCarreraId: number) =>
      (
        await all(database, row({ estudiante_id: z.number() }), {
          text: `select estudiante_id from estudiante_carrera where estudiante_carrera_id = $1`,
          params: [estudianteCarreraId],
        })
      )[0]?.estudiante_id,
    documentExists: async (documentoAcademicoId: number) =>
      (await database.query(`select 1 from documento_academico where documento_academico_id = $1`, [documentoAcademicoId])).length > 0,
    /** The documents a career's admission type requires that are not handed in, by name. */
    faltantes: async (db: Db, estudianteCarreraId: number) =>
      (
        await all(
          db,
          row({ documento: z.string() }),
          sql`
          select d.do_ac_descripcion as documento
            from (${documentosRequeridosSql(sql`(select admitido_como_id from estudiante_carrera where estudiante_carrera_id = ${estudianteCarreraId})`)}) w
            join documento_academico d using (documento_academico_id)
           where w.obligatorio and not exists (select 1 from estudiante_documento x where x.estudiante_carrera_id = ${estudianteCarreraId}
                                                 and x.documento_academico_id = w.documento_academico_id and x.entregado)
           order by d.do_ac_descripcion`,
        )
      ).map((r) => r.documento),
    /** The documents of a student's career: those its admission type asks for (every active one without a type) and any recorded. */
    async list(estudianteCarreraId: number) {
      const admitidoComo = sql`(select admitido_como_id from estudiante_carrera where estudiante_carrera_id = ${estudianteCarreraId})`;
      return await all(
        database.db,
        estudianteDocumento,
        sql`
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
       order by coalesce(w.obligatorio, false) desc, d.do_ac_descripcion`,
      );
    },
    /** Documents delivered elsewhere (an admission request) recorded on each of a student's careers, in one statement. */
    carryOver: (tx: Db, r: { estudianteId: number; documentos: CarriedDocument[]; today: string; usuarioId: number }) =>
      tx.execute(sql`
        insert into estudiante_documento (estudiante_carrera_id, documento_academico_id, entregado, fecha_entrega, archivo_url, usuario_id)
        select ec.estudiante_carrera_id, x."documentoAcademicoId", x.aceptado, case when x.aceptado then ${r.today}::date end, x."archivoUrl", ${r.usuarioId}
          from jsonb_to_recordset(${JSON.stringify(r.documentos)}::jsonb) as x("documentoAcademicoId" int, aceptado boolean, "archivoUrl" text)
          join estudiante_carrera ec on ec.estudiante_id = ${r.estudianteId}`),
    /** Records a document's state (one row per student career and document); answers what it was before. */
    async record(
      tx: Db,
      r: {
        estudianteCarreraId: number;
        documentoAcademicoId: number;
        usuarioId: number;
        change: { entregado: boolean; fechaEntrega: string | null; observacion?: string | null; archivoUrl?: string };
      },
    ) {
      const { estudianteCarreraId, documentoAcademicoId, change } = r;
      const before = (
        await tx.execute(sql`select entregado, fecha_entrega::text as "fechaEntrega", archivo_url as "archivoUrl", observacion
                                             from estudiante_documento where estudiante_carrera_id = ${estudianteCarreraId} and documento_academico_id = ${documentoAcademicoId}`)
      ).rows[0];
      await tx.execute(sql`
        insert into estudiante_documento (estudiante_carrera_id, documento_academico_id, entregado, fecha_entrega, observacion, archivo_url, usuario_id)
        values (${estudianteCarreraId}, ${documentoAcademicoId}, ${change.entregado}, ${change.fechaEntrega}, ${change.observacion ?? null}, ${change.archivoUrl ?? null}, ${r.usuarioId})
        on conflict (estudiante_carrera_id, documento_academico_id) do update
           set entregado = excluded.entregado, fecha_entrega = excluded.fecha_entrega, usuario_id = excluded.usuario_id, actualizado_en = now(),
               observacion = ${change.observacion === undefined ? sql`estudiante_documento.observacion` : sql`excluded.observacion`},
               archivo_url = coalesce(excluded.archivo_url, estudiante_documento.archivo_url)`);
      return before ?? null;
    },
  };
}
