import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Checkout } from '@claustro/domain/financieros/pago-online.contract';

/** An order as the provider's checkout takes it. */
export interface OrdenPasarela {
  orden: string;
  /** Two decimals, a dot: `1500.00`. */
  monto: string;
  /** ISO 4217: `DOP`, `USD`. */
  moneda: string;
  descripcion: string;
  /** Where the provider sends the student back when they finish (or cancel). */
  retorno: string;
}

/** A provider's notification of an order's result, once its signature held. */
export interface NotificacionPasarela {
  orden: string;
  aprobado: boolean;
  /** The approval (or transaction) number. */
  referencia: string;
  monto: string;
  moneda: string;
  mensaje: string | null;
}

/**
 * The institution's card provider, as Claustro sees it: it signs an order for the provider's checkout
 * page, and verifies the provider's notifications. Dominican acquirers (a hosted payment page posted
 * a signed form, a server-to-server notice back) fit this shape; another provider is another
 * implementation of these two functions.
 */
export interface Pasarela {
  checkout(o: OrdenPasarela): Checkout;
  verificar(campos: Record<string, string>): NotificacionPasarela | null;
}

/** The local test gateway's address (`pasarela-prueba.ts`): an institution that names it pays on Claustro's own test page. */
export const pasarelaPruebaUrl = '/pasarela-prueba';

const firma = (secreto: string, partes: string[]) => createHmac('sha256', secreto).update(partes.join('|')).digest('hex');
const partesOrden = (c: Record<string, string>) => [c.orden, c.monto, c.moneda, c.retorno];
const partesNotificacion = (c: Record<string, string>) => [c.orden, c.estado, c.referencia, c.monto, c.moneda, c.mensaje ?? ''];

const iguales = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The provider's contract: the order's fields and the notification's, each signed with HMAC-SHA256 of
 * its fields joined by `|` under the secret the institution shares with the provider.
 */
export function pasarelaHmac(
  url: string,
  secreto: string,
): Pasarela & {
  /** What the provider does: checks an order the browser brought, and signs its notification. */
  proveedor: {
    ordenValida(campos: Record<string, string>): boolean;
    notificacion(n: Omit<NotificacionPasarela, 'aprobado'> & { aprobado: boolean }): Record<string, string>;
  };
} {
  return {
    checkout(o) {
      const campos = { orden: o.orden, monto: o.monto, moneda: o.moneda, descripcion: o.descripcion, retorno: o.retorno };
      return { url, campos: { ...campos, firma: firma(secreto, partesOrden(campos)) } };
    },
    verificar(c) {
      if (!c.orden || !c.estado || !c.monto || !c.moneda || !c.firma) return null;
      if (!iguales(c.firma, firma(secreto, partesNotificacion(c)))) return null;
      return {
        orden: c.orden,
        aprobado: c.estado === 'aprobado',
        referencia: c.referencia ?? '',
        monto: c.monto,
        moneda: c.moneda,
        mensaje: c.mensaje || null,
      };
    },
    proveedor: {
      ordenValida: (c) => !!c.firma && iguales(c.firma, firma(secreto, partesOrden(c))),
      notificacion(n) {
        const c = {
          orden: n.orden,
          estado: n.aprobado ? 'aprobado' : 'rechazado',
          referencia: n.referencia,
          monto: n.monto,
          moneda: n.moneda,
          mensaje: n.mensaje ?? '',
        };
        return { ...c, firma: firma(secreto, partesNotificacion(c)) };
      },
    },
  };
}
export type PasarelaHmac = ReturnType<typeof pasarelaHmac>;
