import type { CobroIn, Pagador, ReciboCompleto, TipoPagador } from '@claustro/domain/financieros/cobro.contract';
import { liquidarCobro, numeroNcf } from '@claustro/domain/financieros/cobro.rules';
import { repartirAbono } from '@claustro/domain/financieros/cuenta.rules';
import { cents, enPesos, formatMoney, fromCents } from '@claustro/domain/platform/money';
import { consumoIdentificaComprador, umbralConsumoIdentificado } from '@claustro/domain/financieros/dgii.rules';
import type { Actor, Caller } from '../../platform/actor.ts';
import type { AccessCache } from '../../platform/auth/access-cache.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Institution } from '../../platform/config.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { cajaQueries } from './caja.queries.ts';
import { cobroQueries, type NcfTomado } from './cobro.queries.ts';
import { contabilizarRecibo } from './contabilidad.service.ts';
import { cuentaQueries } from './cuenta.queries.ts';
import type { CuentaService } from './cuenta.service.ts';
import type { EcfService } from './ecf.service.ts';

/**
 * What collection's use cases share (each is a file of its own, `cobro.<use>.ts`). Collection on the cashier's open register, and what happens to a receipt after: printed, printed
 * again as a copy, annulled with a reason, given another kind of fiscal number. A payment is one
 * transaction: the opening locked in share mode (a closing waits for it), prices read from the
 * services, the fiscal number taken from the campus's range, the receipt written with its lines and
 * posted to the ledger (an annulment posts the reversing entry).
 * Its idempotency key is locked first, so a retried or double-clicked payment finds the receipt the
 * first one made and charges nothing more.
 */
export type AbonosDe = (tx: Db, quien: Pagador, moneda: string) => Promise<{ cargoEstudianteId: number; monto: string }[]>;

export interface CobroDeps {
  database: Database;
  access: AccessCache;
  clock: Clock;
  institution: Institution;
  cuentas: CuentaService;
  ecf: EcfService;
}

export function cobroContext(deps: CobroDeps) {
  const q = cobroQueries();
  const cajas = cajaQueries();
  const cuentas = cuentaQueries();
  const db = deps.database.db;

  /** A payer; a student's pending charges only when asked (the look-up shows them; a payment reads what it pays, locked). */
  async function pagador(d: Db, tipo: TipoPagador, codigo: string | null, nombre: string | null, o: { cargos?: boolean } = {}): Promise<Pagador> {
    if (tipo === 'externo') {
      if (!nombre) throw new DomainError('validation', {}, { nombre: { problem: 'pagador_sin_nombre' } });
      return { tipo, codigo, nombre, estatus: null, area: null, estudianteId: null, empresaId: null, rnc: null, identificacion: null, cargos: [] };
    }
    const p = codigo ? await q.pagador(d, tipo, codigo) : undefined;
    if (!p) throw new DomainError('pagador_no_encontrado');
    const cargos = !o.cargos
      ? []
      : p.estudianteId
        ? await deps.cuentas.pendientes(d, p.estudianteId)
        : p.empresaId
          ? await deps.cuentas.pendientesDeEmpresa(d, p.empresaId)
          : p.identificacion
            ? await deps.cuentas.pendientesDeParticipante(d, p.identificacion)
            : [];
    return { ...p, cargos };
  }

  /** The fiscal number of a type for a receipt on a campus, with the RNC its type asks for checked against the DGII registry. */
  async function comprobante(tx: Db, tipoNcfId: number, sedeId: number, sede: string, rnc: string | null, totalEnPesos: bigint) {
    const tipo = await q.tipoNcf(tx, tipoNcfId);
    if (!tipo) throw new DomainError('validation', {}, { tipoNcfId: { problem: 'tipo_ncf_inactivo' } });
    let rncNombre: string | null = null;
    // A large consumer sale names its buyer: an RNC or a cédula, kept on the receipt (and its 607 line).
    const identifica = !tipo.fiscal && consumoIdentificaComprador(totalEnPesos);
    if (identifica && !rnc) {
      throw new DomainError('validation', {}, { rnc: { problem: 'comprador_requerido', params: { monto: formatMoney(umbralConsumoIdentificado, 'DOP') } } });
    }
    if (tipo.fiscal) {
      if (!rnc) throw new DomainError('rnc_requerido', { tipo: tipo.descripcion });
      const c = await q.contribuyente(tx, rnc);
      if (!c) throw new DomainError('rnc_no_registrado', { rnc });
      rncNombre = c.nombre;
    }
    const n = await q.tomarNcf(tx, tipoNcfId, sedeId, deps.clock.today());
    if (!n) throw new DomainError('ncf_agotado', { tipo: tipo.descripcion, sede });
    return {
      ncf: { ...n, numero: numeroNcf(n.prefijo, n.secuencia) } as NcfTomado & { numero: string },
      rnc: tipo.fiscal || identifica ? rnc : null,
      rncNombre,
    };
  }

  /**
   * The charges this payment pays (a student's, a sponsor's or a course participant's), locked until it commits: each the payer's own, standing,
   * in the receipt's currency, and never for more than is left of it.
   */
  async function cargosAPagar(tx: Db, input: CobroIn, quien: Pagador, moneda: string) {
    if (!input.cargos.length) return [];
    const filas = await cuentas.bloquear(
      tx,
      input.cargos.map((c) => c.cargoEstudianteId),
    );
    return input.cargos.map((c, i) => {
      const f = filas.find((x) => x.cargoEstudianteId === c.cargoEstudianteId);
      const suyo = quien.empresaId
        ? f?.empresaId === quien.empresaId
        : quien.identificacion
          ? f?.identificacion === quien.identificacion
          : !!quien.estudianteId && f?.estudianteId === quien.estudianteId;
      if (!f || !suyo || f.estado !== 'vigente') throw new DomainError('validation', {}, { [`cargos.${i}.cargoEstudianteId`]: { problem: 'cargo_ajeno' } });
      if (f.monedaPagoId !== input.monedaPagoId)
        throw new DomainError('validation', {}, { monedaPagoId: { problem: 'cargo_otra_moneda', params: { concepto: f.concepto } } });
      if (cents(c.monto) > cents(f.pendiente)) throw new DomainError('cargo_excede', { concepto: f.concepto, pendiente: formatMoney(f.pendiente, moneda) });
      return { cargoEstudianteId: c.cargoEstudianteId, monto: c.monto };
    });
  }

  /**
   * One payment on the open register of the cashier who is the user `cajeroDe.usuarioId` (audited as
   * `cajeroDe.caller`), in the caller's transaction (see above); `abonosDe` says what it pays of the
   * payer's charges, with them locked. Answers the receipt and its e-CF, to send once it commits.
   */
  async function emitir(
    tx: Db,
    cajeroDe: { caller: Caller; usuarioId: number },
    input: CobroIn,
    abonosDe: AbonosDe,
  ): Promise<{ id: number; ecf: number | null }> {
    const { caller: actor, usuarioId } = cajeroDe;
    await q.bloquearClave(tx, input.clave);
    const previo = await q.porClave(tx, input.clave);
    if (previo) {
      if (previo.creadoPor !== usuarioId) throw new DomainError('validation', {}, { clave: { problem: 'clave_cobro_usada' } });
      return { id: previo.id, ecf: null };
    }
    const cajero = await cajas.cajeroDe(tx, usuarioId);
    const abierta = cajero ? await cajas.abiertaDeCajero(tx, cajero.cajeroId) : undefined;
    const bloqueada = abierta ? await cajas.bloquear(tx, abierta.cajaAperturaId, 'share') : undefined;
    if (!cajero || !abierta || !bloqueada || bloqueada.cerrada) throw new DomainError('caja_no_abierta');

    const quien = await pagador(tx, input.pagador.tipo, input.pagador.codigo, input.pagador.nombre);
    const precios = input.servicios.length ? await q.precios(tx, [...new Set(input.servicios.map((s) => s.servicioContableId))], input.monedaPagoId) : [];
    const moneda = (await cajas.monedasActivas(tx)).find((m) => m.monedaPagoId === input.monedaPagoId);
    if (!moneda) throw new DomainError('validation', {}, { monedaPagoId: { problem: 'moneda_inactiva' } });
    const lineas = input.servicios.map((s, i) => {
      const p = precios.find((x) => x.servicioContableId === s.servicioContableId);
      if (!p) throw new DomainError('validation', {}, { [`servicios.${i}.servicioContableId`]: { problem: 'servicio_inactivo' } });
      if (p.precio === null) throw new DomainError('servicio_sin_precio', { servicio: p.descripcion, moneda: moneda.codigo });
      return { ...s, ...p, precio: p.precio };
    });
    const abonos = await abonosDe(tx, quien, moneda.codigo);
    const tipos = await q.formasPago(tx, [...new Set(input.formasPago.map((f) => f.tipoFormaPagoId))]);
    const pagos = input.formasPago.map((f, i) => {
      const t = tipos.find((x) => x.id === f.tipoFormaPagoId);
      if (!t?.seleccionable) throw new DomainError('validation', {}, { [`formasPago.${i}.tipoFormaPagoId`]: { problem: 'forma_pago_inactiva' } });
      if (t.validarReferencia && !f.referencia)
        throw new DomainError(
          'validation',
          {},
          {
            [`formasPago.${i}.referencia`]: { problem: 'referencia_requerida', params: { forma: t.descripcion } },
          },
        );
      return { ...f, efectivo: t.efectivo };
    });
    const l = liquidarCobro(
      [
        ...lineas.map((x) => ({ precio: cents(x.precio), cantidad: x.cantidad, descuento: cents(x.descuento) })),
        ...abonos.map((a) => ({ precio: cents(a.monto), cantidad: 1, descuento: 0n })),
      ],
      pagos.map((p) => ({ monto: cents(p.monto), efectivo: p.efectivo })),
    );
    if (!l.ok) {
      if (l.motivo === 'pago_incompleto') throw new DomainError('pago_incompleto', { falta: formatMoney(l.falta, moneda.codigo) });
      if (l.motivo === 'cambio_sin_efectivo') throw new DomainError('cambio_sin_efectivo', { excede: formatMoney(l.excede, moneda.codigo) });
      throw new DomainError(
        'validation',
        {},
        {
          [`servicios.${l.linea}.descuento`]: { problem: 'descuento_excede' },
        },
      );
    }
    // Every sale carries a fiscal number of the type chosen, else the register's; none only as the institution allows.
    if (input.sinNcf) {
      if (!deps.institution.recibosSinNcf) throw new DomainError('sin_ncf_no_permitido');
      if (!cajero.sinNcf) throw new DomainError('sin_ncf_sin_permiso');
    }
    const tipoNcfId = input.sinNcf ? null : (input.tipoNcfId ?? cajero.tipoNcfId);
    if (!input.sinNcf && !tipoNcfId) throw new DomainError('validation', {}, { tipoNcfId: { problem: 'required' } });
    const fiscal = tipoNcfId
      ? await comprobante(tx, tipoNcfId, cajero.sedeId, cajero.sede, input.rnc ?? quien.rnc, enPesos(l.total, moneda.tasa))
      : { ncf: null, rnc: null, rncNombre: null };
    const documentoContableId = await q.insertar(tx, {
      cajaAperturaId: abierta.cajaAperturaId,
      pagador: quien.tipo,
      codigoPersona: quien.codigo,
      nombrePersona: quien.nombre,
      estudianteId: quien.estudianteId,
      monedaPagoId: input.monedaPagoId,
      tipoNcfId,
      ncf: fiscal.ncf,
      motivoSinNcf: input.sinNcf?.motivo ?? null,
      rnc: fiscal.rnc,
      rncNombre: fiscal.rncNombre,
      total: fromCents(l.total),
      recibido: fromCents(l.recibido),
      devuelto: fromCents(l.devuelto),
      comentario: input.comentario,
      clave: input.clave,
      usuarioId,
      servicios: lineas.map((x, i) => ({
        servicioContableId: x.servicioContableId,
        descripcion: x.descripcion,
        cantidad: x.cantidad,
        precio: x.precio,
        descuento: x.descuento,
        monto: fromCents(l.montos[i]),
        cuentaContableCatalogoId: x.cuentaContableCatalogoId,
      })),
      formasPago: input.formasPago,
    });
    if (abonos.length) await cuentas.abonar(tx, documentoContableId, abonos);
    await contabilizarRecibo(tx, documentoContableId, usuarioId);
    const ecf = fiscal.ncf ? await deps.ecf.emitir(tx, documentoContableId) : null;
    await audit(tx, actor, {
      entidad: 'documento_contable',
      entidadId: documentoContableId,
      accion: 'crear',
      despues: {
        pagador: `${quien.tipo} ${quien.codigo ?? quien.nombre}`,
        total: fromCents(l.total),
        ncf: fiscal.ncf?.numero ?? null,
        ...(input.sinNcf && { sinNcf: input.sinNcf.motivo }),
      },
    });
    return { id: documentoContableId, ecf };
  }

  /** One payment on the caller's open register, in a transaction of its own. */
  async function cobrarCon(actor: Actor, input: CobroIn, abonosDe: AbonosDe): Promise<ReciboCompleto> {
    const r = await db.transaction((tx) => emitir(tx, { caller: actor, usuarioId: actor.usuarioId }, input, abonosDe));
    if (r.ecf) await deps.ecf.encolar([r.ecf]);
    return completo(db, r.id);
  }

  /**
   * A payment towards a student's balance in a currency, spread over what they owe (`pendientes`,
   * locked first), the oldest due first.
   */
  async function abonoABalance(tx: Db, pendientes: { cargoEstudianteId: number; moneda: string }[], monto: string, moneda: string) {
    const deLaMoneda = pendientes.filter((c) => c.moneda === moneda);
    const filas = deLaMoneda.length
      ? await cuentas.bloquear(
          tx,
          deLaMoneda.map((c) => c.cargoEstudianteId),
        )
      : [];
    // What is left of each, read after the lock, in the order they fall due.
    const orden = deLaMoneda.map((c) => ({
      cargoEstudianteId: c.cargoEstudianteId,
      pendiente: cents(filas.find((f) => f.cargoEstudianteId === c.cargoEstudianteId)!.pendiente),
    }));
    const r = repartirAbono(cents(monto), orden);
    if (!r.ok) throw new DomainError('pago_excede_balance', { balance: formatMoney(r.balance, moneda) });
    return r.abonos.map((a) => ({ cargoEstudianteId: a.cargoEstudianteId, monto: fromCents(a.monto) }));
  }

  /** A receipt's fiscal number written off (annulled, or replaced): the 608 report lists it, and it is never issued again. */
  async function darDeBajaNcf(
    tx: Db,
    d: { ncf: string | null; tipoNcfId: number | null },
    o: { documentoContableId: number; motivo: string; tipoAnulacion: string; usuarioId: number },
  ) {
    if (d.ncf && d.tipoNcfId) await q.ncfAnulado(tx, { ncf: d.ncf, tipoNcfId: d.tipoNcfId, ...o });
  }

  async function completo(d: Db, id: number) {
    const r = await q.completo(d, id);
    if (!r) throw new DomainError('not_found');
    return r;
  }

  return { q, cajas, cuentas, db, deps, pagador, comprobante, cargosAPagar, emitir, cobrarCon, abonoABalance, darDeBajaNcf, completo };
}
export type CobroContext = ReturnType<typeof cobroContext>;
