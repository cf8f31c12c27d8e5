import type { AperturaConResumen, AperturaIn, CajeroDe, CierreIn, Retiro, RetiroIn } from '@claustro/domain/financieros/caja.contract';
import { aperturaScreen } from '@claustro/domain/financieros/caja.contract';
import { resumenCaja } from '@claustro/domain/financieros/caja.rules';
import { cents, formatMoney } from '@claustro/domain/platform/money';
import type { ServiceCall } from '../../platform/actor.ts';
import type { AccessCache } from '../../platform/auth/access-cache.ts';
import type { Institution } from '../../platform/config.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { cajaQueries } from './caja.queries.ts';
import { cierrePdf } from './cierre.pdf.ts';
import { cobroQueries } from './cobro.queries.ts';

/**
 * A cashier's day: open their register with a float per currency, see what it has taken, take cash
 * out with a reason, close it with the cash counted. Only the cashier who opened a register, or a
 * supervisor, closes it; nothing is collected on a closed one (collections lock the opening in
 * share mode, a closing in update mode, so a closing waits for the payments in flight).
 */
export function cajaService(deps: { database: Database; access: AccessCache; institution: Institution }) {
  const q = cajaQueries();
  const db = deps.database.db;

  async function conResumen(d: Db, cajaAperturaId: number): Promise<AperturaConResumen | undefined> {
    const a = await q.one(d, cajaAperturaId);
    if (!a) return undefined;
    return { ...a, monedas: resumenCaja(await q.monedas(d, cajaAperturaId), await q.formasPago(d, cajaAperturaId)) };
  }

  async function cajero(d: Db, usuarioId: number): Promise<CajeroDe> {
    const c = await q.cajeroDe(d, usuarioId);
    if (!c) throw new DomainError('no_es_cajero');
    return c;
  }

  /** The cash a register holds now in one currency (what its summary expects). */
  async function efectivoEnCaja(d: Db, cajaAperturaId: number, monedaPagoId: number) {
    const m = resumenCaja(await q.monedas(d, cajaAperturaId), await q.formasPago(d, cajaAperturaId)).find((x) => x.monedaPagoId === monedaPagoId);
    return m ? cents(m.efectivoEsperado) : 0n;
  }

  return {
    page: ({ input }: ServiceCall<{ filtro?: string; estado?: string; page: number; pageSize: number }>) => q.page(db, input, input),

    async get({ input }: ServiceCall<{ cajaAperturaId: number }>) {
      const a = await conResumen(db, input.cajaAperturaId);
      if (!a) throw new DomainError('not_found');
      return a;
    },

    /** A user's register and its opening in course: one's own, or anyone's for who reads the openings. */
    async mia({ actor, input }: ServiceCall<{ userId: number }>) {
      if (input.userId !== actor.usuarioId && !(await deps.access.holds(actor.usuarioId, [aperturaScreen]))) throw new DomainError('forbidden');
      const suyo = await q.cajeroDe(db, input.userId);
      // Receipts without a fiscal number: the cashier's permission counts only where the institution allows them.
      const c = suyo ? { ...suyo, sinNcf: suyo.sinNcf && deps.institution.recibosSinNcf } : null;
      const abierta = c ? await q.abiertaDeCajero(db, c.cajeroId) : undefined;
      return { cajero: c, apertura: abierta ? ((await conResumen(db, abierta.cajaAperturaId)) ?? null) : null };
    },

    async abrir({ actor, input }: ServiceCall<AperturaIn>) {
      const id = await db.transaction(async (tx) => {
        const c = await cajero(tx, actor.usuarioId);
        const propia = await q.abiertaDeCajero(tx, c.cajeroId);
        if (propia) throw new DomainError('caja_abierta', { desde: propia.fechaApertura });
        const otra = await q.abiertaDeCaja(tx, c.cajaId);
        if (otra) throw new DomainError('caja_ocupada', { caja: otra.caja, cajero: otra.cajero });
        const cajaAperturaId = await q.abrir(tx, { cajaId: c.cajaId, cajeroId: c.cajeroId, fondos: input.fondos });
        await audit(tx, actor, { entidad: 'caja_apertura', entidadId: cajaAperturaId, accion: 'crear', despues: { caja: c.caja, fondos: input.fondos } });
        return cajaAperturaId;
      });
      return (await conResumen(db, id))!;
    },

    async cerrar({ actor, input }: ServiceCall<CierreIn & { cajaAperturaId: number }>) {
      await db.transaction(async (tx) => {
        const a = await q.bloquear(tx, input.cajaAperturaId, 'update');
        if (!a) throw new DomainError('not_found');
        if (a.cerrada) throw new DomainError('caja_cerrada');
        const c = await q.cajeroDe(tx, actor.usuarioId);
        if (c?.cajeroId !== a.cajeroId && !c?.esSupervisor) throw new DomainError('caja_ajena');
        const antes = (await conResumen(tx, input.cajaAperturaId))!;
        await q.cerrar(tx, input.cajaAperturaId, { contados: input.contados, observacion: input.observacion, usuarioId: actor.usuarioId });
        const despues = (await conResumen(tx, input.cajaAperturaId))!;
        await audit(tx, actor, {
          entidad: 'caja_apertura',
          entidadId: input.cajaAperturaId,
          accion: 'cerrar',
          antes: { cerrada: false },
          despues: {
            cerrada: true,
            observacion: input.observacion,
            monedas: despues.monedas.map((m) => ({ moneda: m.moneda, esperado: m.efectivoEsperado, contado: m.contado, diferencia: m.diferencia })),
            recibos: antes.recibos,
          },
        });
      });
      return (await conResumen(db, input.cajaAperturaId))!;
    },

    /** Withdrawals of an opening: the caller's open one when none is named. */
    async retiros({ actor, input }: ServiceCall<{ cajaAperturaId?: number; page: number; pageSize: number }>) {
      let cajaAperturaId = input.cajaAperturaId;
      if (!cajaAperturaId) {
        const c = await q.cajeroDe(db, actor.usuarioId);
        cajaAperturaId = c ? (await q.abiertaDeCajero(db, c.cajeroId))?.cajaAperturaId : undefined;
        if (!cajaAperturaId) return { rows: [], total: 0 };
      } else if (!(await deps.access.holds(actor.usuarioId, [aperturaScreen]))) {
        const c = await q.cajeroDe(db, actor.usuarioId);
        const a = await q.one(db, cajaAperturaId);
        if (!a || a.cajeroId !== c?.cajeroId) throw new DomainError('forbidden');
      }
      return q.retiros(db, { cajaAperturaId }, input);
    },

    async retirar({ actor, input }: ServiceCall<RetiroIn>): Promise<Retiro> {
      const { cajaAperturaId, id } = await db.transaction(async (tx) => {
        const c = await cajero(tx, actor.usuarioId);
        const abierta = await q.abiertaDeCajero(tx, c.cajeroId);
        if (!abierta) throw new DomainError('caja_no_abierta');
        const a = await q.bloquear(tx, abierta.cajaAperturaId, 'update');
        if (!a || a.cerrada) throw new DomainError('caja_no_abierta');
        const disponible = await efectivoEnCaja(tx, abierta.cajaAperturaId, input.monedaPagoId);
        if (cents(input.monto) > disponible) {
          const moneda = (await q.monedasActivas(tx)).find((m) => m.monedaPagoId === input.monedaPagoId)?.codigo ?? '';
          throw new DomainError('efectivo_insuficiente', { disponible: formatMoney(disponible < 0n ? 0n : disponible, moneda) });
        }
        const retiroId = await q.retirar(tx, { ...input, cajaAperturaId: abierta.cajaAperturaId, usuarioId: actor.usuarioId });
        await audit(tx, actor, { entidad: 'retiro_caja', entidadId: retiroId, accion: 'crear', despues: { ...input, cajaAperturaId: abierta.cajaAperturaId } });
        return { cajaAperturaId: abierta.cajaAperturaId, id: retiroId };
      });
      return (await q.retiros(db, { cajaAperturaId, id }, { page: 1, pageSize: 1 })).rows[0];
    },

    /** The closing report of an opening (in course: what it holds so far), with every receipt it issued. */
    async reporteCierre({ actor, input }: ServiceCall<{ cajaAperturaId: number }>) {
      const a = await conResumen(db, input.cajaAperturaId);
      if (!a) throw new DomainError('not_found');
      const [{ rows }, cheques] = await Promise.all([
        cobroQueries().page(db, { cajaAperturaId: a.cajaAperturaId, zona: deps.institution.timeZone }, { page: 1, pageSize: 5000 }),
        cobroQueries().aDepositar(db, a.cajaAperturaId),
      ]);
      return cierrePdf(deps.institution, a, rows.reverse(), cheques, actor.lang);
    },
  };
}
export type CajaService = ReturnType<typeof cajaService>;
