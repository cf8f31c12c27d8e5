import {
  archivo606,
  archivo607,
  archivo608,
  claseDgii,
  consumoMenor,
  detallaEn607,
  montos606,
  montos607,
  type Venta607,
} from '@claustro/domain/financieros/dgii.rules';
import { cents, fromCents, sumCents } from '@claustro/domain/platform/money';
import type { ServiceCall } from '../../platform/actor.ts';
import type { Institution } from '../../platform/config.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { dgiiQueries } from './dgii.queries.ts';

/** A month's DGII sending formats: what they hold, and the 606, 607 and 608 files. */
export function dgiiService(deps: { database: Database; institution: Institution }) {
  const q = dgiiQueries();
  const db = deps.database.db;
  const zona = deps.institution.timeZone;
  const ventas = async (periodo: string): Promise<Venta607[]> =>
    (await q.ventas(db, periodo, zona)).map((v) => ({ ...v, pagos: v.pagos.map((p) => ({ monto: p.monto, clase: claseDgii(p) })) }));
  /** The DGII takes no file without the sender's RNC. */
  const rnc = () => {
    if (!deps.institution.rnc) throw new DomainError('institucion_sin_rnc');
    return deps.institution.rnc;
  };
  return {
    async resumen({ input }: ServiceCall<{ periodo: string }>) {
      const v = await ventas(input.periodo);
      const detalle = v.filter(detallaEn607);
      const anulados = await q.anulados(db, input.periodo, zona);
      const compras = await q.compras(db, input.periodo);
      return {
        rnc: deps.institution.rnc ?? null,
        periodo: input.periodo,
        f606: {
          registros: compras.length,
          monto: fromCents(sumCents(compras.map((c) => montos606(c).total))),
          itbis: fromCents(sumCents(compras.map((c) => cents(c.itbisFacturado)))),
        },
        f607: { registros: detalle.length, monto: fromCents(sumCents(detalle.map((x) => montos607(x).total))) },
        consumoMenor: consumoMenor(v),
        f608: { registros: anulados.length },
        anulados,
      };
    },
    f606: async ({ input }: ServiceCall<{ periodo: string }>) => archivo606(rnc(), input.periodo, await q.compras(db, input.periodo)),
    f607: async ({ input }: ServiceCall<{ periodo: string }>) => archivo607(rnc(), input.periodo, await ventas(input.periodo)),
    f608: async ({ input }: ServiceCall<{ periodo: string }>) => archivo608(rnc(), input.periodo, await q.anulados(db, input.periodo, zona)),
    rnc,
  };
}
export type DgiiService = ReturnType<typeof dgiiService>;
