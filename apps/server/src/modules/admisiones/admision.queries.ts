import { sql } from 'drizzle-orm';
import { estadosSolicitud } from '@claustro/domain/admisiones/estado-solicitud.rules';
import type { Db } from '../../platform/db/database.ts';
import { all, first, only, row, type RowOf } from '../../platform/db/rows.ts';
import { z } from 'zod';

/* The SQL of admission: the request as the new student is made from it (the student, their documents and account are written by their own modules' services). */

const requestToAdmitRow = row({
  solicitud_admision_id: z.number(),
  estado_id: z.number(),
  comite_decision: z.string().nullable(),
  estudiante_id: z.number().nullable(),
  periodo_academico_id: z.number(),
  sede_id: z.number(),
  carrera_id: z.number(),
  admitido_como_id: z.number(),
  nombres: z.string(),
  apellidos: z.string(),
  fecha_nacimiento: z.string().nullable(),
  cedula: z.string().nullable(),
  pasaporte: z.string().nullable(),
  email: z.string(),
  celular: z.string().nullable(),
  datos: z.record(z.string(), z.unknown()),
  padres: z.array(row({ nombreCompleto: z.string(), telefono: z.string().nullable(), emergencia: z.boolean() })),
  direccion: row({
    paisId: z.number().nullable().optional(),
    provinciaId: z.number().nullable().optional(),
    municipioId: z.number().nullable().optional(),
    peDiDireccion: z.string().optional(),
  }).nullable(),
});
export type RequestToAdmit = RowOf<typeof requestToAdmitRow>;

export const admisionQueries = {
  /** The request, locked: a second click waits here and then finds the student already made. */
  lock: async (tx: Db, solicitudId: number) =>
    await first(
      tx,
      requestToAdmitRow,
      sql`select solicitud_admision_id, estado_id, comite_decision, estudiante_id, periodo_academico_id, sede_id, carrera_id,
                                 admitido_como_id, nombres, apellidos, fecha_nacimiento::text, cedula, pasaporte, email, celular, datos, padres, direccion
                            from solicitud_admision where solicitud_admision_id = ${solicitudId} for update`,
    ),
  /** The plan in force of the career and the catalogue ids the new student's records need. */
  refs: async (tx: Db, s: RequestToAdmit) =>
    await only(
      tx,
      row({ plan: z.number().nullable(), cedula: z.number(), pasaporte: z.number(), celular: z.number(), email: z.number(), email_tomado: z.boolean() }),
      sql`
      select (select plan_estudio_id from plan_estudio where carrera_id = ${s.carrera_id} and pl_en_vigente and estatus order by pl_en_version desc limit 1) as plan,
             (select tipo_documento_identificacion_id from tipo_documento_identificacion where do_id_descripcion = 'Cédula') as cedula,
             (select tipo_documento_identificacion_id from tipo_documento_identificacion where do_id_descripcion = 'Pasaporte') as pasaporte,
             (select tipo_telefono_id from tipo_telefono where ti_te_es_celular order by 1 limit 1) as celular,
             (select min(tipo_email_id) from tipo_email) as email,
             exists (select 1 from usuario where lower(usua_email) = lower(${s.email})) as email_tomado`,
    ),
  /** The request's attached documents and their review. */
  documents: async (tx: Db, solicitudId: number) =>
    await all(
      tx,
      row({ documentoAcademicoId: z.number(), aceptado: z.boolean(), archivoUrl: z.string().nullable() }),
      sql`select documento_academico_id as "documentoAcademicoId", estado = 'aceptado' as aceptado, archivo_url as "archivoUrl"
                             from solicitud_admision_documento where solicitud_admision_id = ${solicitudId}`,
    ),
  markAdmitted: (tx: Db, solicitudId: number, estudianteId: number) =>
    tx.execute(sql`update solicitud_admision set estudiante_id = ${estudianteId}, estado_id = ${estadosSolicitud.admitida}, actualizado_en = now()
                    where solicitud_admision_id = ${solicitudId}`),
};
