import { createHash } from 'node:crypto';
import { textoParametroSql } from '../../platform/parametros.ts';
import { busquedaEstudiante } from '@claustro/domain/academicos/busqueda-estudiante.rules';
import { leerParametro } from '@claustro/domain/administracion-sistema/parametros';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { formatMatricula } from '@claustro/domain/academicos/estudiante.rules';
import type { CambioTipo, EstudianteIn, IngresoIn, ListaQuery } from '@claustro/domain/academicos/estudiante.contract';
import type { Database, Db } from '../../platform/db/database.ts';
import { isAdministratorSql } from '../../platform/auth/grants.ts';
import { intArray, containsPattern, nameWordsSql, prefixPattern } from '../../platform/db/sql.ts';
import { careerIdsOfUserSql } from './carreras.queries.ts';
import { all, first, idRow, only, row, type RowOf, type RowShape } from '../../platform/db/rows.ts';
import { z } from 'zod';
import { cambioReciente, cambioRegistrado, estudiante, estudianteFila } from '@claustro/domain/academicos/estudiante.contract';

/* The SQL of students, their careers and their changes (spec §3 estudiante, estudianteCarrera). */

/** Which careers a user works with: every one (administrators), or these. */
const scopeRow = row({
  all: z.boolean(),
  carreras: z.array(z.number()),
});
export type Scope = RowOf<typeof scopeRow>;

/** Only students who have a career in the user's scope; no filter at all for administrators. */
const visibleTo = (scope: Scope) =>
  scope.all
    ? sql`true`
    : sql`exists (select 1 from estudiante_carrera vc where vc.estudiante_id = e.estudiante_id and vc.carrera_id = any(${intArray(scope.carreras)}))`;

/** The same rule as `visibleTo`, with the user's careers read in place (for one-student queries). */
const visibleToUser = (usuarioId: number) => sql`(${isAdministratorSql(usuarioId)} or exists (
  select 1 from estudiante_carrera vc where vc.estudiante_id = e.estudiante_id and vc.carrera_id in ${careerIdsOfUserSql(usuarioId)}))`;

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

/** A page's place in the list: after the last row seen (keyset), else by page number. */
type ListQuery = Partial<Pick<ListaQuery, 'value' | 'sedeId'>> & Pick<ListaQuery, 'page' | 'pageSize'> & { after?: readonly [string, string, number] | null };

/**
 * Which students a list shows: visible to the user, at the campus, matching the search. What was
 * typed decides where to look (`busquedaEstudiante`), each way an indexed lookup: letters and digits
 * are a document (whole or any part of it: a cédula, a passport) or a matrícula typed without its
 * hyphen ("20251070", "1070"), and a cédula with its hyphens is that cédula; digits with a hyphen the
 * start of a matrícula ("2025-10"); anything else names, every word anywhere in the full name,
 * accents and case aside ("Nunez" finds "Núñez", "marte elena" finds Elena María Rodríguez Marte).
 */
function matching(scope: Scope, q: ListQuery) {
  const typed = busquedaEstudiante(q.value ?? '');
  const value = typed?.por === 'nombre' ? null : (typed?.valor ?? null);
  // A whole document is one index lookup; only when none has it, any document or matrícula containing it.
  const exactDocument = sql`select x.estudiante_id from estudiante x join persona_documento_identificacion d on d.persona_id = x.persona_id
                             where d.do_id_valor = ${value?.toUpperCase() ?? null}`;
  const partial = sql`not exists (${exactDocument}) and ${(value?.length ?? 0) >= 3}`;
  // A whole cédula (11 digits) is exactly that one: the lookup stays one index probe.
  const byDocument = /^\d{11}$/.test(value ?? '')
    ? exactDocument
    : sql`${exactDocument}
                         union
                         select x.estudiante_id from estudiante x join persona_documento_identificacion d on d.persona_id = x.persona_id
                          where ${partial} and d.do_id_valor like ${containsPattern((value ?? '').toUpperCase())}
                         union
                         select estudiante_id from estudiante where ${partial} and replace(matricula, '-', '') like ${containsPattern(value ?? '')}`;
  const byMatricula = sql`select estudiante_id from estudiante where lower(matricula) like ${prefixPattern(value ?? '')}`;
  const byName = sql`select x.estudiante_id from estudiante x join persona xp on xp.persona_id = x.persona_id
                      where ${nameWordsSql(sql`xp.pers_nombre_busqueda`, typed?.por === 'nombre' ? typed.palabras.join(' ') : '')}`;
  const search = !typed ? null : typed.por === 'documento' ? byDocument : typed.por === 'matricula' ? byMatricula : byName;
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
 * read along the (surname, name) index, stopping at the page — then the details of those only. With
 * `after`, the page starts right after that key (keyset: page 100 reads what page 1 does).
 */
export function listSql(scope: Scope, q: ListQuery) {
  const m = matching(scope, q);
  const after = q.after ? sql`and (p.pers_apellidos, p.pers_nombres, p.persona_id) > (${q.after[0]}, ${q.after[1]}, ${q.after[2]})` : sql``;
  const offset = q.after ? 0 : (q.page - 1) * q.pageSize;
  // A search's hits are few and already at hand: counting them here is free. A plain list is counted
  // by `countSql`, so that the page stops reading at its last row.
  return sql`
    with ${m.hits ? sql`${m.hits},` : sql``} page as (
      select e.estudiante_id, p.pers_apellidos, p.pers_nombres, p.persona_id${m.hits ? sql`, count(*) over()::int as total__` : sql``}
        from estudiante e join persona p on p.persona_id = e.persona_id
       where ${m.where} ${after}
       order by p.pers_apellidos, p.pers_nombres, p.persona_id
       limit ${q.pageSize} offset ${offset})
    select ${studentColumns}, ${careersJson} as carreras${m.hits ? sql`, page.total__` : sql``}
      from page join estudiante e on e.estudiante_id = page.estudiante_id join persona p on p.persona_id = e.persona_id
     order by page.pers_apellidos, page.pers_nombres, page.persona_id`;
}

/** How many students a plain list (no search) has in all: its own query, since counting inside the page query would read every row. */
export function countSql(scope: Scope, q: ListQuery) {
  return sql`select count(*)::int as total from estudiante e where ${matching(scope, { ...q, value: undefined }).where}`;
}

const personValues = (i: EstudianteIn) =>
  sql`${i.persNombres}, ${i.persApellidos}, ${i.persFechaNacimiento}, ${i.sexoId}, ${i.estadoCivilId}, ${i.nacionalidadId}, ${i.paisId}`;

const dialect = new PgDialect();

export function estudiantesQueries(database: Database) {
  // Student reads run on every screen: each distinct statement is prepared once per connection (its
  // plan costs more than running it), named by its text.
  const rowsOf = <S extends RowShape>(shape: S, q: SQL) => {
    const { sql: text, params } = dialect.sqlToQuery(q);
    return all(database, shape, { text, params, name: `estudiantes-${createHash('sha1').update(text).digest('hex').slice(0, 16)}` });
  };

  return {
    /** The careers the user works with, resolved once per request. */
    scopeOf: async (usuarioId: number): Promise<Scope> =>
      (await rowsOf(scopeRow, sql`select ${isAdministratorSql(usuarioId)} as "all", array${careerIdsOfUserSql(usuarioId)} as carreras`))[0],
    page: (scope: Scope, q: ListQuery) => rowsOf(row({ ...estudianteFila.shape, total__: z.number().optional() }), listSql(scope, q)),
    count: async (scope: Scope, q: ListQuery) => (await rowsOf(row({ total: z.number() }), countSql(scope, q)))[0].total,

    /**
     * One student and whether the user may see them, in a single query (the user's careers are read
     * inside it): found by id or by matrícula.
     */
    async one(usuarioId: number, by: { estudianteId: number } | { matricula: string }) {
      const where = 'estudianteId' in by ? sql`e.estudiante_id = ${by.estudianteId}` : sql`lower(e.matricula) = lower(${by.matricula.trim()})`;
      const [found] = await rowsOf(
        row({ ...estudiante.shape, visible: z.boolean() }),
        sql`
        select ${studentColumns}, ${careersJson} as carreras, ${visibleToUser(usuarioId)} as visible,
               coalesce((select json_agg(json_build_object('tipoDocumentoIdentificacionId', d.tipo_documento_identificacion_id, 'doIdValor', d.do_id_valor))
                           from persona_documento_identificacion d where d.persona_id = e.persona_id), '[]'::json) as "personaDocumentosIdentificacion",
               coalesce((select json_agg(json_build_object('tipoTelefonoId', t.tipo_telefono_id, 'peTeTelefono', t.pe_te_telefono))
                           from persona_telefono t where t.persona_id = e.persona_id), '[]'::json) as "personaTelefonos",
               coalesce((select json_agg(json_build_object('tipoEmailId', m.tipo_email_id, 'peEmEmail', m.pe_em_email))
                           from persona_email m where m.persona_id = e.persona_id), '[]'::json) as "personaEmails",
               coalesce((select json_agg(json_build_object('paisId', d.pais_id, 'provinciaId', d.provincia_id, 'municipioId', d.municipio_id,
                                   'peDiDireccion', d.pe_di_direccion, 'peDiCodigoPostal', d.pe_di_codigo_postal) order by d.persona_direccion_id)
                           from persona_direccion d where d.persona_id = e.persona_id), '[]'::json) as "personaDirecciones"
          from estudiante e join persona p on p.persona_id = e.persona_id where ${where}`,
      );
      return found;
    },
    /** The student record of a user (their account's person), for their dashboard. */
    async ofUser(usuaNombre: string) {
      const [found] = await rowsOf(
        estudianteFila,
        sql`
        select ${studentColumns}, ${careersJson} as carreras
          from usuario u join estudiante e on e.persona_id = u.persona_id join persona p on p.persona_id = e.persona_id
         where lower(u.usua_nombre) = lower(${usuaNombre})`,
      );
      return found;
    },

    /** What a career choice must agree with: the plan's career, the campuses offering it, the user's careers. */
    ingreso: async (tx: Db, usuarioId: number, i: Pick<IngresoIn, 'carreraId' | 'planEstudioId' | 'sedeId'>) =>
      await only(
        tx,
        row({ plan_carrera: z.number().nullable(), ofrecida: z.boolean(), mia: z.boolean() }),
        sql`
        select (select carrera_id from plan_estudio where plan_estudio_id = ${i.planEstudioId}) as plan_carrera,
               (not exists (select 1 from carrera_sedes where owner_id = ${i.carreraId})
                  or exists (select 1 from carrera_sedes where owner_id = ${i.carreraId} and sede_id = ${i.sedeId})) as ofrecida,
               ${i.carreraId} in ${careerIdsOfUserSql(usuarioId)} as mia`,
      ),
    cedulaTypeId: async () =>
      (
        await all(database, idRow, {
          text: `select tipo_documento_identificacion_id as id from tipo_documento_identificacion where lower(do_id_descripcion) = 'cédula'`,
          params: [],
        })
      )[0]?.id,

    /** The new student's person, matrícula (this year's counter, in this transaction: no gaps, no duplicates) and first career. */
    async insert(tx: Db, today: string, input: EstudianteIn & IngresoIn) {
      const p = await only(
        tx,
        row({ persona_id: z.number() }),
        sql`insert into persona (pers_nombres, pers_apellidos, pers_fecha_nacimiento, sexo_id, estado_civil_id, nacionalidad_id, pais_id)
                                      values (${personValues(input)}) returning persona_id`,
      );
      const anio = Number(today.slice(0, 4));
      const seq = await only(
        tx,
        row({ valor: z.number() }),
        sql`insert into secuencia (clave, valor) values (${`matricula:${anio}`}, 1)
                                        on conflict (clave) do update set valor = secuencia.valor + 1 returning valor`,
      );
      const meta = await only(
        tx,
        row({ formato: z.string().nullable(), sede: z.string(), nuevo: z.number().nullable() }),
        sql`
        select ${textoParametroSql('matricula.formato')} as formato,
               (select sede_iniciales from sede where sede_id = ${input.sedeId}) as sede,
               (select estado_estudiante_id from estado_estudiante where es_es_indica_nuevo and es_es_activo order by 1 limit 1) as nuevo`,
      );
      const matricula = formatMatricula(leerParametro('matricula.formato', meta.formato), { anio, secuencia: Number(seq.valor), sede: meta.sede });
      const e = await only(
        tx,
        row({ estudiante_id: z.number() }),
        sql`
        insert into estudiante (persona_id, matricula, tipo_sangre_id, pers_alergico, estu_en_caso_emergencia, estu_contacto_emergencia)
        values (${p.persona_id}, ${matricula}, ${input.tipoSangreId}, ${input.persAlergico}, ${input.estuEnCasoEmergencia}, ${input.estuContactoEmergencia})
        returning estudiante_id`,
      );
      await tx.execute(sql`insert into estudiante_carrera (estudiante_id, carrera_id, plan_estudio_id, sede_id, estado_estudiante_id, periodo_ingreso_id, admitido_como_id)
                           values (${e.estudiante_id}, ${input.carreraId}, ${input.planEstudioId}, ${input.sedeId}, ${input.estadoEstudianteId ?? meta.nuevo},
                                   ${input.periodoIngresoId ?? null}, ${input.admitidoComoId ?? null})`);
      return { estudianteId: e.estudiante_id, personaId: p.persona_id, matricula };
    },
    async update(tx: Db, a: { estudianteId: number; personaId: number; input: EstudianteIn }) {
      await tx.execute(sql`update persona set (pers_nombres, pers_apellidos, pers_fecha_nacimiento, sexo_id, estado_civil_id, nacionalidad_id, pais_id)
                           = (${personValues(a.input)}) where persona_id = ${a.personaId}`);
      await tx.execute(sql`update estudiante set tipo_sangre_id = ${a.input.tipoSangreId}, pers_alergico = ${a.input.persAlergico},
                             estu_en_caso_emergencia = ${a.input.estuEnCasoEmergencia}, estu_contacto_emergencia = ${a.input.estuContactoEmergencia}
                           where estudiante_id = ${a.estudianteId}`);
    },

    /** The student's first active career, locked for a change. */
    currentCareer: async (tx: Db, estudianteId: number) =>
      first(
        tx,
        row({
          estudiante_carrera_id: z.number(),
          carrera_id: z.number(),
          plan_estudio_id: z.number(),
          sede_id: z.number(),
          estado_estudiante_id: z.number(),
          condicion_academica_id: z.number().nullable(),
        }),
        sql`
          select estudiante_carrera_id, carrera_id, plan_estudio_id, sede_id, estado_estudiante_id, condicion_academica_id from estudiante_carrera
           where estudiante_id = ${estudianteId} and activa order by estudiante_carrera_id limit 1 for update`,
      ),
    setCareer: (
      tx: Db,
      estudianteCarreraId: number,
      d: { carreraId: number; planEstudioId: number; sedeId: number; estadoEstudianteId: number; condicionAcademicaId: number | null },
    ) =>
      tx.execute(sql`update estudiante_carrera set carrera_id = ${d.carreraId}, plan_estudio_id = ${d.planEstudioId},
                       sede_id = ${d.sedeId}, estado_estudiante_id = ${d.estadoEstudianteId}, condicion_academica_id = ${d.condicionAcademicaId}
                     where estudiante_carrera_id = ${estudianteCarreraId}`),
    addChange: async (
      tx: Db,
      c: {
        tipo: CambioTipo;
        estudianteId: number;
        estudianteCarreraId: number;
        periodoAcademicoId: number | null;
        antes: object;
        despues: object;
        motivoId: number | null;
        usuarioId: number;
      },
    ) =>
      (
        await only(
          tx,
          idRow,
          sql`
        insert into estudiante_cambio (tipo, estudiante_id, estudiante_carrera_id, periodo_academico_id, antes, despues, motivo_id, usuario_id)
        values (${c.tipo}, ${c.estudianteId}, ${c.estudianteCarreraId}, ${c.periodoAcademicoId}, ${JSON.stringify(c.antes)}::jsonb,
                ${JSON.stringify(c.despues)}::jsonb, ${c.motivoId}, ${c.usuarioId}) returning id`,
        )
      ).id,
    /** The latest changes of one kind across the user's students (newest first), a page and the total. */
    async recentChanges(scope: Scope, tipo: CambioTipo, q: { page: number; pageSize: number; desde: string | null; hasta: string | null }) {
      const where = sql`c.tipo = ${tipo} and ${visibleTo(scope)}
           and (${q.desde}::date is null or c.creado_en >= ${q.desde}::date)
           and (${q.hasta}::date is null or c.creado_en < ${q.hasta}::date + 1)`;
      const [rows, [count]] = await Promise.all([
        rowsOf(
          cambioReciente,
          sql`
          select c.id, c.tipo, c.estudiante_id as "estudianteId", e.matricula as "matriculaId", p.pers_nombres as "persNombres", p.pers_apellidos as "persApellidos",
                 c.estudiante_carrera_id as "estudianteCarreraId", c.periodo_academico_id as "periodoAcademicoId", c.antes, c.despues,
                 c.motivo_id as "motivoId", m.moti_descripcion as "motiDescripcion", u.usua_nombre as usuario, c.creado_en as fecha
            from estudiante_cambio c join estudiante e on e.estudiante_id = c.estudiante_id join persona p on p.persona_id = e.persona_id
            join usuario u on u.usuario_id = c.usuario_id left join motivo m on m.motivo_id = c.motivo_id
           where ${where}
           order by c.creado_en desc, c.id desc limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
        ),
        rowsOf(
          row({ total: z.number() }),
          sql`select count(*)::int as total from estudiante_cambio c join estudiante e on e.estudiante_id = c.estudiante_id where ${where}`,
        ),
      ]);
      return { rows, total: count.total };
    },
    changesOf: (estudianteId: number, tipo: CambioTipo) =>
      all(database, cambioRegistrado, {
        text: `select c.id, c.tipo, c.estudiante_id as "estudianteId", c.estudiante_carrera_id as "estudianteCarreraId", c.periodo_academico_id as "periodoAcademicoId",
                c.antes, c.despues, c.motivo_id as "motivoId", m.moti_descripcion as "motiDescripcion", u.usua_nombre as "usuario", c.creado_en as "fecha"
           from estudiante_cambio c join usuario u on u.usuario_id = c.usuario_id left join motivo m on m.motivo_id = c.motivo_id
          where c.estudiante_id = $1 and c.tipo = $2 order by c.id`,
        params: [estudianteId, tipo],
      }),
  };
}
