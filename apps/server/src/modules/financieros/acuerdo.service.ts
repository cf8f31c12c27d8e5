import type { Acuerdo, AcuerdoIn } from '@claustro/domain/financieros/acuerdo.contract';
import { cuotasDeAcuerdo } from '@claustro/domain/financieros/acuerdo.rules';
import { cents, formatMoney, fromCents, sumCents } from '@claustro/domain/platform/money';
import type { ServiceCall } from '../../platform/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { acuerdoQueries } from './acuerdo.queries.ts';
import { cajaQueries } from './caja.queries.ts';
import { cuentaQueries } from './cuenta.queries.ts';

/**
 * Payment agreements (see `acuerdo.contract.ts`). Writing one locks the charges it takes, reads what
 * is left of each after the lock, and takes exactly that; annulling one is refused once anything of
 * its instalments is paid.
 */
export function acuerdoService(deps: { database: Database; clock: Clock }) {
  const q = acuerdoQueries();
  const cuentas = cuentaQueries();
  const db = deps.database.db;

  async function leer(d: Db, acuerdoPagoId: number): Promise<Acuerdo> {
    const a = await q.uno(d, acuerdoPagoId);
    if (!a) throw new DomainError('not_found');
    const [plazos, tomados] = await Promise.all([cuentas.plazos(d, acuerdoPagoId, deps.clock.today()), q.tomados(d, acuerdoPagoId)]);
    return { ...a, plazos, tomados };
  }

  return {
    lista: ({ input }: ServiceCall<{ value?: string; page: number; pageSize: number }>) => q.lista(db, input, input),
    uno: ({ input }: ServiceCall<{ acuerdoPagoId: number }>) => leer(db, input.acuerdoPagoId),

    async crear({ actor, input }: ServiceCall<AcuerdoIn>) {
      const id = await db.transaction(async (tx) => {
        if (!(await cuentas.carrera(tx, input.estudianteCarreraId))) throw new DomainError('not_found');
        const moneda = await cajaQueries().codigoMoneda(tx, input.monedaPagoId);
        if (!moneda) throw new DomainError('validation', {}, { monedaPagoId: { problem: 'moneda_requerida' } });
        // What the career owes in the currency, outside other agreements' instalments (an agreement is not refinanced again).
        const debidos = (await cuentas.cargos(tx, [input.estudianteCarreraId], deps.clock.today(), true)).filter(
          (c) => c.moneda === moneda && c.tipo !== 'acuerdo',
        );
        const ajeno = input.cargos.find((c) => !debidos.some((d) => d.cargoEstudianteId === c));
        if (ajeno !== undefined)
          throw new DomainError(
            'validation',
            {},
            {
              cargos: { problem: 'cargos_no_acordables' },
            },
          );
        const elegidos = input.cargos.length ? debidos.filter((d) => input.cargos.includes(d.cargoEstudianteId)) : debidos;
        const filas = elegidos.length
          ? await cuentas.bloquear(
              tx,
              elegidos.map((c) => c.cargoEstudianteId),
            )
          : [];
        const tomados = filas
          .filter((f) => f.estado === 'vigente' && cents(f.pendiente) > 0n)
          .map((f) => ({ cargoEstudianteId: f.cargoEstudianteId, monto: f.pendiente }));
        const total = sumCents(tomados.map((t) => cents(t.monto)));
        if (total <= 0n) throw new DomainError('acuerdo_sin_deuda');
        const periodo = Math.max(
          ...elegidos.filter((e) => tomados.some((t) => t.cargoEstudianteId === e.cargoEstudianteId)).flatMap((e) => e.periodoAcademicoId ?? []),
        );
        const acuerdoPagoId = await q.insertar(tx, {
          ...input,
          monto: fromCents(total),
          usuarioId: actor.usuarioId,
          periodoAcademicoId: periodo,
          servicioContableId: await q.servicio(tx),
          tomados,
          plazos: cuotasDeAcuerdo(total, input.cuotas, input.primeraFecha).map((c) => ({ ...c, monto: fromCents(c.monto) })),
        });
        await audit(tx, actor, {
          entidad: 'acuerdo_pago',
          entidadId: acuerdoPagoId,
          accion: 'crear',
          despues: { estudianteCarreraId: input.estudianteCarreraId, monto: fromCents(total), moneda, cuotas: input.cuotas, tomados },
        });
        return acuerdoPagoId;
      });
      return leer(db, id);
    },

    async anular({ actor, input }: ServiceCall<{ acuerdoPagoId: number; motivo: string }>) {
      await db.transaction(async (tx) => {
        const a = await q.bloquear(tx, input.acuerdoPagoId);
        if (!a) throw new DomainError('not_found');
        if (a.estado === 'anulado') throw new DomainError('acuerdo_anulado');
        const pagado = await q.pagadoDe(tx, input.acuerdoPagoId);
        if (cents(pagado) > 0n) throw new DomainError('acuerdo_con_pagos', { pagado: formatMoney(pagado) });
        await q.anular(tx, input.acuerdoPagoId, { motivo: input.motivo, usuarioId: actor.usuarioId });
        await audit(tx, actor, {
          entidad: 'acuerdo_pago',
          entidadId: input.acuerdoPagoId,
          accion: 'anular',
          antes: { estado: 'vigente' },
          despues: { estado: 'anulado', motivo: input.motivo },
        });
      });
      return { ok: true as const };
    },
  };
}
export type AcuerdoService = ReturnType<typeof acuerdoService>;
