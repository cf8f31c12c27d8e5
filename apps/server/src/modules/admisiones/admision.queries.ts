import { sql } from 'drizzle-orm';
import { estadosSolicitud } from '@claustro/domain/admisiones/estado-solicitud.rules';
import { rolEstudiante } from '@claustro/domain/seguridad/session';
import type { Db } from '../../platform/db/database.ts';

/* The SQL of admission: the request as the new student is made from it, and what admission writes besides the student. */

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
  /** The request's documents become the student's: accepted ones count as delivered. */
  carryDocuments: (tx: Db, a: { solicitudId: number; estudianteId: number; today: string; usuarioId: number }) =>
    tx.execute(sql`
      insert into estudiante_documento (estudiante_carrera_id, documento_academico_id, entregado, fecha_entrega, archivo_url, usuario_id)
      select ec.estudiante_carrera_id, x.documento_academico_id, x.estado = 'aceptado', case when x.estado = 'aceptado' then ${a.today}::date end,
             x.archivo_url, ${a.usuarioId}
        from solicitud_admision_documento x join estudiante_carrera ec on ec.estudiante_id = ${a.estudianteId}
       where x.solicitud_admision_id = ${a.solicitudId}`),
  /** The student's account: the matrícula as user name, a first password to change at first sign-in, the request's campus. */
  async createAccount(tx: Db, a: { personaId: number; usuaNombre: string; email: string; claveHash: string; sedeId: number }) {
    const usuario = (
      await tx.execute(sql`
      insert into usuario (persona_id, usua_nombre, usua_email, clave_hash, rol_id, sede_id, usua_cambia_clave)
      values (${a.personaId}, ${a.usuaNombre}, ${a.email}, ${a.claveHash}, ${rolEstudiante}, ${a.sedeId}, true) returning usuario_id`)
    ).rows[0] as { usuario_id: number };
    await tx.execute(sql`insert into usuario_sede (usuario_id, sede_id) values (${usuario.usuario_id}, ${a.sedeId})`);
  },
  markAdmitted: (tx: Db, solicitudId: number, estudianteId: number) =>
    tx.execute(sql`update solicitud_admision set estudiante_id = ${estudianteId}, estado_id = ${estadosSolicitud.admitida}, actualizado_en = now()
                    where solicitud_admision_id = ${solicitudId}`),
};
