import { sql, type SQL } from 'drizzle-orm';
import { resourceByName } from '@claustro/domain/registry';
import { statusField, tableName } from '@claustro/domain/platform/resource';
import { toSnake } from '@claustro/domain/platform/naming';
import { estadosSolicitud } from '@claustro/domain/admisiones/estado-solicitud.rules';
import {
  datosKeys,
  type Formulario,
  formulario,
  solicitud,
  type Solicitud,
  type SolicitudFila,
  solicitudFila,
  type SolicitudIn,
  solicitudKey,
} from '@claustro/domain/admisiones/solicitud.contract';
import type { Database, Db } from '../../platform/db/database.ts';
import { foldedContains } from '../../platform/db/sql.ts';
import { documentosRequeridosSql } from '../../platform/resources/documentos-requeridos.ts';
import { countRow, first, idRow, row, all, type RowShape } from '../../platform/db/rows.ts';
import { z } from 'zod';

/* The SQL of admission requests, their documents, history and tests (spec §3 solicitudAdmision). */

/** The columns a request is answered with: its own, the form's kept fields, names of its references. */
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

/** Whether a period takes admission requests today: inside its "Solicitud de admisión" window, or — without one — open for enrolment. */
export function admissionsOpenSql(periodoId: SQL, today: string) {
  return sql`(
    select case when count(pd.id) = 0 then bool_or(pa.pe_ac_periodo_inscripcion)
                else bool_or(${today}::date between pd.fecha_inicio and pd.fecha_fin) end
      from periodo_academico pa
      left join periodo_academico_periodo_procesos_det pd on pd.owner_id = pa.periodo_academico_id
           and pd.proceso_academico_id in (select proceso_academico_id from proceso_academico where pr_ac_descripcion = 'Solicitud de admisión')
     where pa.periodo_academico_id = ${periodoId} and pa.estatus)`;
}

/** The request as stored, split: its own columns and the fields kept in `datos`. */
function columnsOf(input: SolicitudIn) {
  const datos = Object.fromEntries(datosKeys.map((k) => [k, input[k] ?? null]));
  return { datos: JSON.stringify(datos), direccion: input.direccion ? JSON.stringify(input.direccion) : null };
}

export interface ListQuery {
  periodoAcademicoId: number;
  value?: string;
  estadoId?: number | null;
  page: number;
  pageSize: number;
  after?: readonly [string, number] | null;
}

export function solicitudesQueries(database: Database) {
  const rows = <S extends RowShape>(shape: S, q: SQL, tx: Db = database.db) => all(tx, shape, q);
  return {
    /** One request with its lists (its independent reads asked for together); its kept fields laid flat. */
    async get(solicitudId: number): Promise<Solicitud | undefined> {
      const [s] = await rows(
        z.looseObject({ datos: z.record(z.string(), z.unknown()) }),
        sql`select ${solicitudColumns} ${solicitudFrom} where s.solicitud_admision_id = ${solicitudId}`,
      );
      if (!s) return undefined;
      const { datos, ...rest } = s;
      const [documentos, historial, pruebas] = await Promise.all([
        rows(solicitud.shape.documentos.element, documentosOf(solicitudId)),
        rows(
          solicitud.shape.historial.element,
          sql`
          select h.estado_anterior_id as "estadoAnteriorId", h.estado_id as "estadoId", es.es_so_descripcion as "estadoDescripcion", h.motivo,
                 u.usua_nombre as usuario, h.creado_en as fecha
            from solicitud_admision_historial h join estado_solicitud_admision es on es.estado_solicitud_admision_id = h.estado_id
            left join usuario u on u.usuario_id = h.usuario_id where h.solicitud_admision_id = ${solicitudId} order by h.id`,
        ),
        rows(
          solicitud.shape.pruebas.element,
          sql`
          select p.pr_ad_descripcion as prueba, se.se_pr_fecha::text as fecha, se.se_pr_hora as hora, r.asistio, r.puntuacion::text as puntuacion,
                 (r.puntuacion is not null and r.puntuacion >= p.pr_ad_puntuacion_minima) as aprobado
            from solicitud_admision_prueba r join sesion_prueba_admision se on se.sesion_prueba_admision_id = r.sesion_prueba_admision_id
            join prueba_admision p on p.prueba_admision_id = se.prueba_admision_id
           where r.solicitud_admision_id = ${solicitudId} order by se.se_pr_fecha`,
        ),
      ]);
      return { ...rest, ...datos, documentos, historial, pruebas } as Solicitud;
    },

    /**
     * A page of a period's requests, newest first, searched by name, identification or code (wildcards
     * typed match literally). With `after` (the key of the last row seen) the page continues from there;
     * the total is counted when the list starts, not for every page after.
     */
    async page(q: ListQuery): Promise<{ rows: SolicitudFila[]; total: number | null; next: string | null }> {
      const value = q.value?.trim() || null;
      const where = sql`s.periodo_academico_id = ${q.periodoAcademicoId}
           and (${q.estadoId ?? null}::int is null or s.estado_id = ${q.estadoId ?? null})
           and (${value}::text is null or s.cedula = ${value} or upper(s.pasaporte) = upper(${value}) or s.codigo = upper(${value})
                or s.nombre_busqueda like ${value ? foldedContains(value) : null})`;
      const after = q.after ? sql`and (s.creado_en, s.solicitud_admision_id) < (${q.after[0]}::timestamptz, ${q.after[1]})` : sql``;
      const [found, count] = await Promise.all([
        rows(
          row({ ...solicitudFila.shape, clave__: z.string() }),
          sql`
          select s.solicitud_admision_id as "solicitudAdmisionId", s.codigo, s.nombres, s.apellidos, s.cedula, s.pasaporte, s.email,
                 s.estado_id as "estadoId", es.es_so_descripcion as "estadoDescripcion", c.carr_descripcion as "carrDescripcion",
                 sd.sede_descripcion as "sedeDescripcion", s.comite_decision as "comiteDecision", s.creado_en as "creadoEn", e.matricula as "matriculaId",
                 to_char(s.creado_en at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as clave__
            ${solicitudFrom}
           where ${where} ${after}
           order by s.creado_en desc, s.solicitud_admision_id desc limit ${q.pageSize} offset ${q.after ? 0 : (q.page - 1) * q.pageSize}`,
        ),
        q.after ? null : rows(row({ total: z.number() }), sql`select count(*)::int as total from solicitud_admision s where ${where}`),
      ]);
      const last = found.at(-1);
      return {
        rows: found.map(({ clave__: _k, ...r }) => r),
        total: count ? count[0].total : null,
        next: last && found.length === q.pageSize ? solicitudKey.encode([last.clave__, last.solicitudAdmisionId]) : null,
      };
    },

    /** The request of an identification and code. */
    async findByCode(documento: string, codigo: string): Promise<number | undefined> {
      const [s] = await rows(
        idRow,
        sql`
        select solicitud_admision_id as id from solicitud_admision where codigo = ${codigo} and (cedula = ${documento} or upper(pasaporte) = ${documento})`,
      );
      return s?.id;
    },
    /** The admission request a student came from, and whether the student is the user. */
    async ofStudent(matricula: string, usuarioId: number) {
      const [s] = await rows(
        row({ id: z.number(), propia: z.boolean() }),
        sql`
        select s.solicitud_admision_id as id, (u.usuario_id is not null) as propia from solicitud_admision s join estudiante e on e.estudiante_id = s.estudiante_id
          left join usuario u on u.persona_id = e.persona_id and u.usuario_id = ${usuarioId}
         where lower(e.matricula) = lower(${matricula})`,
      );
      return s;
    },
    bySubmissionKey: async (claveEnvio: string, tx: Db = database.db) =>
      await first(
        tx,
        row({ solicitud_admision_id: z.number(), codigo: z.string(), cedula: z.string().nullable(), pasaporte: z.string().nullable() }),
        sql`select solicitud_admision_id, codigo, cedula, pasaporte from solicitud_admision where clave_envio = ${claveEnvio}`,
      ),

    /** Whether the choices hold together (career offered at the campus, period open, admission type active). */
    choices: async (tx: Db, input: SolicitudIn, today: string) =>
      (await first(
        tx,
        row({ carrera: z.boolean(), ofrecida: z.boolean(), periodo: z.boolean(), abierto: z.boolean(), admitido: z.boolean() }),
        sql`
        select exists (select 1 from carrera where carrera_id = ${input.carreraId} and estatus) as carrera,
               exists (select 1 from carrera_sedes where owner_id = ${input.carreraId} and sede_id = ${input.sedeId}) as ofrecida,
               exists (select 1 from periodo_academico where periodo_academico_id = ${input.periodoAcademicoId} and estatus) as periodo,
               ${admissionsOpenSql(sql`${input.periodoAcademicoId}`, today)} as abierto,
               exists (select 1 from admitido_como where admitido_como_id = ${input.admitidoComoId} and estatus) as admitido`,
      ))!,
    /** A live request of the same identity for the period, other than this one. */
    duplicate: async (tx: Db, input: SolicitudIn, except: number) =>
      await first(
        tx,
        row({ estado_id: z.number() }),
        sql`
        select estado_id from solicitud_admision
         where periodo_academico_id = ${input.periodoAcademicoId} and solicitud_admision_id <> ${except}
           and ((${input.cedula}::text is not null and cedula = ${input.cedula}) or (${input.pasaporte}::text is not null and upper(pasaporte) = ${input.pasaporte}))
           and estado_id not in (${estadosSolicitud.rechazada}, ${estadosSolicitud.cancelada})
         limit 1`,
      ),
    /** One identity at a time: two simultaneous first submissions of the same person queue here. */
    lockIdentity: (tx: Db, input: SolicitudIn) =>
      tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`admision:${input.periodoAcademicoId}:${input.cedula ?? input.pasaporte}`}))`),
    insert: async (tx: Db, codigo: string, claveEnvio: string, input: SolicitudIn) => {
      const { datos, direccion } = columnsOf(input);
      return await first(
        tx,
        row({ id: z.number(), codigo: z.string() }),
        sql`
        insert into solicitud_admision (codigo, clave_envio, estado_id, periodo_academico_id, sede_id, tipo_carrera_id, carrera_id, admitido_como_id,
                                        bloque_horario_tanda_id, financiamiento_estudio_id, nombres, apellidos, fecha_nacimiento, cedula, pasaporte,
                                        email, celular, datos, idiomas, padres, direccion)
        values (${codigo}, ${claveEnvio}, ${estadosSolicitud.solicitada}, ${input.periodoAcademicoId}, ${input.sedeId}, ${input.tipoCarreraId},
                ${input.carreraId}, ${input.admitidoComoId}, ${input.bloqueHorarioTandaId}, ${input.financiamientoEstudioId}, ${input.nombres},
                ${input.apellidos}, ${input.fechaNacimiento}, ${input.cedula}, ${input.pasaporte}, ${input.email}, ${input.celular},
                ${datos}::jsonb, ${JSON.stringify(input.idiomas)}::jsonb, ${JSON.stringify(input.padres)}::jsonb, ${direccion}::jsonb)
        on conflict (clave_envio) do nothing
        returning solicitud_admision_id as id, codigo`,
      );
    },
    update: (tx: Db, solicitudId: number, input: SolicitudIn) => {
      const { datos, direccion } = columnsOf(input);
      return tx.execute(sql`
        update solicitud_admision set periodo_academico_id = ${input.periodoAcademicoId}, sede_id = ${input.sedeId}, tipo_carrera_id = ${input.tipoCarreraId},
               carrera_id = ${input.carreraId}, admitido_como_id = ${input.admitidoComoId}, bloque_horario_tanda_id = ${input.bloqueHorarioTandaId},
               financiamiento_estudio_id = ${input.financiamientoEstudioId}, nombres = ${input.nombres}, apellidos = ${input.apellidos},
               fecha_nacimiento = ${input.fechaNacimiento}, cedula = ${input.cedula}, pasaporte = ${input.pasaporte}, email = ${input.email},
               celular = ${input.celular}, datos = ${datos}::jsonb, idiomas = ${JSON.stringify(input.idiomas)}::jsonb,
               padres = ${JSON.stringify(input.padres)}::jsonb, direccion = ${direccion}::jsonb, actualizado_en = now()
         where solicitud_admision_id = ${solicitudId}`);
    },
    /** The request's row locked for a change, with what the change needs to know. */
    lock: async (tx: Db, solicitudId: number) =>
      await first(
        tx,
        row({
          estado_id: z.number(),
          admitido_como_id: z.number(),
          comite_decision: z.string().nullable(),
          estudiante_id: z.number().nullable(),
          email: z.string(),
          nombres: z.string(),
          codigo: z.string(),
        }),
        sql`select estado_id, admitido_como_id, comite_decision, estudiante_id, email, nombres, codigo
                               from solicitud_admision where solicitud_admision_id = ${solicitudId} for update`,
      ),
    pendingRequired: async (tx: Db, solicitudId: number) =>
      (await first(tx, countRow, sql`select count(*)::int as n from (${documentosOf(solicitudId)}) d where d.obligatorio and d.estado <> 'aceptado'`))!.n,
    setEstado: (tx: Db, solicitudId: number, to: number) =>
      tx.execute(sql`update solicitud_admision set estado_id = ${to}, actualizado_en = now() where solicitud_admision_id = ${solicitudId}`),
    addHistory: (tx: Db, h: { solicitudId: number; from: number | null; to: number; motivo: string | null; usuarioId: number | null }) =>
      tx.execute(sql`insert into solicitud_admision_historial (solicitud_admision_id, estado_anterior_id, estado_id, motivo, usuario_id)
                     values (${h.solicitudId}, ${h.from}, ${h.to}, ${h.motivo}, ${h.usuarioId})`),
    estadoDescripcion: async (tx: Db, estadoId: number) =>
      (
        await first(
          tx,
          row({ d: z.string() }),
          sql`select es_so_descripcion as d from estado_solicitud_admision where estado_solicitud_admision_id = ${estadoId}`,
        )
      )?.d ?? String(estadoId),
    /** The documents an admission type asks for. */
    documentIdsFor: async (tx: Db, admitidoComoId: number) =>
      new Set(
        (await rows(idRow, sql`select documento_academico_id as id from (${documentosRequeridosSql(sql`${admitidoComoId}`)}) r`, tx)).map((r) => Number(r.id)),
      ),
    documentState: async (tx: Db, solicitudId: number, documentoAcademicoId: number) =>
      await first(
        tx,
        row({ estado: z.string() }),
        sql`select estado from solicitud_admision_documento
                                                      where solicitud_admision_id = ${solicitudId} and documento_academico_id = ${documentoAcademicoId} for update`,
      ),
    /** An attached file waiting for review, replacing what was pending or rejected. */
    attachDocument: (tx: Db, solicitudId: number, documentoAcademicoId: number, url: string) =>
      tx.execute(sql`
        insert into solicitud_admision_documento (solicitud_admision_id, documento_academico_id, archivo_url)
        values (${solicitudId}, ${documentoAcademicoId}, ${url})
        on conflict (solicitud_admision_id, documento_academico_id) do update
           set archivo_url = excluded.archivo_url, estado = 'pendiente', motivo = null, revisado_por = null, revisado_en = null, subido_en = now()`),
    reviewDocument: async (tx: Db, r: { solicitudId: number; documentoAcademicoId: number; estado: string; motivo: string | null; usuarioId: number }) =>
      (
        await tx.execute(sql`
        update solicitud_admision_documento set estado = ${r.estado}, motivo = ${r.motivo}, revisado_por = ${r.usuarioId}, revisado_en = now()
         where solicitud_admision_id = ${r.solicitudId} and documento_academico_id = ${r.documentoAcademicoId} returning id`)
      ).rows.length > 0,
    decide: (tx: Db, d: { solicitudId: number; decision: string | null; notas: string | null; usuarioId: number }) =>
      tx.execute(sql`update solicitud_admision set comite_decision = ${d.decision}, comite_notas = ${d.notas}, comite_usuario_id = ${d.usuarioId},
                       comite_fecha = now(), actualizado_en = now() where solicitud_admision_id = ${d.solicitudId}`),

    /** Requests of a period by career and status. */
    /** Active periods, newest first, with their number of requests (each counted on the period's index). */
    periodos: () =>
      rows(
        row({ periodoAcademicoId: z.number(), descripcion: z.string(), inicio: z.string(), solicitudes: z.number() }),
        sql`
        select p.periodo_academico_id as "periodoAcademicoId", p.pe_ac_descripcion as descripcion, p.pe_ac_fecha_inicio::text as inicio,
               (select count(*)::int from solicitud_admision s where s.periodo_academico_id = p.periodo_academico_id) as solicitudes
          from periodo_academico p where p.estatus order by p.pe_ac_fecha_inicio desc, p.periodo_academico_id desc`,
      ),
    statistics: (periodoAcademicoId: number) =>
      rows(
        row({ carrera: z.string(), estado: z.string(), estadoId: z.number(), total: z.number() }),
        sql`
        select c.carr_descripcion as carrera, es.es_so_descripcion as estado, s.estado_id as "estadoId", count(*)::int as total
          from solicitud_admision s join carrera c on c.carrera_id = s.carrera_id join estado_solicitud_admision es on es.estado_solicitud_admision_id = s.estado_id
         where s.periodo_academico_id = ${periodoAcademicoId}
         group by 1, 2, 3 order by 1, 2`,
      ),

    /** Everything the public form offers, active records only, in one answer. */
    async formulario(today: string): Promise<Formulario> {
      // A catalogue's active records as { id, label }, from its declaration.
      const list = (name: string) => {
        const def = resourceByName.get(name)!;
        const status = statusField(def);
        return rows(
          row({ id: z.number(), label: z.string() }),
          sql`select ${sql.identifier(toSnake(def.id))} as id, ${sql.identifier(toSnake(def.display))} as label
                       from ${sql.identifier(tableName(def))} where ${status ? sql.identifier(toSnake(status)) : sql`true`} order by 2`,
        );
      };
      // Each list is its own read: asked for together, answered under the names the form knows.
      const reads = {
        periodos: rows(
          row({ id: z.number(), label: z.string() }),
          sql`select periodo_academico_id as id, pe_ac_descripcion as label from periodo_academico p
               where p.estatus and ${admissionsOpenSql(sql`p.periodo_academico_id`, today)} order by pe_ac_fecha_inicio`,
        ),
        sedes: list('sede'),
        carreras: rows(
          formulario.shape.carreras.element,
          sql`select c.carrera_id as id, c.carr_descripcion as label, c.tipo_carrera_id as "tipoCarreraId",
                     array(select s.sede_id from carrera_sedes s where s.owner_id = c.carrera_id) as sedes
                from carrera c where c.estatus and exists (select 1 from plan_estudio p where p.carrera_id = c.carrera_id and p.pl_en_vigente) order by 2`,
        ),
        tiposCarreras: list('tipoCarrera'),
        admitidosComo: list('admitidoComo'),
        tandas: list('bloqueHorarioTanda'),
        financiamientos: list('financiamientoEstudio'),
        paises: list('pais'),
        provincias: list('provincia'),
        nacionalidades: list('nacionalidad'),
        sexos: list('sexo'),
        estadosCiviles: list('estadoCivil'),
        estadosCiudadanos: list('estadoCiudadano'),
        tiposSangre: list('tipoSangre'),
        idiomas: list('idioma'),
        tiposPadres: list('tipoPadre'),
        colegios: list('colegio'),
        universidades: list('universidad'),
        redesSociales: list('redSocial'),
        documentos: rows(
          formulario.shape.documentos.element,
          sql`select g.admitido_como_id as "admitidoComoId", d.documento_academico_id as id, d.do_ac_descripcion as label, gd.obligatorio
                from documento_academico_agrupacion g join documento_academico_agrupacion_documentos gd on gd.owner_id = g.documento_academico_agrupacion_id
                join documento_academico d on d.documento_academico_id = gd.documento_academico_id
               where g.estatus and d.estatus order by gd.obligatorio desc, d.do_ac_descripcion`,
        ),
      };
      return Object.fromEntries(await Promise.all(Object.entries(reads).map(async ([k, v]) => [k, await v]))) as Formulario;
    },
  };
}
export type SolicitudesQueries = ReturnType<typeof solicitudesQueries>;
