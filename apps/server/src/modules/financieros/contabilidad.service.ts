import { archivoDiario, archivoGp, faltanCuentasGp } from '@claustro/domain/financieros/contabilidad.archivos';
import type { OrigenAsiento } from '@claustro/domain/financieros/contabilidad.rules';
import { asientoDeRecibo } from '@claustro/domain/financieros/contabilidad.rules';
import { cents, fromCents, sumCents } from '@claustro/domain/platform/money';
import type { ServiceCall } from '../../platform/actor.ts';
import type { Institution } from '../../platform/config.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { contabilidadQueries } from './contabilidad.queries.ts';

const q = contabilidadQueries();

/**
 * Posts a receipt to the ledger, in the transaction that wrote it (after what it paid of the
 * student's charges): each payment method debited to its account, the change credited back to cash,
 * each service credited to its income account, the charges to the receivable. A receipt that nets to
 * nothing posts nothing.
 */
export async function contabilizarRecibo(tx: Db, documentoContableId: number, usuarioId: number) {
  const r = await q.recibo(tx, documentoContableId);
  if (!r) throw new Error(`No receipt ${documentoContableId}`);
  const lineas = asientoDeRecibo(
    {
      pagos: r.pagos.map((p) => ({ ...p, monto: cents(p.monto) })),
      devuelto: cents(r.devuelto),
      servicios: r.servicios.map((s) => ({ ...s, monto: cents(s.monto) })),
      cargos: r.cargos.map(cents),
    },
    r,
  );
  if (!lineas.length) return;
  await q.insertar(tx, {
    origen: 'recibo',
    documentoContableId,
    sedeId: r.sedeId,
    monedaPagoId: r.monedaPagoId,
    fecha: r.fecha,
    concepto: r.concepto,
    usuarioId,
    lineas: lineas.map((l) => ({ cuentaContableCatalogoId: l.cuentaContableCatalogoId, debito: fromCents(l.debito), credito: fromCents(l.credito) })),
  });
}

/** An annulled receipt's entry reversed, in the annulment's transaction. */
export const contabilizarAnulacion = (tx: Db, documentoContableId: number, usuarioId: number) => q.anulacion(tx, documentoContableId, usuarioId);

type Span = { desde: string; hasta: string; sedeId?: number; monedaPagoId?: number };

/** The ledger as the accountant reads it: entries, what each account moved, and the files for GP or another system. */
export function contabilidadService(deps: { database: Database; institution: Institution }) {
  const db = deps.database.db;
  const filtro = (s: Span) => ({ ...s, zona: deps.institution.timeZone });
  return {
    async page({ input }: ServiceCall<Span & { origen?: OrigenAsiento; value?: string; page: number; pageSize: number }>) {
      const p = await q.page(db, filtro(input), input);
      const lineas = await q.lineas(
        db,
        p.rows.map((r) => r.transaccionContableId),
      );
      return { rows: p.rows.map((r) => ({ ...r, lineas: lineas.filter((l) => l.transaccionContableId === r.transaccionContableId) })), total: p.total };
    },

    async resumen({ input }: ServiceCall<Span>) {
      const cuentas = await q.resumen(db, filtro(input));
      const monedas = [...new Set(cuentas.map((c) => c.moneda))];
      return {
        cuentas,
        totales: monedas.map((moneda) => {
          const de = cuentas.filter((c) => c.moneda === moneda);
          return {
            moneda,
            debito: fromCents(sumCents(de.map((c) => cents(c.debito)))),
            credito: fromCents(sumCents(de.map((c) => cents(c.credito)))),
          };
        }),
      };
    },

    /** The GP file; refused, naming them, while some account has no GP number (GP would reject the import). */
    async gp({ input }: ServiceCall<Span>) {
      const filas = await q.gp(db, filtro(input));
      const faltan = faltanCuentasGp(filas);
      if (faltan.length) throw new DomainError('cuentas_sin_gp', { cuentas: faltan.join(', ') });
      return archivoGp(filas);
    },

    diario: async ({ input }: ServiceCall<Span>) => archivoDiario(await q.diario(db, filtro(input))),
  };
}
export type ContabilidadService = ReturnType<typeof contabilidadService>;
