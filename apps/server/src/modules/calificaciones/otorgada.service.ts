import { sql, type SQL } from 'drizzle-orm';
import type { FiltroOtorgada, OtorgadaIn, TipoOtorgada } from '@claustro/domain/calificaciones/otorgada.contract';
import { containsPattern, foldedContains, foldedNameSql, foldedSql } from '../../platform/db/sql.ts';
import type { Actor, ServiceCall } from '../../platform/actor.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { DomainError, type FieldProblem } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { historialQueries } from './historial.queries.ts';
import { all, idRow, only, row } from '../../platform/db/rows.ts';
import { z } from 'zod';
import { otorgada } from '@claustro/domain/calificaciones/otorgada.contract';

const columns = sql`
  o.id, o.tipo, c.estudiante_carrera_id as "estudianteCarreraId", c.asignatura_id as "asignaturaId", a.asig_codigo as "asignaturaCodigo",
  a.asig_descripcion as asignatura, a.asig_creditos as creditos, p.pe_ac_descripcion as periodo, l.ca_li_literal as literal,
  o.institucion_origen as "institucionOrigen", o.asignatura_origen as "asignaturaOrigen", o.nota_origen as "notaOrigen", o.motivo,
  u.usua_nombre as usuario, o.creado_en as "creadoEn",
  case when o.anulada_en is null then null
       else json_build_object('motivo', o.motivo_anulacion, 'usuario', (select usua_nombre from usuario where usuario_id = o.anulada_por), 'en', o.anulada_en) end as anulacion`;
const from = sql`
  from calificacion_otorgada o join calificacion c on c.id = o.calificacion_id
  join asignatura a on a.asignatura_id = c.asignatura_id join periodo_academico p on p.periodo_academico_id = c.periodo_academico_id
  join calificacion_literal l on l.calificacion_literal_id = c.calificacion_literal_id join usuario u on u.usuario_id = o.usuario_id`;

/**
 * Subjects granted without a section — validated (convalidación), exempted (exoneración) or conferred
 * from another career of the institution (colación) — by staff
 * holding the screen of the kind: only a subject of the student's plan, not passed already (nor an
 * equivalent), exempted only where the subject allows it; the grade takes the scale's letter of the kind.
 */
export function otorgadaService(deps: { database: Database }) {
  const db = deps.database.db;
  const h = historialQueries();
  const one = async (tx: Db, id: number) => await only(tx, otorgada, sql`select ${columns} ${from} where o.id = ${id}`);
  /** Grants a subject of the kind (inside the caller's transaction): checked, its grade written, audited. */
  async function otorgar(tx: Db, actor: Actor, input: OtorgadaIn & { tipo: TipoOtorgada }) {
    const [s] = await all(
      tx,
      row({ asignatura: z.string(), exonera: z.boolean(), enPlan: z.boolean(), estudiante: z.boolean(), periodo: z.boolean() }),
      sql`
        select a.asig_codigo || ' ' || a.asig_descripcion as asignatura, a.asig_exonera as exonera,
               exists (select 1 from estudiante_carrera ec join plan_estudio_planes_estudios_detalles d on d.owner_id = ec.plan_estudio_id
                        where ec.estudiante_carrera_id = ${input.estudianteCarreraId} and d.asignatura_id = a.asignatura_id) as "enPlan",
               exists (select 1 from estudiante_carrera where estudiante_carrera_id = ${input.estudianteCarreraId} for update) as estudiante,
               exists (select 1 from periodo_academico where periodo_academico_id = ${input.periodoAcademicoId}) as periodo
          from asignatura a where a.asignatura_id = ${input.asignaturaId}`,
    );
    if (!s?.estudiante) throw new DomainError('not_found');
    const fields: Record<string, FieldProblem> = {};
    if (!s.enPlan) fields.asignaturaId = { problem: 'asignatura_fuera_plan' };
    if (!s.periodo) fields.periodoAcademicoId = { problem: 'periodo_inexistente' };
    if (Object.keys(fields).length) throw new DomainError('validation', {}, fields);
    if (input.tipo === 'exoneracion' && !s.exonera) throw new DomainError('no_exonerable', { asignatura: s.asignatura });
    const record = await h.aprobadasYEnCurso(tx, input.estudianteCarreraId, null);
    const equivalentes = (await h.equivalencias(tx, [input.asignaturaId])).flat();
    if ([input.asignaturaId, ...equivalentes].some((x) => record.aprobadas.includes(x)))
      throw new DomainError('asignatura_aprobada', { asignatura: s.asignatura });
    const flag = { convalidacion: sql`ca_li_convalidada`, exoneracion: sql`ca_li_exonerada`, colacion: sql`ca_li_colacionada` }[input.tipo];
    const [literal] = await all(tx, idRow, sql`select calificacion_literal_id as id from calificacion_literal where estatus and ${flag} order by 1 limit 1`);
    if (!literal) throw new DomainError('sin_literal');
    const [{ id: calificacionId }] = await all(
      tx,
      idRow,
      sql`
        insert into calificacion (estudiante_carrera_id, asignatura_id, periodo_academico_id, nota, calificacion_literal_id, usuario_id)
        values (${input.estudianteCarreraId}, ${input.asignaturaId}, ${input.periodoAcademicoId}, null, ${literal.id}, ${actor.usuarioId}) returning id`,
    );
    const [{ id }] = await all(
      tx,
      idRow,
      sql`
        insert into calificacion_otorgada (calificacion_id, tipo, institucion_origen, asignatura_origen, nota_origen, motivo, usuario_id)
        values (${calificacionId}, ${input.tipo}, ${input.institucionOrigen}, ${input.asignaturaOrigen}, ${input.notaOrigen}, ${input.motivo}, ${actor.usuarioId})
        returning id`,
    );
    await audit(tx, actor, { entidad: `calificacion_otorgada.${input.tipo}`, entidadId: id, accion: 'crear', despues: { ...input, calificacionId } });
    return id;
  }

  /** Annuls a grant of its kind (inside the caller's transaction): its grade leaves the record, the grant is kept with why. */
  async function anularEn(tx: Db, actor: Actor, input: { tipo: TipoOtorgada; id: number; motivo: string }) {
    const [o] = await all(
      tx,
      row({ c: z.number(), anuladaEn: z.string().nullable() }),
      sql`select calificacion_id as c, anulada_en as "anuladaEn" from calificacion_otorgada where id = ${input.id} and tipo = ${input.tipo} for update`,
    );
    if (!o) throw new DomainError('not_found');
    if (o.anuladaEn) throw new DomainError('otorgada_anulada');
    await tx.execute(
      sql`update calificacion_otorgada set motivo_anulacion = ${input.motivo}, anulada_por = ${actor.usuarioId}, anulada_en = now() where id = ${input.id}`,
    );
    await tx.execute(sql`update calificacion set anulada = true where id = ${o.c}`);
    await audit(tx, actor, {
      entidad: `calificacion_otorgada.${input.tipo}`,
      entidadId: input.id,
      accion: 'anular',
      despues: { motivo: input.motivo, calificacionId: o.c },
    });
  }

  const svc = {
    list: async (tipo: TipoOtorgada, estudianteCarreraId: number) =>
      await all(
        db,
        otorgada,
        sql`select ${columns} ${from} where o.tipo = ${tipo} and c.estudiante_carrera_id = ${estudianteCarreraId}
                               order by o.creado_en desc, o.id desc`,
      ),

    /** Grants of a kind looked up by the ids given and a search of the student, subject or origin; newest first, paged. */
    async buscar(tipo: TipoOtorgada, f: FiltroOtorgada) {
      const v = f.value?.trim();
      const by = (col: SQL, value: number | undefined) => (value ? sql`and ${col} = ${value}` : sql``);
      const rows = await all(
        db,
        row({ ...otorgada.shape, total: z.number() }),
        sql`
          select ${columns}, count(*) over ()::int as total ${from}
            join estudiante_carrera ec on ec.estudiante_carrera_id = c.estudiante_carrera_id
            join estudiante e on e.estudiante_id = ec.estudiante_id join persona pe on pe.persona_id = e.persona_id
           where o.tipo = ${tipo} ${by(sql`ec.estudiante_id`, f.estudianteId)} ${by(sql`ec.estudiante_carrera_id`, f.estudianteCarreraId)}
                 ${by(sql`ec.plan_estudio_id`, f.planEstudioId)} ${by(sql`ec.carrera_id`, f.carreraId)} ${by(sql`c.periodo_academico_id`, f.periodoAcademicoId)}
                 ${by(sql`c.id`, f.calificacionId)}
                 ${
                   v
                     ? sql`and (${foldedNameSql(sql`pe.pers_nombres`, sql`pe.pers_apellidos`)} like ${foldedContains(v)} or lower(e.matricula) like ${containsPattern(v.toLowerCase())}
                           or lower(a.asig_codigo) like ${containsPattern(v.toLowerCase())} or ${foldedSql(sql`a.asig_descripcion`)} like ${foldedContains(v)}
                           or ${foldedSql(sql`coalesce(o.institucion_origen, '')`)} like ${foldedContains(v)})`
                     : sql``
                 }
           order by o.creado_en desc, o.id desc
           limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}`,
      );
      return { rows: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 };
    },

    /** Annuls a grant of its kind: its grade leaves the record, the grant and its grade are kept with why. */
    async anular({ actor, input }: ServiceCall<{ tipo: TipoOtorgada; id: number; motivo: string }>) {
      await db.transaction((tx) => anularEn(tx, actor, input));
      return one(db, input.id);
    },

    /**
     * Sets a student career's exemptions given in a period to exactly `asignaturaIds`: those missing are
     * granted, those no longer listed annulled, all with the one reason; all or none.
     */
    async fijarExoneraciones({
      actor,
      input,
    }: ServiceCall<{ estudianteCarreraId: number; periodoAcademicoId: number; asignaturaIds: number[]; motivo: string }>) {
      await db.transaction(async (tx) => {
        const vigentes = await all(
          tx,
          row({ id: z.number(), asignaturaId: z.number() }),
          sql`
            select o.id, c.asignatura_id as "asignaturaId" from calificacion_otorgada o join calificacion c on c.id = o.calificacion_id
             where o.tipo = 'exoneracion' and o.anulada_en is null and c.estudiante_carrera_id = ${input.estudianteCarreraId}
               and c.periodo_academico_id = ${input.periodoAcademicoId}`,
        );
        const quiere = new Set(input.asignaturaIds);
        for (const v of vigentes.filter((x) => !quiere.has(x.asignaturaId))) await anularEn(tx, actor, { tipo: 'exoneracion', id: v.id, motivo: input.motivo });
        for (const asignaturaId of [...quiere].filter((a) => !vigentes.some((v) => v.asignaturaId === a)))
          await otorgar(tx, actor, {
            tipo: 'exoneracion',
            estudianteCarreraId: input.estudianteCarreraId,
            periodoAcademicoId: input.periodoAcademicoId,
            asignaturaId,
            institucionOrigen: null,
            asignaturaOrigen: null,
            notaOrigen: null,
            motivo: input.motivo,
          });
      });
      return svc.buscar('exoneracion', { ...input, page: 1, pageSize: 200 });
    },

    /** The validations of the student admitted from an admission request, in the request's career. */
    porSolicitud: async (solicitudAdmisionId: number) =>
      await all(
        db,
        otorgada,
        sql`select ${columns} ${from}
                               join estudiante_carrera ec on ec.estudiante_carrera_id = c.estudiante_carrera_id
                               join solicitud_admision s on s.estudiante_id = ec.estudiante_id and s.carrera_id = ec.carrera_id
                              where o.tipo = 'convalidacion' and s.solicitud_admision_id = ${solicitudAdmisionId}
                              order by a.asig_codigo`,
      ),

    async create({ actor, input }: ServiceCall<OtorgadaIn & { tipo: TipoOtorgada }>) {
      const id = await db.transaction((tx) => otorgar(tx, actor, input));
      return one(db, id);
    },
  };
  return svc;
}
export type OtorgadaService = ReturnType<typeof otorgadaService>;
