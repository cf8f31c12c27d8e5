import { sql } from 'drizzle-orm';
import { estadosSolicitud } from '@claustro/domain/admisiones/estado-solicitud.rules';
import type { Db } from '../../platform/db/database.ts';

/* The SQL of admission: the request as the new student is made from it (the student, their documents and account are written by their own modules' services). */

export interface RequestToAdmit {
  solicitud_admision_id: number;
  estado_id: number;
  comite_decision: string | null;
  estudiante_id: number | null;
  periodo_academico_id: number;
  sede_id: number;
  carrera_id: number;
  admitido_como_id: number;
  nombres: string;
  apellidos: string;
  fecha_nacimiento: string | null;
  cedula: string | null;
  pasaporte: string | null;
  email: string;
  celular: string | null;
  datos: Record<string, number | string | null>;
  padres: { nombreCompleto: string; telefono: string | null; emergencia: boolean }[];
  direccion: { paisId?: number | null; provinciaId?: number | null; municipioId?: number | null; peDiDireccion?: string } | null;
}

export const admisionQueries = {
  /** The request, locked: a second click waits here and then finds the student already made. */
  lock: async (tx: Db, solicitudId: number) =>
    (
      await tx.execute(sql`select solicitud_admision_id, estado_id, comite_decision, estudiante_id, periodo_academico_id, sede_id, carrera_id,
                                 admitido_como_id, nombres, apellidos, fecha_nacimiento::text, cedula, pasaporte, email, celular, datos, padres, direccion
                            from solicitud_admision where solicitud_admision_id = ${solicitudId} for update`)
    ).rows[0] as unknown as RequestToAdmit | undefined,
  /** The plan in force of the career and the catalogue ids the new student's records need. */
  refs: async (tx: Db, s: RequestToAdmit) =>
    (
      await tx.execute(sql`
      select (select plan_estudio_id from plan_estudio where carrera_id = ${s.carrera_id} and pl_en_vigente and estatus order by pl_en_version desc limit 1) as plan,
             (select tipo_documento_identificacion_id from tipo_documento_identificacion where do_id_descripcion = 'Cédula') as cedula,
             (select tipo_documento_identificacion_id from tipo_documento_identificacion where do_id_descripcion = 'Pasaporte') as pasaporte,
             (select tipo_telefono_id from tipo_telefono where ti_te_es_celular order by 1 limit 1) as celular,
             (select min(tipo_email_id) from tipo_email) as email,
             exists (select 1 from usuario where lower(usua_email) = lower(${s.email})) as email_tomado`)
    ).rows[0] as {
      plan: number | null;
      cedula: number;
      pasaporte: number;
      celular: number;
      email: number;
      email_tomado: boolean;
    },
  /** The request's attached documents and their review. */
  documents: async (tx: Db, solicitudId: number) =>
    (
      await tx.execute(sql`select documento_academico_id as "documentoAcademicoId", estado = 'aceptado' as aceptado, archivo_url as "archivoUrl"
                             from solicitud_admision_documento where solicitud_admision_id = ${solicitudId}`)
    ).rows as { documentoAcademicoId: number; aceptado: boolean; archivoUrl: string | null }[],
  markAdmitted: (tx: Db, solicitudId: number, estudianteId: number) =>
    tx.execute(sql`update solicitud_admision set estudiante_id = ${estudianteId}, estado_id = ${estadosSolicitud.admitida}, actualizado_en = now()
                    where solicitud_admision_id = ${solicitudId}`),
};
