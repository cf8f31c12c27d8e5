import { sql, type SQL } from 'drizzle-orm';
import type { Requisitos, SeccionCandidata } from '@claustro/domain/seleccion/seleccion.rules';
import type { Posicion, Turno } from '@claustro/domain/seleccion/turno.rules';
import type { Database, Db } from '../../platform/db/database.ts';
import { intArray } from '../../platform/db/sql.ts';
import { all, first, row, type RowOf } from '../../platform/db/rows.ts';
import { z } from 'zod';
import { leerParametro } from '@claustro/domain/administracion-sistema/parametros';
import { parametro, textoParametroSql } from '../../platform/parametros.ts';

/** One `Excepcion`, as the query answers it. */
const excepcionRow = row({
  permiteChoque: z.boolean(),
  permiteCupoLleno: z.boolean(),
  permiteSinPrerrequisito: z.boolean(),
  permiteEnCurso: z.boolean(),
});

/** One `EstadoInscripcion`, as the query answers it. */
const estadoRow = z.object({
  nombre: z.string(),
  activo: z.boolean(),
  cuentaComoActivo: z.boolean(),
  permiteModificar: z.boolean(),
  suspension: z.boolean(),
  retirado: z.boolean(),
  graduado: z.boolean(),
});

/** One `Posicion`, as the query answers it. */
const posicionRow = row({
  carreraId: z.number(),
  creditosAprobados: z.number(),
  indice: z.number().nullable(),
});

/** One `Turno`, as the query answers it. */
const turnoRow = row({
  carreraId: z.number().nullable(),
  desde: z.string(),
  hasta: z.string(),
  creditosMinimos: z.number(),
  indiceMinimo: z.number().nullable(),
});

/* The SQL of a student's selection: what the rules need, the seat, the found. */

/** A section as the rules see it, with its seats. */
/** A section as the rules see it (`SeccionCandidata`, its requisites asked apart), with its subject's name and its seats. */
const candidataRow = row({
  seccionAsignaturaId: z.number(),
  nombre: z.string(),
  asignaturaId: z.number(),
  asignatura: z.string(),
  creditos: z.number(),
  periodoAcademicoId: z.number(),
  activa: z.boolean(),
  capacidad: z.number(),
  inscritos: z.number(),
  reuniones: z.array(row({ diaId: z.number(), horaInicio: z.string(), horaFin: z.string(), fechaInicia: z.string(), fechaFinaliza: z.string() })),
});
export type Candidata = RowOf<typeof candidataRow> & Pick<SeccionCandidata, 'requisitos'>;

const candidataSql = (where: ReturnType<typeof sql>) => sql`
  select s.seccion_asignatura_id as "seccionAsignaturaId", a.asig_codigo || '-' || lpad(s.seccion_id::text, 2, '0') as nombre,
         s.asignatura_id as "asignaturaId", a.asig_descripcion as asignatura, a.asig_creditos as creditos, s.periodo_academico_id as "periodoAcademicoId", s.estatus as activa,
         s.se_en_capacidad as capacidad, s.se_en_inscritos as inscritos,
         coalesce((select jsonb_agg(jsonb_build_object('diaId', d.dia_id, 'horaInicio', d.se_de_hora_inicio, 'horaFin', d.se_de_hora_fin,
                                                       'fechaInicia', s.se_en_fecha_inicia::text, 'fechaFinaliza', s.se_en_fecha_finaliza::text))
                     from seccion_horario_detalle d where d.seccion_asignatura_id = s.seccion_asignatura_id), '[]'::jsonb) as reuniones
    from seccion_horario s join asignatura a on a.asignatura_id = s.asignatura_id
   where ${where}`;

/** The credits authorised beyond the plan's limit for a career (`ec`) in a period, 0 when none. */
export const extraSql = (estudianteCarrera: SQL, periodoAcademicoId: number) =>
  sql`coalesce((select x.creditos from seleccion_extra_credito x where x.estudiante_carrera_id = ${estudianteCarrera} and x.periodo_academico_id = ${periodoAcademicoId}), 0)`;

/** A career's credit limit: its plan's (`p`), else the institution's (`seleccion.creditos_maximos`, read by `creditosMaximos`). */
export const maximoSql = (institucion: number) => sql`coalesce(nullif(p.pl_en_cred_maximo_autorizado, 0), ${institucion}::int)`;
/** The institution's credit limit per term. */
export const creditosMaximos = (db: Db | Database) => parametro(db, 'seleccion.creditos_maximos');

export function seleccionQueries(database: Database) {
  return {
    /** A student career and the account of its student (null without one); null when there is no such career. */
    career: async (estudianteCarreraId: number) =>
      (await first(
        database.db,
        row({ owner: z.number().nullable() }),
        sql`select (select u.usuario_id from usuario u where u.persona_id = e.persona_id limit 1) as owner
                                       from estudiante_carrera ec join estudiante e on e.estudiante_id = ec.estudiante_id
                                      where ec.estudiante_carrera_id = ${estudianteCarreraId}`,
      )) ?? null,
    /** The account of a student career's student, with its e-mail (null when the student has none). */
    cuenta: async (estudianteCarreraId: number) =>
      (await first(
        database.db,
        row({ usuarioId: z.number(), email: z.string().nullable() }),
        sql`select u.usuario_id as "usuarioId", u.usua_email as email
              from estudiante_carrera ec join estudiante e on e.estudiante_id = ec.estudiante_id join usuario u on u.persona_id = e.persona_id
             where ec.estudiante_carrera_id = ${estudianteCarreraId} order by u.usuario_id limit 1`,
      )) ?? null,
    /** Who a student career is and a period's name, as a printed timetable heads them (null when either does not exist). */
    estudianteYPeriodo: async (estudianteCarreraId: number, periodoAcademicoId: number) =>
      (await first(
        database.db,
        row({ estudiante: z.string(), carrera: z.string(), periodo: z.string() }),
        sql`
          select e.matricula || ' · ' || p.pers_nombres || ' ' || p.pers_apellidos as estudiante, c.carr_descripcion as carrera, pa.pe_ac_descripcion as periodo
            from estudiante_carrera ec join estudiante e on e.estudiante_id = ec.estudiante_id join persona p on p.persona_id = e.persona_id
            join carrera c on c.carrera_id = ec.carrera_id, periodo_academico pa
           where ec.estudiante_carrera_id = ${estudianteCarreraId} and pa.periodo_academico_id = ${periodoAcademicoId}`,
      )) ?? null,
    /**
     * The student careers of matrículas, one each, for a section: the career on its campus whose plan
     * has its subject first, an active one next; with the student's name.
     */
    careersFor: async (matriculas: string[], seccionAsignaturaId: number) =>
      await all(
        database.db,
        row({ matricula: z.string(), nombre: z.string(), estudianteCarreraId: z.number() }),
        sql`
          select distinct on (lower(e.matricula)) lower(e.matricula) as matricula, p.pers_nombres || ' ' || p.pers_apellidos as nombre,
                 ec.estudiante_carrera_id as "estudianteCarreraId"
            from estudiante e join persona p on p.persona_id = e.persona_id
            join estudiante_carrera ec on ec.estudiante_id = e.estudiante_id
            join estado_estudiante ee on ee.estado_estudiante_id = ec.estado_estudiante_id
            cross join (select sede_id, asignatura_id from seccion_horario where seccion_asignatura_id = ${seccionAsignaturaId}) s
           where lower(e.matricula) in (select jsonb_array_elements_text(${JSON.stringify(matriculas.map((m) => m.toLowerCase()))}::jsonb))
           order by lower(e.matricula), (ec.sede_id = s.sede_id) desc,
                    exists (select 1 from plan_estudio_planes_estudios_detalles d where d.owner_id = ec.plan_estudio_id and d.asignatura_id = s.asignatura_id) desc,
                    (ee.es_es_descripcion = 'Activo') desc, ec.estudiante_carrera_id`,
      ),
    /** The career's credit limit in a period: its plan's (else the institution's), and the credits authorised beyond it. */
    creditLimit: async (estudianteCarreraId: number, periodoAcademicoId: number) => {
      // One round trip (the selection is answered after every add and drop): the institution's limit comes as text with the rest.
      const found = await first(
        database.db,
        row({ maximoPlan: z.number().nullable(), maximoInstitucion: z.string().nullable(), extra: z.number() }),
        sql`select nullif(p.pl_en_cred_maximo_autorizado, 0) as "maximoPlan", ${textoParametroSql('seleccion.creditos_maximos')} as "maximoInstitucion",
                   ${extraSql(sql`ec.estudiante_carrera_id`, periodoAcademicoId)} as extra
              from estudiante_carrera ec left join plan_estudio p on p.plan_estudio_id = ec.plan_estudio_id
             where ec.estudiante_carrera_id = ${estudianteCarreraId}`,
      );
      return { maximo: found?.maximoPlan ?? leerParametro('seleccion.creditos_maximos', found?.maximoInstitucion), extra: found?.extra ?? 0 };
    },
    /** The places of a selection granted under an exception, and which. */
    excepciones: async (estudianteCarreraId: number, periodoAcademicoId: number) =>
      await all(
        database.db,
        row({ seccionAsignaturaId: z.number(), tipo: z.string(), motivo: z.string() }),
        sql`
          select sl.seccion_asignatura_id as "seccionAsignaturaId", t.ti_ex_descripcion as tipo, sl.motivo_excepcion as motivo
            from seleccion sl join tipo_excepcion_seleccion t on t.tipo_excepcion_seleccion_id = sl.tipo_excepcion_seleccion_id
           where sl.estudiante_carrera_id = ${estudianteCarreraId} and sl.periodo_academico_id = ${periodoAcademicoId} and sl.estado = 'inscrita'`,
      ),
    /**
     * What the registration turns of a period ask of a student career: its career and credits earned
     * (taken and validated, as the student's record counts them). The index arrives with grades.
     */
    async turnos(db: Db, estudianteCarreraId: number, periodoAcademicoId: number): Promise<{ turnos: Turno[]; posicion: Posicion | null }> {
      const turnos = await all(
        db,
        turnoRow,
        sql`
          select carrera_id as "carreraId", to_char(ac_se_fecha_desde, 'YYYY-MM-DD') || 'T' || ac_se_hora_desde as desde,
                 to_char(ac_se_fecha_hasta, 'YYYY-MM-DD') || 'T' || ac_se_hora_hasta as hasta,
                 coalesce(ac_se_creditos_minimos, 0) as "creditosMinimos", ac_se_indice_minimo::float8 as "indiceMinimo"
            from acceso_seleccion_carrera where periodo_academico_id = ${periodoAcademicoId} and estatus`,
      );
      if (!turnos.length) return { turnos, posicion: null };
      const [posicion] = await all(
        db,
        posicionRow,
        sql`
          select ec.carrera_id as "carreraId", (e.estu_creditos_cursados + e.estu_creditos_convalidados) as "creditosAprobados", null::float8 as indice
            from estudiante_carrera ec join estudiante e on e.estudiante_id = ec.estudiante_id where ec.estudiante_carrera_id = ${estudianteCarreraId}`,
      );
      return { turnos, posicion: posicion ?? null };
    },
    /** Whether a period is open for registration, and its name and last day (null when there is no such period). */
    ventana: async (db: Db, periodoAcademicoId: number) =>
      (await first(
        db,
        row({ abierto: z.boolean(), nombre: z.string(), fin: z.string() }),
        sql`select pe_ac_periodo_inscripcion as abierto, pe_ac_descripcion as nombre, pe_ac_fecha_fin::text as fin
                               from periodo_academico where periodo_academico_id = ${periodoAcademicoId}`,
      )) ?? null,
    /** An active exception type, as the rules read it; null when there is none such. */
    excepcion: async (tipoExcepcionSeleccionId: number) =>
      (await first(
        database.db,
        row({ ...excepcionRow.shape, tipo: z.string() }),
        sql`
          select ti_ex_descripcion as tipo, ti_ex_permite_choque as "permiteChoque", ti_ex_permite_cupo_lleno as "permiteCupoLleno",
                 ti_ex_permite_sin_prerrequisito as "permiteSinPrerrequisito", ti_ex_permite_en_curso as "permiteEnCurso"
            from tipo_excepcion_seleccion where tipo_excepcion_seleccion_id = ${tipoExcepcionSeleccionId} and estatus`,
      )) ?? null,
    /** The student's careers (by their account), and the periods open for registration and running now. */
    async propia(usuarioId: number) {
      const carreras = await all(
        database.db,
        row({ estudianteCarreraId: z.number(), carrDescripcion: z.string(), sedeDescripcion: z.string() }),
        sql`
          select ec.estudiante_carrera_id as "estudianteCarreraId", c.carr_descripcion as "carrDescripcion", se.sede_descripcion as "sedeDescripcion"
            from usuario u join estudiante e on e.persona_id = u.persona_id join estudiante_carrera ec on ec.estudiante_id = e.estudiante_id
            join carrera c on c.carrera_id = ec.carrera_id join sede se on se.sede_id = ec.sede_id
           where u.usuario_id = ${usuarioId} order by ec.estudiante_carrera_id`,
      );
      const periodo = async (flag: ReturnType<typeof sql>) =>
        (await first(
          database.db,
          row({ periodoAcademicoId: z.number(), peAcDescripcion: z.string() }),
          sql`select periodo_academico_id as "periodoAcademicoId", pe_ac_descripcion as "peAcDescripcion" from periodo_academico
                                         where ${flag} and estatus order by pe_ac_fecha_inicio desc limit 1`,
        )) ?? null;
      const [abierto, actual] = await Promise.all([periodo(sql`pe_ac_periodo_inscripcion`), periodo(sql`pe_ac_periodo_digitacion_nota`)]);
      return { carreras, periodo: abierto, actual };
    },
    /** The period's flag, the plan's subjects and its credit limit (the institution's when the plan sets none). */
    async context(db: Db, estudianteCarreraId: number, periodoAcademicoId: number) {
      const [found] = await all(
        db,
        row({
          abierto: z.boolean(),
          planEstudioId: z.number().nullable(),
          plan: z.array(z.number()),
          maximoPlan: z.number().nullable(),
          maximoInstitucion: z.string().nullable(),
          extra: z.number(),
          estado: estadoRow.nullable(),
        }),
        sql`
          select coalesce((select pe_ac_periodo_inscripcion from periodo_academico where periodo_academico_id = ${periodoAcademicoId}), false) as abierto,
                 ec.plan_estudio_id as "planEstudioId",
                 coalesce((select array_agg(d.asignatura_id) from plan_estudio_planes_estudios_detalles d where d.owner_id = ec.plan_estudio_id), '{}') as plan,
                 nullif(p.pl_en_cred_maximo_autorizado, 0) as "maximoPlan",
                 ${textoParametroSql('seleccion.creditos_maximos')} as "maximoInstitucion",
                 ${extraSql(sql`ec.estudiante_carrera_id`, periodoAcademicoId)} as extra,
                 (select jsonb_build_object('nombre', st.es_es_descripcion, 'activo', st.es_es_activo, 'cuentaComoActivo', st.es_es_indica_estatus_activo,
                                            'permiteModificar', st.es_es_permite_modificar, 'suspension', st.es_es_indica_suspension,
                                            'retirado', st.es_es_indica_retirado, 'graduado', st.es_es_indica_graduado)
                    from estado_estudiante st where st.estado_estudiante_id = ec.estado_estudiante_id) as estado
            from estudiante_carrera ec left join plan_estudio p on p.plan_estudio_id = ec.plan_estudio_id
           where ec.estudiante_carrera_id = ${estudianteCarreraId}`,
      );
      // The institution's limit comes with the rest (one round trip on registration's hottest path), read through its declaration.
      const institucion = leerParametro('seleccion.creditos_maximos', found?.maximoInstitucion);
      const seleccionadas = await all(
        db,
        candidataRow,
        candidataSql(sql`s.seccion_asignatura_id in (select seccion_asignatura_id from seleccion
                                                       where estudiante_carrera_id = ${estudianteCarreraId} and periodo_academico_id = ${periodoAcademicoId} and estado = 'inscrita')`),
      );
      return {
        abierto: found?.abierto ?? false,
        planEstudioId: found?.planEstudioId ?? null,
        plan: found?.plan ?? [],
        maximo: found?.maximoPlan ?? institucion,
        estado: found?.estado ?? null,
        extra: found?.extra ?? 0,
        seleccionadas,
      };
    },
    /**
     * These subjects' requisites for a plan, each kind (prerequisites, corequisites) the plan's when it
     * sets any for the subject, else the subject's own; named as a refusal reads them. One statement for
     * the subject being added or for a whole offer.
     */
    async requisitos(db: Db, planEstudioId: number | null, asignaturas: number[]): Promise<Map<number, Requisitos>> {
      const ids = intArray(asignaturas);
      const rows = await all(
        db,
        row({ de: z.number(), asignaturaId: z.number(), k: z.enum(['pre', 'co']), nombre: z.string() }),
        sql`
          with del_plan as (
                 select asignatura_id as de, prerrequisito_id as id, 'pre' as k from plan_estudio_planes_estudios_prerrequisitos
                  where owner_id = ${planEstudioId} and asignatura_id = any(${ids})
                 union all
                 select asignatura_id, correquisito_id, 'co' from plan_estudio_plan_estudio_correquisitos_models
                  where owner_id = ${planEstudioId} and asignatura_id = any(${ids})),
               propios as (
                 select owner_id as de, prerrequisito_id as id, 'pre' as k from asignatura_asignatura_prerrequisitos where owner_id = any(${ids})
                 union all
                 select owner_id, correquisito_id, 'co' from asignatura_asignaturas_correquisitos where owner_id = any(${ids})),
               x as (select * from del_plan union all
                     select * from propios p where not exists (select 1 from del_plan d where d.de = p.de and d.k = p.k))
          select x.de, x.id as "asignaturaId", x.k, a.asig_codigo || ' ' || a.asig_descripcion as nombre
            from x join asignatura a on a.asignatura_id = x.id order by a.asig_codigo`,
      );
      const of = (de: number, k: string) => rows.filter((r) => r.de === de && r.k === k).map(({ asignaturaId, nombre }) => ({ asignaturaId, nombre }));
      return new Map(asignaturas.map((de) => [de, { prerrequisitos: of(de, 'pre'), correquisitos: of(de, 'co') }]));
    },
    /** The equivalences that touch these subjects, as pairs. */
    equivalencias: async (db: Db, asignaturas: number[]) =>
      (
        await all(
          db,
          row({ a: z.number(), b: z.number() }),
          sql`select owner_id as a, asignatura_equivalente_id as b from asignatura_asignatura_equivalencias
                                where owner_id = any(${intArray(asignaturas)}) or asignatura_equivalente_id = any(${intArray(asignaturas)})`,
        )
      ).map((r) => [r.a, r.b] as const),
    candidata: async (seccionAsignaturaId: number, db: Db = database.db) =>
      (await first(db, candidataRow, candidataSql(sql`s.seccion_asignatura_id = ${seccionAsignaturaId}`))) ?? null,
    /** Whether the career holds a place in the section. */
    holds: async (estudianteCarreraId: number, seccionAsignaturaId: number) =>
      (
        await database.db.execute(sql`select 1 from seleccion where estudiante_carrera_id = ${estudianteCarreraId}
                                        and seccion_asignatura_id = ${seccionAsignaturaId} and estado = 'inscrita'`)
      ).rows.length > 0,
    /** One student at a time per career: two tabs adding at once are checked one after the other. */
    lockCareer: (tx: Db, estudianteCarreraId: number) =>
      tx.execute(sql`select 1 from estudiante_carrera where estudiante_carrera_id = ${estudianteCarreraId} for update`),
    /**
     * Takes a seat if one is left, in one statement (never read-then-write): true when taken. Under
     * an exception for full sections the section grows by the seat it grants, so it never holds
     * more students than seats.
     */
    takeSeat: async (tx: Db, seccionAsignaturaId: number, overCapacity = false) =>
      (
        await tx.execute(sql`update seccion_horario set se_en_inscritos = se_en_inscritos + 1,
                                                        se_en_capacidad = greatest(se_en_capacidad, se_en_inscritos + 1)
                              where seccion_asignatura_id = ${seccionAsignaturaId} and estatus
                                and (se_en_inscritos < se_en_capacidad or ${overCapacity})
                              returning se_en_inscritos`)
      ).rows.length > 0,
    insert: (tx: Db, r: { estudianteCarreraId: number; c: Candidata; usuarioId: number; excepcion?: { tipoExcepcionSeleccionId: number; motivo: string } }) =>
      tx.execute(sql`insert into seleccion (estudiante_carrera_id, seccion_asignatura_id, periodo_academico_id, asignatura_id, usuario_id,
                                            tipo_excepcion_seleccion_id, motivo_excepcion)
                     values (${r.estudianteCarreraId}, ${r.c.seccionAsignaturaId}, ${r.c.periodoAcademicoId}, ${r.c.asignaturaId}, ${r.usuarioId},
                             ${r.excepcion?.tipoExcepcionSeleccionId ?? null}, ${r.excepcion?.motivo ?? null})`),
    /** Marks a place dropped: true when there was one to drop. */
    drop: async (tx: Db, estudianteCarreraId: number, seccionAsignaturaId: number, periodoAcademicoId: number) =>
      (
        await tx.execute(sql`update seleccion set estado = 'retirada', retirado_en = now()
                              where estudiante_carrera_id = ${estudianteCarreraId} and seccion_asignatura_id = ${seccionAsignaturaId}
                                and periodo_academico_id = ${periodoAcademicoId} and estado = 'inscrita' returning id`)
      ).rows.length > 0,
  };
}
