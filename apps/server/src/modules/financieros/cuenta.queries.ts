import { sql, type SQL } from 'drizzle-orm';
import type { CargoCalculado } from '@claustro/domain/financieros/cuenta.rules';
import type { Db } from '../../platform/db/database.ts';
import { numeroRecibo } from './cobro.queries.ts';
import { intArray, nameWordsSql, prefixPattern } from '../../platform/db/sql.ts';
import { contabilidadQueries } from './contabilidad.queries.ts';
import { all, countRow, first, idRow, only, row, type RowOf } from '../../platform/db/rows.ts';
import { z } from 'zod';
import { balanceFila, cargo, cuenta, pagoDeCuenta, type RecargoResultado } from '@claustro/domain/financieros/cuenta.contract';

/** One `DescuentoAplicable`, as the query answers it. */
const descuentoAplicableRow = row({
  porcentaje: z.boolean(),
  valor: z.string(),
  afectaInscripcion: z.boolean(),
  afectaMensualidad: z.boolean(),
  descuentoId: z.number().optional(),
  empresaId: z.number().nullable().optional(),
});

/** One `PlanDeCobro`, as the query answers it. */
const planDeCobroRow = row({
  montoTotal: z.string(),
  porCredito: z.boolean(),
  costoCredito: z.string().nullable(),
  creditosMinimo: z.number().nullable(),
  cantidad: z.number(),
  inscripcion: z.string().nullable(),
  reinscripcion: z.string().nullable(),
  detalles: z.array(row({ cuota: z.number(), porcentaje: z.string(), dias: z.number() })),
});

/* The SQL of students' accounts: their plan, charges, what receipts paid of them, balances. */

/** What standing receipts paid of charge `c`: kept on the charge by the database (migration 0080, trigger `cargo_pagado`). */
export const pagado = sql`c.pagado`;

/** Charge `c` is a student career's and still owed (the predicate of the partial index `cargo_estudiante_abierto_idx`, written as it is there). */
export const abierto = sql`c.estado = 'vigente' and c.estudiante_carrera_id is not null and c.monto - c.refinanciado > c.pagado`;

/** What charge `c` asks to be paid: its amount less what a payment agreement took over (its instalments owe that). */
export const porCobrar = sql`(c.monto - c.refinanciado)`;

/** What charges `c` add up to for whoever owns them: charged, paid, still owed, and of it what is past due on `hoy`. */
export const sumasDeSaldo = (hoy: string) => sql`sum(${porCobrar}) as cargado, sum(${pagado}) as pagado, sum(${porCobrar} - ${pagado}) as balance,
  sum(case when c.fecha_vence < ${hoy}::date then ${porCobrar} - ${pagado} else 0.00 end) as vencido`;

/** What a late-fee run wrote in one currency: how many fees, to how many people, and their total. */
const recargosEnMonedaRow = row({
  moneda: z.string(),
  recargos: z.number(),
  estudiantes: z.number(),
  total: z.string(),
});
export type RecargosEnMoneda = RowOf<typeof recargosEnMonedaRow>;

/** Late fees written in one currency, with the ids of the charges (to post them). */
export const recargosConIds = row({ ...recargosEnMonedaRow.shape, ids: z.array(z.number()) });

/**
 * Late fees just written by a set-based insert (per currency, with the ids of the charges written):
 * posted to the ledger in the same transaction, and answered per currency without the ids.
 */
export async function asentarRecargos(tx: Db, filas: RowOf<typeof recargosConIds>[], usuarioId: number): Promise<RecargosEnMoneda[]> {
  await contabilidadQueries().cargos(
    tx,
    filas.flatMap((f) => f.ids),
    usuarioId,
  );
  return filas.map(({ ids: _ids, ...f }) => f);
}

/** A late-fee run as it is answered: per currency what was written, added up (`estudiantes`: the people charged). */
export const resultadoDeRecargos = (fecha: string, prueba: boolean, filas: RecargosEnMoneda[]): RecargoResultado => ({
  fecha,
  recargos: filas.reduce((a, f) => a + f.recargos, 0),
  estudiantes: filas.reduce((a, f) => a + f.estudiantes, 0),
  montos: filas.map((f) => ({ moneda: f.moneda, total: f.total })),
  prueba,
});

export const cargoColumns = (hoy: string) => sql`
  c.cargo_estudiante_id as "cargoEstudianteId", c.periodo_academico_id as "periodoAcademicoId",
  coalesce(p.pe_ac_descripcion, (select cu.cur_titulo from ec_solicitud_inscripcion si join ec_curso cu on cu.curso_id = si.curso_id
                                  where si.solicitud_inscripcion_id = c.solicitud_inscripcion_id)) as periodo, c.tipo, c.cuota,
  c.concepto, to_char(c.fecha_vence, 'YYYY-MM-DD') as "fechaVence", m.mo_pa_codigo as moneda, c.monto::text as monto, c.descuento::text as descuento, c.refinanciado::text as refinanciado, ${pagado}::text as pagado,
  (${porCobrar} - ${pagado})::text as pendiente, (c.fecha_vence < ${hoy}::date and ${porCobrar} > ${pagado}) as vencido`;
/** Charge `c` is owed by the participant of this ID number (one of their requests owes it). */
export const deParticipante = (identificacion: string) =>
  sql`c.solicitud_inscripcion_id in (select solicitud_inscripcion_id from ec_solicitud_inscripcion where so_in_identificacion = ${identificacion})`;

export const cargoFrom = sql`
  from cargo_estudiante c left join periodo_academico p on p.periodo_academico_id = c.periodo_academico_id join moneda_pago m on m.moneda_pago_id = c.moneda_pago_id`;

const carreraDeCuentaRow = row({
  ...cuenta.pick({ estudianteCarreraId: true, estudianteId: true, matricula: true, nombre: true, carrera: true, sede: true }).shape,
  carreraId: z.number(),
  sedeId: z.number(),
  periodoIngresoId: z.number().nullable(),
  usuarioId: z.number().nullable(),
});
export type CarreraDeCuenta = RowOf<typeof carreraDeCuentaRow>;

export function cuentaQueries() {
  // A charge is posted to the ledger in the statement's transaction: writing one writes its entry.
  const contabilidad = contabilidadQueries();
  /** Runs an insert of charges (what already exists left out) and posts those written; answers how many. */
  async function escribirContabilizados(tx: Db, insert: SQL, usuarioId: number) {
    const ids = (await all(tx, idRow, sql`${insert} returning cargo_estudiante_id as id`)).map((r) => r.id);
    await contabilidad.cargos(tx, ids, usuarioId);
    return ids.length;
  }
  /** Standing charges of whoever `deQuien` names (charge `c`), the oldest due first; only those still owed with `soloPendientes`. */
  const vigentes = async (db: Db, deQuien: SQL, hoy: string, soloPendientes: boolean) =>
    await all(
      db,
      cargo,
      sql`
        select ${cargoColumns(hoy)} ${cargoFrom}
         where ${deQuien} and c.estado = 'vigente' ${soloPendientes ? sql`and ${porCobrar} > ${pagado}` : sql``}
         order by c.fecha_vence, c.periodo_academico_id, c.cuota, c.cargo_estudiante_id`,
    );
  return {
    carrera: async (db: Db, estudianteCarreraId: number) =>
      await first(
        db,
        carreraDeCuentaRow,
        sql`
          select ec.estudiante_carrera_id as "estudianteCarreraId", e.estudiante_id as "estudianteId", e.matricula,
                 pe.pers_nombres || ' ' || pe.pers_apellidos as nombre, ca.carr_descripcion as carrera, s.sede_descripcion as sede,
                 ec.carrera_id as "carreraId", ec.sede_id as "sedeId", ec.periodo_ingreso_id as "periodoIngresoId",
                 (select u.usuario_id from usuario u where u.persona_id = e.persona_id limit 1) as "usuarioId"
            from estudiante_carrera ec join estudiante e on e.estudiante_id = ec.estudiante_id join persona pe on pe.persona_id = e.persona_id
            join carrera ca on ca.carrera_id = ec.carrera_id join sede s on s.sede_id = ec.sede_id
           where ec.estudiante_carrera_id = ${estudianteCarreraId}`,
      ),

    /** The careers of the student a user is. */
    carrerasDeUsuario: async (db: Db, usuarioId: number) =>
      (
        await all(
          db,
          idRow,
          sql`
            select ec.estudiante_carrera_id as id from usuario u join estudiante e on e.persona_id = u.persona_id
              join estudiante_carrera ec on ec.estudiante_id = e.estudiante_id where u.usuario_id = ${usuarioId} order by ec.estudiante_carrera_id`,
        )
      ).map((r) => r.id),

    carrerasPorMatricula: async (db: Db, matricula: string) =>
      (
        await all(
          db,
          idRow,
          sql`
            select ec.estudiante_carrera_id as id from estudiante e join estudiante_carrera ec on ec.estudiante_id = e.estudiante_id
             where lower(e.matricula) = lower(${matricula}) order by ec.estudiante_carrera_id`,
        )
      ).map((r) => r.id),

    carrerasDeEstudiante: async (db: Db, estudianteId: number) =>
      (await all(db, idRow, sql`select estudiante_carrera_id as id from estudiante_carrera where estudiante_id = ${estudianteId} order by 1`)).map((r) => r.id),

    /**
     * The plan a student career pays by in a term: the latest change of plan in force for it (from that
     * term or an earlier one; for no term, the latest), else its career's default on its campus, else
     * any of the career there, else the campus's general one.
     */
    async plan(db: Db, c: { carreraId: number; sedeId: number; estudianteId: number; periodoAcademicoId?: number }) {
      const cambio = sql`(select cp.plan_pago_id from estudiante_cambio_plan_pago cp join periodo_academico desde on desde.periodo_academico_id = cp.periodo_academico_id
                           where cp.estudiante_id = ${c.estudianteId} and cp.carrera_id = ${c.carreraId} and cp.sede_id = ${c.sedeId}
                             ${
                               c.periodoAcademicoId
                                 ? sql`and desde.pe_ac_fecha_inicio <= (select pe_ac_fecha_inicio from periodo_academico where periodo_academico_id = ${c.periodoAcademicoId})`
                                 : sql``
                             }
                           order by desde.pe_ac_fecha_inicio desc, cp.estudiante_cambio_plan_pago_id desc limit 1)`;
      const [p] = await all(
        db,
        row({ ...planDeCobroRow.omit({ detalles: true }).shape, planPagoId: z.number(), descripcion: z.string(), monedaPagoId: z.number() }),
        sql`
          select plan_pago_id as "planPagoId", pl_pa_descripcion as descripcion, moneda_pago_id as "monedaPagoId",
                 pl_pa_monto_total::text as "montoTotal", pl_pa_por_credito as "porCredito", pl_pa_costo_credito::text as "costoCredito",
                 pl_pa_creditos_minimo as "creditosMinimo", pl_pa_cantidad_pago as cantidad, pl_pa_monto_inscripcion::text as inscripcion,
                 pl_pa_monto_reinscripcion::text as reinscripcion
            from plan_pago where estatus and sede_id = ${c.sedeId} and (carrera_id = ${c.carreraId} or carrera_id is null)
           order by (plan_pago_id = ${cambio}) is true desc, (carrera_id is null), pl_pa_default desc, plan_pago_id limit 1`,
      );
      if (!p) return undefined;
      const detalles = await all(
        db,
        planDeCobroRow.shape.detalles.element,
        sql`
          select pl_pa_de_cuota as cuota, pl_pa_de_porcentaje::text as porcentaje, pl_pa_de_dias as dias from plan_pago_detalles where owner_id = ${p.planPagoId}`,
      );
      return { ...p, detalles };
    },

    periodo: async (db: Db, periodoAcademicoId: number) =>
      await first(
        db,
        row({ descripcion: z.string(), inicio: z.string() }),
        sql`
          select pe_ac_descripcion as descripcion, to_char(pe_ac_fecha_inicio, 'YYYY-MM-DD') as inicio from periodo_academico where periodo_academico_id = ${periodoAcademicoId}`,
      ),

    /**
     * The discounts and scholarships in force for a student career in a term: active, from this term
     * (or, permanent, from an earlier one), not expired before the term starts; a sponsorship with
     * the company that pays it.
     */
    descuentosEnVigor: async (db: Db, estudianteCarreraId: number, periodoAcademicoId: number) =>
      await all(
        db,
        descuentoAplicableRow,
        sql`
          select d.de_pa_porcentaje as porcentaje, d.de_pa_porcentaje_monto::text as valor,
                 d.de_pa_afecta_inscripcion as "afectaInscripcion", d.de_pa_afecta_mensualidad as "afectaMensualidad",
                 d.estudiante_descuento_pago_id as "descuentoId", case when td.ti_de_patrocinio then d.empresa_id end as "empresaId"
            from estudiante_descuento_pago d join periodo_academico desde on desde.periodo_academico_id = d.periodo_academico_id
            join tipo_descuento td on td.tipo_descuento_id = d.tipo_descuento_id
            join periodo_academico p on p.periodo_academico_id = ${periodoAcademicoId}
           where d.estudiante_carrera_id = ${estudianteCarreraId} and d.estatus
             and (d.periodo_academico_id = p.periodo_academico_id or (d.de_pa_permanente and desde.pe_ac_fecha_inicio <= p.pe_ac_fecha_inicio))
             and (not d.vence or d.fecha_vencimiento >= p.pe_ac_fecha_inicio)`,
      ),

    /** Credits a student career has registered in a term. */
    creditos: async (db: Db, estudianteCarreraId: number, periodoAcademicoId: number) =>
      (
        await only(
          db,
          countRow,
          sql`
            select coalesce(sum(a.asig_creditos), 0)::int as n from seleccion s join asignatura a on a.asignatura_id = s.asignatura_id
             where s.estudiante_carrera_id = ${estudianteCarreraId} and s.periodo_academico_id = ${periodoAcademicoId} and s.estado = 'inscrita'`,
        )
      ).n,

    /** Writes a term's charges, posted to the ledger; a fee or instalment already there stays as it is. Answers how many were written. */
    async escribir(
      tx: Db,
      o: { estudianteCarreraId: number; periodoAcademicoId: number; planPagoId: number; monedaPagoId: number; usuarioId: number },
      cargos: (CargoCalculado & { concepto: string })[],
    ) {
      if (!cargos.length) return 0;
      return escribirContabilizados(
        tx,
        sql`
          insert into cargo_estudiante (estudiante_carrera_id, periodo_academico_id, plan_pago_id, tipo, cuota, concepto, fecha_vence, monto, descuento, moneda_pago_id, creado_por)
          values ${sql.join(
            cargos.map(
              (c) =>
                sql`(${o.estudianteCarreraId}, ${o.periodoAcademicoId}, ${o.planPagoId}, ${c.tipo}, ${c.cuota}, ${c.concepto}, ${c.vence}, ${c.monto}, ${c.descuento}, ${o.monedaPagoId}, ${o.usuarioId})`,
            ),
            sql`, `,
          )}
          on conflict (estudiante_carrera_id, periodo_academico_id, tipo, cuota) where estado = 'vigente' and tipo in ('inscripcion', 'cuota', 'recargo') do nothing`,
        o.usuarioId,
      );
    },

    /**
     * Writes what sponsors owe for a student's term (see `patrociniosDelPeriodo`), posted to the
     * ledger; a sponsorship's charge for the term already there stays as it is.
     */
    async escribirPatrocinios(
      tx: Db,
      o: { periodoAcademicoId: number; monedaPagoId: number; usuarioId: number; concepto: string },
      patrocinios: { descuentoId: number; empresaId: number; monto: string; vence: string }[],
    ) {
      if (!patrocinios.length) return 0;
      return escribirContabilizados(
        tx,
        sql`
          insert into cargo_estudiante (empresa_id, estudiante_descuento_pago_id, periodo_academico_id, tipo, cuota, concepto, fecha_vence, monto, moneda_pago_id, creado_por)
          values ${sql.join(
            patrocinios.map(
              (p) =>
                sql`(${p.empresaId}, ${p.descuentoId}, ${o.periodoAcademicoId}, 'patrocinio', 0, ${o.concepto}, ${p.vence}, ${p.monto}, ${o.monedaPagoId}, ${o.usuarioId})`,
            ),
            sql`, `,
          )}
          on conflict (estudiante_descuento_pago_id, periodo_academico_id) where estado = 'vigente' and tipo = 'patrocinio' do nothing`,
        o.usuarioId,
      );
    },

    /** A sponsor's charges (what its sponsorships took off students' terms), the oldest due first. */
    cargosDeEmpresa: (db: Db, empresaId: number, hoy: string, soloPendientes = false) => vigentes(db, sql`c.empresa_id = ${empresaId}`, hoy, soloPendientes),
    /** A continuing-education participant's charges: those of every request made with their ID or passport number. */
    cargosDeParticipante: (db: Db, identificacion: string, hoy: string, soloPendientes = false) =>
      vigentes(db, deParticipante(identificacion), hoy, soloPendientes),

    /** Student careers' charges, the oldest due first. */
    cargos: async (db: Db, estudianteCarreraIds: number[], hoy: string, soloPendientes = false) =>
      estudianteCarreraIds.length ? vigentes(db, sql`c.estudiante_carrera_id = any(${intArray(estudianteCarreraIds)})`, hoy, soloPendientes) : [],

    /** A career's and a campus's names (for a message that names them). */
    nombresCarreraSede: async (db: Db, carreraId: number, sedeId: number) =>
      await only(
        db,
        row({ carrera: z.string(), sede: z.string() }),
        sql`select coalesce((select carr_descripcion from carrera where carrera_id = ${carreraId}), '') as carrera,
                                    coalesce((select sede_descripcion from sede where sede_id = ${sedeId}), '') as sede`,
      ),

    /** A payment agreement's instalments, in order. */
    plazos: async (db: Db, acuerdoPagoId: number, hoy: string) =>
      await all(
        db,
        cargo,
        sql`
          select ${cargoColumns(hoy)} ${cargoFrom}
           where c.acuerdo_pago_id = ${acuerdoPagoId} and c.tipo = 'acuerdo'
           order by c.cuota`,
      ),

    /** The receipts that paid something of a student career's charges (a sponsor's, a participant's), newest first. */
    pagos: async (db: Db, de: { estudianteCarreraId: number } | { empresaId: number } | { identificacion: string }) =>
      await all(
        db,
        pagoDeCuenta,
        sql`
          select d.documento_contable_id as "documentoContableId", ${numeroRecibo} as numero, d.fecha, d.ncf,
                 m.mo_pa_codigo as moneda, d.total::text as total, sum(a.monto)::text as aplicado, d.estado,
                 (select string_agg(t.ti_fp_descripcion, ' · ' order by f.id) from documento_contable_forma_pago f
                    join tipo_forma_pago t on t.tipo_forma_pago_contable_id = f.tipo_forma_pago_id where f.documento_contable_id = d.documento_contable_id) as "formasPago"
            from documento_contable_cargo a join cargo_estudiante c on c.cargo_estudiante_id = a.cargo_estudiante_id
            join documento_contable d on d.documento_contable_id = a.documento_contable_id join moneda_pago m on m.moneda_pago_id = d.moneda_pago_id
           where ${
             'empresaId' in de
               ? sql`c.empresa_id = ${de.empresaId}`
               : 'identificacion' in de
                 ? deParticipante(de.identificacion)
                 : sql`c.estudiante_carrera_id = ${de.estudianteCarreraId}`
           }
           group by d.documento_contable_id, m.mo_pa_codigo order by d.fecha desc`,
      ),

    /**
     * Charges being paid, locked for the payment: what is left of each, and whose they are (a
     * student's, or a sponsor's). The lock is taken first and what is left read after it, by a statement of its own: a
     * payment that held the lock before has committed by then, and a new statement sees what it paid.
     */
    async bloquear(tx: Db, ids: number[]) {
      const lista = intArray(ids);
      await tx.execute(sql`select 1 from cargo_estudiante where cargo_estudiante_id = any(${lista}) order by cargo_estudiante_id for update`);
      return await all(
        tx,
        row({
          cargoEstudianteId: z.number(),
          concepto: z.string(),
          monedaPagoId: z.number(),
          estudianteId: z.number().nullable(),
          empresaId: z.number().nullable(),
          identificacion: z.string().nullable(),
          estado: z.string(),
          pendiente: z.string(),
        }),
        sql`
          select c.cargo_estudiante_id as "cargoEstudianteId", c.concepto, c.moneda_pago_id as "monedaPagoId", ec.estudiante_id as "estudianteId",
                 c.empresa_id as "empresaId", si.so_in_identificacion as identificacion, c.estado, (${porCobrar} - ${pagado})::text as pendiente
            from cargo_estudiante c left join estudiante_carrera ec on ec.estudiante_carrera_id = c.estudiante_carrera_id
            left join ec_solicitud_inscripcion si on si.solicitud_inscripcion_id = c.solicitud_inscripcion_id
           where c.cargo_estudiante_id = any(${lista})`,
      );
    },

    abonar: (tx: Db, documentoContableId: number, abonos: { cargoEstudianteId: number; monto: string }[]) =>
      tx.execute(sql`
        insert into documento_contable_cargo (documento_contable_id, cargo_estudiante_id, monto)
        values ${sql.join(
          abonos.map((a) => sql`(${documentoContableId}, ${a.cargoEstudianteId}, ${a.monto})`),
          sql`, `,
        )}`),

    /**
     * Late fees of a term as of a day, set-based: each instalment still owed past its term's late-fee
     * date for its number (or, with none, past its due date) takes its plan's late fee — an amount, or
     * a percentage of the instalment rounded to the cent — once (a rerun finds them written), and
     * posted to the ledger.
     */
    async recargar(tx: Db, o: { periodoAcademicoId: number; fecha: string; usuarioId: number }) {
      const filas = await all(
        tx,
        recargosConIds,
        sql`
          with aplicables as (
            select c.estudiante_carrera_id, c.periodo_academico_id, c.plan_pago_id, c.cuota, c.moneda_pago_id, c.concepto,
                   case when p.pl_pa_calcula_recargo_porciento then round(c.monto * p.pl_pa_monto_recargo_cuota / 100, 2) else p.pl_pa_monto_recargo_cuota end as monto
              from cargo_estudiante c join plan_pago p on p.plan_pago_id = c.plan_pago_id
             where c.periodo_academico_id = ${o.periodoAcademicoId} and c.tipo = 'cuota' and c.estado = 'vigente'
               and coalesce(p.pl_pa_monto_recargo_cuota, 0) > 0
               and ${o.fecha}::date > coalesce((select min(f.fe_re_fecha) from fecha_recargo f
                                                 where f.periodo_academico_id = c.periodo_academico_id and f.fe_re_cuota = c.cuota and f.estatus), c.fecha_vence)
               and ${porCobrar} > ${pagado}
          ), escritos as (
            insert into cargo_estudiante (estudiante_carrera_id, periodo_academico_id, plan_pago_id, tipo, cuota, concepto, fecha_vence, monto, moneda_pago_id, creado_por)
            select estudiante_carrera_id, periodo_academico_id, plan_pago_id, 'recargo', cuota, 'Recargo · ' || concepto, ${o.fecha}::date, monto, moneda_pago_id, ${o.usuarioId}
              from aplicables where monto > 0
            on conflict (estudiante_carrera_id, periodo_academico_id, tipo, cuota) where estado = 'vigente' and tipo in ('inscripcion', 'cuota', 'recargo') do nothing
            returning cargo_estudiante_id, estudiante_carrera_id, moneda_pago_id, monto
          )
          select m.mo_pa_codigo as moneda, count(*)::int as recargos, count(distinct e.estudiante_carrera_id)::int as estudiantes, sum(e.monto)::text as total,
                 array_agg(e.cargo_estudiante_id) as ids
            from escritos e join moneda_pago m on m.moneda_pago_id = e.moneda_pago_id group by m.mo_pa_codigo order by 1`,
      );
      return asentarRecargos(tx, filas, o.usuarioId);
    },

    /** What a student career owes past due on a day, and in what currency (none: nothing). */
    vencido: async (db: Db, estudianteCarreraId: number, hoy: string) =>
      await first(
        db,
        row({ estudianteId: z.number(), moneda: z.string(), vencido: z.string() }),
        sql`
          select x.estudiante_id as "estudianteId", m.mo_pa_codigo as moneda, x.vencido::text as vencido
            from (select ec.estudiante_id, c.moneda_pago_id, sum(${porCobrar} - ${pagado}) as vencido
                    from cargo_estudiante c join estudiante_carrera ec on ec.estudiante_carrera_id = c.estudiante_carrera_id
                   where c.estudiante_carrera_id = ${estudianteCarreraId} and c.estado = 'vigente' and c.fecha_vence < ${hoy}::date
                   group by 1, 2) x join moneda_pago m on m.moneda_pago_id = x.moneda_pago_id
           where x.vencido > 0 order by x.vencido desc limit 1`,
      ),

    /**
     * Whether registration should write a term's charges for a student career: it has none for the
     * term yet and its campus has a plan for it (one statement: registration asks on every section).
     */
    necesitaCargos: async (db: Db, estudianteCarreraId: number, periodoAcademicoId: number) =>
      (
        await only(
          db,
          row({ necesita: z.boolean() }),
          sql`
            select not exists (select 1 from cargo_estudiante where estudiante_carrera_id = ${estudianteCarreraId}
                                 and periodo_academico_id = ${periodoAcademicoId} and estado = 'vigente')
               and exists (select 1 from estudiante_carrera ec join plan_pago p on p.sede_id = ec.sede_id and p.estatus
                                                                            and (p.carrera_id = ec.carrera_id or p.carrera_id is null)
                            where ec.estudiante_carrera_id = ${estudianteCarreraId}) as necesita`,
        )
      ).necesita,

    async balances(
      db: Db,
      f: { value?: string; sedeId?: number; carreraId?: number; soloVencidos?: boolean; hoy: string },
      page: { page: number; pageSize: number },
    ) {
      const v = f.value?.trim();
      const quienes = [
        f.sedeId ? sql`ec.sede_id = ${f.sedeId}` : null,
        f.carreraId ? sql`ec.carrera_id = ${f.carreraId}` : null,
        // A matrícula by its start, a name by its words: each its own index (an OR of the two would read every person).
        v ? (/^[\d-]+$/.test(v) ? sql`lower(e.matricula) like ${prefixPattern(v.toLowerCase())}` : nameWordsSql(sql`pe.pers_nombre_busqueda`, v)) : null,
      ].filter((x) => x !== null);
      // Only charges still owed (the partial index `cargo_estudiante_abierto_idx` holds them with what
      // their balance is made of); each student career's sums, ordered and cut to the page before
      // anything is joined to them, so a page reads 20 students, not every one with a balance.
      const rows = await all(
        db,
        row({ ...balanceFila.shape, filas: z.number() }),
        sql`
          with saldo as (
            select c.estudiante_carrera_id, c.moneda_pago_id, sum(${porCobrar} - ${pagado}) as balance,
                   sum(case when c.fecha_vence < ${f.hoy}::date then ${porCobrar} - ${pagado} else 0 end) as vencido,
                   min(case when c.fecha_vence >= ${f.hoy}::date then c.fecha_vence end) as proximo
              from cargo_estudiante c
             where ${abierto}
               ${
                 quienes.length
                   ? sql`and c.estudiante_carrera_id in (select ec.estudiante_carrera_id from estudiante_carrera ec join estudiante e on e.estudiante_id = ec.estudiante_id
                                                          join persona pe on pe.persona_id = e.persona_id where ${sql.join(quienes, sql` and `)})`
                   : sql``
               }
             group by 1, 2
             ${f.soloVencidos ? sql`having sum(case when c.fecha_vence < ${f.hoy}::date then 1 else 0 end) > 0` : sql``}
          ),
          pagina as (
            select x.*, count(*) over () as filas from saldo x
             order by x.vencido desc, x.balance desc, x.estudiante_carrera_id
             limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}
          )
          select ec.estudiante_carrera_id as "estudianteCarreraId", e.matricula, pe.pers_nombres || ' ' || pe.pers_apellidos as nombre,
                 ca.carr_descripcion as carrera, s.sede_descripcion as sede, m.mo_pa_codigo as moneda, x.balance::text as balance, x.vencido::text as vencido,
                 to_char(x.proximo, 'YYYY-MM-DD') as "proximoVence", x.filas::int as filas
            from pagina x join estudiante_carrera ec on ec.estudiante_carrera_id = x.estudiante_carrera_id
            join estudiante e on e.estudiante_id = ec.estudiante_id join persona pe on pe.persona_id = e.persona_id
            join carrera ca on ca.carrera_id = ec.carrera_id join sede s on s.sede_id = ec.sede_id join moneda_pago m on m.moneda_pago_id = x.moneda_pago_id
           order by x.vencido desc, x.balance desc, x.estudiante_carrera_id`,
      );
      return { rows: rows.map(({ filas: _f, ...r }) => r), total: rows[0]?.filas ?? 0 };
    },
  };
}
