import { randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { estadosSolicitud } from '@claustro/domain/admisiones/estado-solicitud.rules';
import { rolEstudiante } from '@claustro/domain/seguridad/session';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { Clock } from '../../platform/clock.ts';
import type { EstudiantesService } from '../academicos/estudiantes.service.ts';
import type { SolicitudesService } from './solicitudes.service.ts';

/** A first password that meets the strong-password rule (lower, upper, digit, ≥ 6), without look-alikes. */
export function firstPassword(): string {
  const pick = (chars: string) => chars[randomInt(chars.length)];
  const lower = 'abcdefghjkmnpqrstuvwxyz';
  const upper = 'ABCDEFGHJKMNPQRSTUVWXYZ';
  const digit = '23456789';
  const rest = Array.from({ length: 7 }, () => pick(lower + upper + digit));
  return [pick(upper), pick(lower), pick(digit), ...rest].sort(() => randomInt(3) - 1).join('');
}

interface Request {
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
  direccion: { paisId?: number | null; provinciaId?: number | null; municipioId?: number | null; peDiDireccion?: string | null } | null;
}

/**
 * Turns a validated request the committee approved into a student, in one transaction: person and
 * contacts, student and career with the plan in force, matrícula, the request's documents (accepted
 * ones as delivered) and an account that must change its password at first sign-in. The request row
 * is locked first, so a second click waits and then finds the student already made.
 */
export async function admitir(
  deps: { database: Database; clock: Clock; estudiantes: EstudiantesService; solicitudes: SolicitudesService },
  req: FastifyRequest,
  usuarioId: number,
  solicitudId: number,
) {
  const clave = firstPassword();
  const claveHash = await hashPassword(clave);
  const outcome = await deps.database.db.transaction(async (tx) => {
    const s = (await tx.execute(sql`select solicitud_admision_id, estado_id, comite_decision, estudiante_id, periodo_academico_id, sede_id, carrera_id,
                                           admitido_como_id, nombres, apellidos, fecha_nacimiento::text, cedula, pasaporte, email, celular, datos, padres, direccion
                                      from solicitud_admision where solicitud_admision_id = ${solicitudId} for update`)).rows[0] as unknown as Request | undefined;
    if (!s) throw new DomainError('not_found');
    if (s.estudiante_id) return { estudianteId: s.estudiante_id, nueva: false as const };
    if (s.estado_id !== estadosSolicitud.validada) {
      throw new DomainError('validation', {}, { estadoId: { es: 'Solo se admite una solicitud validada.', en: 'Only a validated request can be admitted.' } });
    }
    if (s.comite_decision !== 'aprobada') {
      throw new DomainError('validation', {}, { comiteDecision: { es: 'El comité de admisiones no ha aprobado esta solicitud.', en: 'The admissions committee has not approved this request.' } });
    }
    const refs = (await tx.execute(sql`
      select (select plan_estudio_id from plan_estudio where carrera_id = ${s.carrera_id} and pl_en_vigente and estatus order by pl_en_version desc limit 1) as plan,
             (select tipo_documento_identificacion_id from tipo_documento_identificacion where do_id_descripcion = 'Cédula') as cedula,
             (select tipo_documento_identificacion_id from tipo_documento_identificacion where do_id_descripcion = 'Pasaporte') as pasaporte,
             (select tipo_telefono_id from tipo_telefono where ti_te_es_celular order by 1 limit 1) as celular,
             (select min(tipo_email_id) from tipo_email) as email,
             exists (select 1 from usuario where lower(usua_email) = lower(${s.email})) as email_tomado`)).rows[0] as {
      plan: number | null;
      cedula: number;
      pasaporte: number;
      celular: number;
      email: number;
      email_tomado: boolean;
    };
    if (!refs.plan) throw new DomainError('validation', {}, { carreraId: { es: 'La carrera no tiene un plan de estudios vigente.', en: 'The career has no study plan in force.' } });
    if (refs.email_tomado) {
      throw new DomainError('validation', {}, { email: { es: 'El correo del solicitante ya pertenece a otra cuenta; corríjalo en la solicitud.', en: "The applicant's e-mail already belongs to another account; correct it in the request." } });
    }
    const d = s.datos;
    const contacto = s.padres.find((p) => p.emergencia) ?? s.padres[0];
    const { estudianteId, personaId, matricula } = await deps.estudiantes.insertStudent(tx, {
      persNombres: s.nombres,
      persApellidos: s.apellidos,
      persFechaNacimiento: s.fecha_nacimiento,
      sexoId: (d.sexoId as number) ?? null,
      estadoCivilId: (d.estadoCivilId as number) ?? null,
      nacionalidadId: (d.nacionalidadId as number) ?? null,
      paisId: (d.paisId as number) ?? null,
      tipoSangreId: (d.tipoSangreId as number) ?? null,
      persAlergico: (d.alergias as string) ?? null,
      estuEnCasoEmergencia: contacto?.nombreCompleto ?? null,
      estuContactoEmergencia: contacto?.telefono ?? null,
      documentosIdentificacion: [
        ...(s.cedula ? [{ tipoDocumentoIdentificacionId: refs.cedula, doIdValor: s.cedula }] : []),
        ...(s.pasaporte ? [{ tipoDocumentoIdentificacionId: refs.pasaporte, doIdValor: s.pasaporte }] : []),
      ],
      telefonos: s.celular ? [{ tipoTelefonoId: refs.celular, peTeTelefono: s.celular }] : [],
      emails: [{ tipoEmailId: refs.email, peEmEmail: s.email }],
      direcciones: s.direccion?.peDiDireccion
        ? [{ paisId: s.direccion.paisId ?? null, provinciaId: s.direccion.provinciaId ?? null, municipioId: s.direccion.municipioId ?? null, ciudad: null, peDiDireccion: s.direccion.peDiDireccion, peDiCodigoPostal: null }]
        : [],
      carreraId: s.carrera_id,
      planEstudioId: refs.plan,
      sedeId: s.sede_id,
      periodoIngresoId: s.periodo_academico_id,
      admitidoComoId: s.admitido_como_id,
    });
    // The request's documents become the student's: accepted ones count as delivered.
    await tx.execute(sql`
      insert into estudiante_documento (estudiante_carrera_id, documento_academico_id, entregado, fecha_entrega, archivo_url, usuario_id)
      select ec.estudiante_carrera_id, x.documento_academico_id, x.estado = 'aceptado', case when x.estado = 'aceptado' then ${deps.clock.today()}::date end,
             x.archivo_url, ${usuarioId}
        from solicitud_admision_documento x join estudiante_carrera ec on ec.estudiante_id = ${estudianteId}
       where x.solicitud_admision_id = ${solicitudId}`);
    const usuario = (await tx.execute(sql`
      insert into usuario (persona_id, usua_nombre, usua_email, clave_hash, rol_id, sede_id, usua_cambia_clave)
      values (${personaId}, ${matricula.toLowerCase()}, ${s.email}, ${claveHash}, ${rolEstudiante}, ${s.sede_id}, true) returning usuario_id`)).rows[0] as { usuario_id: number };
    await tx.execute(sql`insert into usuario_sede (usuario_id, sede_id) values (${usuario.usuario_id}, ${s.sede_id})`);
    await tx.execute(sql`update solicitud_admision set estudiante_id = ${estudianteId}, estado_id = ${estadosSolicitud.admitida}, actualizado_en = now()
                          where solicitud_admision_id = ${solicitudId}`);
    await tx.execute(sql`insert into solicitud_admision_historial (solicitud_admision_id, estado_anterior_id, estado_id, motivo, usuario_id)
                         values (${solicitudId}, ${s.estado_id}, ${estadosSolicitud.admitida}, ${`Admitido con matrícula ${matricula}`}, ${usuarioId})`);
    await audit(tx, req, { entidad: 'solicitudAdmision.admision', entidadId: solicitudId, accion: 'crear', despues: { estudianteId, matricula, usuario: matricula.toLowerCase() } });
    return { estudianteId, nueva: true as const, matricula, email: s.email, nombres: s.nombres };
  });
  if (outcome.nueva) {
    await deps.solicitudes.mailApplicant(
      outcome.email,
      'bienvenido(a): su cuenta de estudiante',
      `Hola ${outcome.nombres}:\n\nFue admitido(a). Su matrícula es ${outcome.matricula}.\n` +
        `Inicie sesión con el usuario ${outcome.matricula.toLowerCase()} y la contraseña ${clave}; el sistema le pedirá cambiarla.\n`,
    );
  }
  return { ...(await deps.solicitudes.get(solicitudId)), admitidoAhora: outcome.nueva };
}
