import { randomInt } from 'node:crypto';
import type { ProblemCode } from '@claustro/domain/messages/problems';
import { codigoAlphabet, estadosSolicitud, isLive, isOpen, statusChangeProblem } from '@claustro/domain/admisiones/estado-solicitud.rules';
import { solicitudesScreen, solicitudKey, type Solicitud, type SolicitudIn, type SolicitudUpdate } from '@claustro/domain/admisiones/solicitud.contract';
import type { Actor, Caller, ServiceCall } from '../../platform/actor.ts';
import type { AccessCache } from '../../platform/auth/access-cache.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { fileKind, saveFile } from '../../platform/files.ts';
import type { MailService } from '../../platform/mail.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Institution } from '../../platform/config.ts';
import type { EstudiantesService } from '../academicos/estudiantes.service.ts';
import type { EstudiantesDocumentosService } from '../academicos/estudiantes-documentos.service.ts';
import type { UsuariosService } from '../seguridad/usuarios.service.ts';
import { solicitudesQueries, type ListQuery } from './solicitudes.queries.ts';
import { admisionQueries } from './admision.queries.ts';
import { fill, mailTexts } from '@claustro/domain/messages/mail';

/** A new request code: 8 characters of an alphabet without look-alikes. */
export function newCodigo(): string {
  return Array.from({ length: 8 }, () => codigoAlphabet[randomInt(codigoAlphabet.length)]).join('');
}

/** A first password that meets the strong-password rule (lower, upper, digit, ≥ 6), without look-alikes. */
export function firstPassword(): string {
  const pick = (chars: string) => chars[randomInt(chars.length)];
  const lower = 'abcdefghjkmnpqrstuvwxyz';
  const upper = 'ABCDEFGHJKMNPQRSTUVWXYZ';
  const digit = '23456789';
  const rest = Array.from({ length: 7 }, () => pick(lower + upper + digit));
  return [pick(upper), pick(lower), pick(digit), ...rest].sort(() => randomInt(3) - 1).join('');
}

export interface Upload {
  documentoAcademicoId: number;
  data: Buffer;
}

const bad = (field: string, problem: ProblemCode) => new DomainError('validation', {}, { [field]: { problem } });

/**
 * Admissions: filing a request (public), finding it again, completing its documents; staff review,
 * status workflow, committee decision, and admission as a student with an account.
 */
export function solicitudesService(deps: {
  database: Database;
  mail: MailService;
  clock: Clock;
  institution: Institution;
  filesDir: string;
  access: AccessCache;
  estudiantes: EstudiantesService;
  estudiantesDocumentos: EstudiantesDocumentosService;
  usuarios: UsuariosService;
}) {
  const { database } = deps;
  const q = solicitudesQueries(database);

  async function get(solicitudId: number): Promise<Solicitud> {
    const s = await q.get(solicitudId);
    if (!s) throw new DomainError('not_found');
    return s;
  }
  function mailApplicant(to: string, asunto: string, texto: string) {
    return deps.mail.queue({ para: to, asunto: `${deps.institution.university}: ${asunto}`, texto });
  }

  /**
   * The choices must hold together: the career is active and offered at the campus, the period takes
   * admission requests today (for a new request), the admission type is active.
   */
  async function checkChoices(tx: Db, input: SolicitudIn, opts: { periodOpen: boolean }) {
    const c = await q.choices(tx, input, deps.clock.today());
    if (!c.carrera) throw bad('carreraId', 'carrera_no_disponible');
    if (!c.ofrecida) throw bad('sedeId', 'carrera_fuera_recinto');
    if (!c.periodo) throw bad('periodoAcademicoId', 'periodo_no_disponible');
    if (opts.periodOpen && !c.abierto) throw new DomainError('periodo_cerrado', {}, { periodoAcademicoId: { code: 'periodo_cerrado' } });
    if (!c.admitido) throw bad('admitidoComoId', 'admision_no_disponible');
  }
  /** The same identity already has a live request for the period. */
  async function checkDuplicate(tx: Db, input: SolicitudIn, except = 0) {
    const dup = await q.duplicate(tx, input, except);
    if (dup && isLive(dup.estado_id)) throw new DomainError('solicitud_duplicada', {}, { cedula: { code: 'solicitud_duplicada' } });
  }
  /** Stores attached files (type from their bytes) and records them as pending review; every file is checked before any is stored. */
  async function attach(tx: Db, solicitudId: number, uploads: Upload[], allowed: Set<number>) {
    for (const u of uploads) {
      if (!allowed.has(u.documentoAcademicoId)) {
        throw bad('documentoAcademicoId', 'documento_no_pedido');
      }
      fileKind(u.data, { pdf: true });
    }
    for (const u of uploads) {
      // Spec §5: a submitted and approved document cannot be modified or deleted.
      if ((await q.documentState(tx, solicitudId, u.documentoAcademicoId))?.estado === 'aceptado') {
        throw new DomainError('documento_aprobado', {}, { documentoAcademicoId: { code: 'documento_aprobado' } });
      }
      const url = await saveFile(deps.filesDir, 'admisiones', `solicitud-${solicitudId}-${u.documentoAcademicoId}`, u.data, { pdf: true });
      await q.attachDocument(tx, solicitudId, u.documentoAcademicoId, url);
    }
  }

  /**
   * Moves a locked request along its workflow (spec §4) in the caller's transaction: the rule decides,
   * a refusal is a 409 that says why (or a 400 on the missing reason); the move is written to the history.
   */
  async function move(tx: Db, actor: Actor, solicitudId: number, to: number, motivo: string | null) {
    const s = await q.lock(tx, solicitudId);
    if (!s) throw new DomainError('not_found');
    const problem = statusChangeProblem({ from: s.estado_id, to, motivo, pendingRequired: await q.pendingRequired(tx, solicitudId) });
    if (problem && 'field' in problem) throw new DomainError('validation', {}, { motivo: problem.message });
    if (problem?.conflict === 'documentos_pendientes') {
      throw new DomainError(
        'documentos_pendientes',
        { pendientes: problem.pendientes },
        { estadoId: { code: 'documentos_pendientes', params: { pendientes: problem.pendientes } } },
      );
    }
    if (problem) {
      const [desde, hacia] = await Promise.all([q.estadoDescripcion(tx, s.estado_id), q.estadoDescripcion(tx, to)]);
      throw new DomainError('estado_no_permitido', { desde, hacia }, { estadoId: { code: 'estado_no_permitido', params: { desde, hacia } } });
    }
    await q.setEstado(tx, solicitudId, to);
    await q.addHistory(tx, { solicitudId, from: s.estado_id, to, motivo, usuarioId: actor.usuarioId });
    await audit(tx, actor, {
      entidad: 'solicitudAdmision.estado',
      entidadId: solicitudId,
      accion: 'actualizar',
      antes: { estadoId: s.estado_id },
      despues: { estadoId: to, motivo },
    });
    return { ...s, estado: await q.estadoDescripcion(tx, to) };
  }
  const mailStatus = (s: { email: string; nombres: string; codigo: string; estado: string }, motivo: string | null) =>
    mailApplicant(
      s.email,
      fill(mailTexts().estadoSolicitud.asunto, { estado: s.estado.toLowerCase() }),
      fill(mailTexts().estadoSolicitud.texto, { ...s, motivo: motivo ? fill(mailTexts().estadoSolicitud.motivo, { motivo }) : '' }),
    );

  /**
   * Files a request from the public form, in one transaction. The browser's key makes a repeated
   * submission (double click, retry) find the request it already made; the same identity cannot
   * hold two live requests for one period. The applicant gets the code on screen and by e-mail.
   */
  async function create({ actor, input }: ServiceCall<{ claveEnvio: string; solicitud: SolicitudIn; uploads: Upload[] }, Caller>) {
    const { claveEnvio, solicitud, uploads } = input;
    const again = await q.bySubmissionKey(claveEnvio);
    if (again) {
      if (again.cedula !== solicitud.cedula || again.pasaporte !== solicitud.pasaporte) throw new DomainError('bad_request');
      return { solicitudAdmisionId: again.solicitud_admision_id, codigo: again.codigo, repetida: true, correoEnviado: await deps.mail.configured() };
    }
    const created = await database.db.transaction(async (tx) => {
      await checkChoices(tx, solicitud, { periodOpen: true });
      await q.lockIdentity(tx, solicitud);
      // The same submission may have been filed while this one waited: then it is answered as a repeat.
      if (await q.bySubmissionKey(claveEnvio, tx)) return null;
      await checkDuplicate(tx, solicitud);
      const inserted = await q.insert(tx, newCodigo(), claveEnvio, solicitud);
      if (!inserted) return null; // the same submission won a race: answered below
      await attach(tx, inserted.id, uploads, await q.documentIdsFor(tx, solicitud.admitidoComoId));
      await q.addHistory(tx, { solicitudId: inserted.id, from: null, to: estadosSolicitud.solicitada, motivo: null, usuarioId: null });
      await audit(tx, actor, {
        entidad: 'solicitudAdmision',
        entidadId: inserted.id,
        accion: 'crear',
        despues: { ...solicitud, documentos: uploads.map((u) => u.documentoAcademicoId) },
      });
      return inserted;
    });
    if (!created) return create({ actor, input: { ...input, uploads: [] } });
    const recibida = mailTexts().solicitudRecibida;
    await mailApplicant(solicitud.email, recibida.asunto, fill(recibida.texto, { nombres: solicitud.nombres, codigo: created.codigo }));
    return { solicitudAdmisionId: created.id, codigo: created.codigo, repetida: false, correoEnviado: await deps.mail.configured() };
  }

  return {
    get: ({ input }: ServiceCall<{ solicitudAdmisionId: number }>) => get(input.solicitudAdmisionId),
    formulario: () => q.formulario(deps.clock.today()),
    create,
    /** A page of a period's requests and the key to continue from; a key that is not one is a 400. */
    list({ input }: ServiceCall<Omit<ListQuery, 'after'> & { after?: string }>) {
      const after = input.after ? solicitudKey.decode(input.after) : null;
      if (input.after && !after) throw bad('after', 'posicion_invalida');
      return q.page({ ...input, after });
    },
    periodos: () => q.periodos(),
    statistics: async ({ input }: ServiceCall<{ periodoAcademicoId: number }>) => {
      const rows = await q.statistics(input.periodoAcademicoId);
      const sum = (key: 'carrera' | 'estado') =>
        [...rows.reduce((m, x) => m.set(x[key], (m.get(x[key]) ?? 0) + x.total), new Map<string, number>())]
          .map(([descripcion, total]) => ({ descripcion, total }))
          .sort((a, b) => b.total - a.total);
      return { total: rows.reduce((n, x) => n + x.total, 0), porCarrera: sum('carrera'), porEstado: sum('estado'), detalle: rows };
    },

    /** The request of an identification and code, or null; nothing is said about which of the two was wrong. */
    async find({ input }: ServiceCall<{ documento: string; codigo: string }, Caller>) {
      const id = await q.findByCode(input.documento.toUpperCase(), input.codigo.trim().toUpperCase());
      return id ? get(id) : null;
    },
    /** A student's own admission request, or any for admissions staff. */
    async ofStudent({ actor, input }: ServiceCall<{ matricula: string }>) {
      const s = await q.ofStudent(input.matricula, actor.usuarioId);
      if (!s?.propia && !(await deps.access.holds(actor.usuarioId, [solicitudesScreen]))) throw new DomainError(s ? 'forbidden' : 'not_found');
      if (!s) throw new DomainError('not_found');
      return get(s.id);
    },

    /** The applicant adds or replaces documents while the request waits for review. */
    async replaceDocuments({ actor, input }: ServiceCall<{ solicitudAdmisionId: number; uploads: Upload[] }, Caller>) {
      const solicitudId = input.solicitudAdmisionId;
      await database.db.transaction(async (tx) => {
        const s = (await q.lock(tx, solicitudId))!;
        if (!isOpen(s.estado_id)) throw new DomainError('solicitud_cerrada');
        await attach(tx, solicitudId, input.uploads, await q.documentIdsFor(tx, s.admitido_como_id));
        await audit(tx, actor, {
          entidad: 'solicitudAdmision.documentos',
          entidadId: solicitudId,
          accion: 'actualizar',
          despues: { documentos: input.uploads.map((u) => u.documentoAcademicoId) },
        });
      });
      return get(solicitudId);
    },

    /**
     * Staff correct a request's data and, when the form asks for another status, move it in the same
     * transaction through the status rule: refused as a whole (nothing written) with the reason, never
     * saved with the old status in silence.
     */
    async update({ actor, input }: ServiceCall<SolicitudUpdate & { solicitudAdmisionId: number }>) {
      const { solicitudAdmisionId: solicitudId, estadoId, motivo, ...data } = input;
      const before = await get(solicitudId);
      if (before.estudianteId) throw new DomainError('solicitud_cerrada');
      const moved = await database.db.transaction(async (tx) => {
        await checkChoices(tx, data, { periodOpen: false });
        await checkDuplicate(tx, data, solicitudId);
        await q.update(tx, solicitudId, data);
        await audit(tx, actor, { entidad: 'solicitudAdmision', entidadId: solicitudId, accion: 'actualizar', antes: before, despues: data });
        return estadoId && estadoId !== before.estadoId ? move(tx, actor, solicitudId, estadoId, motivo) : null;
      });
      if (moved) await mailStatus(moved, motivo);
      return get(solicitudId);
    },

    /** Moves a request along its workflow (spec §4), records who, when and why, and tells the applicant. */
    async changeStatus({ actor, input }: ServiceCall<{ solicitudAdmisionId: number; estadoId: number; motivo: string | null }>) {
      const moved = await database.db.transaction((tx) => move(tx, actor, input.solicitudAdmisionId, input.estadoId, input.motivo));
      await mailStatus(moved, input.motivo);
      return get(input.solicitudAdmisionId);
    },

    /** Accepts or rejects one attached document, with the reason for a rejection; the applicant is told which and why. */
    async reviewDocument({
      actor,
      input,
    }: ServiceCall<{ solicitudAdmisionId: number; documentoAcademicoId: number; estado: 'aceptado' | 'rechazado'; motivo: string | null }>) {
      const { solicitudAdmisionId: solicitudId, documentoAcademicoId, estado, motivo } = input;
      await database.db.transaction(async (tx) => {
        const s = await q.lock(tx, solicitudId);
        if (!s) throw new DomainError('not_found');
        if (s.estado_id === estadosSolicitud.admitida || s.estado_id === estadosSolicitud.cancelada) throw new DomainError('solicitud_cerrada');
        if (!(await q.reviewDocument(tx, { solicitudId, documentoAcademicoId, estado, motivo, usuarioId: actor.usuarioId })))
          throw new DomainError('not_found');
        await audit(tx, actor, {
          entidad: 'solicitudAdmision.documento',
          entidadId: `${solicitudId}:${documentoAcademicoId}`,
          accion: 'actualizar',
          despues: { estado, motivo },
        });
      });
      const after = await get(solicitudId);
      if (estado === 'rechazado') {
        const doc = after.documentos.find((d) => d.documentoAcademicoId === documentoAcademicoId);
        const t = mailTexts().documentoRechazado;
        const params = { nombres: after.nombres, codigo: after.codigo, documento: doc?.doAcDescripcion, motivo };
        await mailApplicant(after.email, fill(t.asunto, params), fill(t.texto, params));
      }
      return after;
    },

    /** The admissions committee's decision on a request, with its notes. */
    async decide({ actor, input }: ServiceCall<{ solicitudAdmisionId: number; decision: 'aprobada' | 'rechazada' | null; notas: string | null }>) {
      const { solicitudAdmisionId: solicitudId, decision, notas } = input;
      await database.db.transaction(async (tx) => {
        const s = await q.lock(tx, solicitudId);
        if (!s) throw new DomainError('not_found');
        if (s.estado_id === estadosSolicitud.admitida) throw new DomainError('solicitud_cerrada');
        await q.decide(tx, { solicitudId, decision, notas, usuarioId: actor.usuarioId });
        await audit(tx, actor, {
          entidad: 'solicitudAdmision.comite',
          entidadId: solicitudId,
          accion: 'actualizar',
          antes: { decision: s.comite_decision },
          despues: { decision, notas },
        });
      });
      return get(solicitudId);
    },

    /**
     * Admits a validated request the committee approved: the student (person, contacts, matrícula,
     * career), the request's documents carried over (accepted ones as delivered) and an account that
     * must change its password at first sign-in. The request row is locked first, so a second click
     * waits and then finds the student already made.
     */
    async admitir({ actor, input }: ServiceCall<{ solicitudAdmisionId: number }>) {
      const solicitudId = input.solicitudAdmisionId;
      const clave = firstPassword();
      const claveHash = await hashPassword(clave);
      const outcome = await database.db.transaction(async (tx) => {
        const s = await admisionQueries.lock(tx, solicitudId);
        if (!s) throw new DomainError('not_found');
        if (s.estudiante_id) return { estudianteId: s.estudiante_id, nueva: false as const };
        if (s.estado_id !== estadosSolicitud.validada) throw new DomainError('admision_no_validada', {}, { estadoId: { code: 'admision_no_validada' } });
        if (s.comite_decision !== 'aprobada') throw new DomainError('admision_sin_aprobacion', {}, { comiteDecision: { code: 'admision_sin_aprobacion' } });
        const refs = await admisionQueries.refs(tx, s);
        if (!refs.plan) throw new DomainError('carrera_sin_plan', {}, { carreraId: { code: 'carrera_sin_plan' } });
        if (refs.email_tomado) {
          throw new DomainError(
            'email_taken',
            {},
            {
              email: { problem: 'correo_solicitante_usado' },
            },
          );
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
            ? [
                {
                  paisId: s.direccion.paisId ?? null,
                  provinciaId: s.direccion.provinciaId ?? null,
                  municipioId: s.direccion.municipioId ?? null,
                  ciudad: null,
                  peDiDireccion: s.direccion.peDiDireccion,
                  peDiCodigoPostal: null,
                },
              ]
            : [],
          carreraId: s.carrera_id,
          planEstudioId: refs.plan,
          sedeId: s.sede_id,
          estadoEstudianteId: null,
          periodoIngresoId: s.periodo_academico_id,
          admitidoComoId: s.admitido_como_id,
        });
        await deps.estudiantesDocumentos.carryOver(tx, {
          estudianteId,
          documentos: await admisionQueries.documents(tx, solicitudId),
          usuarioId: actor.usuarioId,
        });
        await deps.usuarios.createStudentAccount(tx, { personaId, usuaNombre: matricula.toLowerCase(), email: s.email, claveHash, sedeId: s.sede_id });
        await admisionQueries.markAdmitted(tx, solicitudId, estudianteId);
        await q.addHistory(tx, {
          solicitudId,
          from: s.estado_id,
          to: estadosSolicitud.admitida,
          motivo: `Admitido con matrícula ${matricula}`,
          usuarioId: actor.usuarioId,
        });
        await audit(tx, actor, {
          entidad: 'solicitudAdmision.admision',
          entidadId: solicitudId,
          accion: 'crear',
          despues: { estudianteId, matricula, usuario: matricula.toLowerCase() },
        });
        return { estudianteId, nueva: true as const, matricula, email: s.email, nombres: s.nombres };
      });
      if (outcome.nueva) {
        const t = mailTexts().bienvenida;
        await mailApplicant(outcome.email, t.asunto, fill(t.texto, { ...outcome, usuario: outcome.matricula.toLowerCase(), clave }));
      }
      return { ...(await get(solicitudId)), admitidoAhora: outcome.nueva };
    },

    mailApplicant,
  };
}
export type SolicitudesService = ReturnType<typeof solicitudesService>;
