import { cents, fromCents, sumCents } from '@claustro/domain/platform/money';
import type { EjecucionPresupuesto } from '@claustro/domain/educacion-continuada/presupuesto.contract';
import type { ServiceCall } from '../../platform/actor.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { ParticipanteService } from '../financieros/participante.service.ts';
import { presupuestoQueries as q } from './presupuesto.queries.ts';

const suma = (xs: (string | null)[]) => fromCents(sumCents(xs.map((x) => (x === null ? 0n : cents(x)))));

/** A course budget against what happened: its lines, finance's income for the course, the result both ways, its steps. */
export function presupuestoService(deps: { database: Database; participantes: ParticipanteService }) {
  const db = deps.database.db;
  return {
    async ejecucion({ input }: ServiceCall<{ presupuestoId: number }>): Promise<EjecucionPresupuesto> {
      const cab = await q.cabecera(db, input.presupuestoId);
      if (!cab) throw new DomainError('not_found');
      const [lineas, pasos, ingresos] = await Promise.all([
        q.lineas(db, input.presupuestoId),
        q.pasos(db, input.presupuestoId),
        deps.participantes.ingresosDeCurso(db, cab.cursoId),
      ]);
      const real = ingresos.find((i) => i.moneda === cab.moneda);
      const ingresoPlan = suma(lineas.filter((l) => l.ingreso).map((l) => l.presupuestado));
      const costoPlan = suma(lineas.filter((l) => !l.ingreso).map((l) => l.presupuestado));
      const gastado = suma(lineas.map((l) => l.ejecutado));
      const cobrado = real?.pagado ?? '0.00';
      const { cursoId: _c, ...cabecera } = cab;
      return {
        ...cabecera,
        lineas,
        pasos,
        ingresos: { presupuestado: ingresoPlan, cargado: real?.cargado ?? '0.00', cobrado },
        costos: { presupuestado: costoPlan, ejecutado: gastado },
        resultado: { presupuestado: fromCents(cents(ingresoPlan) - cents(costoPlan)), real: fromCents(cents(cobrado) - cents(gastado)) },
      };
    },
  };
}
export type PresupuestoService = ReturnType<typeof presupuestoService>;
