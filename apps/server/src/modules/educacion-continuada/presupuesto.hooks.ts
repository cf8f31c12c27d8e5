import { cents } from '@claustro/domain/platform/money';
import { DomainError } from '../../platform/errors.ts';
import type { ResourceHooks } from '../../platform/resources/engine.ts';
import { usuarioOf } from '../../platform/actor.ts';
import type { Services } from '../../platform/module.ts';
import { presupuestoQueries as q } from './presupuesto.queries.ts';

type Linea = { cuentaPresupuestariaId: number; prLiCantidad: unknown; prLiMontoUnitario: unknown };
const plan = (l: Linea[]) =>
  JSON.stringify(l.map((x) => [x.cuentaPresupuestariaId, cents(String(x.prLiCantidad)), cents(String(x.prLiMontoUnitario))].map(String)));

/**
 * An approved budget keeps what it planned: its course, participants and lines (accounts, quantities,
 * amounts) are not changed until it is put back in a status that is not approved — what was spent and
 * its status still are. Each status it is put in is recorded with who put it there.
 */
export const presupuestoHooks: ResourceHooks<Services> = {
  async beforeWrite(tx, values, id) {
    if (id === null) return;
    const antes = await q.guardado(tx, id);
    if (!antes?.aprobado) return;
    const lineas = values.lineas as Linea[] | undefined;
    const cambia =
      (values.cursoId !== undefined && values.cursoId !== antes.cursoId) ||
      (values.prParticipantes !== undefined && Number(values.prParticipantes) !== antes.participantes) ||
      (lineas !== undefined && plan(lineas) !== plan(antes.lineas));
    if (cambia) throw new DomainError('presupuesto_aprobado');
  },
  async afterWrite(tx, id, { actor }) {
    await q.paso(tx, id, usuarioOf(actor));
  },
};
