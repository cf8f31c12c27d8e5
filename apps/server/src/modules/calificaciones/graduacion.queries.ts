import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { containsPattern, foldedContains, foldedNameSql, foldedSql, intArray } from '../../platform/db/sql.ts';
import { apruebaSql, calificacionOficial, cuentaEnIndiceSql, sustituidaSql } from './historial.queries.ts';
import type { ReglaRepeticion } from '@claustro/domain/calificaciones/repeticion.rules';
import { all, anyRow, first, idRow, row } from '../../platform/db/rows.ts';
import { z } from 'zod';
import { candidato, graduado } from '@claustro/domain/calificaciones/graduacion.contract';

/** One `Honor`, as the query answers it. */
const honorRow = row({
  honorAcademicoId: z.number(),
  descripcion: z.string(),
  desde: z.number(),
  hasta: z.number(),
  orden: z.number(),
});

/* The SQL of graduation: candidates found set-based, graduates and their lines in the book. */

export interface FiltroGraduacion {
  carreraId?: number;
  sedeId?: number;
  value?: string;
}
type Page = { page: number; pageSize: number };

const search = (value: string | undefined, extra: SQL = sql`false`) => {
  const v = value?.trim();
  return v
    ? sql`and (${foldedNameSql(sql`pe.pers_nombres`, sql`pe.pers_apellidos`)} like ${foldedContains(v)}
               or lower(e.matricula) like ${containsPattern(v.toLowerCase())} or ${extra})`
    : sql``;
};
const filtros = (f: FiltroGraduacion) =>
  sql`${f.carreraId ? sql`and ec.carrera_id = ${f.carreraId}` : sql``} ${f.sedeId ? sql`and ec.sede_id = ${f.sedeId}` : sql``}`;

const graduadoColumns = sql`
  g.id as "graduadoId", g.estudiante_carrera_id as "estudianteCarreraId", e.matricula, pe.pers_nombres || ' ' || pe.pers_apellidos as nombre,
  c.carr_descripcion as carrera, s.sede_descripcion as sede, g.titulo, to_char(g.fecha_graduacion, 'YYYY-MM-DD') as "fechaGraduacion",
  g.indice::float8 as indice, h.ho_ac_descripcion as honor, l.li_eg_descripcion as libro, g.pagina, g.linea, g.folio, g.estado,
  g.motivo_anulacion as "motivoAnulacion", g.creado_en as "creadoEn",
  (select count(*)::int from documento_emitido d where d.tipo = 'titulo' and (d.contenido->>'graduadoId')::int = g.id) as titulos`;
const graduadoFrom = sql`
  from graduado g join estudiante_carrera ec on ec.estudiante_carrera_id = g.estudiante_carrera_id
  join estudiante e on e.estudiante_id = ec.estudiante_id join persona pe on pe.persona_id = e.persona_id
  join carrera c on c.carrera_id = ec.carrera_id join sede s on s.sede_id = ec.sede_id
  join libro_egresado l on l.libro_egresado_id = g.libro_egresado_id
  left join honor_academico h on h.honor_academico_id = g.honor_academico_id`;

export function graduacionQueries() {
  const q = {
    /**
     * Student careers that completed their plan — every required subject of it passed, validated,
     * exempted or conferred (or an equivalent one), and for each elective type as many subjects of
     * that type as the plan has elective rows of it (the degree audit's reading, `auditar`) — with their cumulative index at `minimo` or above, neither
     * graduated nor in a graduated status; `ids` narrows to those careers. With `sinRegistro`, instead
     * those in a graduated status with no graduation recorded (graduates from before the books were
     * kept here). One statement, paged.
     */
    async candidatos(db: Db, f: FiltroGraduacion & { minimo: number; regla: ReglaRepeticion; ids?: readonly number[]; sinRegistro?: boolean }, page: Page) {
      const rows = await all(
        db,
        row({ ...candidato.omit({ honor: true }).shape, total: z.number() }),
        sql`
          -- Each plan's sentinel: one of its rows, a required one of its last term where it has one. Only
          -- a career that met it (passed it, an equivalent, or for an elective row a subject of its type)
          -- may have completed its plan, so only those are audited below — the few near the end of their
          -- plan, found through the subjects' grades, not every career of the institution.
          with sentinela as materialized (
            select distinct on (d.owner_id) d.owner_id as plan, d.asignatura_id as s, a.tipo_asignatura_electiva_id as tipo
              from plan_estudio_planes_estudios_detalles d join asignatura a on a.asignatura_id = d.asignatura_id
             order by d.owner_id, a.tipo_asignatura_electiva_id is not null, d.pl_de_cuatrimestre desc, d.asignatura_id desc),
          basta as materialized (
            select plan, s as asignatura_id from sentinela
            union select plan, q.asignatura_equivalente_id from sentinela join asignatura_asignatura_equivalencias q on q.owner_id = s
            union select plan, q.owner_id from sentinela join asignatura_asignatura_equivalencias q on q.asignatura_equivalente_id = s
            union select plan, x.asignatura_id from sentinela join asignatura x on x.tipo_asignatura_electiva_id = sentinela.tipo),
          cerca as materialized (
            select distinct c.estudiante_carrera_id as id, b.plan
              from basta b join calificacion c on c.asignatura_id = b.asignatura_id
              join calificacion_literal l on l.calificacion_literal_id = c.calificacion_literal_id
             where ${apruebaSql}),
          ec as materialized (
            select ec.estudiante_carrera_id as id, ec.plan_estudio_id as plan
              from cerca join estudiante_carrera ec on ec.estudiante_carrera_id = cerca.id and ec.plan_estudio_id = cerca.plan
              join estado_estudiante st on st.estado_estudiante_id = ec.estado_estudiante_id
              join estudiante e on e.estudiante_id = ec.estudiante_id join persona pe on pe.persona_id = e.persona_id
             where ec.activa and coalesce(st.es_es_indica_graduado, false) = ${!!f.sinRegistro} ${filtros(f)} ${search(f.value)}
               ${f.ids ? sql`and ec.estudiante_carrera_id = any(${intArray(f.ids)})` : sql``}
               and not exists (select 1 from graduado g where g.estudiante_carrera_id = ec.estudiante_carrera_id and g.estado = 'graduado')),
          o as materialized (
            select o.estudiante_carrera_id as ec, o.asignatura_id, o.id, pa.pe_ac_fecha_inicio as inicio, ${apruebaSql} as aprueba,
                   ${cuentaEnIndiceSql} as cuenta, a.asig_creditos as creditos, coalesce(l.ca_li_puntos, 0) as puntos
              from ${calificacionOficial} o join ec on ec.id = o.estudiante_carrera_id
              join asignatura a on a.asignatura_id = o.asignatura_id
              join calificacion_literal l on l.calificacion_literal_id = o.calificacion_literal_id
              join periodo_academico pa on pa.periodo_academico_id = o.periodo_academico_id),
          -- The subjects each career has passed.
          ap as materialized (select distinct ec as id, asignatura_id from o where aprueba),
          -- Careers with a required subject not met (by itself or an equivalent: equivalence counts both
          -- ways), or an elective type with fewer subjects of it passed than the plan has rows of it.
          faltan as (
            select ec.id from ec join plan_estudio_planes_estudios_detalles d on d.owner_id = ec.plan
              join asignatura a on a.asignatura_id = d.asignatura_id and a.tipo_asignatura_electiva_id is null
             where not exists (select 1 from ap where ap.id = ec.id and ap.asignatura_id = d.asignatura_id)
               and not exists (select 1 from asignatura_asignatura_equivalencias q join ap on ap.id = ec.id
                                where (q.owner_id = d.asignatura_id and ap.asignatura_id = q.asignatura_equivalente_id)
                                   or (q.asignatura_equivalente_id = d.asignatura_id and ap.asignatura_id = q.owner_id))
            union
            select ec.id
              from ec join (select d.owner_id as plan, a.tipo_asignatura_electiva_id as tipo, count(*) as n
                              from plan_estudio_planes_estudios_detalles d join asignatura a on a.asignatura_id = d.asignatura_id
                             where a.tipo_asignatura_electiva_id is not null group by 1, 2) fe on fe.plan = ec.plan
              left join (select ap.id, a.tipo_asignatura_electiva_id as tipo, count(*) as n
                           from ap join asignatura a on a.asignatura_id = ap.asignatura_id
                          where a.tipo_asignatura_electiva_id is not null group by 1, 2) pe on pe.id = ec.id and pe.tipo = fe.tipo
             where coalesce(pe.n, 0) < fe.n),
          completos as materialized (select id from ec except select id from faltan),
          -- What each grade of a complete career weighs in the index: nothing when it does not count, or the retake rule leaves it out.
          n as (
            select ec as id, case when cuenta and not sustituida then creditos else 0 end as cr,
                   case when cuenta and not sustituida then creditos * puntos else 0 end as pts, case when aprueba then creditos else 0 end as ganados
              from (select o.*, ${sustituidaSql(f.regla)} as sustituida from o where o.ec in (select id from completos)) x),
          t as (select id, coalesce(sum(ganados), 0)::int as creditos, round(sum(pts) / nullif(sum(cr), 0), 2) as indice from n group by id)
          select ec.estudiante_carrera_id as "estudianteCarreraId", e.matricula, pe.pers_nombres || ' ' || pe.pers_apellidos as nombre,
                 c.carr_descripcion as carrera, pl.pl_en_descripcion as plan, s.sede_descripcion as sede,
                 t.creditos, t.indice::float8 as indice, count(*) over ()::int as total
            from t join estudiante_carrera ec on ec.estudiante_carrera_id = t.id
            join estudiante e on e.estudiante_id = ec.estudiante_id join persona pe on pe.persona_id = e.persona_id
            join carrera c on c.carrera_id = ec.carrera_id join sede s on s.sede_id = ec.sede_id
            join plan_estudio pl on pl.plan_estudio_id = ec.plan_estudio_id
           where t.indice >= ${f.minimo}
           order by c.carr_descripcion, pe.pers_apellidos, pe.pers_nombres, ec.estudiante_carrera_id
           limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`,
      );
      return { rows: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 };
    },

    /** The academic honours in force, in their order. */
    honores: async (db: Db) =>
      await all(
        db,
        honorRow,
        sql`select honor_academico_id as "honorAcademicoId", ho_ac_descripcion as descripcion, ho_ac_rango_inicial::float8 as desde,
                                    ho_ac_rango_final::float8 as hasta, coalesce(ho_ac_orden, 99) as orden
                               from honor_academico where estatus order by orden`,
      ),

    /** How each student career's title is worded: its plan's forms, its career, whether the student is a woman. */
    titulos: async (db: Db, ids: readonly number[]) =>
      await all(
        db,
        row({ id: z.number(), tituloMasc: z.string().nullable(), tituloFem: z.string().nullable(), carrera: z.string(), femenino: z.boolean() }),
        sql`
          select ec.estudiante_carrera_id as id, pl.pl_en_titulo_masc as "tituloMasc", pl.pl_en_titulo_fem as "tituloFem", c.carr_descripcion as carrera,
                 coalesce(x.sexo_descripcion ilike 'fem%', false) as femenino
            from estudiante_carrera ec join plan_estudio pl on pl.plan_estudio_id = ec.plan_estudio_id
            join carrera c on c.carrera_id = ec.carrera_id join estudiante e on e.estudiante_id = ec.estudiante_id
            join persona pe on pe.persona_id = e.persona_id left join sexo x on x.sexo_id = pe.sexo_id
           where ec.estudiante_carrera_id = any(${intArray(ids)})`,
      ),

    /**
     * Takes the next `n` lines of a book in force, atomically (the row stays locked until the
     * transaction ends, so two ceremonies never share a line); marks it full when they are its last.
     * Answers the first sequence taken and the book's layout, or undefined when it has no room or is
     * not in force or has no pages and lines set.
     */
    tomarLineas: async (tx: Db, libroEgresadoId: number, n: number) =>
      await first(
        tx,
        row({ desde: z.number(), lineas: z.number(), paginas: z.number(), folio: z.number() }),
        sql`
          update libro_egresado set li_eg_secuencia = coalesce(li_eg_secuencia, 0) + ${n},
                 li_eg_esta_lleno = coalesce(li_eg_secuencia, 0) + ${n} >= li_eg_cantidad_paginas * li_eg_cantidad_lineas
           where libro_egresado_id = ${libroEgresadoId} and estatus and not li_eg_esta_lleno
             and li_eg_cantidad_paginas > 0 and li_eg_cantidad_lineas > 0
             and coalesce(li_eg_secuencia, 0) + ${n} <= li_eg_cantidad_paginas * li_eg_cantidad_lineas
          returning li_eg_secuencia - ${n} + 1 as desde, li_eg_cantidad_lineas as lineas, li_eg_cantidad_paginas as paginas, coalesce(li_eg_folio, 1) as folio`,
      ),

    /** Whether the book is in force with its pages and lines set (to tell "no such book" from "no room left"). */
    libroUsable: async (db: Db, libroEgresadoId: number) =>
      (
        await db.execute(sql`select 1 from libro_egresado where libro_egresado_id = ${libroEgresadoId} and estatus
                                and li_eg_cantidad_paginas > 0 and li_eg_cantidad_lineas > 0`)
      ).rows.length > 0,

    insertar: async (
      tx: Db,
      g: {
        estudianteCarreraId: number;
        fechaGraduacion: string;
        indice: number | null;
        honorAcademicoId: number | null;
        titulo: string;
        libroEgresadoId: number;
        secuencia: number;
        pagina: number;
        linea: number;
        folio: number;
        usuarioId: number;
      },
    ) =>
      await first(
        tx,
        idRow,
        sql`
          insert into graduado (estudiante_carrera_id, fecha_graduacion, indice, honor_academico_id, titulo, libro_egresado_id, secuencia, pagina, linea, folio, creado_por)
          values (${g.estudianteCarreraId}, ${g.fechaGraduacion}, ${g.indice}, ${g.honorAcademicoId}, ${g.titulo}, ${g.libroEgresadoId},
                  ${g.secuencia}, ${g.pagina}, ${g.linea}, ${g.folio}, ${g.usuarioId})
          on conflict do nothing returning id`,
      ),

    /** Sets the student career's status to the institution's graduated one; answers the status before, for the record of changes. */
    async marcarGraduado(tx: Db, estudianteCarreraId: number, usuarioId: number) {
      await tx.execute(sql`
        with st as (select estado_estudiante_id as id from estado_estudiante where es_es_indica_graduado and es_es_activo order by estado_estudiante_id limit 1),
        o as (select estudiante_carrera_id, estudiante_id, estado_estudiante_id from estudiante_carrera where estudiante_carrera_id = ${estudianteCarreraId}),
        up as (update estudiante_carrera ec set estado_estudiante_id = st.id from st, o
                where ec.estudiante_carrera_id = o.estudiante_carrera_id and o.estado_estudiante_id <> st.id
                returning ec.estudiante_carrera_id, ec.estudiante_id, o.estado_estudiante_id as antes, st.id as despues)
        insert into estudiante_cambio (tipo, estudiante_id, estudiante_carrera_id, antes, despues, usuario_id)
        select 'estatus', estudiante_id, estudiante_carrera_id, jsonb_build_object('estadoEstudianteId', antes), jsonb_build_object('estadoEstudianteId', despues), ${usuarioId}
          from up`);
    },

    one: async (db: Db, graduadoId: number) => await first(db, graduado, sql`select ${graduadoColumns} ${graduadoFrom} where g.id = ${graduadoId}`),
    many: async (db: Db, ids: readonly number[]) =>
      await all(
        db,
        graduado,
        sql`select ${graduadoColumns} ${graduadoFrom} where g.id = any(${intArray(ids)}) order by array_position(${intArray(ids)}, g.id)`,
      ),

    async page(db: Db, f: FiltroGraduacion & { estado?: string }, page: Page) {
      const rows = await all(
        db,
        row({ ...graduado.shape, total: z.number() }),
        sql`
          select ${graduadoColumns}, count(*) over ()::int as total ${graduadoFrom}
           where ${f.estado ? sql`g.estado = ${f.estado}` : sql`true`} ${filtros(f)}
                 ${search(f.value, sql`${foldedSql(sql`g.titulo`)} like ${foldedContains(f.value?.trim() ?? '')}`)}
           order by g.fecha_graduacion desc, g.libro_egresado_id, g.secuencia
           limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`,
      );
      return { rows: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 };
    },

    /** After an annulment: the student career's status goes back to the one it had before it was set to graduated (recorded too). */
    async restaurarEstado(tx: Db, estudianteCarreraId: number, usuarioId: number) {
      await tx.execute(sql`
        with last as (
          select x.antes, x.despues from estudiante_cambio x
           where x.estudiante_carrera_id = ${estudianteCarreraId} and x.tipo = 'estatus' order by x.id desc limit 1),
        up as (update estudiante_carrera ec set estado_estudiante_id = (last.antes->>'estadoEstudianteId')::int from last
                where ec.estudiante_carrera_id = ${estudianteCarreraId} and ec.estado_estudiante_id = (last.despues->>'estadoEstudianteId')::int
                  and exists (select 1 from estado_estudiante st where st.estado_estudiante_id = ec.estado_estudiante_id and st.es_es_indica_graduado)
                returning ec.estudiante_carrera_id, ec.estudiante_id, last.antes, last.despues)
        insert into estudiante_cambio (tipo, estudiante_id, estudiante_carrera_id, antes, despues, usuario_id)
        select 'estatus', estudiante_id, estudiante_carrera_id, despues, antes, ${usuarioId} from up`);
    },

    /** Annuls a graduation in force (its line stays taken); answers whether it was in force. */
    anular: async (tx: Db, graduadoId: number, motivo: string, usuarioId: number) =>
      (
        await tx.execute(sql`update graduado set estado = 'anulado', motivo_anulacion = ${motivo}, anulado_por = ${usuarioId}, anulado_en = now()
                              where id = ${graduadoId} and estado = 'graduado' returning id`)
      ).rows.length > 0,

    /** The digest of the graduation a title vouches for, as it stands (null once annulled). */
    async huellaTitulo(db: Db, graduadoId: number) {
      const g = await q.vigente(db, graduadoId);
      return g ? createHash('sha256').update(JSON.stringify(g)).digest('hex') : null;
    },

    /** The graduation a title vouches for, as it stands: what its digest is made of (null once annulled). */
    vigente: async (db: Db, graduadoId: number) =>
      await first(
        db,
        anyRow,
        sql`select g.estudiante_carrera_id as "estudianteCarreraId", g.titulo, to_char(g.fecha_graduacion, 'YYYY-MM-DD') as fecha,
                                    g.indice::text as indice, g.honor_academico_id as honor, g.libro_egresado_id as libro, g.secuencia, g.pagina, g.linea, g.folio,
                                    pe.pers_nombres || ' ' || pe.pers_apellidos as nombre
                               from graduado g join estudiante_carrera ec on ec.estudiante_carrera_id = g.estudiante_carrera_id
                               join estudiante e on e.estudiante_id = ec.estudiante_id join persona pe on pe.persona_id = e.persona_id
                              where g.id = ${graduadoId} and g.estado = 'graduado'`,
      ),

    /** The graduation in force of a student career, if any. */
    vigenteDe: async (db: Db, estudianteCarreraId: number) =>
      await first(
        db,
        graduado,
        sql`select ${graduadoColumns} ${graduadoFrom} where g.estudiante_carrera_id = ${estudianteCarreraId} and g.estado = 'graduado'`,
      ),
  };
  return q;
}
