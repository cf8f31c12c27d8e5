import type { Cotizacion } from '@claustro/domain/financieros/cotizacion.contract';
import { cargosDelPeriodo, creditosCobrados } from '@claustro/domain/financieros/cuenta.rules';
import { cents, fromCents, sumCents } from '@claustro/domain/platform/money';
import type { ServiceCall } from '../../platform/actor.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { cajaQueries } from './caja.queries.ts';
import { cuentaQueries } from './cuenta.queries.ts';

/** `/financiero/cotizacion`: a term's quote, by the plan and the rule that would write the charges (`cargosDelPeriodo`). */
export function cotizacionService(deps: { database: Database }) {
  const cuentas = cuentaQueries();
  const db = deps.database.db;
  return {
    async cotizar({
      input,
    }: ServiceCall<{
      sedeId: number;
      carreraId: number;
      periodoAcademicoId: number;
      creditos: number;
      nuevo: 'true' | 'false';
      descuento: number;
    }>): Promise<Cotizacion> {
      const [periodo, plan] = await Promise.all([
        cuentas.periodo(db, input.periodoAcademicoId),
        cuentas.plan(db, { carreraId: input.carreraId, sedeId: input.sedeId, estudianteId: 0 }),
      ]);
      if (!periodo) throw new DomainError('not_found');
      if (!plan) throw new DomainError('sin_plan_pago', await cuentas.nombresCarreraSede(db, input.carreraId, input.sedeId));
      const creditos = creditosCobrados(plan, input.creditos);
      const cargos = cargosDelPeriodo(plan, {
        creditos,
        nuevo: input.nuevo === 'true',
        inicio: periodo.inicio,
        descuentos: input.descuento ? [{ porcentaje: true, valor: String(input.descuento), afectaInscripcion: false, afectaMensualidad: true }] : [],
      });
      const codigo = (await cajaQueries().codigoMoneda(db, plan.monedaPagoId))!;
      return {
        plan: plan.descripcion,
        moneda: codigo,
        porCredito: plan.porCredito,
        costoCredito: plan.costoCredito,
        creditos,
        periodo: periodo.descripcion,
        cargos,
        total: fromCents(sumCents(cargos.map((c) => cents(c.monto)))),
        descuentoTotal: fromCents(sumCents(cargos.map((c) => cents(c.descuento)))),
      };
    },
  };
}
export type CotizacionService = ReturnType<typeof cotizacionService>;
