import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { contabilidadQueries } from './contabilidad.queries.ts';
import { pagado } from './cuenta.queries.ts';
import { all, first, idRow, only, row } from '../../platform/db/rows.ts';
import { z } from 'zod';

/* The SQL of charges written by hand: the service they are priced by, the special subject, the charge and its entry. */

const contabilidad = contabilidadQueries();

export const cargoManualQueries = {
  /** The first active service with a flag (tutoring, selection change), if any, with its price in a currency (null: none in it), and the currency's code. */
  servicio: async (db: Db, marca: 'tutorias' | 'modificacion', monedaPagoId: number) =>
    await only(
      db,
      row({ moneda: z.string(), servicioContableId: z.number().nullable(), descripcion: z.string().nullable(), precio: z.string().nullable() }),
      sql`
        select m.mo_pa_codigo as moneda, s.servicio_contable_id as "servicioContableId", s.se_co_descripcion as descripcion, d.se_co_de_monto::text as precio
          from moneda_pago m
          left join lateral (select * from servicio_contable s where s.estatus and ${marca === 'tutorias' ? sql`s.se_co_serv_tutorias` : sql`s.se_co_pago_modificacion`}
                              order by s.servicio_contable_id limit 1) s on true
          left join servicio_contable_detalles d on d.owner_id = s.servicio_contable_id and d.moneda_pago_id = m.moneda_pago_id
         where m.moneda_pago_id = ${monedaPagoId}`,
    ),

  /** The subjects of a student career's study plan, with their credits in it, term by term. */
  asignaturas: async (db: Db, estudianteCarreraId: number, asignaturaId?: number) =>
    await all(
      db,
      row({ asignaturaId: z.number(), codigo: z.string(), nombre: z.string(), creditos: z.number(), termino: z.number() }),
      sql`
        select a.asignatura_id as "asignaturaId", a.asig_codigo as codigo, a.asig_descripcion as nombre,
               coalesce(d.pl_de_creditos, a.asig_creditos)::int as creditos, d.pl_de_cuatrimestre as termino
          from estudiante_carrera ec join plan_estudio_planes_estudios_detalles d on d.owner_id = ec.plan_estudio_id
          join asignatura a on a.asignatura_id = d.asignatura_id
         where ec.estudiante_carrera_id = ${estudianteCarreraId} ${asignaturaId ? sql`and a.asignatura_id = ${asignaturaId}` : sql``}
         order by d.pl_de_cuatrimestre, a.asig_codigo`,
    ),

  /**
   * A service's price in a currency (the institution's default when none is given: null), with the
   * currency's code; `conPrecios` says whether the service is priced in any currency at all.
   */
  precio: async (db: Db, servicioContableId: number, monedaPagoId: number | null) =>
    await first(
      db,
      row({ monedaPagoId: z.number(), moneda: z.string(), descripcion: z.string(), precio: z.string().nullable(), conPrecios: z.boolean() }),
      sql`
        select m.moneda_pago_id as "monedaPagoId", m.mo_pa_codigo as moneda, s.se_co_descripcion as descripcion, d.se_co_de_monto::text as precio,
               exists (select 1 from servicio_contable_detalles x where x.owner_id = s.servicio_contable_id) as "conPrecios"
          from servicio_contable s
          join moneda_pago m on m.moneda_pago_id = coalesce(${monedaPagoId}::int, (select moneda_pago_id from moneda_pago where mo_pa_default order by 1 limit 1))
          left join servicio_contable_detalles d on d.owner_id = s.servicio_contable_id and d.moneda_pago_id = m.moneda_pago_id
         where s.servicio_contable_id = ${servicioContableId}`,
    ),

  /** The term under way on a day: the last to have started by then; before the first, the first. */
  periodoEnCurso: async (db: Db, hoy: string) =>
    (
      await first(
        db,
        idRow,
        sql`select periodo_academico_id as id from periodo_academico
             order by pe_ac_fecha_inicio > ${hoy}::date, abs(pe_ac_fecha_inicio - ${hoy}::date), periodo_academico_id limit 1`,
      )
    )?.id ?? null,

  /** Writes the charge and posts it to the ledger (the receivable against the service's income account). */
  async escribir(
    tx: Db,
    c: {
      estudianteCarreraId: number;
      periodoAcademicoId: number | null;
      planPagoId: number | null;
      monedaPagoId: number;
      servicioContableId: number;
      concepto: string;
      fechaVence: string;
      monto: string;
      usuarioId: number;
    },
  ) {
    const [{ id }] = await all(
      tx,
      idRow,
      sql`
        insert into cargo_estudiante (estudiante_carrera_id, periodo_academico_id, plan_pago_id, tipo, cuota, concepto, fecha_vence, monto, moneda_pago_id, servicio_contable_id, creado_por)
        values (${c.estudianteCarreraId}, ${c.periodoAcademicoId}, ${c.planPagoId}, 'cargo', 0, ${c.concepto}, ${c.fechaVence}, ${c.monto}, ${c.monedaPagoId}, ${c.servicioContableId}, ${c.usuarioId})
        returning cargo_estudiante_id as id`,
    );
    await contabilidad.cargos(tx, [id], c.usuarioId);
    return id;
  },

  /** A charge locked for annulling it (a payment locks it too), with what standing receipts paid of it. */
  async bloquear(tx: Db, cargoEstudianteId: number) {
    await tx.execute(sql`select 1 from cargo_estudiante where cargo_estudiante_id = ${cargoEstudianteId} for update`);
    return await first(
      tx,
      row({ estudianteCarreraId: z.number().nullable(), tipo: z.string(), estado: z.string(), concepto: z.string(), moneda: z.string(), pagado: z.string() }),
      sql`
        select c.estudiante_carrera_id as "estudianteCarreraId", c.tipo, c.estado, c.concepto, m.mo_pa_codigo as moneda,
               (${pagado} + c.refinanciado)::text as pagado
          from cargo_estudiante c join moneda_pago m on m.moneda_pago_id = c.moneda_pago_id where c.cargo_estudiante_id = ${cargoEstudianteId}`,
    );
  },

  /** Annuls a charge with its reason and reverses its ledger entry. */
  async anular(tx: Db, cargoEstudianteId: number, motivo: string, usuarioId: number) {
    await tx.execute(sql`
      update cargo_estudiante set estado = 'anulado', motivo_anulacion = ${motivo}, anulado_por = ${usuarioId}, anulado_en = now()
       where cargo_estudiante_id = ${cargoEstudianteId}`);
    await contabilidad.reversoCargo(tx, cargoEstudianteId, usuarioId);
  },
};
