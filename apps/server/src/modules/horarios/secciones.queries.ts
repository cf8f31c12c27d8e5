import { sql, type SQL } from 'drizzle-orm';
import type { Seccion, SeccionIn } from '@claustro/domain/horarios/seccion-horario.contract';
import type { Database, Db } from '../../platform/db/database.ts';
import { containsPattern, foldedContains, foldedSql, intArray } from '../../platform/db/sql.ts';
import { all, countRow, first, idRow, only, row, type RowOf } from '../../platform/db/rows.ts';
import { z } from 'zod';
import { ocupacionAula, seccion } from '@claustro/domain/horarios/seccion-horario.contract';

/* The SQL of sections and their weekly meetings. */

/** A section as the contract names it, with its meetings (day, hours, room, professor) in day order. */
const seccionColumns = sql`
  s.seccion_asignatura_id as "seccionAsignaturaId", s.company_id as "companyId",
  s.periodo_academico_id as "periodoAcademicoId", p.pe_ac_alias as "periodoAlias",
  s.asignatura_id as "asignaturaId", a.asig_codigo as "asignaturaCodigo", a.asig_descripcion as "asignaturaDescripcion", a.asig_creditos as creditos,
  s.plan_estudio_id as "planEstudioId", s.tipo_seccion_id as "tipoSeccionId", ts.ti_se_descripcion as "tipoSeccionDescripcion",
  s.tipo_clasificacion_horario_id as "tipoClasificacionHorarioId", s.idioma_id as "idiomaId", s.seccion_id as "seccionId",
  s.carrera_id as "carreraId", c.carr_descripcion as "carreraDescripcion", s.sede_id as "sedeId", se.sede_descripcion as "sedeDescripcion",
  s.se_en_capacidad as "seEnCapacidad", s.se_en_inscritos as "seEnInscritos", s.se_en_compartida as "seEnCompartida",
  (select count(*)::int from lista_espera l where l.seccion_asignatura_id = s.seccion_asignatura_id and l.estado = 'esperando') as "enEspera",
  s.se_en_cuatrimestre_asignatura as "seEnCuatrimestreAsignatura",
  s.se_en_fecha_inicia::text as "seEnFechaInicia", s.se_en_fecha_finaliza::text as "seEnFechaFinaliza",
  s.tipo_calificacion_plantilla_id as "tipoCalificacionPlantillaId", s.estatus,
  coalesce((select jsonb_agg(jsonb_build_object(
            'seccionHorarioDetalleId', d.seccion_horario_detalle_id, 'diaId', d.dia_id, 'diaDescripcion', di.dia_descripcion,
            'seDeHoraInicio', d.se_de_hora_inicio, 'seDeHoraFin', d.se_de_hora_fin,
            'aulaId', d.aula_id, 'aulaDescripcion', au.aula_descripcion, 'aulaVirtual', coalesce(ta.ti_au_es_virtual, false),
            'profesorId', d.profesor_id, 'profesorNombre', pe.pers_nombres || ' ' || pe.pers_apellidos)
            order by d.dia_id, d.se_de_hora_inicio)
     from seccion_horario_detalle d join dia di on di.dia_id = d.dia_id
     left join aula au on au.aula_id = d.aula_id left join tipo_aula ta on ta.tipo_aula_id = au.tipo_aula_id
     left join profesor pr on pr.profesor_id = d.profesor_id left join persona pe on pe.persona_id = pr.persona_id
    where d.seccion_asignatura_id = s.seccion_asignatura_id), '[]'::jsonb) as "seccionesHorariosDetalle"`;
const seccionFrom = sql`
  from seccion_horario s
  join periodo_academico p on p.periodo_academico_id = s.periodo_academico_id
  join asignatura a on a.asignatura_id = s.asignatura_id
  join tipo_seccion ts on ts.tipo_seccion_id = s.tipo_seccion_id
  join sede se on se.sede_id = s.sede_id
  left join carrera c on c.carrera_id = s.carrera_id`;

/** The other section a meeting would clash with, and on what. */
const choqueRow = row({
  seccion: z.string(),
  diaId: z.number(),
  desde: z.string(),
  hasta: z.string(),
  aula: z.string().nullable(),
  profesor: z.string().nullable(),
  aulaId: z.number().nullable(),
  profesorId: z.number().nullable(),
});
export type Choque = RowOf<typeof choqueRow>;

export interface SeccionFilter {
  /** The period (absent only where the sections are named: `ids`, `bloques`). */
  periodoAcademicoId?: number;
  sedeId?: number | null;
  carreraId?: number | null;
  asignaturaId?: number | null;
  value?: string;
  /** Only the sections on offer: active, with seats left. */
  conCupo?: boolean;
  /** Only these sections. */
  ids?: number[];
  /** Only the sections of these schedule blocks. */
  bloques?: number[];
  /** Only the campuses of the user who asks. */
  usuarioId?: number;
  /** Only the sections this professor teaches a meeting of. */
  profesorId?: number;
  /** Only the sections in this student career's selection. */
  estudianteCarreraId?: number;
  /** Only active sections of this student career's plan subjects on its campus. */
  ofertaDe?: number;
  /** With `ofertaDe`: on every campus, not only the career's. */
  ofertaTodasLasSedes?: boolean;
  /** Only the sections of this study plan's subjects. */
  planDe?: number;
  /** Only the sections where this student career waits for a seat (or has one offered). */
  esperaDe?: number;
}

function where(f: SeccionFilter): SQL {
  const parts = [f.periodoAcademicoId === undefined ? sql`true` : sql`s.periodo_academico_id = ${f.periodoAcademicoId}`];
  if (f.sedeId) parts.push(sql`s.sede_id = ${f.sedeId}`);
  if (f.conCupo) parts.push(sql`s.estatus and s.se_en_inscritos < s.se_en_capacidad`);
  if (f.ids) parts.push(sql`s.seccion_asignatura_id = any(${intArray(f.ids)})`);
  if (f.bloques)
    parts.push(
      sql`s.seccion_asignatura_id in (select seccion_asignatura_id from bloque_horario_seccion where bloque_horario_id = any(${intArray(f.bloques)}))`,
    );
  if (f.carreraId) parts.push(sql`(s.carrera_id = ${f.carreraId} or s.se_en_compartida)`);
  if (f.asignaturaId) parts.push(sql`s.asignatura_id = ${f.asignaturaId}`);
  if (f.profesorId)
    parts.push(
      sql`exists (select 1 from seccion_horario_detalle d where d.seccion_asignatura_id = s.seccion_asignatura_id and d.profesor_id = ${f.profesorId})`,
    );
  if (f.estudianteCarreraId)
    parts.push(
      sql`exists (select 1 from seleccion x where x.seccion_asignatura_id = s.seccion_asignatura_id and x.estudiante_carrera_id = ${f.estudianteCarreraId} and x.estado = 'inscrita')`,
    );
  if (f.ofertaDe)
    parts.push(sql`s.estatus and exists (select 1 from estudiante_carrera ec join plan_estudio_planes_estudios_detalles d on d.owner_id = ec.plan_estudio_id
                                          where ec.estudiante_carrera_id = ${f.ofertaDe} and d.asignatura_id = s.asignatura_id
                                            ${f.ofertaTodasLasSedes ? sql`` : sql`and ec.sede_id = s.sede_id`})`);
  if (f.planDe) parts.push(sql`s.asignatura_id in (select asignatura_id from plan_estudio_planes_estudios_detalles where owner_id = ${f.planDe})`);
  if (f.esperaDe)
    parts.push(sql`exists (select 1 from lista_espera l where l.seccion_asignatura_id = s.seccion_asignatura_id
                                                        and l.estudiante_carrera_id = ${f.esperaDe} and l.estado in ('esperando', 'ofrecida'))`);
  if (f.usuarioId) parts.push(sql`s.sede_id in (select sede_id from usuario_sede where usuario_id = ${f.usuarioId})`);
  if (f.value) {
    parts.push(
      sql`(${foldedSql(sql`a.asig_descripcion`)} like ${foldedContains(f.value)} or lower(a.asig_codigo) like ${containsPattern(f.value.trim().toLowerCase())})`,
    );
  }
  return sql.join(parts, sql` and `);
}

export function seccionesQueries(database: Database) {
  const one = async (db: Db, seccionAsignaturaId: number) =>
    (await first(db, seccion, sql`select ${seccionColumns} ${seccionFrom} where s.seccion_asignatura_id = ${seccionAsignaturaId}`)) ?? null;
  return {
    get: (seccionAsignaturaId: number) => one(database.db, seccionAsignaturaId),
    /** The professor a user is (by their person), or null. */
    /** A professor's name and a period's, as a printed timetable heads them (null when either does not exist). */
    profesorYPeriodo: async (profesorId: number, periodoAcademicoId: number) =>
      (await first(
        database.db,
        row({ profesor: z.string(), periodo: z.string() }),
        sql`
          select p.pers_nombres || ' ' || p.pers_apellidos as profesor, pa.pe_ac_descripcion as periodo
            from profesor f join persona p on p.persona_id = f.persona_id, periodo_academico pa
           where f.profesor_id = ${profesorId} and pa.periodo_academico_id = ${periodoAcademicoId}`,
      )) ?? null,
    professorOf: async (usuarioId: number) =>
      (
        await first(
          database.db,
          idRow,
          sql`select f.profesor_id as id from profesor f join usuario u on u.persona_id = f.persona_id where u.usuario_id = ${usuarioId}`,
        )
      )?.id ?? null,
    one,
    async page(f: SeccionFilter, page: { page: number; pageSize: number }) {
      const rows = await all(
        database.db,
        row({ ...seccion.shape, total: z.number() }),
        sql`
          select ${seccionColumns}, count(*) over ()::int as total ${seccionFrom}
           where ${where(f)}
           order by a.asig_codigo, s.seccion_id, se.sede_descripcion
           limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`,
      );
      return { rows: rows.map(({ total: _t, ...r }) => r as Seccion), total: rows[0]?.total ?? 0 };
    },
    async all(f: SeccionFilter) {
      return await all(database.db, seccion, sql`select ${seccionColumns} ${seccionFrom} where ${where(f)} order by a.asig_codigo, s.seccion_id`);
    },
    /**
     * Locks the rooms and professors a section's meetings use, in id order: two sections written at once
     * for the same room or professor are checked one after the other, never both against the old state.
     */
    async lock(tx: Db, aulas: number[], profesores: number[]) {
      if (aulas.length) await tx.execute(sql`select 1 from aula where aula_id = any(${intArray(aulas)}) order by aula_id for update`);
      if (profesores.length) await tx.execute(sql`select 1 from profesor where profesor_id = any(${intArray(profesores)}) order by profesor_id for update`);
    },
    /**
     * The first meeting of another active section that takes a room (whose type checks clashes) or a
     * professor at the same hour of the same day, in weeks both run (the reading of `reunionesChocan`).
     */
    async clash(tx: Db, s: Pick<SeccionIn, 'seEnFechaInicia' | 'seEnFechaFinaliza' | 'seccionesHorariosDetalle'>, self: number | null): Promise<Choque | null> {
      const meetings = s.seccionesHorariosDetalle.filter((m) => m.aulaId || m.profesorId);
      if (!meetings.length) return null;
      const rows = await all(
        tx,
        choqueRow,
        sql`
          with mine as (select * from jsonb_to_recordset(${JSON.stringify(meetings)}::jsonb)
                                  as m("diaId" int, "seDeHoraInicio" text, "seDeHoraFin" text, "aulaId" int, "profesorId" int))
          select a.asig_codigo || '-' || lpad(o.seccion_id::text, 2, '0') as seccion, d.dia_id as "diaId",
                 d.se_de_hora_inicio as desde, d.se_de_hora_fin as hasta,
                 case when d.aula_id = m."aulaId" and ta.ti_au_valida_choque then au.aula_descripcion end as aula,
                 case when d.profesor_id = m."profesorId" then pe.pers_nombres || ' ' || pe.pers_apellidos end as profesor,
                 case when d.aula_id = m."aulaId" and ta.ti_au_valida_choque then d.aula_id end as "aulaId",
                 case when d.profesor_id = m."profesorId" then d.profesor_id end as "profesorId"
            from mine m
            join seccion_horario_detalle d on d.dia_id = m."diaId" and d.se_de_hora_inicio < m."seDeHoraFin" and m."seDeHoraInicio" < d.se_de_hora_fin
             and (d.aula_id = m."aulaId" or d.profesor_id = m."profesorId")
            join seccion_horario o on o.seccion_asignatura_id = d.seccion_asignatura_id and o.estatus
             and o.se_en_fecha_inicia <= ${s.seEnFechaFinaliza}::date and ${s.seEnFechaInicia}::date <= o.se_en_fecha_finaliza
             and o.seccion_asignatura_id <> ${self ?? 0}
            join asignatura a on a.asignatura_id = o.asignatura_id
            left join aula au on au.aula_id = d.aula_id left join tipo_aula ta on ta.tipo_aula_id = au.tipo_aula_id
            left join profesor pr on pr.profesor_id = d.profesor_id left join persona pe on pe.persona_id = pr.persona_id
           where (d.aula_id = m."aulaId" and ta.ti_au_valida_choque) or d.profesor_id = m."profesorId"
           order by d.dia_id, d.se_de_hora_inicio
           limit 1`,
      );
      return rows[0] ?? null;
    },
    /** The meetings held in a campus's rooms (or one room) by the active sections of a period, in week order. */
    occupation: (f: { periodoAcademicoId: number; sedeId: number; aulaId?: number | null }) =>
      all(
        database.db,
        row(ocupacionAula.shape),
        sql`select d.aula_id as "aulaId", not coalesce(ta.ti_au_valida_choque, true) as compartible, o.seccion_asignatura_id as "seccionAsignaturaId",
                   a.asig_codigo || '-' || lpad(o.seccion_id::text, 2, '0') as seccion, a.asig_descripcion as asignatura,
                   d.dia_id as "diaId", d.se_de_hora_inicio as desde, d.se_de_hora_fin as hasta
              from seccion_horario o
              join seccion_horario_detalle d on d.seccion_asignatura_id = o.seccion_asignatura_id and d.aula_id is not null
              join aula au on au.aula_id = d.aula_id and au.sede_id = ${f.sedeId} left join tipo_aula ta on ta.tipo_aula_id = au.tipo_aula_id
              join asignatura a on a.asignatura_id = o.asignatura_id
             where o.periodo_academico_id = ${f.periodoAcademicoId} and o.estatus and (${f.aulaId ?? null}::int is null or d.aula_id = ${f.aulaId ?? null})
             order by d.aula_id, d.dia_id, d.se_de_hora_inicio`,
      ),
    /** The smallest room among the meetings (a section's seats fit every room it meets in). */
    /** The first of these rooms that is not on this campus, with the campus it is on (null when all are). */
    roomElsewhere: async (tx: Db, aulas: number[], sedeId: number) =>
      aulas.length
        ? ((await first(
            tx,
            row({ aulaId: z.number(), aula: z.string(), sede: z.string() }),
            sql`select a.aula_id as "aulaId", a.aula_descripcion as aula, s.sede_descripcion as sede from aula a join sede s on s.sede_id = a.sede_id
                 where a.aula_id = any(${intArray(aulas)}) and a.sede_id <> ${sedeId} order by a.aula_id limit 1`,
          )) ?? null)
        : null,
    smallestRoom: async (tx: Db, aulas: number[]) =>
      aulas.length
        ? ((await first(
            tx,
            row({ aula: z.string(), capacidad: z.number() }),
            sql`select aula_descripcion as aula, aula_capacidad_persona as capacidad from aula
                                  where aula_id = any(${intArray(aulas)}) order by aula_capacidad_persona limit 1`,
          )) ?? null)
        : null,
    inscritos: async (tx: Db, seccionAsignaturaId: number) =>
      (await first(tx, countRow, sql`select se_en_inscritos as n from seccion_horario where seccion_asignatura_id = ${seccionAsignaturaId} for update`))?.n ??
      null,
    taken: async (tx: Db, s: SeccionIn, self: number | null) =>
      (
        await tx.execute(sql`select 1 from seccion_horario where periodo_academico_id = ${s.periodoAcademicoId} and sede_id = ${s.sedeId}
                                and asignatura_id = ${s.asignaturaId} and seccion_id = ${s.seccionId} and seccion_asignatura_id <> ${self ?? 0}`)
      ).rows.length > 0,
    subjectCode: async (tx: Db, asignaturaId: number) =>
      (await first(tx, row({ c: z.string() }), sql`select asig_codigo as c from asignatura where asignatura_id = ${asignaturaId}`))?.c ?? null,
    async save(tx: Db, s: SeccionIn, id: number | null): Promise<number> {
      const values = sql`${s.periodoAcademicoId}, ${s.asignaturaId}, ${s.planEstudioId}, ${s.tipoSeccionId}, ${s.tipoClasificacionHorarioId}, ${s.idiomaId},
        ${s.seccionId}, ${s.carreraId}, ${s.sedeId}, ${s.seEnCapacidad}, ${s.seEnCompartida}, ${s.seEnCuatrimestreAsignatura},
        ${s.seEnFechaInicia}::date, ${s.seEnFechaFinaliza}::date, ${s.tipoCalificacionPlantillaId}, ${s.estatus}`;
      const columns = sql`periodo_academico_id, asignatura_id, plan_estudio_id, tipo_seccion_id, tipo_clasificacion_horario_id, idioma_id,
        seccion_id, carrera_id, sede_id, se_en_capacidad, se_en_compartida, se_en_cuatrimestre_asignatura,
        se_en_fecha_inicia, se_en_fecha_finaliza, tipo_calificacion_plantilla_id, estatus`;
      const { id: sid } = await only(
        tx,
        idRow,
        id
          ? sql`update seccion_horario set (${columns}) = (${values}) where seccion_asignatura_id = ${id} returning seccion_asignatura_id as id`
          : sql`insert into seccion_horario (${columns}) values (${values}) returning seccion_asignatura_id as id`,
      );
      await tx.execute(sql`delete from seccion_horario_detalle where seccion_asignatura_id = ${sid}`);
      if (s.seccionesHorariosDetalle.length)
        await tx.execute(sql`
          insert into seccion_horario_detalle (seccion_asignatura_id, dia_id, se_de_hora_inicio, se_de_hora_fin, aula_id, profesor_id)
          select ${sid}, m."diaId", m."seDeHoraInicio", m."seDeHoraFin", m."aulaId", m."profesorId"
            from jsonb_to_recordset(${JSON.stringify(s.seccionesHorariosDetalle)}::jsonb)
                 as m("diaId" int, "seDeHoraInicio" text, "seDeHoraFin" text, "aulaId" int, "profesorId" int)`);
      return sid;
    },
  };
}
export type SeccionesQueries = ReturnType<typeof seccionesQueries>;
