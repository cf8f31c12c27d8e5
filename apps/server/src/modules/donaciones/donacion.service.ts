import { randomBytes } from 'node:crypto';
import { codigoDocumento, codigoNormalizado } from '@claustro/domain/documentos/codigo.rules';
import {
  destinoLabels,
  donacionMaxima,
  estadoDonacionLabels,
  type DonacionHecha,
  type DonacionIn,
  type FiltroDonaciones,
  type ResumenDonaciones,
} from '@claustro/domain/donaciones/donacion.contract';
import { fill } from '@claustro/domain/messages/documents';
import { mailTexts } from '@claustro/domain/messages/mail';
import { cents, formatMoney } from '@claustro/domain/platform/money';
import type { Actor, Caller, ServiceCall, Visitor } from '../../platform/actor.ts';
import type { Institution } from '../../platform/config.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { MailService } from '../../platform/mail.ts';
import { audit } from '../../platform/audit.ts';
import type { NotificacionPasarela, PagoOnlineService } from '../financieros/pago-online.public.ts';
import { donacionQueries } from './donacion.queries.ts';

/** A donation's number at the card provider: `D` and its id (online payments' orders are bare numbers). */
const prefijo = 'D';

/**
 * Donations: a gift made on the public form is paid at the institution's card checkout when it has
 * one (the provider's signed notice settles it) or is a pledge with its receipt code; finance marks
 * pledges received or annuls what never came, with the reason. The donor hears by mail.
 */
export function donacionService(deps: { database: Database; institution: Institution; mail: MailService; pagos: PagoOnlineService }) {
  const q = donacionQueries(deps.institution.timeZone);
  const { db } = deps.database;
  const t = mailTexts('es');

  async function correo(para: string, m: { asunto: string; texto: string }, datos: Record<string, string>) {
    await deps.mail.queue({ para, asunto: `${deps.institution.university}: ${fill(m.asunto, datos)}`, texto: fill(m.texto, datos) });
  }
  const datosCorreo = (d: { nombre: string; monto: string; moneda: string; codigo: string; destino: DonacionHecha['destino'] }, referencia = '') => ({
    nombre: d.nombre,
    monto: formatMoney(d.monto, d.moneda),
    codigo: d.codigo,
    destino: destinoLabels[d.destino].es.toLowerCase(),
    referencia,
  });

  /** The gift as its donor sees it: with the checkout while a card gift waits for its payment. */
  async function salida(d: Omit<DonacionHecha, 'checkout'> & { donacionId: number }, origen: string): Promise<DonacionHecha> {
    const { donacionId, ...rest } = d;
    const p = d.modalidad === 'tarjeta' && d.estado === 'pendiente' ? await deps.pagos.proveedor() : null;
    const checkout = p
      ? p.checkout({
          orden: `${prefijo}${donacionId}`,
          monto: d.monto,
          moneda: d.moneda,
          descripcion: `Donación · ${destinoLabels[d.destino].es}`,
          retorno: `${origen}/donaciones/donaciones?codigo=${d.codigo}`,
        })
      : null;
    return { ...rest, checkout };
  }

  /** The provider's verified notice of a donation: approved, it is received; declined, it says why. A repeated notice changes nothing. */
  async function notificar(n: NotificacionPasarela, caller: Visitor) {
    const id = Number(n.orden.slice(1));
    const recibida = await db.transaction(async (tx) => {
      const d = await q.bloquear(tx, id);
      if (!d) throw new DomainError('not_found');
      if (n.moneda !== d.moneda || cents(n.monto) !== cents(d.monto))
        throw new DomainError('pago_online_monto', { aprobado: formatMoney(n.monto, n.moneda), orden: formatMoney(d.monto, d.moneda) });
      if (d.estado !== 'pendiente') return null;
      const estado = n.aprobado ? 'recibida' : 'rechazada';
      await q.resolver(tx, id, {
        estado,
        referencia: n.referencia || null,
        nota: n.aprobado ? null : (n.mensaje ?? '').slice(0, 500) || null,
        usuarioId: null,
      });
      await audit(tx, caller, {
        entidad: 'donacion',
        entidadId: id,
        accion: n.aprobado ? 'aprobar' : 'rechazar',
        despues: { referencia: n.referencia, mensaje: n.mensaje },
      });
      return n.aprobado ? d : null;
    });
    if (recibida) await correo(recibida.email, t.donacionRecibida, datosCorreo(recibida, n.referencia));
  }
  deps.pagos.ordenesDe(prefijo, notificar);

  async function monedas() {
    return q.monedas(db);
  }

  return {
    async oferta() {
      return { tarjeta: (await deps.pagos.proveedor()) !== null, monedas: await monedas(), maximo: donacionMaxima };
    },

    async donar({ actor, input, origen }: ServiceCall<DonacionIn, Caller> & { origen: string }) {
      const moneda = (await monedas()).find((m) => m.monedaPagoId === input.monedaPagoId);
      if (!moneda) throw new DomainError('validation', {}, { monedaPagoId: { problem: 'moneda_inactiva' } });
      const modalidad = (await deps.pagos.proveedor()) ? 'tarjeta' : 'promesa';
      const { id, nueva } = await db.transaction(async (tx) => {
        await q.lockClave(tx, input.clave);
        const previa = await q.porClave(tx, input.clave);
        if (previa) return { id: previa.donacionId, nueva: false };
        const codigo = codigoDocumento(randomBytes(11));
        const { id } = await q.insertar(tx, { ...input, codigo, moneda: moneda.codigo, modalidad });
        const { token: _t, clave: _c, ...despues } = input;
        await audit(tx, actor, { entidad: 'donacion', entidadId: id, accion: 'crear', despues: { codigo, modalidad, ...despues } });
        return { id, nueva: true };
      });
      const d = (await q.porId(db, id))!;
      if (nueva && d.modalidad === 'promesa') await correo(input.email, t.donacionPromesa, datosCorreo(d));
      return salida(d, origen);
    },

    async consulta({ input, origen }: ServiceCall<{ codigo: string }, Caller> & { origen: string }) {
      const codigo = codigoNormalizado(input.codigo);
      const d = codigo ? await q.porCodigo(db, codigo) : undefined;
      if (!d) throw new DomainError('not_found');
      return salida(d, origen);
    },

    list: ({ input }: ServiceCall<FiltroDonaciones & { page: number; pageSize: number }>) => q.list(db, input),

    async resumen({ input }: ServiceCall<FiltroDonaciones>): Promise<ResumenDonaciones> {
      const [porEstado, porDestino] = await Promise.all([q.porEstado(db, input), q.porDestino(db, input)]);
      return { porEstado, porDestino };
    },

    async recibir({ actor, input }: ServiceCall<{ donacionId: number; referencia: string }, Actor>) {
      const d = await resolver(actor, input.donacionId, { estado: 'recibida', referencia: input.referencia, nota: null });
      await correo(d.email, t.donacionRecibida, datosCorreo(d, input.referencia));
      return q.fila(db, input.donacionId);
    },

    async anular({ actor, input }: ServiceCall<{ donacionId: number; motivo: string }, Actor>) {
      await resolver(actor, input.donacionId, { estado: 'anulada', referencia: null, nota: input.motivo });
      return q.fila(db, input.donacionId);
    },
  };

  /** Finance settles a pending gift: received (with what it came by) or annulled (with the reason). */
  async function resolver(actor: Actor, id: number, r: { estado: 'recibida' | 'anulada'; referencia: string | null; nota: string | null }) {
    return db.transaction(async (tx) => {
      const d = await q.bloquear(tx, id);
      if (!d) throw new DomainError('not_found');
      if (d.estado !== 'pendiente')
        throw new DomainError('donacion_no_pendiente', {
          codigo: d.codigo,
          estado: estadoDonacionLabels[d.estado as keyof typeof estadoDonacionLabels][actor.lang].toLowerCase(),
        });
      await q.resolver(tx, id, { ...r, usuarioId: actor.usuarioId });
      await audit(tx, actor, {
        entidad: 'donacion',
        entidadId: id,
        accion: r.estado === 'recibida' ? 'aprobar' : 'anular',
        antes: { estado: d.estado },
        despues: r,
      });
      return d;
    });
  }
}
export type DonacionService = ReturnType<typeof donacionService>;
