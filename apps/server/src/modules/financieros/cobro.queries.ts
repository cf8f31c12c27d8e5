import { sql, type SQL } from 'drizzle-orm';
import {
  candidatoPagador,
  pagador,
  recibo as reciboRow,
  reciboCompleto,
  servicioACobrar,
  type Pagador,
  type ReciboCompleto,
  type TipoPagador,
} from '@claustro/domain/financieros/cobro.contract';
import type { Db } from '../../platform/db/database.ts';
import { containsPattern, enDias, foldedContains, foldedSql, intArray, nameWordsSql, prefixPattern } from '../../platform/db/sql.ts';
import { esEfectivo } from './caja.queries.ts';
import { all, exists, first, idRow, only, row, type RowOf } from '../../platform/db/rows.ts';
import { z } from 'zod';

/* The SQL of collections: payers, prices, payment methods, fiscal numbers, receipts. */

/** A receipt's number as people read it (`REC-00001234`), of the receipt aliased `d`. */
export const numeroRecibo = sql`('REC-' || lpad(d.documento_contable_id::text, 8, '0'))`;

/** A cheque (or the like) the closing takes to the bank. */
export const chequeADepositarRow = row({
  moneda: z.string(),
  formaPago: z.string(),
  referencia: z.string().nullable(),
  banco: z.string().nullable(),
  monto: z.string(),
  recibo: z.string(),
});
export type ChequeADepositar = RowOf<typeof chequeADepositarRow>;

const reciboColumns = sql`
  d.documento_contable_id as "documentoContableId", ${numeroRecibo} as numero, d.fecha,
  d.caja_apertura_id as "cajaAperturaId", k.caja_descripcion as caja, s.sede_descripcion as sede,
  (select p.pers_nombres || ' ' || p.pers_apellidos from usuario u join persona p on p.persona_id = u.persona_id where u.usuario_id = d.creado_por) as cajero,
  d.pagador, d.codigo_persona as "codigoPersona", d.nombre_persona as "nombrePersona", mp.mo_pa_codigo as moneda,
  tn.ti_nc_descripcion as "tipoNcf", d.ncf, d.ncf_vence as "ncfVence", d.motivo_sin_ncf as "motivoSinNcf", d.rnc, d.rnc_nombre as "rncNombre",
  d.total::text as total, d.recibido::text as recibido, d.devuelto::text as devuelto, d.comentario, d.estado,
  d.motivo_anulacion as "motivoAnulacion", d.anulado_en as "anuladoEn", d.reimpresiones, a.cerrada as "cajaCerrada"`;
const reciboFrom = sql`
  from documento_contable d join caja_apertura a on a.caja_apertura_id = d.caja_apertura_id join caja k on k.caja_id = a.caja_id
  join sede s on s.sede_id = k.sede_id join moneda_pago mp on mp.moneda_pago_id = d.moneda_pago_id
  left join tipo_ncf tn on tn.tipo_ncf_id = d.tipo_ncf_id`;

const precioServicioRow = row({
  servicioContableId: z.number(),
  descripcion: z.string(),
  precio: z.string().nullable(),
  cuentaContableCatalogoId: z.number().nullable(),
});
export type PrecioServicio = RowOf<typeof precioServicioRow>;
const formaPagoTipoRow = row({
  id: z.number(),
  descripcion: z.string(),
  validarReferencia: z.boolean(),
  seleccionable: z.boolean(),
  efectivo: z.boolean(),
});
export type FormaPagoTipo = RowOf<typeof formaPagoTipoRow>;
const ncfTomadoRow = row({
  ncfid: z.number(),
  prefijo: z.string(),
  secuencia: z.number(),
  vence: z.string(),
});
export type NcfTomado = RowOf<typeof ncfTomadoRow>;
export type NuevoRecibo = {
  cajaAperturaId: number;
  pagador: TipoPagador;
  codigoPersona: string | null;
  nombrePersona: string;
  estudianteId: number | null;
  monedaPagoId: number;
  tipoNcfId: number | null;
  ncf: { ncfid: number; numero: string; vence: string } | null;
  rnc: string | null;
  rncNombre: string | null;
  total: string;
  recibido: string;
  devuelto: string;
  comentario: string | null;
  /** None: a receipt with its fiscal number. */
  motivoSinNcf?: string | null;
  clave: string;
  usuarioId: number;
  servicios: {
    servicioContableId: number;
    descripcion: string;
    cantidad: number;
    precio: string;
    descuento: string;
    monto: string;
    cuentaContableCatalogoId: number | null;
  }[];
  formasPago: { tipoFormaPagoId: number; monto: string; referencia: string | null; bancoId: number | null; tipoTarjetaCreditoId: number | null }[];
};

/** A receipt as lists and headers show it. */
const recibo = async (db: Db, documentoContableId: number) =>
  await first(db, reciboRow, sql`select ${reciboColumns} ${reciboFrom} where d.documento_contable_id = ${documentoContableId}`);

/**
 * The ID number of the continuing-education participant a request's code (EC-…) or their ID number
 * (dashes allowed) names: as a subquery, null when none does.
 */
export const identificacionDe = (codigo: string) =>
  sql`(select so_in_identificacion from ec_solicitud_inscripcion
        where lower(so_in_codigo) = lower(${codigo}) or so_in_identificacion = ${codigo.replace(/-/g, '')} limit 1)`;

/** The student a user is (a student's account is their person's). */
const estudianteDelUsuario = (usuarioId: number) =>
  sql`select e.estudiante_id from usuario u join estudiante e on e.persona_id = u.persona_id where u.usuario_id = ${usuarioId}`;

export function cobroQueries() {
  return {
    /** A payer as the cashier finds them, by the code their kind is known by. */
    async pagador(db: Db, tipo: Exclude<TipoPagador, 'externo'>, codigo: string): Promise<Omit<Pagador, 'cargos'> | undefined> {
      const porTipo: Record<typeof tipo, SQL> = {
        estudiante: sql`
          select 'estudiante' as tipo, e.matricula as codigo, p.pers_nombres || ' ' || p.pers_apellidos as nombre, ee.es_es_descripcion as estatus,
                 c.carr_descripcion as area, e.estudiante_id as "estudianteId", null::int as "empresaId", null as rnc, null as identificacion
            from estudiante e join persona p on p.persona_id = e.persona_id
            left join lateral (select * from estudiante_carrera ec where ec.estudiante_id = e.estudiante_id
                                order by ec.estudiante_carrera_id desc limit 1) ec on true
            left join carrera c on c.carrera_id = ec.carrera_id left join estado_estudiante ee on ee.estado_estudiante_id = ec.estado_estudiante_id
           where lower(e.matricula) = lower(${codigo})`,
        solicitante: sql`
          select 'solicitante' as tipo, sa.codigo, sa.nombres || ' ' || sa.apellidos as nombre, es.es_so_descripcion as estatus,
                 c.carr_descripcion as area, null::int as "estudianteId", null::int as "empresaId", null as rnc, null as identificacion
            from solicitud_admision sa left join carrera c on c.carrera_id = sa.carrera_id
            left join estado_solicitud_admision es on es.estado_solicitud_admision_id = sa.estado_id
           where upper(sa.codigo) = upper(${codigo})`,
        empresa: sql`
          select 'empresa' as tipo, r.rnc_id as codigo, r.nombre, r.estatus_descr as estatus, r.razon_social as area,
                 null::int as "estudianteId", r.id as "empresaId", r.rnc_id as rnc, null as identificacion
            from dgii_rnc r where r.rnc_id = ${codigo.replace(/-/g, '')} and r.estatus`,
        // By a request's code or the ID number the person gave: their latest request names them.
        participante: sql`
          select 'participante' as tipo, s.so_in_identificacion as codigo, s.so_in_nombres || ' ' || s.so_in_apellidos as nombre,
                 e.est_sol_nombre as estatus, cu.cur_titulo as area, null::int as "estudianteId", null::int as "empresaId", null as rnc,
                 s.so_in_identificacion as identificacion
            from ec_solicitud_inscripcion s join ec_curso cu on cu.curso_id = s.curso_id
            join ec_estado_solicitud e on e.estado_solicitud_admision_id = s.estado_solicitud_id
           where s.so_in_identificacion = ${identificacionDe(codigo)}
           order by s.solicitud_inscripcion_id desc limit 1`,
      };
      return await first(db, pagador.omit({ cargos: true }), porTipo[tipo]);
    },

    /**
     * Payers that what a cashier typed names, each kind by an indexed lookup: a cédula or RNC (digits,
     * dashes aside) exactly, a matrícula by its start (typed with or without its hyphen), a name by
     * its words (accents and case aside, the trigram indexes).
     */
    async buscarPagadores(db: Db, value: string) {
      const v = value.trim();
      const digitos = v.replace(/[-\s]/g, '');
      const numero = /^\d+$/.test(digitos);
      const matricula = /^\d{4}-\d*$/.test(v)
        ? v
        : numero && digitos.length >= 5 && digitos.length !== 9 && digitos.length !== 11
          ? `${digitos.slice(0, 4)}-${digitos.slice(4)}`
          : null;
      const estudiantes = numero
        ? sql`e.persona_id in (select persona_id from persona_documento_identificacion where do_id_valor = ${digitos})
              ${matricula ? sql`or lower(e.matricula) like ${prefixPattern(matricula.toLowerCase())}` : sql``}`
        : /\d/.test(v)
          ? sql`lower(e.matricula) like ${prefixPattern(v.toLowerCase())}`
          : nameWordsSql(sql`p.pers_nombre_busqueda`, v);
      const empresas = numero ? sql`r.rnc_id = ${digitos}` : /\d/.test(v) ? sql`false` : sql`${foldedSql(sql`r.nombre`)} like ${foldedContains(v)}`;
      return await all(
        db,
        candidatoPagador,
        sql`
          (select 'estudiante' as tipo, e.matricula as codigo, p.pers_nombres || ' ' || p.pers_apellidos as nombre,
                  (select c.carr_descripcion || ' · ' || s.sede_descripcion from estudiante_carrera ec join carrera c on c.carrera_id = ec.carrera_id
                     join sede s on s.sede_id = ec.sede_id where ec.estudiante_id = e.estudiante_id order by ec.estudiante_carrera_id desc limit 1) as detalle
             from estudiante e join persona p on p.persona_id = e.persona_id
            where ${estudiantes}
            order by p.pers_apellidos, p.pers_nombres, e.estudiante_id limit 12)
          union all
          (select 'empresa', r.rnc_id, r.nombre, nullif(r.razon_social, r.nombre) from dgii_rnc r where r.estatus and (${empresas}) order by r.nombre limit 5)
          union all
          (select 'participante', s.so_in_identificacion, s.so_in_nombres || ' ' || s.so_in_apellidos, cu.cur_titulo
             from ec_solicitud_inscripcion s join ec_curso cu on cu.curso_id = s.curso_id
            where ${numero ? sql`s.so_in_identificacion = ${digitos}` : sql`false`}
            order by s.solicitud_inscripcion_id desc limit 1)
          union all
          (select 'solicitante', sa.codigo, sa.nombres || ' ' || sa.apellidos, c.carr_descripcion
             from solicitud_admision sa left join carrera c on c.carrera_id = sa.carrera_id
            where upper(sa.codigo) = upper(${v}) limit 1)`,
      );
    },

    /** What besides cash an opening's standing receipts took that goes to the bank (cheques), one by one, for the deposit slip. */
    aDepositar: async (db: Db, cajaAperturaId: number) =>
      await all(
        db,
        chequeADepositarRow,
        sql`
          select m.mo_pa_codigo as moneda, t.ti_fp_descripcion as "formaPago", f.referencia, b.banc_descripcion as banco, f.monto::text as monto,
                 ${numeroRecibo} as recibo
            from documento_contable d join documento_contable_forma_pago f on f.documento_contable_id = d.documento_contable_id
            join tipo_forma_pago t on t.tipo_forma_pago_contable_id = f.tipo_forma_pago_id join moneda_pago m on m.moneda_pago_id = d.moneda_pago_id
            left join banco b on b.banco_id = f.banco_id
           where d.caja_apertura_id = ${cajaAperturaId} and d.estado = 'emitido' and t.ti_fp_se_deposita and not ${esEfectivo}
           order by m.mo_pa_codigo, f.id`,
      ),

    /** The active services among `ids`, each with its price in a currency (null: none in it). */
    precios: async (db: Db, ids: number[], monedaPagoId: number) =>
      await all(
        db,
        precioServicioRow,
        sql`
          select s.servicio_contable_id as "servicioContableId", s.se_co_descripcion as descripcion, d.se_co_de_monto::text as precio,
                 d.cuenta_contable_catalogo_id as "cuentaContableCatalogoId"
            from servicio_contable s
            left join servicio_contable_detalles d on d.owner_id = s.servicio_contable_id and d.moneda_pago_id = ${monedaPagoId}
           where s.servicio_contable_id = any(${intArray(ids)}) and s.estatus`,
      ),

    /** Services with a price in a currency, for the cashier to pick from. */
    async servicios(db: Db, f: { monedaPagoId: number; value?: string }, page: { page: number; pageSize: number }) {
      const v = f.value?.trim();
      const rows = await all(
        db,
        row({ ...servicioACobrar.shape, total: z.number() }),
        sql`
          select s.servicio_contable_id as "servicioContableId", s.se_co_descripcion as descripcion, g.se_gr_descripcion as grupo,
                 d.se_co_de_monto::text as precio, count(*) over ()::int as total
            from servicio_contable s join servicio_contable_detalles d on d.owner_id = s.servicio_contable_id and d.moneda_pago_id = ${f.monedaPagoId}
            left join servicio_contable_grupo g on g.servicio_contable_grupo_id = s.servicio_contable_grupo_id
           where s.estatus ${v ? sql`and ${foldedSql(sql`s.se_co_descripcion`)} like ${foldedContains(v)}` : sql``}
           order by g.se_gr_descripcion nulls last, s.se_co_descripcion
           limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`,
      );
      return { rows: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 };
    },

    formasPago: async (db: Db, ids: number[]) =>
      await all(
        db,
        formaPagoTipoRow,
        sql`
          select t.tipo_forma_pago_contable_id as id, t.ti_fp_descripcion as descripcion, t.ti_fp_validar_referencia as "validarReferencia",
                 (t.se_puede_seleccionar and t.estatus) as seleccionable, ${esEfectivo} as efectivo
            from tipo_forma_pago t where t.tipo_forma_pago_contable_id = any(${intArray(ids)})`,
      ),

    tipoNcf: async (db: Db, tipoNcfId: number) =>
      await first(
        db,
        row({ descripcion: z.string(), fiscal: z.boolean() }),
        sql`select ti_nc_descripcion as descripcion, ti_nc_es_fiscal as fiscal from tipo_ncf where tipo_ncf_id = ${tipoNcfId} and estatus`,
      ),

    /** A taxpayer in the DGII registry, by RNC or cédula. */
    contribuyente: async (db: Db, rnc: string) =>
      await first(db, row({ nombre: z.string() }), sql`select nombre from dgii_rnc where rnc_id = ${rnc} and estatus`),

    /**
     * Takes the next fiscal number of a type on a campus, inside the caller's transaction: from the
     * range in force that expires first, never past its end or its expiry. One statement moves the
     * counter; a range emptied by a concurrent payment between choosing and updating yields nothing
     * (the update re-checks its end), and the next range in force is tried.
     */
    async tomarNcf(tx: Db, tipoNcfId: number, sedeId: number, hoy: string): Promise<NcfTomado | undefined> {
      const siguiente = sql`greatest(coalesce(ncfisecuencia, 0), ncfisecuencia_desde - 1) + 1`;
      const vigente = sql`tipo_ncfid = ${tipoNcfId} and sede_id = ${sedeId} and estatus and ncfifecha_vencimiento >= ${hoy}
                          and ${siguiente} <= ncfisecuencia_hasta`;
      for (let intento = 0; intento < 5; intento++) {
        const rows = await all(
          tx,
          ncfTomadoRow,
          sql`
            update ncf set ncfisecuencia = ${siguiente}
             where ncfid = (select ncfid from ncf where ${vigente} order by ncfifecha_vencimiento, ncfisecuencia_desde limit 1)
               and ${siguiente} <= ncfisecuencia_hasta
            returning ncfid, ncfireferencia as prefijo, ncfisecuencia as secuencia, to_char(ncfifecha_vencimiento, 'YYYY-MM-DD') as vence`,
        );
        if (rows[0]) return rows[0];
        const quedan = await only(tx, row({ hay: z.boolean() }), sql`select exists (select 1 from ncf where ${vigente}) as hay`);
        if (!quedan.hay) return undefined;
      }
      return undefined;
    },

    /** Serialises submissions with one idempotency key for the rest of the transaction. */
    bloquearClave: (tx: Db, clave: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('cobro'), hashtext(${clave}))`),

    porClave: async (db: Db, clave: string) =>
      await first(
        db,
        row({ id: z.number(), creadoPor: z.number() }),
        sql`select documento_contable_id as id, creado_por as "creadoPor" from documento_contable where clave = ${clave}`,
      ),

    async insertar(tx: Db, r: NuevoRecibo) {
      const [{ id }] = await all(
        tx,
        idRow,
        sql`
          insert into documento_contable (caja_apertura_id, pagador, codigo_persona, nombre_persona, estudiante_id, moneda_pago_id, tipo_ncf_id,
                                          ncf_id, ncf, ncf_vence, rnc, rnc_nombre, total, recibido, devuelto, comentario, motivo_sin_ncf, clave, creado_por, tasa)
          values (${r.cajaAperturaId}, ${r.pagador}, ${r.codigoPersona}, ${r.nombrePersona}, ${r.estudianteId}, ${r.monedaPagoId}, ${r.tipoNcfId},
                  ${r.ncf?.ncfid ?? null}, ${r.ncf?.numero ?? null}, ${r.ncf?.vence ?? null}, ${r.rnc}, ${r.rncNombre}, ${r.total}, ${r.recibido},
                  ${r.devuelto}, ${r.comentario}, ${r.motivoSinNcf ?? null}, ${r.clave}, ${r.usuarioId}, (select mo_pa_tasa from moneda_pago where moneda_pago_id = ${r.monedaPagoId}))
          returning documento_contable_id as id`,
      );
      if (r.servicios.length)
        await tx.execute(sql`
        insert into documento_contable_servicio (documento_contable_id, servicio_contable_id, descripcion, cantidad, precio, descuento, monto, cuenta_contable_catalogo_id)
        values ${sql.join(
          r.servicios.map(
            (s) =>
              sql`(${id}, ${s.servicioContableId}, ${s.descripcion}, ${s.cantidad}, ${s.precio}, ${s.descuento}, ${s.monto}, ${s.cuentaContableCatalogoId})`,
          ),
          sql`, `,
        )}`);
      await tx.execute(sql`
        insert into documento_contable_forma_pago (documento_contable_id, tipo_forma_pago_id, monto, referencia, banco_id, tipo_tarjeta_credito_id)
        values ${sql.join(
          r.formasPago.map((f) => sql`(${id}, ${f.tipoFormaPagoId}, ${f.monto}, ${f.referencia}, ${f.bancoId}, ${f.tipoTarjetaCreditoId})`),
          sql`, `,
        )}`);
      return id;
    },

    one: recibo,

    /** A receipt with its services, payment methods and the charges it paid. */
    async completo(db: Db, documentoContableId: number): Promise<ReciboCompleto | undefined> {
      const r = await recibo(db, documentoContableId);
      if (!r) return undefined;
      const servicios = await all(
        db,
        reciboCompleto.shape.servicios.element,
        sql`
          select descripcion, cantidad, precio::text as precio, descuento::text as descuento, monto::text as monto
            from documento_contable_servicio where documento_contable_id = ${documentoContableId} order by id`,
      );
      const formasPago = await all(
        db,
        reciboCompleto.shape.formasPago.element,
        sql`
          select t.ti_fp_descripcion as "formaPago", f.monto::text as monto, f.referencia, b.banc_descripcion as banco, tt.ti_ta_descripcion as tarjeta
            from documento_contable_forma_pago f join tipo_forma_pago t on t.tipo_forma_pago_contable_id = f.tipo_forma_pago_id
            left join banco b on b.banco_id = f.banco_id left join tipo_tarjeta_credito tt on tt.tipo_tarjeta_credito_id = f.tipo_tarjeta_credito_id
           where f.documento_contable_id = ${documentoContableId} order by f.id`,
      );
      const cargos = await all(
        db,
        reciboCompleto.shape.cargos.element,
        sql`
          select a.cargo_estudiante_id as "cargoEstudianteId", c.concepto, a.monto::text as monto
            from documento_contable_cargo a join cargo_estudiante c on c.cargo_estudiante_id = a.cargo_estudiante_id
           where a.documento_contable_id = ${documentoContableId} order by a.id`,
      );
      const ecf = await all(
        db,
        reciboCompleto.shape.ecf.element,
        sql`
          select tipo, encf, codigo_seguridad as "codigoSeguridad", fecha_firma as "fechaFirma", estado, mensaje
            from ecf_documento where documento_contable_id = ${documentoContableId} order by tipo`,
      );
      return { ...r, cargos, servicios, formasPago, ecf };
    },

    /** What annulling or re-numbering needs of a receipt, its row locked. */
    bloquear: async (tx: Db, documentoContableId: number) =>
      await first(
        tx,
        row({
          estado: z.string(),
          ncf: z.string().nullable(),
          tipoNcfId: z.number().nullable(),
          /** Its total in pesos (at the rate it was paid at). */
          totalEnPesos: z.string(),
          cajaAperturaId: z.number(),
          cerrada: z.boolean(),
          cajeroId: z.number(),
          sedeId: z.number(),
        }),
        sql`
          select d.estado, d.ncf, d.tipo_ncf_id as "tipoNcfId", round(d.total * d.tasa, 2)::text as "totalEnPesos",
                 d.caja_apertura_id as "cajaAperturaId", a.cerrada, a.cajero_id as "cajeroId", k.sede_id as "sedeId"
            from documento_contable d join caja_apertura a on a.caja_apertura_id = d.caja_apertura_id join caja k on k.caja_id = a.caja_id
           where d.documento_contable_id = ${documentoContableId} for update of d`,
      ),

    anular: (tx: Db, documentoContableId: number, motivo: string, usuarioId: number) =>
      tx.execute(sql`update documento_contable set estado = 'anulado', motivo_anulacion = ${motivo}, anulado_por = ${usuarioId}, anulado_en = now()
                      where documento_contable_id = ${documentoContableId}`),

    /** Writes off a fiscal number: the 608 report lists it, and it is never issued again. */
    ncfAnulado: (tx: Db, o: { ncf: string; tipoNcfId: number; documentoContableId: number; motivo: string; tipoAnulacion: string; usuarioId: number }) =>
      tx.execute(sql`insert into ncf_anulado (ncf, tipo_ncf_id, documento_contable_id, motivo, tipo_anulacion, usuario_id)
                     values (${o.ncf}, ${o.tipoNcfId}, ${o.documentoContableId}, ${o.motivo}, ${o.tipoAnulacion}, ${o.usuarioId})`),

    renumerar: (
      tx: Db,
      documentoContableId: number,
      o: { tipoNcfId: number; ncf: NcfTomado & { numero: string }; rnc: string | null; rncNombre: string | null },
    ) =>
      tx.execute(sql`update documento_contable set tipo_ncf_id = ${o.tipoNcfId}, ncf_id = ${o.ncf.ncfid}, ncf = ${o.ncf.numero}, ncf_vence = ${o.ncf.vence},
                       rnc = ${o.rnc}, rnc_nombre = ${o.rncNombre}
                      where documento_contable_id = ${documentoContableId}`),

    reimpreso: (tx: Db, documentoContableId: number) =>
      tx.execute(sql`update documento_contable set reimpresiones = reimpresiones + 1 where documento_contable_id = ${documentoContableId}`),

    /** Whether a receipt is the student's who is this user. */
    esDelUsuario: (db: Db, documentoContableId: number, usuarioId: number) =>
      exists(
        db,
        sql`select 1 from documento_contable where documento_contable_id = ${documentoContableId} and estudiante_id = (${estudianteDelUsuario(usuarioId)})`,
      ),

    async page(
      db: Db,
      f: { value?: string; estado?: string; sinNcf?: boolean; desde?: string; hasta?: string; cajaAperturaId?: number; usuarioId?: number; zona: string },
      page: { page: number; pageSize: number },
    ) {
      const v = f.value?.trim();
      const donde = sql`${f.estado ? sql`d.estado = ${f.estado}` : sql`true`}
             ${f.cajaAperturaId ? sql`and d.caja_apertura_id = ${f.cajaAperturaId}` : sql``}
             ${f.sinNcf ? sql`and d.ncf is null` : sql``}
             ${f.usuarioId ? sql`and d.estudiante_id = (${estudianteDelUsuario(f.usuarioId)})` : sql``}
             and ${enDias(sql`d.fecha`, f)}
             ${
               v
                 ? sql`and (${numeroRecibo} ilike ${containsPattern(v)} or d.ncf ilike ${containsPattern(v)}
                       or d.codigo_persona ilike ${containsPattern(v)} or ${foldedSql(sql`d.nombre_persona`)} like ${foldedContains(v)})`
                 : sql``
             }`;
      // The page's receipts first (newest first, off the date index), then what they show; the count
      // on its own, so that no column is worked out for a receipt off the page.
      const rows = await all(
        db,
        row({ ...reciboRow.shape, filas: z.number() }),
        sql`
          with pagina as (
            select d.documento_contable_id from documento_contable d where ${donde}
             order by d.fecha desc, d.documento_contable_id desc
             limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}
          )
          select ${reciboColumns}, (select count(*) from documento_contable d where ${donde})::int as filas ${reciboFrom}
           where d.documento_contable_id in (select documento_contable_id from pagina)
           order by d.fecha desc, d.documento_contable_id desc`,
      );
      return { rows: rows.map(({ filas: _f, ...r }) => r), total: rows[0]?.filas ?? 0 };
    },
  };
}
