import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { formatMatricula, isValidCedula } from '@claustro/domain/academicos/estudiante.rules';
import type { Database, Db } from '../../platform/db/database.ts';
import type { SessionClaims } from '../../platform/auth/tokens.ts';
import type { Clock } from '../../platform/clock.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { holdsScreen, isAdministratorSql } from '../../platform/auth/grants.ts';
import type { ContactLists } from '@claustro/domain/generales/persona.contract';
import type { PersonasService } from '../generales/personas.service.ts';
import { careersOfUserSql } from './carreras.routes.ts';
import { intArray } from '../../platform/db/sql.ts';

export interface EstudianteInput extends ContactLists {
  persNombres: string;
  persApellidos: string;
  persFechaNacimiento: string | null;
  sexoId: number | null;
  estadoCivilId: number | null;
  nacionalidadId: number | null;
  paisId: number | null;
  tipoSangreId: number | null;
  persAlergico: string | null;
  estuEnCasoEmergencia: string | null;
  estuContactoEmergencia: string | null;
}
export interface IngresoInput {
  carreraId: number;
  planEstudioId: number;
  sedeId: number;
  estadoEstudianteId?: number | null;
  periodoIngresoId?: number | null;
  admitidoComoId?: number | null;
}
export type CambioTipo = 'carrera' | 'estatus' | 'sede' | 'condicion';
export interface CambioInput {
  estudianteId: number;
  periodoAcademicoId: number | null;
  motivoId: number | null;
  carreraId?: number;
  planEstudioId?: number;
  estadoEstudianteId?: number;
  sedeId?: number;
  condicionAcademicaId?: number;
}

/** Which careers a user works with: every one (administrators), or these. */
export interface Scope {
  all: boolean;
  carreras: number[];
}

/** Only students who have a career in the user's scope; no filter at all for administrators. */
const visibleTo = (scope: Scope) =>
  scope.all
    ? sql`true`
    : sql`exists (select 1 from estudiante_carrera vc where vc.estudiante_id = e.estudiante_id and vc.carrera_id = any(${intArray(scope.carreras)}))`;

/** The same rule as `visibleTo`, with the user's careers read in place (for one-student queries). */
const visibleToUser = (usuarioId: number) => sql`(${isAdministratorSql(usuarioId)} or exists (
  select 1 from estudiante_carrera vc where vc.estudiante_id = e.estudiante_id
     and vc.carrera_id in (select mine."carreraId" from (${careersOfUserSql(usuarioId)}) mine)))`;

const studentColumns = sql`e.estudiante_id as "estudianteId", e.persona_id as "personaId", e.company_id as "companyId", e.matricula as "matriculaId",
  p.pers_nombres as "persNombres", p.pers_apellidos as "persApellidos", p.pers_fecha_nacimiento::text as "persFechaNacimiento",
  p.sexo_id as "sexoId", p.estado_civil_id as "estadoCivilId", p.nacionalidad_id as "nacionalidadId", p.pais_id as "paisId",
  e.tipo_sangre_id as "tipoSangreId", e.pers_alergico as "persAlergico", e.estu_en_caso_emergencia as "estuEnCasoEmergencia",
  e.estu_contacto_emergencia as "estuContactoEmergencia", e.estu_creditos_cursados as "estuCreditosCursados",
  e.estu_creditos_convalidados as "estuCreditosConvalidados", e.auditado, p.pers_foto as "persFoto"`;

const careersJson = sql`coalesce((select json_agg(json_build_object('estudianteCarreraId', ec.estudiante_carrera_id, 'carreraId', ec.carrera_id,
      'carrDescripcion', c.carr_descripcion, 'planEstudioId', ec.plan_estudio_id, 'sedeId', ec.sede_id, 'sedeDescripcion', s.sede_descripcion,
      'estadoEstudianteId', ec.estado_estudiante_id, 'esEsDescripcion', ee.es_es_descripcion, 'activa', ec.activa,
      'periodoIngresoId', ec.periodo_ingreso_id, 'admitidoComoId', ec.admitido_como_id, 'condicionAcademicaId', ec.condicion_academica_id,
      'coAcDescripcion', (select co_ac_descripcion from condicion_academica ca where ca.condicion_academica_id = ec.condicion_academica_id)) order by ec.estudiante_carrera_id)
    from estudiante_carrera ec join carrera c on c.carrera_id = ec.carrera_id join sede s on s.sede_id = ec.sede_id
    join estado_estudiante ee on ee.estado_estudiante_id = ec.estado_estudiante_id where ec.estudiante_id = e.estudiante_id), '[]'::json)`;

type ListQuery = { value?: string; sedeId?: number; page: number; pageSize: number };

/**
 * Which students a list shows: visible to the user, at the campus, matching the search. What was
 * typed decides where to look, so each search is one indexed lookup: digits only are a document,
 * digits with a hyphen the start of a matrícula, anything else names.
 */
function matching(scope: Scope, q: ListQuery) {
  const value = q.value?.trim().toLowerCase() || null;
  const byDocument = sql`select x.estudiante_id from estudiante x join persona_documento_identificacion d on d.persona_id = x.persona_id
                          where d.do_id_valor = ${value?.toUpperCase() ?? null}`;
  const byMatricula = sql`select estudiante_id from estudiante where lower(matricula) like ${`${value ?? ''}%`}`;
  const byName = sql`select x.estudiante_id from estudiante x join persona xp on xp.persona_id = x.persona_id
                      where lower(xp.pers_nombres || ' ' || xp.pers_apellidos) like ${`%${value}%`}`;
  const search = !value ? null : /^\d+$/.test(value) ? byDocument : /^[\d-]+$/.test(value) ? byMatricula : byName;
  return {
    /** The search's hits, materialised once: `hits as materialized (…)`, or nothing. */
    hits: search ? sql`hits as materialized (${search})` : null,
    where: sql`${visibleTo(scope)}
      and (${q.sedeId ?? null}::int is null or exists (select 1 from estudiante_carrera x where x.estudiante_id = e.estudiante_id and x.sede_id = ${q.sedeId ?? null}))
      ${search ? sql`and e.estudiante_id in (select estudiante_id from hits)` : sql``}`,
  };
}

/**
 * The SQL of a page of students (exported for plans and benchmarks): the page's ids in name order —
 * read along the (surname, name) index, stopping at the page — then the details of those only.
 */
export function listSql(scope: Scope, q: ListQuery) {
  const m = matching(scope, q);
  // A search's hits are few and already at hand: counting them here is free. A plain list is counted
  // by `countSql`, so that the page stops reading at its last row.
  return sql`
    with ${m.hits ? sql`${m.hits},` : sql``} page as (
      select e.estudiante_id, p.pers_apellidos, p.pers_nombres, p.persona_id${m.hits ? sql`, count(*) over()::int as total__` : sql``}
        from estudiante e join persona p on p.persona_id = e.persona_id
       where ${m.where}
       order by p.pers_apellidos, p.pers_nombres, p.persona_id
       limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize})
    select ${studentColumns}, ${careersJson} as carreras${m.hits ? sql`, page.total__` : sql``}
      from page join estudiante e on e.estudiante_id = page.estudiante_id join persona p on p.persona_id = e.persona_id
     order by page.pers_apellidos, page.pers_nombres, page.persona_id`;
}

/** How many students a plain list (no search) has in all: its own query, since counting inside the page query would read every row. */
export function countSql(scope: Scope, q: ListQuery) {
  return sql`select count(*)::int as total from estudiante e where ${matching(scope, { ...q, value: undefined }).where}`;
}

const personValues = (i: EstudianteInput) => sql`${i.persNombres}, ${i.persApellidos}, ${i.persFechaNacimiento}, ${i.sexoId}, ${i.estadoCivilId}, ${i.nacionalidadId}, ${i.paisId}`;

/**
 * Writes a new student in the caller's transaction: person and contacts, the matrícula from this
 * year's counter (no gaps, no duplicates), and the first career. Checks are the caller's.
 */
async function insertStudent(tx: Db, deps: { clock: Clock; personas: PersonasService }, input: EstudianteInput & IngresoInput) {
  const { clock } = deps;
  const p = (await tx.execute(sql`insert into persona (pers_nombres, pers_apellidos, pers_fecha_nacimiento, sexo_id, estado_civil_id, nacionalidad_id, pais_id)
                                  values (${personValues(input)}) returning persona_id`)).rows[0] as { persona_id: number };
  await deps.personas.replaceContacts(tx, p.persona_id, input);
  // The matrícula: this year's counter, taken in this transaction (no gaps, no duplicates).
  const anio = Number(clock.today().slice(0, 4));
  const seq = (await tx.execute(sql`insert into secuencia (clave, valor) values (${`matricula:${anio}`}, 1)
                                    on conflict (clave) do update set valor = secuencia.valor + 1 returning valor`)).rows[0] as { valor: number };
  const meta = (await tx.execute(sql`select (select pa_si_valor from parametro_sistema where pa_si_clave = 'matricula.formato' and estatus) as formato,
                                            (select sede_iniciales from sede where sede_id = ${input.sedeId}) as sede,
                                            (select estado_estudiante_id from estado_estudiante where es_es_indica_nuevo and es_es_activo order by 1 limit 1) as nuevo`)).rows[0] as {
    formato: string | null;
    sede: string;
    nuevo: number | null;
  };
  const matricula = formatMatricula(meta.formato ?? '{anio}-{secuencia:4}', { anio, secuencia: Number(seq.valor), sede: meta.sede });
  const e = (await tx.execute(sql`insert into estudiante (persona_id, matricula, tipo_sangre_id, pers_alergico, estu_en_caso_emergencia, estu_contacto_emergencia)
                                  values (${p.persona_id}, ${matricula}, ${input.tipoSangreId}, ${input.persAlergico}, ${input.estuEnCasoEmergencia}, ${input.estuContactoEmergencia})
                                  returning estudiante_id`)).rows[0] as { estudiante_id: number };
  await tx.execute(sql`insert into estudiante_carrera (estudiante_id, carrera_id, plan_estudio_id, sede_id, estado_estudiante_id, periodo_ingreso_id, admitido_como_id)
                       values (${e.estudiante_id}, ${input.carreraId}, ${input.planEstudioId}, ${input.sedeId}, ${input.estadoEstudianteId ?? meta.nuevo},
                               ${input.periodoIngresoId ?? null}, ${input.admitidoComoId ?? null})`);
  return { estudianteId: e.estudiante_id, personaId: p.persona_id, matricula };
}

const dialect = new PgDialect();

export function estudiantesService(deps: { database: Database; clock: Clock; personas: PersonasService }) {
  const { database } = deps;
  // Student reads run on every screen: each distinct statement is prepared once per connection (its
  // plan costs more than running it), named by its text.
  const rowsOf = async <T>(q: SQL) => {
    const { sql: text, params } = dialect.sqlToQuery(q);
    return database.query<T>(text, params, `estudiantes-${createHash('sha1').update(text).digest('hex').slice(0, 16)}`);
  };

  /** The careers the user works with, resolved once per request. */
  async function scopeOf(session: SessionClaims): Promise<Scope> {
    const [scope] = await rowsOf<Scope>(sql`
      select ${isAdministratorSql(session.usuarioId)} as "all",
             array(select mine."carreraId" from (${careersOfUserSql(session.usuarioId)}) mine) as carreras`);
    return scope;
  }

  /**
   * One student and whether the user may see them, in a single query (the user's careers are read
   * inside it): found by id or by matrícula.
   */
  async function getWhere(session: SessionClaims, where: ReturnType<typeof sql>) {
    const [row] = await rowsOf<Record<string, unknown> & { visible: boolean }>(sql`
      select ${studentColumns}, ${careersJson} as carreras, ${visibleToUser(session.usuarioId)} as visible,
             coalesce((select json_agg(json_build_object('tipoDocumentoIdentificacionId', d.tipo_documento_identificacion_id, 'doIdValor', d.do_id_valor))
                         from persona_documento_identificacion d where d.persona_id = e.persona_id), '[]'::json) as "personaDocumentosIdentificacion",
             coalesce((select json_agg(json_build_object('tipoTelefonoId', t.tipo_telefono_id, 'peTeTelefono', t.pe_te_telefono))
                         from persona_telefono t where t.persona_id = e.persona_id), '[]'::json) as "personaTelefonos",
             coalesce((select json_agg(json_build_object('tipoEmailId', m.tipo_email_id, 'peEmEmail', m.pe_em_email))
                         from persona_email m where m.persona_id = e.persona_id), '[]'::json) as "personaEmails"
        from estudiante e join persona p on p.persona_id = e.persona_id where ${where}`);
    if (!row) throw new DomainError('not_found');
    if (!row.visible) throw new DomainError('student_not_visible');
    const { visible: _v, ...student } = row;
    return student;
  }

  const get = (session: SessionClaims, estudianteId: number) => getWhere(session, sql`e.estudiante_id = ${estudianteId}`);

  /** Checks a career choice: the plan belongs to the career, the career is offered at the campus, the user works with it. */
  async function checkIngreso(tx: Db, session: SessionClaims, i: IngresoInput) {
    const [row] = (await tx.execute(sql`
      select (select carrera_id from plan_estudio where plan_estudio_id = ${i.planEstudioId}) as plan_carrera,
             (not exists (select 1 from carrera_sedes where owner_id = ${i.carreraId})
                or exists (select 1 from carrera_sedes where owner_id = ${i.carreraId} and sede_id = ${i.sedeId})) as ofrecida,
             exists (select 1 from (${careersOfUserSql(session.usuarioId)}) mine where mine."carreraId" = ${i.carreraId}) as mia`)).rows as {
      plan_carrera: number | null;
      ofrecida: boolean;
      mia: boolean;
    }[];
    if (!row.mia) throw new DomainError('student_not_visible'); // before any detail of a career the user does not work with
    if (row.plan_carrera !== i.carreraId) {
      throw new DomainError('validation', {}, { planEstudioId: { es: 'El plan no es de esa carrera.', en: 'The plan does not belong to that career.' } });
    }
    if (!row.ofrecida) throw new DomainError('validation', {}, { sedeId: { es: 'La carrera no se ofrece en ese recinto.', en: 'The career is not offered at that campus.' } });
  }

  async function checkCedulas(input: ContactLists) {
    const [cedula] = await database.query<{ id: number }>(`select tipo_documento_identificacion_id as id from tipo_documento_identificacion where lower(do_id_descripcion) = 'cédula'`);
    for (const [i, d] of (input.documentosIdentificacion ?? []).entries()) {
      if (d.tipoDocumentoIdentificacionId === cedula?.id && !isValidCedula(d.doIdValor)) {
        throw new DomainError('validation', {}, {
          [`documentosIdentificacion.${i}.doIdValor`]: { es: 'La cédula no es válida (11 dígitos, el último de verificación).', en: 'The cédula is not valid (11 digits, the last a check digit).' },
        });
      }
    }
  }


  return {
    get,
    /**
     * Writes a new student in the caller's transaction (admission makes its students with it): person and
     * contacts, the matrícula from this year's counter, the first career. Checks are the caller's.
     */
    insertStudent: (tx: Db, input: EstudianteInput & IngresoInput) => insertStudent(tx, deps, input),

    /**
     * A page of the user's students. A search is the union of three indexed lookups — matrícula and
     * names by trigram, document by equality — so no search reads the whole table.
     */
    async list(session: SessionClaims, q: ListQuery) {
      const scope = await scopeOf(session);
      if (q.value?.trim()) {
        const rows = await rowsOf<Record<string, unknown> & { total__: number }>(listSql(scope, q));
        return { rows: rows.map(({ total__: _t, ...r }) => r), total: rows[0]?.total__ ?? 0 };
      }
      const [rows, [count]] = await Promise.all([rowsOf<Record<string, unknown>>(listSql(scope, q)), rowsOf<{ total: number }>(countSql(scope, q))]);
      return { rows, total: count.total };
    },

    byMatricula: (session: SessionClaims, matricula: string) => getWhere(session, sql`lower(e.matricula) = lower(${matricula.trim()})`),

    async create(req: FastifyRequest, session: SessionClaims, input: EstudianteInput & IngresoInput) {
      await checkCedulas(input);
      const estudianteId = await database.db.transaction(async (tx) => {
        await checkIngreso(tx, session, input);
        const { estudianteId: created, matricula } = await insertStudent(tx, deps, input);
        await audit(tx, req, { entidad: 'estudiante', entidadId: created, accion: 'crear', despues: { ...input, matricula } });
        return created;
      });
      return get(session, estudianteId);
    },

    async update(req: FastifyRequest, session: SessionClaims, estudianteId: number, input: EstudianteInput) {
      const before = await get(session, estudianteId);
      await checkCedulas(input);
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`update persona set (pers_nombres, pers_apellidos, pers_fecha_nacimiento, sexo_id, estado_civil_id, nacionalidad_id, pais_id)
                             = (${personValues(input)}) where persona_id = ${before.personaId as number}`);
        await tx.execute(sql`update estudiante set tipo_sangre_id = ${input.tipoSangreId}, pers_alergico = ${input.persAlergico},
                               estu_en_caso_emergencia = ${input.estuEnCasoEmergencia}, estu_contacto_emergencia = ${input.estuContactoEmergencia}
                             where estudiante_id = ${estudianteId}`);
        await deps.personas.replaceContacts(tx, before.personaId as number, input);
        await audit(tx, req, { entidad: 'estudiante', entidadId: estudianteId, accion: 'actualizar', antes: before, despues: input });
      });
      return get(session, estudianteId);
    },

    /**
     * A career, status, campus or academic-standing change, made on the student's first active career and recorded as an
     * event with what it was before, the reason and the user: the history is never overwritten.
     */
    async cambio(req: FastifyRequest, session: SessionClaims, tipo: CambioTipo, input: CambioInput) {
      await get(session, input.estudianteId); // visible to the user, or 403/404
      return database.db.transaction(async (tx) => {
        const [current] = (await tx.execute(sql`
          select estudiante_carrera_id, carrera_id, plan_estudio_id, sede_id, estado_estudiante_id, condicion_academica_id from estudiante_carrera
           where estudiante_id = ${input.estudianteId} and activa order by estudiante_carrera_id limit 1 for update`)).rows as {
          estudiante_carrera_id: number;
          carrera_id: number;
          plan_estudio_id: number;
          sede_id: number;
          estado_estudiante_id: number;
          condicion_academica_id: number | null;
        }[];
        if (!current) throw new DomainError('not_found');
        const antes = {
          carreraId: current.carrera_id, planEstudioId: current.plan_estudio_id, sedeId: current.sede_id,
          estadoEstudianteId: current.estado_estudiante_id, condicionAcademicaId: current.condicion_academica_id,
        };
        const despues = { ...antes };
        if (tipo === 'carrera') Object.assign(despues, { carreraId: input.carreraId!, planEstudioId: input.planEstudioId! });
        if (tipo === 'estatus') despues.estadoEstudianteId = input.estadoEstudianteId!;
        if (tipo === 'sede') despues.sedeId = input.sedeId!;
        if (tipo === 'condicion') despues.condicionAcademicaId = input.condicionAcademicaId!;
        if (tipo === 'carrera' || tipo === 'sede') await checkIngreso(tx, session, { carreraId: despues.carreraId, planEstudioId: despues.planEstudioId, sedeId: despues.sedeId });
        await tx.execute(sql`update estudiante_carrera set carrera_id = ${despues.carreraId}, plan_estudio_id = ${despues.planEstudioId},
                               sede_id = ${despues.sedeId}, estado_estudiante_id = ${despues.estadoEstudianteId}, condicion_academica_id = ${despues.condicionAcademicaId}
                             where estudiante_carrera_id = ${current.estudiante_carrera_id}`);
        const event = (await tx.execute(sql`insert into estudiante_cambio (tipo, estudiante_id, estudiante_carrera_id, periodo_academico_id, antes, despues, motivo_id, usuario_id)
                                            values (${tipo}, ${input.estudianteId}, ${current.estudiante_carrera_id}, ${input.periodoAcademicoId}, ${JSON.stringify(antes)}::jsonb,
                                                    ${JSON.stringify(despues)}::jsonb, ${input.motivoId}, ${session.usuarioId}) returning id`)).rows[0] as { id: number };
        await audit(tx, req, { entidad: `estudianteCambio.${tipo}`, entidadId: input.estudianteId, accion: 'actualizar', antes, despues });
        return { id: event.id, tipo, estudianteId: input.estudianteId, estudianteCarreraId: current.estudiante_carrera_id, antes, despues };
      });
    },

    /**
     * The latest changes of one kind across the user's students (newest first, a page at a time),
     * with who the student is and who made the change.
     */
    async cambios(session: SessionClaims, tipo: CambioTipo, q: { page: number; pageSize: number; desde?: string | null; hasta?: string | null }) {
      const scope = await scopeOf(session);
      const rows = await rowsOf<Record<string, unknown> & { total__: number }>(sql`
        select c.id, c.tipo, c.estudiante_id as "estudianteId", e.matricula as "matriculaId", p.pers_nombres as "persNombres", p.pers_apellidos as "persApellidos",
               c.estudiante_carrera_id as "estudianteCarreraId", c.periodo_academico_id as "periodoAcademicoId", c.antes, c.despues,
               c.motivo_id as "motivoId", m.moti_descripcion as "motiDescripcion", u.usua_nombre as usuario, c.creado_en as fecha, count(*) over()::int as total__
          from estudiante_cambio c join estudiante e on e.estudiante_id = c.estudiante_id join persona p on p.persona_id = e.persona_id
          join usuario u on u.usuario_id = c.usuario_id left join motivo m on m.motivo_id = c.motivo_id
         where c.tipo = ${tipo} and ${visibleTo(scope)}
           and (${q.desde ?? null}::date is null or c.creado_en >= ${q.desde ?? null}::date)
           and (${q.hasta ?? null}::date is null or c.creado_en < ${q.hasta ?? null}::date + 1)
         order by c.creado_en desc, c.id desc limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`);
      return { rows: rows.map(({ total__: _t, ...r }) => r), total: rows[0]?.total__ ?? 0 };
    },

    /** A student seen through one of their careers (404 when the student does not have it). */
    async withCareer(session: SessionClaims, estudianteId: number, carreraId: number) {
      const student = await get(session, estudianteId);
      const carreras = (student.carreras as { carreraId: number }[]).filter((c) => c.carreraId === carreraId);
      if (!carreras.length) throw new DomainError('not_found');
      return { ...student, carreras, carrera: carreras[0] };
    },

    /** Whether the user holds one of these screens. */
    holds: (session: SessionClaims, screens: string[]) => holdsScreen(database, session.usuarioId, screens),

    /** The student record of a user (their account's person), for their dashboard; null when they are not a student. */
    async ofUser(usuaNombre: string) {
      const [row] = await rowsOf<Record<string, unknown>>(sql`
        select ${studentColumns}, ${careersJson} as carreras
          from usuario u join estudiante e on e.persona_id = u.persona_id join persona p on p.persona_id = e.persona_id
         where lower(u.usua_nombre) = lower(${usuaNombre})`);
      return row ?? null;
    },

    async historial(session: SessionClaims, tipo: CambioTipo, estudianteId: number) {
      await get(session, estudianteId);
      return database.query(
        `select c.id, c.tipo, c.estudiante_id as "estudianteId", c.estudiante_carrera_id as "estudianteCarreraId", c.periodo_academico_id as "periodoAcademicoId",
                c.antes, c.despues, c.motivo_id as "motivoId", m.moti_descripcion as "motiDescripcion", u.usua_nombre as "usuario", c.creado_en as "fecha"
           from estudiante_cambio c join usuario u on u.usuario_id = c.usuario_id left join motivo m on m.motivo_id = c.motivo_id
          where c.estudiante_id = $1 and c.tipo = $2 order by c.id`,
        [estudianteId, tipo],
      );
    },
  };
}

export type EstudiantesService = ReturnType<typeof estudiantesService>;
