import { sql, type SQL } from 'drizzle-orm';
import { asientoFila, lineaFila, resumenCuenta } from '@claustro/domain/financieros/contabilidad.contract';
import type { OrigenAsiento } from '@claustro/domain/financieros/contabilidad.rules';
import type { Db } from '../../platform/db/database.ts';
import { containsPattern, enDias, foldedContains, foldedSql, intArray } from '../../platform/db/sql.ts';
import { esEfectivo } from './caja.queries.ts';
import { all, first, row, type RowOf } from '../../platform/db/rows.ts';
import { z } from 'zod';

/** One `LineaDiario`, as the query answers it. */
const lineaDiarioRow = row({
  numero: z.string(),
  dia: z.string(),
  origen: z.string(),
  concepto: z.string(),
  sede: z.string(),
  moneda: z.string(),
  codigo: z.string().nullable(),
  cuenta: z.string().nullable(),
  debito: z.string(),
  credito: z.string(),
});

/** One `MovimientoGp`, as the query answers it. */
const movimientoGpRow = row({
  dia: z.string(),
  sede: z.string(),
  dimension: z.string().nullable(),
  moneda: z.string(),
  codigo: z.string().nullable(),
  cuentaGp: z.string().nullable(),
  cuenta: z.string().nullable(),
  debito: z.string(),
  credito: z.string(),
});

/* The SQL of the ledger: what a receipt posts, the entries of annulments and charges, and what the accountant reads. */

/**
 * The accounts an entry falls back on for a currency (`moneda`, an SQL expression): the receivable
 * (pesos for the default currency, dollars for any other) and the suspense account, the lowest code
 * of each that takes entries.
 */
const respaldo = (moneda: SQL) => sql`
  (select c.cuenta_contable_catalogo_id from cuenta_contable_catalogo c join moneda_pago m on m.moneda_pago_id = ${moneda}
    where c.estatus and c.cu_co_acepta_movimientos
      and case when m.mo_pa_default then c.cu_co_cuenta_cobrar_pesos else c.cu_co_cuenta_cobrar_dolares end
    order by c.cu_co_codigo limit 1)`;
const transitoria = sql`
  (select c.cuenta_contable_catalogo_id from cuenta_contable_catalogo c
    where c.estatus and c.cu_co_acepta_movimientos and c.cu_co_cuenta_transitoria order by c.cu_co_codigo limit 1)`;

/** A receipt as the ledger reads it: where and in what it was taken, and each amount with its account. */
const reciboLeidoRow = row({
  sedeId: z.number(),
  monedaPagoId: z.number(),
  fecha: z.string(),
  concepto: z.string(),
  devuelto: z.string(),
  porCobrar: z.number().nullable(),
  transitoria: z.number().nullable(),
  pagos: z.array(row({ cuentaId: z.number().nullable(), monto: z.string(), efectivo: z.boolean() })),
  servicios: z.array(row({ cuentaId: z.number().nullable(), monto: z.string() })),
  cargos: z.array(z.string()),
});
export type ReciboLeido = RowOf<typeof reciboLeidoRow>;

export type NuevoAsiento = {
  origen: OrigenAsiento;
  documentoContableId: number;
  sedeId: number;
  monedaPagoId: number;
  /** The moment as PostgreSQL answered it (the receipt's own). */
  fecha: string;
  concepto: string;
  usuarioId: number;
  lineas: { cuentaContableCatalogoId: number | null; debito: string; credito: string }[];
};

/** Filters of the ledger's screens: a span of days (in the institution's time zone), a campus, a currency. */
export type FiltroLibro = { desde: string; hasta: string; zona: string; sedeId?: number; monedaPagoId?: number };

const entre = (f: FiltroLibro) => sql`${enDias(sql`t.fecha`, f)}
  ${f.sedeId ? sql`and t.sede_id = ${f.sedeId}` : sql``} ${f.monedaPagoId ? sql`and t.moneda_pago_id = ${f.monedaPagoId}` : sql``}`;

const numero = sql`'AS-' || lpad(t.transaccion_contable_id::text, 8, '0')`;

/** The student career the charge aliased `c` is about: its own, or (a sponsor's charge) the sponsored student's. */
export const carreraDelCargo = (c: SQL) => sql`coalesce(${c}.estudiante_carrera_id, (select dp.estudiante_carrera_id from estudiante_descuento_pago dp
                                                                       where dp.estudiante_descuento_pago_id = ${c}.estudiante_descuento_pago_id))`;

/**
 * An entry undone: `original` selects the entry (as `o`), `cabecera` inserts the new entry's header
 * from it; the new entry gets the original's lines, each on the other side.
 */
const revertir = (tx: Db, original: SQL, cabecera: SQL) =>
  tx.execute(sql`
    with o as (${original}),
    t as (${cabecera} returning transaccion_contable_id)
    insert into transaccion_contable_linea (transaccion_contable_id, cuenta_contable_catalogo_id, debito, credito)
    select t.transaccion_contable_id, l.cuenta_contable_catalogo_id, l.credito, l.debito
      from t cross join o join transaccion_contable_linea l on l.transaccion_contable_id = o.transaccion_contable_id
     order by l.id`);

export function contabilidadQueries() {
  return {
    /** A receipt's amounts and accounts, in one statement. */
    recibo: (tx: Db, documentoContableId: number) =>
      first(
        tx,
        reciboLeidoRow,
        sql`
          select k.sede_id as "sedeId", d.moneda_pago_id as "monedaPagoId", d.fecha, d.devuelto::text as devuelto,
                 left('Recibo REC-' || lpad(d.documento_contable_id::text, 8, '0') || coalesce(' · ' || d.ncf, '') || ' · ' || d.nombre_persona, 250) as concepto,
                 ${respaldo(sql`d.moneda_pago_id`)} as "porCobrar", ${transitoria} as transitoria,
                 (select coalesce(json_agg(json_build_object('cuentaId', t.cuenta_contable_catalogo_id, 'monto', f.monto::text, 'efectivo', ${esEfectivo}) order by f.id), '[]')
                    from documento_contable_forma_pago f join tipo_forma_pago t on t.tipo_forma_pago_contable_id = f.tipo_forma_pago_id
                   where f.documento_contable_id = d.documento_contable_id) as pagos,
                 (select coalesce(json_agg(json_build_object('cuentaId', s.cuenta_contable_catalogo_id, 'monto', s.monto::text) order by s.id), '[]')
                    from documento_contable_servicio s where s.documento_contable_id = d.documento_contable_id) as servicios,
                 (select coalesce(json_agg(a.monto::text order by a.id), '[]') from documento_contable_cargo a where a.documento_contable_id = d.documento_contable_id) as cargos
            from documento_contable d join caja_apertura ap on ap.caja_apertura_id = d.caja_apertura_id join caja k on k.caja_id = ap.caja_id
           where d.documento_contable_id = ${documentoContableId}`,
      ),

    /** Writes an entry and its lines in one statement (the database checks at commit that they balance). */
    insertar: (tx: Db, a: NuevoAsiento) =>
      tx.execute(sql`
        with t as (
          insert into transaccion_contable (fecha, origen, documento_contable_id, sede_id, moneda_pago_id, concepto, creado_por)
          values (${a.fecha}, ${a.origen}, ${a.documentoContableId}, ${a.sedeId}, ${a.monedaPagoId}, ${a.concepto}, ${a.usuarioId})
          returning transaccion_contable_id)
        insert into transaccion_contable_linea (transaccion_contable_id, cuenta_contable_catalogo_id, debito, credito)
        select t.transaccion_contable_id, x.cuenta, x.debito, x.credito
          from t cross join json_to_recordset(${JSON.stringify(a.lineas.map((l) => ({ cuenta: l.cuentaContableCatalogoId, debito: l.debito, credito: l.credito })))}::json)
               x(cuenta int, debito numeric, credito numeric)`),

    /** An annulled receipt's entry undone: its lines again, each on the other side, dated when it was annulled. */
    anulacion: (tx: Db, documentoContableId: number, usuarioId: number) =>
      revertir(
        tx,
        sql`select * from transaccion_contable where origen = 'recibo' and documento_contable_id = ${documentoContableId}`,
        sql`insert into transaccion_contable (fecha, origen, documento_contable_id, sede_id, moneda_pago_id, concepto, creado_por)
            select coalesce(d.anulado_en, now()), 'anulacion', o.documento_contable_id, o.sede_id, o.moneda_pago_id,
                   left('Anulación · ' || o.concepto || coalesce(' · ' || d.motivo_anulacion, ''), 250), ${usuarioId}
              from o join documento_contable d on d.documento_contable_id = o.documento_contable_id`,
      ),

    /** An annulled charge's entry undone: its lines again, each on the other side, with the reason; none when it posted nothing. */
    reversoCargo: (tx: Db, cargoEstudianteId: number, usuarioId: number) =>
      revertir(
        tx,
        sql`select * from transaccion_contable where origen = 'cargo' and cargo_estudiante_id = ${cargoEstudianteId}`,
        sql`insert into transaccion_contable (origen, cargo_estudiante_id, sede_id, moneda_pago_id, concepto, creado_por)
            select 'reverso', o.cargo_estudiante_id, o.sede_id, o.moneda_pago_id,
                   left('Anulación · ' || o.concepto || coalesce(' · ' || c.motivo_anulacion, ''), 250), ${usuarioId}
              from o join cargo_estudiante c on c.cargo_estudiante_id = o.cargo_estudiante_id`,
      ),

    /**
     * Charges put on the ledger, set-based: the receivable of the charge's currency debited, the income
     * credited — a late fee to the late-fee service's account, a charge for a service (written by hand,
     * or a continuing-education course's) to that service's, an enrolment fee to the enrolment
     * service's, tuition to its career's account — or the suspense account when there is none. The
     * campus is the student career's, or the course's. A charge fully discounted posts nothing; one
     * already posted is left as it is.
     */
    async cargos(tx: Db, ids: number[], usuarioId: number) {
      if (!ids.length) return;
      const servicio = (marca: SQL) => sql`
        (select d.cuenta_contable_catalogo_id from servicio_contable s
           join servicio_contable_detalles d on d.owner_id = s.servicio_contable_id and d.moneda_pago_id = ce.moneda_pago_id
          where s.estatus and ${marca} and d.cuenta_contable_catalogo_id is not null order by s.servicio_contable_id limit 1)`;
      await tx.execute(sql`
        with c as (
          select ce.cargo_estudiante_id, ce.monto, ce.moneda_pago_id, coalesce(ec.sede_id, cu.sede_id) as sede_id, ce.concepto,
                 coalesce(${respaldo(sql`ce.moneda_pago_id`)}, ${transitoria}) as por_cobrar,
                 coalesce(case when ce.tipo = 'recargo' then ${servicio(sql`s.se_co_recargo_inscripcion`)}
                               when ce.servicio_contable_id is not null
                                 then coalesce((select d.cuenta_contable_catalogo_id from servicio_contable_detalles d
                                                 where d.owner_id = ce.servicio_contable_id and d.moneda_pago_id = ce.moneda_pago_id),
                                               ca.cuenta_contable_catalogo_id)
                               when ce.tipo = 'inscripcion' then ${servicio(sql`s.se_co_es_serv_matriculacion and not s.se_co_readmitido`)}
                               else ca.cuenta_contable_catalogo_id end, ${transitoria}) as ingreso
            from cargo_estudiante ce
            left join estudiante_carrera ec on ec.estudiante_carrera_id = ${carreraDelCargo(sql`ce`)}
            left join carrera ca on ca.carrera_id = ec.carrera_id
            left join ec_solicitud_inscripcion si on si.solicitud_inscripcion_id = ce.solicitud_inscripcion_id
            left join ec_curso cu on cu.curso_id = si.curso_id
           where ce.cargo_estudiante_id = any(${intArray(ids)}) and ce.monto > 0),
        t as (
          insert into transaccion_contable (origen, cargo_estudiante_id, sede_id, moneda_pago_id, concepto, creado_por)
          select 'cargo', cargo_estudiante_id, sede_id, moneda_pago_id, left('Cargo · ' || concepto, 250), ${usuarioId} from c
          on conflict (origen, cargo_estudiante_id) where cargo_estudiante_id is not null do nothing
          returning transaccion_contable_id, cargo_estudiante_id)
        insert into transaccion_contable_linea (transaccion_contable_id, cuenta_contable_catalogo_id, debito, credito)
        select t.transaccion_contable_id, x.cuenta, x.debito, x.credito
          from t join c using (cargo_estudiante_id)
          cross join lateral (values (c.por_cobrar, c.monto, 0::numeric), (c.ingreso, 0::numeric, c.monto)) x(cuenta, debito, credito)`);
    },

    /** Entries of a span, newest first, paged; `value` searches the entry or receipt number, the NCF and the concept. */
    async page(db: Db, f: FiltroLibro & { origen?: OrigenAsiento; value?: string }, page: { page: number; pageSize: number }) {
      const v = f.value?.trim();
      const rows = await all(
        db,
        row({ ...asientoFila.shape, filas: z.number() }),
        sql`
          select t.transaccion_contable_id as "transaccionContableId", ${numero} as numero, t.fecha, t.origen, t.concepto,
                 t.documento_contable_id as "documentoContableId", s.sede_descripcion as sede, m.mo_pa_codigo as moneda,
                 (select coalesce(sum(l.debito), 0)::text from transaccion_contable_linea l where l.transaccion_contable_id = t.transaccion_contable_id) as monto,
                 count(*) over ()::int as filas
            from transaccion_contable t join sede s on s.sede_id = t.sede_id join moneda_pago m on m.moneda_pago_id = t.moneda_pago_id
           where ${entre(f)} ${f.origen ? sql`and t.origen = ${f.origen}` : sql``}
             ${v ? sql`and (${numero} ilike ${containsPattern(v)} or ${foldedSql(sql`t.concepto`)} like ${foldedContains(v)})` : sql``}
           order by t.fecha desc, t.transaccion_contable_id desc
           limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`,
      );
      return { rows: rows.map(({ filas: _f, ...r }) => r), total: rows[0]?.filas ?? 0 };
    },

    /** The lines of some entries, in the order they were written. */
    lineas: async (db: Db, ids: number[]) =>
      ids.length
        ? await all(
            db,
            lineaFila,
            sql`
              select l.transaccion_contable_id as "transaccionContableId", l.cuenta_contable_catalogo_id as "cuentaContableCatalogoId",
                     c.cu_co_codigo as codigo, c.cu_co_descripcion as cuenta, c.cu_co_cuenta_gp as "cuentaGp", l.debito::text as debito, l.credito::text as credito
                from transaccion_contable_linea l left join cuenta_contable_catalogo c on c.cuenta_contable_catalogo_id = l.cuenta_contable_catalogo_id
               where l.transaccion_contable_id = any(${intArray(ids)}) order by l.transaccion_contable_id, l.id`,
          )
        : [],

    /** What each account moved in a span, per currency: debits, credits and the net; no account last. */
    resumen: (db: Db, f: FiltroLibro) =>
      all(
        db,
        resumenCuenta,
        sql`
          select m.mo_pa_codigo as moneda, l.cuenta_contable_catalogo_id as "cuentaContableCatalogoId", c.cu_co_codigo as codigo,
                 c.cu_co_descripcion as cuenta, c.cu_co_cuenta_gp as "cuentaGp", coalesce(c.cu_co_cuenta_transitoria, false) as transitoria,
                 sum(l.debito)::text as debito, sum(l.credito)::text as credito, (sum(l.debito) - sum(l.credito))::text as saldo,
                 count(distinct t.transaccion_contable_id)::int as asientos
            from transaccion_contable t join transaccion_contable_linea l on l.transaccion_contable_id = t.transaccion_contable_id
            join moneda_pago m on m.moneda_pago_id = t.moneda_pago_id
            left join cuenta_contable_catalogo c on c.cuenta_contable_catalogo_id = l.cuenta_contable_catalogo_id
           where ${entre(f)}
           group by m.mo_pa_codigo, l.cuenta_contable_catalogo_id, c.cu_co_codigo, c.cu_co_descripcion, c.cu_co_cuenta_gp, c.cu_co_cuenta_transitoria
           order by m.mo_pa_codigo, c.cu_co_codigo nulls last`,
      ),

    /**
     * The span as Dynamics GP journals: one per day, campus and currency, each account's debits and
     * credits summed, with the GP account of the chart and the campus's GP dimension.
     */
    gp: async (db: Db, f: FiltroLibro) =>
      await all(
        db,
        movimientoGpRow,
        sql`
          select to_char(t.fecha at time zone ${f.zona}, 'YYYYMMDD') as dia, s.sede_iniciales as sede, s.cuenta_contable_gp_dimension as dimension,
                 m.mo_pa_codigo as moneda, c.cu_co_codigo as codigo, c.cu_co_cuenta_gp as "cuentaGp", c.cu_co_descripcion as cuenta,
                 sum(l.debito)::text as debito, sum(l.credito)::text as credito
            from transaccion_contable t join transaccion_contable_linea l on l.transaccion_contable_id = t.transaccion_contable_id
            join sede s on s.sede_id = t.sede_id join moneda_pago m on m.moneda_pago_id = t.moneda_pago_id
            left join cuenta_contable_catalogo c on c.cuenta_contable_catalogo_id = l.cuenta_contable_catalogo_id
           where ${entre(f)}
           group by 1, 2, 3, 4, 5, 6, 7 order by 1, 2, 4, 5 nulls last`,
      ),

    /** Every line of the span's entries, with its entry, for the journal file. */
    diario: async (db: Db, f: FiltroLibro) =>
      await all(
        db,
        lineaDiarioRow,
        sql`
          select ${numero} as numero, to_char(t.fecha at time zone ${f.zona}, 'YYYY-MM-DD') as dia, t.origen, t.concepto, s.sede_iniciales as sede,
                 m.mo_pa_codigo as moneda, c.cu_co_codigo as codigo, c.cu_co_descripcion as cuenta, l.debito::text as debito, l.credito::text as credito
            from transaccion_contable t join transaccion_contable_linea l on l.transaccion_contable_id = t.transaccion_contable_id
            join sede s on s.sede_id = t.sede_id join moneda_pago m on m.moneda_pago_id = t.moneda_pago_id
            left join cuenta_contable_catalogo c on c.cuenta_contable_catalogo_id = l.cuenta_contable_catalogo_id
           where ${entre(f)}
           order by t.fecha, t.transaccion_contable_id, l.id`,
      ),
  };
}
