import { saldoDe } from '@claustro/domain/financieros/cuenta.rules';
import { cents, fromCents, sumCents } from '@claustro/domain/platform/money';
import { cargosDeParticipante } from '@claustro/domain/educacion-continuada/cargos.rules';
import type { RecargoResultado } from '@claustro/domain/financieros/cuenta.contract';
import type { ServiceCall } from '../../platform/actor.ts';
import { audit } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { transactionOrTrial } from '../../platform/db/trial.ts';
import { DomainError } from '../../platform/errors.ts';
import { contabilidadQueries } from './contabilidad.queries.ts';
import { cuentaQueries, resultadoDeRecargos } from './cuenta.queries.ts';
import { participanteQueries } from './participante.queries.ts';

/**
 * What continuing-education participants owe: the charges of a request that takes a seat, their
 * balances, one participant's account (found by a request's code or their ID number), and the late
 * fees of their instalments.
 */
export function participanteService(deps: { database: Database; clock: Clock }) {
  const q = participanteQueries();
  const cuentas = cuentaQueries();
  const contabilidad = contabilidadQueries();
  const db = deps.database.db;
  return {
    /**
     * A request that takes a seat (accepted, enrolled) gets its charges — the course's enrolment amount
     * and instalments (`cargosDeParticipante`) — once, put on the ledger like a student's (the course's
     * accounting service takes the income). Continuing education calls it, in its own transaction,
     * wherever a request's status is written: processing it, and staff writing it.
     */
    async cargar(tx: Db, solicitudInscripcionId: number, o: { usuarioId: number; hoy: string }) {
      const s = await q.aCargar(tx, solicitudInscripcionId);
      if (!s) return;
      const ids = await q.escribir(tx, solicitudInscripcionId, s, cargosDeParticipante(s, o.hoy), o.usuarioId);
      await contabilidad.cargos(tx, ids, o.usuarioId);
    },

    /** What a course's participants were charged and paid, per currency. */
    ingresosDeCurso: (d: Db, cursoId: number) => q.ingresosDeCurso(d, cursoId),

    /** Each request's account (charged, paid, owed, past due today). */
    saldos: (d: Db, solicitudes: number[]) => (solicitudes.length ? q.saldos(d, solicitudes, deps.clock.today()) : Promise.resolve([])),

    /**
     * A request withdrawn: each of its charges with nothing paid is annulled with the reason (its
     * ledger entry reversed); what was paid stays paid — a refund or a credit is finance's decision —
     * and a charge paid in part (or taken over by a payment agreement) stays owed for the rest. In the
     * caller's transaction.
     */
    async retirar(tx: Db, solicitudInscripcionId: number, o: { motivo: string; usuarioId: number }) {
      const cargos = await q.cargosDeSolicitud(tx, solicitudInscripcionId);
      const sinPago = cargos.filter((c) => cents(c.pagado) === 0n && cents(c.refinanciado) === 0n);
      if (sinPago.length) {
        await q.anular(
          tx,
          sinPago.map((c) => c.id),
          o.motivo,
          o.usuarioId,
        );
        for (const c of sinPago) await contabilidad.reversoCargo(tx, c.id, o.usuarioId);
      }
      const suma = (l: typeof cargos, f: (c: (typeof cargos)[number]) => bigint) => fromCents(sumCents(l.map(f)));
      const conPago = cargos.filter((c) => !sinPago.includes(c));
      return {
        moneda: cargos[0]?.moneda ?? null,
        pagado: suma(cargos, (c) => cents(c.pagado)),
        anulado: suma(sinPago, (c) => cents(c.porCobrar)),
        queda: suma(conPago, (c) => cents(c.porCobrar) - cents(c.pagado)),
      };
    },

    balances: ({ input }: ServiceCall<{ value?: string; soloVencidos?: 'true' | 'false'; page: number; pageSize: number }>) =>
      q.balances(db, { value: input.value, soloVencidos: input.soloVencidos === 'true', hoy: deps.clock.today() }, input),

    async cuenta({ input }: ServiceCall<{ codigo: string }>) {
      const persona = await q.persona(db, input.codigo);
      if (!persona) throw new DomainError('not_found');
      const [solicitudes, cargos, pagos] = await Promise.all([
        q.solicitudes(db, persona.identificacion),
        cuentas.cargosDeParticipante(db, persona.identificacion, deps.clock.today()),
        cuentas.pagos(db, { identificacion: persona.identificacion }),
      ]);
      return { ...persona, solicitudes, cargos, pagos, ...saldoDe(cargos) };
    },

    async recargos({ actor, input }: ServiceCall<{ cursoId?: number; fecha: string | null; prueba: boolean }>): Promise<RecargoResultado> {
      const fecha = input.fecha ?? deps.clock.today();
      const filas = await transactionOrTrial(deps.database, input.prueba, async (tx) => {
        if (input.cursoId !== undefined && !(await q.curso(tx, input.cursoId))) throw new DomainError('not_found');
        const r = await q.recargar(tx, { cursoId: input.cursoId, fecha, usuarioId: actor.usuarioId });
        if (r.length && !input.prueba)
          await audit(tx, actor, { entidad: 'cargo_estudiante', entidadId: input.cursoId ?? 0, accion: 'crear', despues: { recargosEc: r, fecha } });
        return r;
      });
      return resultadoDeRecargos(fecha, input.prueba, filas);
    },
  };
}
export type ParticipanteService = ReturnType<typeof participanteService>;
