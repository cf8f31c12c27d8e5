import { cents, formatMoney, fromCents } from '@claustro/domain/platform/money';
import type { Actor } from '../../platform/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import type { CobroDeSolicitud } from '../calificaciones/solicitud-online.service.ts';
import { cargoManualQueries as q } from './cargo-manual.queries.ts';
import { cuentaQueries } from './cuenta.queries.ts';

/**
 * The fee of a document requested online (grades' online requests call it, in their transaction): the
 * service's price × copies, in the currency of the student's payment plan (the institution's default
 * when the student has none), written on the student career's account with its ledger entry. A
 * service priced in no currency is free; one priced, but not in that currency, is refused. The fee is
 * annulled while nothing of it is paid (locked against a payment meanwhile).
 */
export function cargoSolicitudService(deps: { clock: Clock }): CobroDeSolicitud {
  const cuentas = cuentaQueries();
  return {
    async cargar(tx, o) {
      const c = await cuentas.carrera(tx, o.estudianteCarreraId);
      if (!c) throw new DomainError('not_found');
      // Filed in the term under way: the fee is that term's, in the currency of the plan the student pays it by.
      const periodoAcademicoId = await q.periodoEnCurso(tx, deps.clock.today());
      const plan = await cuentas.plan(tx, { ...c, periodoAcademicoId: periodoAcademicoId ?? undefined });
      const p = await q.precio(tx, o.servicioContableId, plan?.monedaPagoId ?? null);
      if (!p?.conPrecios) return null;
      if (p.precio === null) throw new DomainError('servicio_sin_precio', { servicio: p.descripcion, moneda: p.moneda });
      const monto = fromCents(cents(p.precio) * BigInt(o.copias));
      if (cents(monto) === 0n) return null;
      const cargoEstudianteId = await q.escribir(tx, {
        estudianteCarreraId: o.estudianteCarreraId,
        periodoAcademicoId,
        planPagoId: plan?.planPagoId ?? null,
        monedaPagoId: p.monedaPagoId,
        servicioContableId: o.servicioContableId,
        concepto: o.concepto.slice(0, 200),
        fechaVence: deps.clock.today(),
        monto,
        usuarioId: o.actor.usuarioId,
      });
      await audit(tx, o.actor, {
        entidad: 'cargo_estudiante',
        entidadId: cargoEstudianteId,
        accion: 'crear',
        despues: { concepto: o.concepto, monto, moneda: p.moneda },
      });
      return cargoEstudianteId;
    },

    async anularSiImpago(tx, cargoEstudianteId, motivo, actor: Actor) {
      const c = await q.bloquear(tx, cargoEstudianteId);
      if (!c || c.estado !== 'vigente') return { pagado: null };
      if (cents(c.pagado) > 0n) return { pagado: formatMoney(c.pagado, c.moneda) };
      await q.anular(tx, cargoEstudianteId, motivo, actor.usuarioId);
      await audit(tx, actor, {
        entidad: 'cargo_estudiante',
        entidadId: cargoEstudianteId,
        accion: 'anular',
        antes: { concepto: c.concepto },
        despues: { estado: 'anulado', motivo },
      });
      return { pagado: null };
    },
  };
}
