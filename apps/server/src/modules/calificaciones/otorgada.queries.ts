import { sql, type SQL } from 'drizzle-orm';
import { otorgada, type FiltroOtorgada, type OtorgadaIn, type TipoOtorgada } from '@claustro/domain/calificaciones/otorgada.contract';
import type { Db } from '../../platform/db/database.ts';
import { all, first, idRow, only, row } from '../../platform/db/rows.ts';
import { containsPattern, foldedContains, foldedNameSql, foldedSql } from '../../platform/db/sql.ts';
import { z } from 'zod';
import { anotar } from './bitacora.queries.ts';

/* The SQL of subjects granted without a section (validated, exempted, conferred). */

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

/** A grant as lists show it. */
export const otorgadaPorId = (tx: Db, id: number) => only(tx, otorgada, sql`select ${columns} ${from} where o.id = ${id}`);

/** What granting a subject to a student career checks: the subject, whether the plan has it, the career (locked) and the period exist. */
export const contextoOtorgar = (tx: Db, input: Pick<OtorgadaIn, 'estudianteCarreraId' | 'asignaturaId' | 'periodoAcademicoId'>) =>
  first(
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

/** The scale's letter a grant of the kind takes (the first active one marked for it). */
export async function literalDe(tx: Db, tipo: TipoOtorgada) {
  const flag = { convalidacion: sql`ca_li_convalidada`, exoneracion: sql`ca_li_exonerada`, colacion: sql`ca_li_colacionada` }[tipo];
  return (await first(tx, idRow, sql`select calificacion_literal_id as id from calificacion_literal where estatus and ${flag} order by 1 limit 1`))?.id;
}

/** Writes the grant and its grade; answers the grant's id and the grade's. */
export async function insertOtorgada(tx: Db, input: OtorgadaIn & { tipo: TipoOtorgada }, literalId: number, usuarioId: number) {
  const { id: calificacionId } = await only(
    tx,
    idRow,
    sql`
      insert into calificacion (estudiante_carrera_id, asignatura_id, periodo_academico_id, nota, calificacion_literal_id, usuario_id)
      values (${input.estudianteCarreraId}, ${input.asignaturaId}, ${input.periodoAcademicoId}, null, ${literalId}, ${usuarioId}) returning id`,
  );
  await anotar(tx, usuarioId, [
    { calificacionId, accion: 'otorgada', antes: null, despues: { nota: null, calificacionLiteralId: literalId }, motivo: input.motivo },
  ]);
  const { id } = await only(
    tx,
    idRow,
    sql`
      insert into calificacion_otorgada (calificacion_id, tipo, institucion_origen, asignatura_origen, nota_origen, motivo, usuario_id)
      values (${calificacionId}, ${input.tipo}, ${input.institucionOrigen}, ${input.asignaturaOrigen}, ${input.notaOrigen}, ${input.motivo}, ${usuarioId})
      returning id`,
  );
  return { id, calificacionId };
}

/** A grant of the kind, locked: its grade and whether it was annulled. */
export const lockOtorgada = (tx: Db, tipo: TipoOtorgada, id: number) =>
  first(
    tx,
    row({ c: z.number(), anuladaEn: z.string().nullable() }),
    sql`select calificacion_id as c, anulada_en as "anuladaEn" from calificacion_otorgada where id = ${id} and tipo = ${tipo} for update`,
  );

/** Annuls a grant with why and by whom; its grade leaves the record. */
export async function anularOtorgada(tx: Db, a: { id: number; calificacionId: number; motivo: string; usuarioId: number }) {
  await tx.execute(sql`update calificacion_otorgada set motivo_anulacion = ${a.motivo}, anulada_por = ${a.usuarioId}, anulada_en = now() where id = ${a.id}`);
  const antes = await only(
    tx,
    row({ nota: z.number().nullable(), calificacionLiteralId: z.number() }),
    sql`update calificacion set anulada = true where id = ${a.calificacionId} returning nota::float8 as nota, calificacion_literal_id as "calificacionLiteralId"`,
  );
  await anotar(tx, a.usuarioId, [{ calificacionId: a.calificacionId, accion: 'anulada', antes, despues: null, motivo: a.motivo }]);
}

/** A student career's grants of a kind, newest first. */
export const otorgadasDe = (db: Db, tipo: TipoOtorgada, estudianteCarreraId: number) =>
  all(
    db,
    otorgada,
    sql`select ${columns} ${from} where o.tipo = ${tipo} and c.estudiante_carrera_id = ${estudianteCarreraId} order by o.creado_en desc, o.id desc`,
  );

/** Grants of a kind by the ids given and a search of the student, subject or origin; newest first, a page, each row with the total. */
export function buscarOtorgadas(db: Db, tipo: TipoOtorgada, f: FiltroOtorgada) {
  const v = f.value?.trim();
  const by = (col: SQL, value: number | undefined) => (value ? sql`and ${col} = ${value}` : sql``);
  return all(
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
}

/** A student career's standing exemptions given in a period. */
export const exoneracionesVigentes = (tx: Db, estudianteCarreraId: number, periodoAcademicoId: number) =>
  all(
    tx,
    row({ id: z.number(), asignaturaId: z.number() }),
    sql`
      select o.id, c.asignatura_id as "asignaturaId" from calificacion_otorgada o join calificacion c on c.id = o.calificacion_id
       where o.tipo = 'exoneracion' and o.anulada_en is null and c.estudiante_carrera_id = ${estudianteCarreraId}
         and c.periodo_academico_id = ${periodoAcademicoId}`,
  );

/** The validations of the student admitted from an admission request, in the request's career. */
export const convalidacionesDeSolicitud = (db: Db, solicitudAdmisionId: number) =>
  all(
    db,
    otorgada,
    sql`select ${columns} ${from}
          join estudiante_carrera ec on ec.estudiante_carrera_id = c.estudiante_carrera_id
          join solicitud_admision s on s.estudiante_id = ec.estudiante_id and s.carrera_id = ec.carrera_id
         where o.tipo = 'convalidacion' and s.solicitud_admision_id = ${solicitudAdmisionId}
         order by a.asig_codigo`,
  );
