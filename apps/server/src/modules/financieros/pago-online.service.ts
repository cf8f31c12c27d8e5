import { randomBytes } from 'node:crypto';
import type { CobroIn } from '@claustro/domain/financieros/cobro.contract';
import type { OfertaPago, PagoOnline, PagoOnlineIn } from '@claustro/domain/financieros/pago-online.contract';
import { pagoMatriculaScreen, pagoScreens, pagoServiciosScreen } from '@claustro/domain/financieros/pago-online.contract';
import { errorMessage } from '@claustro/domain/platform/messages';
import { solicitudPropiaScreen } from '@claustro/domain/calificaciones/solicitud-online.contract';
import { cents, formatMoney, fromCents, sumCents } from '@claustro/domain/platform/money';
import { saldoDe } from '@claustro/domain/financieros/cuenta.rules';
import { rolEstudiante } from '@claustro/domain/seguridad/session';
import { problemInBoth } from '@claustro/domain/messages/problems';
import type { Retencion } from '@claustro/domain/seleccion/seleccion.rules';
import type { Actor, ServiceCall, Visitor } from '../../platform/actor.ts';
import type { AccessCache } from '../../platform/auth/access-cache.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Institution } from '../../platform/config.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import type { CobroService } from './cobro.service.ts';
import { cajaQueries } from './caja.queries.ts';
import { cuentaQueries } from './cuenta.queries.ts';
import type { EcfService } from './ecf.service.ts';
import { pagoOnlineQueries, secretoPasarelaPrueba, type OrdenLeida } from './pago-online.queries.ts';
import { pasarelaHmac, pasarelaPruebaUrl, type NotificacionPasarela, type PasarelaHmac } from './pasarela.ts';

/** How long an order waits for its payment before it expires. */
const minutosOrden = 30;

/**
 * The provider the institution configured: its checkout address (`cardCheckoutScriptUrl`) and the
 * secret it shares with it (`CARD_CHECKOUT_SECRET`). The local test gateway's secret, when none is
 * given, is made once and kept in the database. No address, or a provider without its secret: no
 * online payment.
 */
async function cargarPasarela(database: Database, url: string): Promise<PasarelaHmac | null> {
  if (!url) return null;
  let secreto = process.env.CARD_CHECKOUT_SECRET ?? null;
  if (!secreto && url === pasarelaPruebaUrl) {
    secreto = await secretoPasarelaPrueba(database.db, randomBytes(32).toString('hex'));
  }
  return secreto ? pasarelaHmac(url, secreto) : null;
}

/**
 * Online payment (see `pago-online.contract.ts`). An order is priced here, never by the browser, and
 * waits thirty minutes for its payment. The provider's notification settles it under the order's row
 * lock, in one transaction with its receipt: a repeated or concurrent notification finds it settled
 * and issues nothing more. An approval whose receipt cannot be issued (the account or a price changed
 * meanwhile) is kept approved with the reason, for finance to reconcile: the money was taken.
 */
export function pagoOnlineService(deps: {
  database: Database;
  access: AccessCache;
  clock: Clock;
  institution: Institution;
  cobros: CobroService;
  ecf: EcfService;
}) {
  const q = pagoOnlineQueries();
  const cuentas = cuentaQueries();
  const cajas = cajaQueries();
  const db = deps.database.db;
  let pasarela: Promise<PasarelaHmac | null> | null = null;
  const proveedor = () => (pasarela ??= cargarPasarela(deps.database, deps.institution.cardCheckoutScriptUrl));
  /** Orders of other kinds paid through the same provider, by their number's prefix letter (`D12`: a donation). */
  const otrasOrdenes = new Map<string, (n: NotificacionPasarela, caller: Visitor) => Promise<void>>();

  /** The screen the student comes back to from the checkout: where the order was made (a charge's: the online requests, whose fees they are). */
  const pantalla = (tipo: string) => ({ servicios: pagoServiciosScreen, cargo: solicitudPropiaScreen })[tipo] ?? pagoMatriculaScreen;

  /** The order as it leaves: with what the browser posts to the checkout while it waits for its payment. */
  async function salida(o: OrdenLeida, origen: string): Promise<PagoOnline> {
    const p = o.estado === 'pendiente' ? await proveedor() : null;
    const checkout = p
      ? p.checkout({
          orden: String(o.pagoOnlineId),
          monto: o.monto,
          moneda: o.moneda,
          descripcion: o.descripcion,
          retorno: `${origen}${pantalla(o.tipo)}?orden=${o.pagoOnlineId}`,
        })
      : null;
    return { ...o, checkout };
  }

  /** A student reads their own orders; staff holding the screens, anyone's. */
  async function leer(actor: Actor, pagoOnlineId: number) {
    const o = await q.uno(db, pagoOnlineId);
    if (!o) throw new DomainError('not_found');
    if (o.usuarioId !== actor.usuarioId && (actor.rolId === rolEstudiante || !(await deps.access.holds(actor.usuarioId, pagoScreens))))
      throw new DomainError('not_found');
    return o;
  }

  /** The student's career, checked: theirs, not barred, on a campus with an online register. */
  async function carreraPropia(d: Db, actor: Actor, estudianteCarreraId: number) {
    if (!(await cuentas.carrerasDeUsuario(d, actor.usuarioId)).includes(estudianteCarreraId)) throw new DomainError('forbidden');
    const c = (await q.carrera(d, estudianteCarreraId))!;
    const bloqueo = await q.bloqueo(d, c.estudianteId);
    if (bloqueo) throw new DomainError('pago_online_bloqueado', { motivo: bloqueo });
    if (!c.cajaId) throw new DomainError('pago_online_sin_caja', { sede: c.sede });
    return c;
  }

  /**
   * What an order charges, priced here: services offered online at their prices, an amount towards the
   * account (at most its balance in that currency), or all that is left of one of its charges (in the
   * charge's currency).
   */
  async function orden(tx: Db, input: PagoOnlineIn, carrera: string) {
    const monedas = await cajas.monedasActivas(tx);
    if (input.tipo === 'cargo') {
      const cargo = (await cuentas.cargos(tx, [input.estudianteCarreraId], deps.clock.today(), false)).find(
        (x) => x.cargoEstudianteId === input.cargoEstudianteId,
      );
      if (!cargo) throw new DomainError('validation', {}, { cargoEstudianteId: { problem: 'cargo_de_la_cuenta' } });
      if (cents(cargo.pendiente) <= 0n) throw new DomainError('cargo_sin_saldo', { concepto: cargo.concepto });
      const m = monedas.find((x) => x.codigo === cargo.moneda);
      if (!m) throw new DomainError('validation', {}, { cargoEstudianteId: { problem: 'moneda_inactiva' } });
      const detalle = { cargos: [{ cargoEstudianteId: cargo.cargoEstudianteId, monto: cargo.pendiente }] };
      return { monedaPagoId: m.monedaPagoId, moneda: m.codigo, monto: cargo.pendiente, descripcion: cargo.concepto, detalle };
    }
    const moneda = monedas.find((m) => m.monedaPagoId === input.monedaPagoId)?.codigo;
    if (!moneda) throw new DomainError('validation', {}, { monedaPagoId: { problem: 'moneda_inactiva' } });
    if (input.tipo === 'servicios') {
      const ofrecidos = await q.servicios(tx);
      const lineas = input.servicios.map((s, i) => {
        const o = ofrecidos.find((x) => x.servicioContableId === s.servicioContableId);
        if (!o) throw new DomainError('validation', {}, { [`servicios.${i}.servicioContableId`]: { problem: 'servicio_no_en_linea' } });
        const precio = o.precios.find((x) => x.monedaPagoId === input.monedaPagoId)?.precio;
        if (!precio) throw new DomainError('servicio_sin_precio', { servicio: o.descripcion, moneda });
        return { monto: cents(precio) * BigInt(s.cantidad), texto: s.cantidad > 1 ? `${o.descripcion} ×${s.cantidad}` : o.descripcion };
      });
      const monto = fromCents(sumCents(lineas.map((l) => l.monto)));
      return { monedaPagoId: input.monedaPagoId, moneda, monto, descripcion: lineas.map((l) => l.texto).join(', '), detalle: { servicios: input.servicios } };
    }
    const pendientes = (await cuentas.cargos(tx, [input.estudianteCarreraId], deps.clock.today(), true)).filter((x) => x.moneda === moneda);
    const balance = sumCents(pendientes.map((x) => cents(x.pendiente)));
    if (cents(input.monto) > balance) throw new DomainError('pago_excede_balance', { balance: formatMoney(balance, moneda) });
    return { monedaPagoId: input.monedaPagoId, moneda, monto: input.monto, descripcion: `Abono a la cuenta · ${carrera}`, detalle: {} };
  }

  return {
    /** Registration's notice that the student may not pay online (it refuses nothing: they pay at the cashier's). */
    async retencion(r: { estudianteCarreraId: number }, d: Db): Promise<Retencion[]> {
      const motivo = await q.bloqueoDeCarrera(d, r.estudianteCarreraId);
      return motivo
        ? [
            {
              origen: 'finanzas',
              motivo: problemInBoth('pago_linea_bloqueado', { motivo }),
              levanta: problemInBoth('pago_linea_bloqueado_levanta'),
              bloquea: false,
            },
          ]
        : [];
    },
    async oferta({ actor }: ServiceCall<unknown>): Promise<OfertaPago> {
      const ids = await cuentas.carrerasDeUsuario(db, actor.usuarioId);
      const [p, servicios, monedas] = await Promise.all([proveedor(), q.servicios(db), cajas.monedasActivas(db)]);
      const carreras = await Promise.all(
        ids.map(async (id) => {
          const [c, cargos] = await Promise.all([q.carrera(db, id), cuentas.cargos(db, [id], deps.clock.today(), true)]);
          const saldos = monedas.flatMap((m) => {
            const deLaMoneda = cargos.filter((x) => x.moneda === m.codigo);
            if (!deLaMoneda.length) return [];
            return [{ monedaPagoId: m.monedaPagoId, moneda: m.codigo, ...saldoDe(deLaMoneda) }];
          });
          return { estudianteCarreraId: id, carrera: c!.carrera, sede: c!.sede, enLinea: c!.cajaId !== null, saldos, estudianteId: c!.estudianteId };
        }),
      );
      const bloqueo = carreras.length ? await q.bloqueo(db, carreras[0].estudianteId) : null;
      const motivo = !p ? 'sin_pasarela' : bloqueo ? 'bloqueado' : !carreras.some((c) => c.enLinea) ? 'sin_caja' : null;
      return { disponible: carreras.length > 0 && !motivo, motivo, bloqueo, carreras, servicios };
    },

    async crear({ actor, input, origen }: ServiceCall<PagoOnlineIn> & { origen: string }) {
      if (!(await proveedor())) throw new DomainError('pago_online_no_disponible');
      const id = await db.transaction(async (tx) => {
        await q.lockClave(tx, input.clave);
        const previo = await q.porClave(tx, input.clave);
        if (previo) {
          if (previo.usuarioId !== actor.usuarioId) throw new DomainError('validation', {}, { clave: { problem: 'clave_pago_usada' } });
          return previo.id;
        }
        const c = await carreraPropia(tx, actor, input.estudianteCarreraId);
        const o = await orden(tx, input, c.carrera);
        const pagoOnlineId = await q.insertar(tx, {
          clave: input.clave,
          usuarioId: actor.usuarioId,
          estudianteCarreraId: input.estudianteCarreraId,
          tipo: input.tipo,
          ...o,
          descripcion: o.descripcion.slice(0, 200),
          minutos: minutosOrden,
        });
        if (input.tipo === 'matricula') await q.reemplazar(tx, input.estudianteCarreraId, pagoOnlineId);
        await audit(tx, actor, {
          entidad: 'pago_online',
          entidadId: pagoOnlineId,
          accion: 'crear',
          despues: { tipo: input.tipo, monto: o.monto, moneda: o.moneda, descripcion: o.descripcion },
        });
        return pagoOnlineId;
      });
      return salida((await q.uno(db, id))!, origen);
    },

    uno: async ({ actor, input, origen }: ServiceCall<{ pagoOnlineId: number }> & { origen: string }) => salida(await leer(actor, input.pagoOnlineId), origen),

    async lista({ actor, input }: ServiceCall<{ value?: string; estado?: string; page: number; pageSize: number }>) {
      const propios = actor.rolId === rolEstudiante || !(await deps.access.holds(actor.usuarioId, pagoScreens));
      const r = await q.lista(db, { ...input, usuarioId: propios ? actor.usuarioId : null }, input);
      return { rows: r.rows.map((o) => ({ ...o, checkout: null })), total: r.total };
    },

    async recibo({ actor, input }: ServiceCall<{ pagoOnlineId: number }>) {
      const o = await leer(actor, input.pagoOnlineId);
      if (!o.documentoContableId) throw new DomainError('not_found');
      return deps.cobros.pdf({ actor, input: { documentoContableId: o.documentoContableId, formato: 'carta' } });
    },

    /**
     * The provider's notification (see above). Answers once the order is settled; a repeated one
     * answers the same and writes nothing.
     */
    async notificar({ actor, input }: ServiceCall<Record<string, string>, Visitor>) {
      const p = await proveedor();
      if (!p) throw new DomainError('not_found');
      const n = p.verificar(input);
      if (!n) throw new DomainError('firma_invalida');
      const otra = /^[A-Z]\d{1,9}$/.test(n.orden) ? otrasOrdenes.get(n.orden[0]!) : undefined;
      if (otra) {
        await otra(n, actor);
        return { ok: true as const };
      }
      const o = /^\d{1,9}$/.test(n.orden) ? await q.uno(db, Number(n.orden)) : undefined;
      if (!o) throw new DomainError('not_found');
      if (n.moneda !== o.moneda || cents(n.monto) !== cents(o.monto))
        throw new DomainError('pago_online_monto', { aprobado: formatMoney(n.monto, n.moneda), orden: formatMoney(o.monto, o.moneda) });
      let ecf: number | null = null;
      await db.transaction(async (tx) => {
        const actual = await q.bloquear(tx, o.pagoOnlineId);
        if (!actual || actual.estado === 'aprobado') return;
        if (!n.aprobado) {
          if (actual.estado !== 'pendiente') return;
          await q.resolver(tx, o.pagoOnlineId, { estado: 'rechazado', referencia: n.referencia || null, mensaje: n.mensaje, documentoContableId: null });
          await audit(tx, actor, { entidad: 'pago_online', entidadId: o.pagoOnlineId, accion: 'rechazar', despues: { mensaje: n.mensaje } });
          return;
        }
        // Approved (even after it expired: the money was taken): its receipt, or the reason there is none.
        let documentoContableId: number | null = null;
        let mensaje: string | null = null;
        try {
          const r = await tx.transaction((t) => recibo(t, actor, o, n.referencia));
          documentoContableId = r.id;
          ecf = r.ecf;
        } catch (e) {
          if (!(e instanceof DomainError)) throw e;
          mensaje = `Aprobado sin recibo: ${errorMessage(e.code, 'es', e.params)}`.slice(0, 300);
        }
        await q.resolver(tx, o.pagoOnlineId, { estado: 'aprobado', referencia: n.referencia || null, mensaje, documentoContableId });
        await audit(tx, actor, {
          entidad: 'pago_online',
          entidadId: o.pagoOnlineId,
          accion: 'aprobar',
          antes: { estado: actual.estado },
          despues: { referencia: n.referencia, documentoContableId, mensaje },
        });
      });
      if (ecf) await deps.ecf.encolar([ecf]);
      return { ok: true as const };
    },

    bloqueos: ({ input }: ServiceCall<{ value?: string; page: number; pageSize: number }>) => q.bloqueos(db, input, input),

    async bloquear({ actor, input }: ServiceCall<{ matricula: string; motivo: string }>) {
      const id = await db.transaction(async (tx) => {
        const e = await q.estudiantePorMatricula(tx, input.matricula);
        if (!e) throw new DomainError('pagador_no_encontrado');
        const bloqueoId = await q.bloquearEstudiante(tx, { estudianteId: e.id, motivo: input.motivo, usuarioId: actor.usuarioId });
        if (!bloqueoId) throw new DomainError('bloqueo_existente');
        await audit(tx, actor, {
          entidad: 'estudiante_bloqueo_pago_linea',
          entidadId: bloqueoId,
          accion: 'bloquear',
          despues: { estudianteId: e.id, motivo: input.motivo },
        });
        return bloqueoId;
      });
      return (await q.bloqueos(db, { id }, { page: 1, pageSize: 1 })).rows[0];
    },

    async levantar({ actor, input }: ServiceCall<{ id: number }>) {
      await db.transaction(async (tx) => {
        const b = await q.levantar(tx, input.id, actor.usuarioId);
        if (!b) throw new DomainError('not_found');
        await audit(tx, actor, { entidad: 'estudiante_bloqueo_pago_linea', entidadId: input.id, accion: 'actualizar', antes: b, despues: { levantado: true } });
      });
      return { ok: true as const };
    },

    /** Orders left unpaid past their time expire (the clock runs it every minute). */
    expirar: () => q.expirar(db),

    /** The local test gateway's side of the contract (`pasarela-prueba.ts`); other modules' checkouts. */
    proveedor,

    /**
     * Another module's orders through the same provider: their numbers carry `prefijo` (one capital
     * letter), and their verified notices go to `alNotificar` (which settles them idempotently).
     */
    ordenesDe(prefijo: string, alNotificar: (n: NotificacionPasarela, caller: Visitor) => Promise<void>) {
      otrasOrdenes.set(prefijo, alNotificar);
    },
  };

  /** The receipt of an approved order, on the online register of the career's campus (opened if it is not). */
  async function recibo(tx: Db, caller: Visitor, o: OrdenLeida, referencia: string) {
    const c = await q.carrera(tx, o.estudianteCarreraId);
    if (!c?.cajaId || !c.cajeroId || !c.cajeroUsuarioId || !c.tipoNcfId) throw new DomainError('pago_online_sin_caja', { sede: c?.sede ?? '' });
    const tarjeta = await q.formaTarjeta(tx);
    if (!tarjeta) throw new DomainError('validation', {}, { tipoFormaPagoId: { problem: 'sin_forma_tarjeta' } });
    await q.abrirCaja(tx, c.cajaId, c.cajeroId);
    const input: CobroIn = {
      clave: `pago-online-${o.pagoOnlineId}`,
      pagador: { tipo: 'estudiante', codigo: o.matricula, nombre: null },
      monedaPagoId: o.monedaPagoId,
      tipoNcfId: c.tipoNcfId,
      sinNcf: null,
      rnc: null,
      servicios: (o.detalle.servicios ?? []).map((s) => ({ ...s, descuento: '0.00' })),
      cargos: o.detalle.cargos ?? [],
      formasPago: [{ tipoFormaPagoId: tarjeta, monto: o.monto, referencia: referencia || null, bancoId: null, tipoTarjetaCreditoId: null }],
      comentario: `Pago en línea · orden ${o.pagoOnlineId}`,
    };
    return deps.cobros.enLinea(
      tx,
      { caller, usuarioId: c.cajeroUsuarioId },
      input,
      o.tipo === 'matricula' ? { estudianteCarreraId: o.estudianteCarreraId, monto: o.monto } : null,
    );
  }
}
export type PagoOnlineService = ReturnType<typeof pagoOnlineService>;
