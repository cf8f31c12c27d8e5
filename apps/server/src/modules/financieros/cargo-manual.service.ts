import { cargoEspecialScreen, cargoModificacionScreen, type CargoManualIn } from '@claustro/domain/financieros/cargo-manual.contract';
import { montoAsignaturaEspecial, montoModificacion } from '@claustro/domain/financieros/cargo-manual.rules';
import type { ServiceCall } from '../../platform/actor.ts';
import type { AccessCache } from '../../platform/auth/access-cache.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { cents, formatMoney } from '@claustro/domain/platform/money';
import { audit } from '../../platform/audit.ts';
import { cargoManualQueries as q } from './cargo-manual.queries.ts';
import { cuentaQueries } from './cuenta.queries.ts';
import type { CuentaService } from './cuenta.service.ts';

/**
 * Charges written by hand on a student's account, each under its own screen: a special subject, or a
 * change to the first selection. Priced by the institution's services and the student's plan, never
 * by the form; written with their ledger entry, audited; answers the account as it now stands.
 */
export function cargoManualService(deps: { database: Database; access: AccessCache; clock: Clock; cuentas: CuentaService }) {
  const cuentas = cuentaQueries();
  const db = deps.database.db;
  return {
    async crear({ actor, input }: ServiceCall<CargoManualIn>) {
      const screen = input.tipo === 'asignatura_especial' ? cargoEspecialScreen : cargoModificacionScreen;
      if (!(await deps.access.holds(actor.usuarioId, [screen]))) throw new DomainError('forbidden');
      await db.transaction(async (tx) => {
        const c = await cuentas.carrera(tx, input.estudianteCarreraId);
        const periodo = await cuentas.periodo(tx, input.periodoAcademicoId);
        if (!c || !periodo) throw new DomainError('not_found');
        const plan = await cuentas.plan(tx, { ...c, periodoAcademicoId: input.periodoAcademicoId });
        if (!plan) throw new DomainError('sin_plan_pago', { carrera: c.carrera, sede: c.sede });
        const servicio = await q.servicio(tx, input.tipo === 'asignatura_especial' ? 'tutorias' : 'modificacion', plan.monedaPagoId);
        let concepto: string;
        let precio;
        if (input.tipo === 'asignatura_especial') {
          const [a] = await q.asignaturas(tx, input.estudianteCarreraId, input.asignaturaId);
          if (!a) throw new DomainError('validation', {}, { asignaturaId: { problem: 'asignatura_del_plan' } });
          precio = montoAsignaturaEspecial(a.creditos, servicio.precio);
          concepto = `Asignatura especial · ${a.codigo} ${a.nombre} · ${periodo.descripcion}`;
        } else {
          precio = montoModificacion(input.creditos, servicio.precio, plan);
          concepto = `Modificación de selección (+${input.creditos} créditos) · ${periodo.descripcion}`;
        }
        if (!precio.ok || !servicio.servicioContableId)
          throw new DomainError('servicio_sin_precio', {
            servicio: servicio.descripcion ?? (input.tipo === 'asignatura_especial' ? 'Tutorías' : 'Modificación de selección'),
            moneda: servicio.moneda,
          });
        const id = await q.escribir(tx, {
          estudianteCarreraId: input.estudianteCarreraId,
          periodoAcademicoId: input.periodoAcademicoId,
          planPagoId: plan.planPagoId,
          monedaPagoId: plan.monedaPagoId,
          servicioContableId: servicio.servicioContableId,
          concepto: concepto.slice(0, 200),
          fechaVence: input.fechaVence ?? deps.clock.today(),
          monto: precio.monto,
          usuarioId: actor.usuarioId,
        });
        await audit(tx, actor, {
          entidad: 'cargo_estudiante',
          entidadId: id,
          accion: 'crear',
          despues: { concepto, monto: precio.monto, calculo: precio.detalle.es },
        });
      });
      return deps.cuentas.cuenta({ actor, input: { estudianteCarreraId: input.estudianteCarreraId } });
    },

    /** Annuls a charge written by hand while nothing of it is paid (locked against a payment meanwhile); audited. */
    async anular({ actor, input }: ServiceCall<{ cargoEstudianteId: number; motivo: string }>) {
      const estudianteCarreraId = await db.transaction(async (tx) => {
        const c = await q.bloquear(tx, input.cargoEstudianteId);
        if (!c) throw new DomainError('not_found');
        if (c.tipo !== 'cargo' || c.estado !== 'vigente' || !c.estudianteCarreraId) throw new DomainError('cargo_no_anulable', { concepto: c.concepto });
        if (cents(c.pagado) > 0n) throw new DomainError('cargo_con_pagos', { concepto: c.concepto, pagado: formatMoney(c.pagado, c.moneda) });
        await q.anular(tx, input.cargoEstudianteId, input.motivo, actor.usuarioId);
        await audit(tx, actor, {
          entidad: 'cargo_estudiante',
          entidadId: input.cargoEstudianteId,
          accion: 'anular',
          antes: { concepto: c.concepto, estado: c.estado },
          despues: { estado: 'anulado', motivo: input.motivo },
        });
        return c.estudianteCarreraId;
      });
      return deps.cuentas.cuenta({ actor, input: { estudianteCarreraId } });
    },

    asignaturas: ({ input }: ServiceCall<{ estudianteCarreraId: number }>) => q.asignaturas(db, input.estudianteCarreraId),
  };
}
export type CargoManualService = ReturnType<typeof cargoManualService>;
