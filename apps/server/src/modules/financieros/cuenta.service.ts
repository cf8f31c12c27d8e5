import type { Cuenta, RecargoResultado } from '@claustro/domain/financieros/cuenta.contract';
import { cuentaLectores } from '@claustro/domain/financieros/cuenta.contract';
import { cargosDelPeriodo, patrociniosDelPeriodo, saldoDe } from '@claustro/domain/financieros/cuenta.rules';
import { formatMoney } from '@claustro/domain/platform/money';
import type { Actor, ServiceCall } from '../../platform/actor.ts';
import type { AccessCache } from '../../platform/auth/access-cache.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { transactionOrTrial } from '../../platform/db/trial.ts';
import { cuentaQueries, resultadoDeRecargos } from './cuenta.queries.ts';
import { estadoCuentaPdf } from './estado-cuenta.pdf.ts';
import type { Institution } from '../../platform/config.ts';
import { problemInBoth } from '@claustro/domain/messages/problems';
import { pagoMatriculaScreen } from '@claustro/domain/financieros/pago-online.contract';

/**
 * Students' accounts: a term's charges written from the student's payment plan (once: running it
 * again adds nothing), the account read with what each charge has left and the receipts that paid
 * it, and who owes. A student reads only their own account.
 */
export function cuentaService(deps: { database: Database; access: AccessCache; clock: Clock; institution: Institution }) {
  const q = cuentaQueries();
  const db = deps.database.db;

  async function leer(d: Db, estudianteCarreraId: number): Promise<Cuenta> {
    const c = await q.carrera(d, estudianteCarreraId);
    if (!c) throw new DomainError('not_found');
    const hoy = deps.clock.today();
    const [plan, cargos, pagos] = await Promise.all([q.plan(d, c), q.cargos(d, [estudianteCarreraId], hoy), q.pagos(d, { estudianteCarreraId })]);
    return {
      estudianteCarreraId,
      estudianteId: c.estudianteId,
      matricula: c.matricula,
      nombre: c.nombre,
      carrera: c.carrera,
      sede: c.sede,
      plan: plan?.descripcion ?? null,
      cargos,
      pagos,
      ...saldoDe(cargos),
    };
  }

  /** One's own account, or anyone's for who works with accounts. */
  async function mayRead(actor: Actor, estudianteCarreraId: number) {
    const mine = await q.carrerasDeUsuario(db, actor.usuarioId);
    if (!mine.includes(estudianteCarreraId) && !(await deps.access.holds(actor.usuarioId, cuentaLectores))) throw new DomainError('forbidden');
  }

  return {
    async cuenta({ actor, input }: ServiceCall<{ estudianteCarreraId: number }>) {
      await mayRead(actor, input.estudianteCarreraId);
      return leer(db, input.estudianteCarreraId);
    },

    /** The statement to print: one's own, or anyone's for who works with accounts. */
    async estadoCuenta({ actor, input }: ServiceCall<{ estudianteCarreraId: number }>) {
      await mayRead(actor, input.estudianteCarreraId);
      const c = await leer(db, input.estudianteCarreraId);
      return { matricula: c.matricula, pdf: await estadoCuentaPdf(deps.institution, c, deps.clock.today(), deps.clock.now(), actor.lang) };
    },

    async porMatricula({ input }: ServiceCall<{ matricula: string }>) {
      const ids = await q.carrerasPorMatricula(db, input.matricula);
      if (!ids.length) throw new DomainError('not_found');
      return Promise.all(ids.map((id) => leer(db, id)));
    },

    async mias({ actor }: ServiceCall<unknown>) {
      const ids = await q.carrerasDeUsuario(db, actor.usuarioId);
      return Promise.all(ids.map((id) => leer(db, id)));
    },

    /** Writes a term's charges for a student career from its plan; what exists stays as it is. */
    async generar({ actor, input }: ServiceCall<{ estudianteCarreraId: number; periodoAcademicoId: number }>) {
      await db.transaction(async (tx) => {
        const r = await escribirCargosDelPeriodo(tx, { ...input, usuarioId: actor.usuarioId });
        if (r.escritos)
          await audit(tx, actor, {
            entidad: 'cargo_estudiante',
            entidadId: input.estudianteCarreraId,
            accion: 'crear',
            despues: { periodoAcademicoId: input.periodoAcademicoId, plan: r.plan, creditos: r.creditos, cargos: r.escritos },
          });
      });
      return leer(db, input.estudianteCarreraId);
    },

    /** Late fees for a term as of a day (today by default); a trial writes nothing. */
    async recargos({ actor, input }: ServiceCall<{ periodoAcademicoId: number; fecha: string | null; prueba: boolean }>): Promise<RecargoResultado> {
      const fecha = input.fecha ?? deps.clock.today();
      const filas = await transactionOrTrial(deps.database, input.prueba, async (tx) => {
        if (!(await q.periodo(tx, input.periodoAcademicoId))) throw new DomainError('not_found');
        const r = await q.recargar(tx, { periodoAcademicoId: input.periodoAcademicoId, fecha, usuarioId: actor.usuarioId });
        if (r.length && !input.prueba)
          await audit(tx, actor, { entidad: 'cargo_estudiante', entidadId: input.periodoAcademicoId, accion: 'crear', despues: { recargos: r, fecha } });
        return r;
      });
      return resultadoDeRecargos(fecha, input.prueba, filas);
    },

    balances: ({ input }: ServiceCall<{ value?: string; sedeId?: number; carreraId?: number; soloVencidos?: string; page: number; pageSize: number }>) =>
      q.balances(db, { ...input, soloVencidos: input.soloVencidos === 'true', hoy: deps.clock.today() }, input),

    /**
     * Registration's hook: a student career's first section of a term writes the term's charges from
     * its plan, in the same transaction. A per-credit plan waits for the credits to settle (its charges
     * are written from the instalment review); a career without a plan on its campus is charged nothing.
     */
    async alRegistrar(r: { estudianteCarreraId: number; periodoAcademicoId: number; usuarioId: number }, tx: Db) {
      if (!(await q.necesitaCargos(tx, r.estudianteCarreraId, r.periodoAcademicoId))) return;
      await escribirCargosDelPeriodo(tx, r, { soloPlanFijo: true }).catch((err: unknown) => {
        if (!(err instanceof DomainError && err.code === 'sin_plan_pago')) throw err;
      });
    },

    /**
     * Registration's finance hold: a past-due balance, unless an enrolment authorisation in force
     * lets the student register anyway.
     */
    async retencion(r: { estudianteCarreraId: number; periodoAcademicoId: number }, d: Db, autorizado: (estudianteId: number) => Promise<boolean>) {
      const v = await q.vencido(d, r.estudianteCarreraId, deps.clock.today());
      if (!v || (await autorizado(v.estudianteId))) return [];
      const monto = formatMoney(v.vencido, v.moneda);
      return [
        {
          origen: 'finanzas' as const,
          motivo: problemInBoth('balance_vencido', { monto }),
          levanta: problemInBoth('balance_vencido_levanta'),
          bloquea: true,
          enlace: pagoMatriculaScreen,
        },
      ];
    },

    /** A student's charges still to pay, in every career (the collection screen offers them). */
    pendientes: async (d: Db, estudianteId: number) => q.cargos(d, await q.carrerasDeEstudiante(d, estudianteId), deps.clock.today(), true),
    /** A sponsor's charges still to pay (the collection screen offers them when the company pays). */
    pendientesDeEmpresa: (d: Db, empresaId: number) => q.cargosDeEmpresa(d, empresaId, deps.clock.today(), true),
    /** A continuing-education participant's charges still to pay (the collection screen offers them). */
    pendientesDeParticipante: (d: Db, identificacion: string) => q.cargosDeParticipante(d, identificacion, deps.clock.today(), true),
    /** What one career of a student owes, the oldest due first. */
    pendientesDeCarrera: (d: Db, estudianteCarreraId: number) => q.cargos(d, [estudianteCarreraId], deps.clock.today(), true),
  };
}
export type CuentaService = ReturnType<typeof cuentaService>;

/**
 * A term's charges for a student career, from the plan it pays by: the new student's enrolment fee or
 * the re-enrolment one, and the tuition instalments (per credit, the credits registered), and what
 * its sponsors owe for it. What exists stays as it is. Answers how many were written, under which plan and for how many credits.
 */
export async function escribirCargosDelPeriodo(
  tx: Db,
  o: { estudianteCarreraId: number; periodoAcademicoId: number; usuarioId: number },
  opciones: { soloPlanFijo?: boolean } = {},
) {
  const q = cuentaQueries();
  const c = await q.carrera(tx, o.estudianteCarreraId);
  const periodo = await q.periodo(tx, o.periodoAcademicoId);
  if (!c || !periodo) throw new DomainError('not_found');
  const plan = await q.plan(tx, { ...c, periodoAcademicoId: o.periodoAcademicoId });
  if (!plan) throw new DomainError('sin_plan_pago', { carrera: c.carrera, sede: c.sede });
  if (opciones.soloPlanFijo && plan.porCredito) return { escritos: 0, plan: plan.descripcion, creditos: 0 };
  const creditos = await q.creditos(tx, o.estudianteCarreraId, o.periodoAcademicoId);
  const nuevo = c.periodoIngresoId === o.periodoAcademicoId;
  const descuentos = await q.descuentosEnVigor(tx, o.estudianteCarreraId, o.periodoAcademicoId);
  const cargos = cargosDelPeriodo(plan, { creditos, nuevo, inicio: periodo.inicio, descuentos }).map((x) => ({
    ...x,
    concepto:
      x.tipo === 'inscripcion'
        ? `${nuevo ? 'Inscripción' : 'Reinscripción'} · ${periodo.descripcion}`
        : `Cuota ${x.cuota} de ${plan.detalles.length || plan.cantidad} · ${periodo.descripcion}`,
  }));
  const escritos = await q.escribir(tx, { ...o, planPagoId: plan.planPagoId, monedaPagoId: plan.monedaPagoId }, cargos);
  // What a sponsorship took off, its sponsor owes.
  await q.escribirPatrocinios(
    tx,
    { ...o, monedaPagoId: plan.monedaPagoId, concepto: `Patrocinio · ${c.nombre} (${c.matricula}) · ${periodo.descripcion}` },
    patrociniosDelPeriodo(plan, { creditos, nuevo, inicio: periodo.inicio, descuentos }),
  );
  return { escritos, plan: plan.descripcion, creditos };
}
