import { randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { codigoAlphabet, estadosSolicitud, isLive, isOpen, statusChangeProblem } from '@claustro/domain/admisiones/estado-solicitud.rules';
import type { Database, Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { fileKind, saveFile } from '../../platform/files.ts';
import type { MailService } from '../../platform/mail.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Institution } from '../../platform/config.ts';
import { datosKeys, type SolicitudIn } from './solicitud.schemas.ts';
import { documentosRequeridosSql } from '../academicos/documentos-requeridos.ts';

/** A new request code: 8 characters of an alphabet without look-alikes. */
export function newCodigo(): string {
  return Array.from({ length: 8 }, () => codigoAlphabet[randomInt(codigoAlphabet.length)]).join('');
}

const row = <T>(r: { rows: unknown[] }) => r.rows[0] as T | undefined;

/** The columns a request is answered with: its own, the form's kept fields laid flat, names of its references. */
const solicitudColumns = sql`s.solicitud_admision_id as "solicitudAdmisionId", s.company_id as "companyId", s.codigo, s.estado_id as "estadoId",
  es.es_so_descripcion as "estadoDescripcion", s.periodo_academico_id as "periodoAcademicoId", pa.pe_ac_descripcion as "periodoDescripcion",
  s.sede_id as "sedeId", sd.sede_descripcion as "sedeDescripcion", s.tipo_carrera_id as "tipoCarreraId", s.carrera_id as "carreraId",
  c.carr_descripcion as "carrDescripcion", s.admitido_como_id as "admitidoComoId", s.bloque_horario_tanda_id as "bloqueHorarioTandaId",
  s.financiamiento_estudio_id as "financiamientoEstudioId", s.nombres, s.apellidos, s.fecha_nacimiento::text as "fechaNacimiento", s.cedula, s.pasaporte,
  s.email, s.celular, s.datos, s.idiomas, s.padres, s.direccion, s.comite_decision as "comiteDecision", s.comite_notas as "comiteNotas",
  s.comite_fecha as "comiteFecha", s.estudiante_id as "estudianteId", e.matricula as "matriculaId", s.creado_en as "creadoEn"`;
const solicitudFrom = sql`from solicitud_admision s join estado_solicitud_admision es on es.estado_solicitud_admision_id = s.estado_id
  join periodo_academico pa on pa.periodo_academico_id = s.periodo_academico_id join sede sd on sd.sede_id = s.sede_id
  join carrera c on c.carrera_id = s.carrera_id left join estudiante e on e.estudiante_id = s.estudiante_id`;

/** The documents a request needs (its admission type's grouping) with what was attached and how it was reviewed. */
const documentosOf = (solicitudId: number) => sql`
  with wanted as (${documentosRequeridosSql(sql`(select admitido_como_id from solicitud_admision where solicitud_admision_id = ${solicitudId})`)}),
       ids as (select documento_academico_id from wanted union select documento_academico_id from solicitud_admision_documento where solicitud_admision_id = ${solicitudId})
  select d.documento_academico_id as "documentoAcademicoId", d.do_ac_descripcion as "doAcDescripcion", coalesce(w.obligatorio, false) as obligatorio,
         x.archivo_url as "archivoUrl", coalesce(x.estado, 'falta') as estado, x.motivo, x.subido_en as "subidoEn", x.revisado_en as "revisadoEn"
    from ids join documento_academico d using (documento_academico_id) left join wanted w using (documento_academico_id)
    left join solicitud_admision_documento x on x.solicitud_admision_id = ${solicitudId} and x.documento_academico_id = d.documento_academico_id
   order by coalesce(w.obligatorio, false) desc, d.do_ac_descripcion`;

/** The request as stored, split: its own columns and the fields kept in `datos`. */
function columnsOf(input: SolicitudIn) {
  const datos = Object.fromEntries(datosKeys.map((k) => [k, (input as Record<string, unknown>)[k] ?? null]));
  return { datos, direccion: input.direccion ? JSON.stringify(input.direccion) : null };
}

export interface Upload {
  documentoAcademicoId: number;
  data: Buffer;
}

export function solicitudesService(deps: { database: Database; mail: MailService; clock: Clock; institution: Institution; filesDir: string }) {
  const { database } = deps;
  const rows = async <T>(q: ReturnType<typeof sql>) => (await database.db.execute(q)).rows as T[];

  async function get(solicitudId: number) {
    const [s] = await rows<Record<string, unknown> & { datos: Record<string, unknown> }>(sql`select ${solicitudColumns} ${solicitudFrom} where s.solicitud_admision_id = ${solicitudId}`);
    if (!s) throw new DomainError('not_found');
    const { datos, ...rest } = s;
    // The form's kept fields answer flat, like the columns.
    // Its lists are independent reads: asked for together.
    const [documentos, historial, pruebas] = await Promise.all([
      rows(documentosOf(solicitudId)),
      rows(sql`
      select h.estado_anterior_id as "estadoAnteriorId", h.estado_id as "estadoId", es.es_so_descripcion as "estadoDescripcion", h.motivo,
             u.usua_nombre as usuario, h.creado_en as fecha
        from solicitud_admision_historial h join estado_solicitud_admision es on es.estado_solicitud_admision_id = h.estado_id
        left join usuario u on u.usuario_id = h.usuario_id where h.solicitud_admision_id = ${solicitudId} order by h.id`),
      rows(sql`
      select p.pr_ad_descripcion as prueba, se.se_pr_fecha::text as fecha, se.se_pr_hora as hora, r.asistio, r.puntuacion::text as puntuacion,
             (r.puntuacion is not null and r.puntuacion >= p.pr_ad_puntuacion_minima) as aprobado
        from solicitud_admision_prueba r join sesion_prueba_admision se on se.sesion_prueba_admision_id = r.sesion_prueba_admision_id
        join prueba_admision p on p.prueba_admision_id = se.prueba_admision_id
       where r.solicitud_admision_id = ${solicitudId} order by se.se_pr_fecha`),
    ]);
    const flat: Record<string, unknown> = { ...rest, ...datos, documentos, historial, pruebas };
    return flat as Record<string, unknown> & { estudianteId: number | null };
  }

  /**
   * The choices must hold together: the career is active and offered at the campus, the period takes
   * admission requests today, the documents belong to the admission type's list.
   */
  async function checkChoices(tx: Db, input: SolicitudIn, opts: { periodOpen: boolean }) {
    const c = row<{ carrera: boolean; ofrecida: boolean; periodo: boolean; abierto: boolean; admitido: boolean }>(await tx.execute(sql`
      select exists (select 1 from carrera where carrera_id = ${input.carreraId} and estatus) as carrera,
             exists (select 1 from carrera_sedes where owner_id = ${input.carreraId} and sede_id = ${input.sedeId}) as ofrecida,
             exists (select 1 from periodo_academico where periodo_academico_id = ${input.periodoAcademicoId} and estatus) as periodo,
             ${admissionsOpenSql(sql`${input.periodoAcademicoId}`, deps.clock.today())} as abierto,
             exists (select 1 from admitido_como where admitido_como_id = ${input.admitidoComoId} and estatus) as admitido`))!;
    const bad = (field: string, es: string, en: string) => new DomainError('validation', {}, { [field]: { es, en } });
    if (!c.carrera) throw bad('carreraId', 'Elija una carrera disponible.', 'Choose an available career.');
    if (!c.ofrecida) throw bad('sedeId', 'La carrera no se ofrece en ese recinto.', 'The career is not offered at that campus.');
    if (!c.periodo) throw bad('periodoAcademicoId', 'Elija un período disponible.', 'Choose an available period.');
    if (opts.periodOpen && !c.abierto) throw bad('periodoAcademicoId', 'Ese período no está recibiendo solicitudes de admisión.', 'That period is not taking admission requests.');
    if (!c.admitido) throw bad('admitidoComoId', 'Elija un tipo de admisión disponible.', 'Choose an available admission type.');
  }

  /** The same identity already has a live request for the period. */
  async function checkDuplicate(tx: Db, input: SolicitudIn, except = 0) {
    const dup = row<{ estado_id: number }>(await tx.execute(sql`
      select estado_id from solicitud_admision
       where periodo_academico_id = ${input.periodoAcademicoId} and solicitud_admision_id <> ${except}
         and ((${input.cedula}::text is not null and cedula = ${input.cedula}) or (${input.pasaporte}::text is not null and upper(pasaporte) = ${input.pasaporte}))
         and estado_id not in (${estadosSolicitud.rechazada}, ${estadosSolicitud.cancelada})
       limit 1`));
    if (dup && isLive(dup.estado_id)) throw new DomainError('solicitud_duplicada', {}, { cedula: { code: 'solicitud_duplicada' } });
  }

  /** Stores attached files (type from their bytes) and records them as pending review, replacing what was pending or rejected. */
  async function attach(tx: Db, solicitudId: number, uploads: Upload[], allowed: Set<number>) {
    // Every file is checked before any is stored: a bad third file leaves no first two behind.
    for (const u of uploads) {
      if (!allowed.has(u.documentoAcademicoId)) {
        throw new DomainError('validation', {}, { documentoAcademicoId: { es: 'Ese documento no se pide para este tipo de admisión.', en: 'That document is not asked for this admission type.' } });
      }
      fileKind(u.data, { pdf: true });
    }
    for (const u of uploads) {
      const current = row<{ estado: string }>(await tx.execute(sql`select estado from solicitud_admision_documento
                                                                  where solicitud_admision_id = ${solicitudId} and documento_academico_id = ${u.documentoAcademicoId} for update`));
      // Spec §5: a submitted and approved document cannot be modified or deleted.
      if (current?.estado === 'aceptado') throw new DomainError('documento_aprobado', {}, { documentoAcademicoId: { code: 'documento_aprobado' } });
      const url = await saveFile(deps.filesDir, 'admisiones', `solicitud-${solicitudId}-${u.documentoAcademicoId}`, u.data, { pdf: true });
      await tx.execute(sql`
        insert into solicitud_admision_documento (solicitud_admision_id, documento_academico_id, archivo_url)
        values (${solicitudId}, ${u.documentoAcademicoId}, ${url})
        on conflict (solicitud_admision_id, documento_academico_id) do update
           set archivo_url = excluded.archivo_url, estado = 'pendiente', motivo = null, revisado_por = null, revisado_en = null, subido_en = now()`);
    }
  }

  const documentIdsFor = async (tx: Db, admitidoComoId: number) =>
    new Set(
      (await tx.execute(sql`select documento_academico_id as id from (${documentosRequeridosSql(sql`${admitidoComoId}`)}) r`)).rows.map((r) => Number((r as { id: number }).id)),
    );

  function mailApplicant(to: string, asunto: string, texto: string) {
    return deps.mail.queue({ para: to, asunto: `${deps.institution.university}: ${asunto}`, texto });
  }

    /**
     * Files a request from the public form, in one transaction. The browser's key makes a repeated
     * submission (double click, retry) find the request it already made; the same identity cannot
     * hold two live requests for one period. The applicant gets the code on screen and by e-mail.
     */
  async function create(req: FastifyRequest, claveEnvio: string, input: SolicitudIn, uploads: Upload[]) {
    const again = row<{ solicitud_admision_id: number; codigo: string; cedula: string | null; pasaporte: string | null }>(
      await database.db.execute(sql`select solicitud_admision_id, codigo, cedula, pasaporte from solicitud_admision where clave_envio = ${claveEnvio}`),
    );
    if (again) {
      if (again.cedula !== input.cedula || again.pasaporte !== input.pasaporte) throw new DomainError('bad_request');
      return { solicitudAdmisionId: again.solicitud_admision_id, codigo: again.codigo, repetida: true };
    }
    const created = await database.db.transaction(async (tx) => {
      await checkChoices(tx, input, { periodOpen: true });
      // One identity at a time: two simultaneous first submissions of the same person queue here.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`admision:${input.periodoAcademicoId}:${input.cedula ?? input.pasaporte}`}))`);
      // The same submission may have been filed while this one waited: then it is answered as a repeat.
      if ((await tx.execute(sql`select 1 from solicitud_admision where clave_envio = ${claveEnvio}`)).rows.length) return null;
      await checkDuplicate(tx, input);
      const { datos, direccion } = columnsOf(input);
      const inserted = row<{ id: number; codigo: string }>(await tx.execute(sql`
        insert into solicitud_admision (codigo, clave_envio, estado_id, periodo_academico_id, sede_id, tipo_carrera_id, carrera_id, admitido_como_id,
                                        bloque_horario_tanda_id, financiamiento_estudio_id, nombres, apellidos, fecha_nacimiento, cedula, pasaporte,
                                        email, celular, datos, idiomas, padres, direccion)
        values (${newCodigo()}, ${claveEnvio}, ${estadosSolicitud.solicitada}, ${input.periodoAcademicoId}, ${input.sedeId}, ${input.tipoCarreraId},
                ${input.carreraId}, ${input.admitidoComoId}, ${input.bloqueHorarioTandaId}, ${input.financiamientoEstudioId}, ${input.nombres},
                ${input.apellidos}, ${input.fechaNacimiento}, ${input.cedula}, ${input.pasaporte}, ${input.email}, ${input.celular},
                ${JSON.stringify(datos)}::jsonb, ${JSON.stringify(input.idiomas)}::jsonb, ${JSON.stringify(input.padres)}::jsonb, ${direccion}::jsonb)
        on conflict (clave_envio) do nothing
        returning solicitud_admision_id as id, codigo`));
      if (!inserted) return null; // the same submission won a race: answered below
      await attach(tx, inserted.id, uploads, await documentIdsFor(tx, input.admitidoComoId));
      await tx.execute(sql`insert into solicitud_admision_historial (solicitud_admision_id, estado_id) values (${inserted.id}, ${estadosSolicitud.solicitada})`);
      await audit(tx, req, { entidad: 'solicitudAdmision', entidadId: inserted.id, accion: 'crear', despues: { ...input, documentos: uploads.map((u) => u.documentoAcademicoId) } });
      return inserted;
    });
    if (!created) return create(req, claveEnvio, input, []);
    await mailApplicant(
      input.email,
      'solicitud de admisión recibida',
      `Hola ${input.nombres}:\n\nRecibimos su solicitud de admisión. Su código es ${created.codigo}.\n` +
        `Con este código y su documento de identidad puede consultar su solicitud y completar sus documentos.\n`,
    );
    return { solicitudAdmisionId: created.id, codigo: created.codigo, repetida: false };
  }

  return {
    get,

    create,

    /** The request of an identification and code; nothing is said about which of the two was wrong. */
    async find(documentoIdentificacion: string, codigo: string) {
      const doc = documentoIdentificacion.toUpperCase();
      const [s] = await rows<{ id: number }>(sql`
        select solicitud_admision_id as id from solicitud_admision
         where codigo = ${codigo.trim().toUpperCase()} and (cedula = ${doc} or upper(pasaporte) = ${doc})`);
      return s ? get(s.id) : null;
    },

    /** The applicant adds or replaces documents while the request waits for review. */
    async replaceDocuments(req: FastifyRequest, solicitudId: number, uploads: Upload[]) {
      await database.db.transaction(async (tx) => {
        const s = row<{ estado_id: number; admitido_como_id: number }>(await tx.execute(sql`
          select estado_id, admitido_como_id from solicitud_admision where solicitud_admision_id = ${solicitudId} for update`))!;
        if (!isOpen(s.estado_id)) throw new DomainError('solicitud_cerrada');
        await attach(tx, solicitudId, uploads, await documentIdsFor(tx, s.admitido_como_id));
        await audit(tx, req, { entidad: 'solicitudAdmision.documentos', entidadId: solicitudId, accion: 'actualizar', despues: { documentos: uploads.map((u) => u.documentoAcademicoId) } });
      });
      return get(solicitudId);
    },

    /** A page of a period's requests, newest first, searched by name, identification or code. */
    async list(q: { periodoAcademicoId: number; value?: string; estadoId?: number | null; page: number; pageSize: number }) {
      const value = q.value?.trim() || null;
      const found = await rows<Record<string, unknown> & { total__: number }>(sql`
        select s.solicitud_admision_id as "solicitudAdmisionId", s.codigo, s.nombres, s.apellidos, s.cedula, s.pasaporte, s.email,
               s.estado_id as "estadoId", es.es_so_descripcion as "estadoDescripcion", c.carr_descripcion as "carrDescripcion",
               sd.sede_descripcion as "sedeDescripcion", s.comite_decision as "comiteDecision", s.creado_en as "creadoEn",
               e.matricula as "matriculaId", count(*) over()::int as total__
          ${solicitudFrom}
         where s.periodo_academico_id = ${q.periodoAcademicoId}
           and (${q.estadoId ?? null}::int is null or s.estado_id = ${q.estadoId ?? null})
           and (${value}::text is null or s.cedula = ${value} or upper(s.pasaporte) = upper(${value}) or s.codigo = upper(${value})
                or lower(s.nombres || ' ' || s.apellidos) like ${`%${value?.toLowerCase()}%`})
         order by s.creado_en desc, s.solicitud_admision_id desc limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`);
      return { rows: found.map(({ total__: _t, ...r }) => r), total: found[0]?.total__ ?? 0 };
    },

    /** Staff correct a request's data (not its status, code or documents). */
    async update(req: FastifyRequest, solicitudId: number, input: SolicitudIn) {
      const before = await get(solicitudId);
      if (before.estudianteId) throw new DomainError('solicitud_cerrada');
      await database.db.transaction(async (tx) => {
        await checkChoices(tx, input, { periodOpen: false });
        await checkDuplicate(tx, input, solicitudId);
        const { datos, direccion } = columnsOf(input);
        await tx.execute(sql`
          update solicitud_admision set periodo_academico_id = ${input.periodoAcademicoId}, sede_id = ${input.sedeId}, tipo_carrera_id = ${input.tipoCarreraId},
                 carrera_id = ${input.carreraId}, admitido_como_id = ${input.admitidoComoId}, bloque_horario_tanda_id = ${input.bloqueHorarioTandaId},
                 financiamiento_estudio_id = ${input.financiamientoEstudioId}, nombres = ${input.nombres}, apellidos = ${input.apellidos},
                 fecha_nacimiento = ${input.fechaNacimiento}, cedula = ${input.cedula}, pasaporte = ${input.pasaporte}, email = ${input.email},
                 celular = ${input.celular}, datos = ${JSON.stringify(datos)}::jsonb, idiomas = ${JSON.stringify(input.idiomas)}::jsonb,
                 padres = ${JSON.stringify(input.padres)}::jsonb, direccion = ${direccion}::jsonb, actualizado_en = now()
           where solicitud_admision_id = ${solicitudId}`);
        await audit(tx, req, { entidad: 'solicitudAdmision', entidadId: solicitudId, accion: 'actualizar', antes: before, despues: input });
      });
      return get(solicitudId);
    },

    /** Accepts or rejects one attached document, with the reason for a rejection. */
    async reviewDocument(req: FastifyRequest, usuarioId: number, solicitudId: number, documentoAcademicoId: number, estado: 'aceptado' | 'rechazado', motivo: string | null) {
      if (estado === 'rechazado' && !motivo) throw new DomainError('validation', {}, { motivo: { es: 'Indique por qué se rechaza.', en: 'Say why it is rejected.' } });
      await database.db.transaction(async (tx) => {
        const s = row<{ estado_id: number }>(await tx.execute(sql`select estado_id from solicitud_admision where solicitud_admision_id = ${solicitudId} for update`));
        if (!s) throw new DomainError('not_found');
        if (s.estado_id === estadosSolicitud.admitida || s.estado_id === estadosSolicitud.cancelada) throw new DomainError('solicitud_cerrada');
        const done = await tx.execute(sql`
          update solicitud_admision_documento set estado = ${estado}, motivo = ${motivo}, revisado_por = ${usuarioId}, revisado_en = now()
           where solicitud_admision_id = ${solicitudId} and documento_academico_id = ${documentoAcademicoId} returning id`);
        if (!done.rows.length) throw new DomainError('not_found');
        await audit(tx, req, { entidad: 'solicitudAdmision.documento', entidadId: `${solicitudId}:${documentoAcademicoId}`, accion: 'actualizar', despues: { estado, motivo } });
      });
      const after = await get(solicitudId);
      // A rejected document must be sent again: the applicant is told which and why.
      if (estado === 'rechazado') {
        const doc = (after.documentos as { documentoAcademicoId: number; doAcDescripcion: string }[]).find((d) => d.documentoAcademicoId === documentoAcademicoId);
        await mailApplicant(after.email as string, `documento rechazado: ${doc?.doAcDescripcion}`,
          `Hola ${after.nombres as string}:\n\nEl documento «${doc?.doAcDescripcion}» de su solicitud ${after.codigo as string} fue rechazado.\nMotivo: ${motivo}\n` +
            `Consulte su solicitud con su código y envíelo de nuevo.\n`);
      }
      return after;
    },

    /** Moves a request along its workflow (spec §4), records who, when and why, and tells the applicant. */
    async changeStatus(req: FastifyRequest, usuarioId: number, solicitudId: number, to: number, motivo: string | null) {
      const result = await database.db.transaction(async (tx) => {
        const s = row<{ estado_id: number; email: string; nombres: string; codigo: string }>(await tx.execute(sql`
          select estado_id, email, nombres, codigo from solicitud_admision where solicitud_admision_id = ${solicitudId} for update`));
        if (!s) throw new DomainError('not_found');
        const pending = row<{ n: number }>(await tx.execute(sql`
          select count(*)::int as n from (${documentosOf(solicitudId)}) d where d.obligatorio and d.estado <> 'aceptado'`))!;
        const problem = statusChangeProblem({ from: s.estado_id, to, motivo, pendingRequired: pending.n });
        if (problem) throw new DomainError('validation', {}, problem);
        await tx.execute(sql`update solicitud_admision set estado_id = ${to}, actualizado_en = now() where solicitud_admision_id = ${solicitudId}`);
        await tx.execute(sql`insert into solicitud_admision_historial (solicitud_admision_id, estado_anterior_id, estado_id, motivo, usuario_id)
                             values (${solicitudId}, ${s.estado_id}, ${to}, ${motivo}, ${usuarioId})`);
        await audit(tx, req, { entidad: 'solicitudAdmision.estado', entidadId: solicitudId, accion: 'actualizar', antes: { estadoId: s.estado_id }, despues: { estadoId: to, motivo } });
        const estado = row<{ d: string }>(await tx.execute(sql`select es_so_descripcion as d from estado_solicitud_admision where estado_solicitud_admision_id = ${to}`))!;
        return { ...s, estado: estado.d };
      });
      await mailApplicant(
        result.email,
        `su solicitud de admisión está ${result.estado.toLowerCase()}`,
        `Hola ${result.nombres}:\n\nSu solicitud de admisión ${result.codigo} cambió a ${result.estado}.${motivo ? `\nMotivo: ${motivo}` : ''}\n`,
      );
      return get(solicitudId);
    },

    /** The admissions committee's decision on a request, with its notes. */
    async decide(req: FastifyRequest, usuarioId: number, solicitudId: number, decision: 'aprobada' | 'rechazada' | null, notas: string | null) {
      await database.db.transaction(async (tx) => {
        const s = row<{ estado_id: number; comite_decision: string | null }>(await tx.execute(sql`
          select estado_id, comite_decision from solicitud_admision where solicitud_admision_id = ${solicitudId} for update`));
        if (!s) throw new DomainError('not_found');
        if (s.estado_id === estadosSolicitud.admitida) throw new DomainError('solicitud_cerrada');
        await tx.execute(sql`update solicitud_admision set comite_decision = ${decision}, comite_notas = ${notas}, comite_usuario_id = ${usuarioId},
                               comite_fecha = now(), actualizado_en = now() where solicitud_admision_id = ${solicitudId}`);
        await audit(tx, req, { entidad: 'solicitudAdmision.comite', entidadId: solicitudId, accion: 'actualizar', antes: { decision: s.comite_decision }, despues: { decision, notas } });
      });
      return get(solicitudId);
    },

    mailApplicant,
  };
}

/** Whether a period takes admission requests today: inside its "Solicitud de admisión" window, or — without one — open for enrolment. */
export function admissionsOpenSql(periodoId: ReturnType<typeof sql>, today: string) {
  return sql`(
    select case when count(pd.id) = 0 then bool_or(pa.pe_ac_periodo_inscripcion)
                else bool_or(${today}::date between pd.fecha_inicio and pd.fecha_fin) end
      from periodo_academico pa
      left join periodo_academico_periodo_procesos_det pd on pd.owner_id = pa.periodo_academico_id
           and pd.proceso_academico_id in (select proceso_academico_id from proceso_academico where pr_ac_descripcion = 'Solicitud de admisión')
     where pa.periodo_academico_id = ${periodoId} and pa.estatus)`;
}

export type SolicitudesService = ReturnType<typeof solicitudesService>;
