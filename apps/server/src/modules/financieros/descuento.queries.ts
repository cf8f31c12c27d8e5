import { sql, type SQL } from 'drizzle-orm';
import type { DescuentoIn } from '@claustro/domain/financieros/descuento.contract';
import type { Db } from '../../platform/db/database.ts';
import { containsPattern, foldedContains } from '../../platform/db/sql.ts';
import { all, first, idRow, only, row } from '../../platform/db/rows.ts';
import { z } from 'zod';
import { descuento } from '@claustro/domain/financieros/descuento.contract';

/* The SQL of students' discounts and scholarships. */

const columns = sql`
  d.estudiante_descuento_pago_id as "estudianteDescuentoPagoId", d.estudiante_carrera_id as "estudianteCarreraId", e.matricula,
  d.solicitud_admision_id as "solicitudAdmisionId", sa.codigo as solicitud,
  coalesce(pe.pers_nombres || ' ' || pe.pers_apellidos, sa.nombres || ' ' || sa.apellidos) as nombre,
  coalesce(ca.carr_descripcion, cs.carr_descripcion) as carrera,
  d.periodo_academico_id as "periodoAcademicoId", pa.pe_ac_descripcion as periodo, d.moneda_pago_id as "monedaPagoId",
  d.tipo_descuento_id as "tipoDescuentoId", td.ti_de_descripcion as tipo, td.ti_de_beca as beca, td.ti_de_patrocinio as patrocinio,
  d.descuento_justificacion_id as "descuentoJustificacionId", dj.de_ju_descripcion as justificacion,
  d.de_pa_porcentaje as "dePaPorcentaje", d.de_pa_porcentaje_monto::text as "dePaPorcentaje_Monto", d.de_pa_permanente as "dePaPermanente",
  d.de_pa_afecta_inscripcion as "dePaAfecta_Inscripcion", d.de_pa_afecta_mensualidad as "dePaAfecta_Mensualidad",
  d.de_pa_afecta_servicios as "dePaAfectaServicios", d.de_pa_afecta_servicios_inscripcion as "dePaAfectaServiciosInscripcion",
  d.empresa_id as "empresaId", r.nombre as empresa, d.vence, to_char(d.fecha_vencimiento, 'YYYY-MM-DD') as "fechaVencimiento", d.estatus,
  u.usua_nombre as usuario, d.creado_en as "creadoEn"`;
const from = sql`
  from estudiante_descuento_pago d
  left join estudiante_carrera ec on ec.estudiante_carrera_id = d.estudiante_carrera_id left join estudiante e on e.estudiante_id = ec.estudiante_id
  left join persona pe on pe.persona_id = e.persona_id left join carrera ca on ca.carrera_id = ec.carrera_id
  left join solicitud_admision sa on sa.solicitud_admision_id = d.solicitud_admision_id left join carrera cs on cs.carrera_id = sa.carrera_id
  join periodo_academico pa on pa.periodo_academico_id = d.periodo_academico_id join tipo_descuento td on td.tipo_descuento_id = d.tipo_descuento_id
  left join descuento_justificacion dj on dj.descuento_justificacion_id = d.descuento_justificacion_id
  left join dgii_rnc r on r.id = d.empresa_id join usuario u on u.usuario_id = d.usuario_id`;

const valores = (d: DescuentoIn) => [
  d.estudianteCarreraId,
  d.solicitudAdmisionId,
  d.periodoAcademicoId,
  d.monedaPagoId,
  d.tipoDescuentoId,
  d.descuentoJustificacionId,
  d.dePaPorcentaje,
  d.dePaPorcentaje_Monto,
  d.dePaPermanente,
  d.dePaAfecta_Inscripcion,
  d.dePaAfecta_Mensualidad,
  d.dePaAfectaServicios,
  d.dePaAfectaServiciosInscripcion,
  d.empresaId,
  d.vence,
  d.fechaVencimiento,
  d.estatus,
];
const nombres = sql`estudiante_carrera_id, solicitud_admision_id, periodo_academico_id, moneda_pago_id, tipo_descuento_id, descuento_justificacion_id,
  de_pa_porcentaje, de_pa_porcentaje_monto, de_pa_permanente, de_pa_afecta_inscripcion, de_pa_afecta_mensualidad, de_pa_afecta_servicios,
  de_pa_afecta_servicios_inscripcion, empresa_id, vence, fecha_vencimiento, estatus`;

export function descuentoQueries() {
  return {
    one: async (db: Db, id: number) => await first(db, descuento, sql`select ${columns} ${from} where d.estudiante_descuento_pago_id = ${id}`),

    insertar: async (tx: Db, d: DescuentoIn, usuarioId: number) =>
      (
        await only(
          tx,
          idRow,
          sql`
            insert into estudiante_descuento_pago (${nombres}, usuario_id)
            values (${sql.join(
              valores(d).map((v) => sql`${v}`),
              sql`, `,
            )}, ${usuarioId}) returning estudiante_descuento_pago_id as id`,
        )
      ).id,

    actualizar: (tx: Db, id: number, d: DescuentoIn, usuarioId: number) =>
      tx.execute(sql`
        update estudiante_descuento_pago set (${nombres}, usuario_id) = (${sql.join(
          valores(d).map((v) => sql`${v}`),
          sql`, `,
        )}, ${usuarioId}) where estudiante_descuento_pago_id = ${id}`),

    async page(db: Db, f: { matricula?: string; solicitud?: string; nombres?: string; soloBecas?: boolean }, page: { page: number; pageSize: number }) {
      const where: SQL[] = [sql`true`];
      if (f.matricula) where.push(sql`replace(e.matricula, '-', '') ilike ${containsPattern(f.matricula.replace(/-/g, ''))}`);
      if (f.solicitud) where.push(sql`sa.codigo ilike ${containsPattern(f.solicitud)}`);
      if (f.nombres) where.push(sql`coalesce(pe.pers_nombre_busqueda, sa.nombre_busqueda) like ${foldedContains(f.nombres)}`);
      if (f.soloBecas) where.push(sql`td.ti_de_beca`);
      const rows = await all(
        db,
        row({ ...descuento.shape, filas: z.number() }),
        sql`
          select ${columns}, count(*) over ()::int as filas ${from} where ${sql.join(where, sql` and `)}
           order by d.creado_en desc, d.estudiante_descuento_pago_id desc
           limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`,
      );
      return { rows: rows.map(({ filas: _f, ...r }) => r), total: rows[0]?.filas ?? 0 };
    },

    existen: async (db: Db, d: DescuentoIn) =>
      await only(
        db,
        row({ ok: z.boolean() }),
        sql`
          select (${d.estudianteCarreraId}::int is null or exists (select 1 from estudiante_carrera where estudiante_carrera_id = ${d.estudianteCarreraId}))
             and (${d.solicitudAdmisionId}::int is null or exists (select 1 from solicitud_admision where solicitud_admision_id = ${d.solicitudAdmisionId})) as ok`,
      ),
  };
}
