import type { EvaluacionIn, EvaluacionProfesorIn } from '@claustro/domain/evaluacion/evaluacion.contract';
import { fechaDma } from '@claustro/domain/platform/i18n';
import type { Retencion } from '@claustro/domain/seleccion/seleccion.rules';
import { evaluacionScreen } from '@claustro/domain/evaluacion/evaluacion.contract';
import { problemInBoth } from '@claustro/domain/messages/problems';
import type { Actor, ServiceCall } from '../../platform/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { evaluacionQueries } from './evaluacion.queries.ts';

/**
 * Teacher evaluation: what a student has to evaluate in the campaigns open today, their answers (kept
 * with no link to them; only that they evaluated is kept, for what is pending), the registration
 * hold of a campaign that asks for one, and what the answers came to for staff.
 */
export function evaluacionService(deps: { database: Database; clock: Clock }) {
  const q = evaluacionQueries(deps.database);
  const { db } = deps.database;

  async function evaluar(actor: Actor, input: EvaluacionIn, porProfesor: boolean) {
    const hoy = deps.clock.today();
    const c = await q.campana(input.evaluacionCampanaId);
    if (!c || !c.activa) throw new DomainError('not_found');
    if (hoy < c.desde || hoy > c.hasta)
      throw new DomainError('evaluacion_cerrada', { campana: c.descripcion, desde: fechaDma(c.desde), hasta: fechaDma(c.hasta) });
    const carreras = await q.carrerasDe(actor.usuarioId);
    const suya = (await q.pendientes(carreras, hoy, porProfesor)).find(
      (p) =>
        p.evaluacionCampanaId === input.evaluacionCampanaId &&
        p.profesorId === input.profesorId &&
        (porProfesor || p.seccionAsignaturaId === input.seccionAsignaturaId),
    );
    if (!suya) throw new DomainError('not_found');
    const preguntas = (await q.preguntas(input.evaluacionCampanaId)).map((p) => p.orden);
    const dadas = input.respuestas.map((r) => r.orden);
    if (dadas.length !== preguntas.length || new Set(dadas).size !== dadas.length || !dadas.every((o) => preguntas.includes(o))) {
      throw new DomainError('validation', {}, { respuestas: { problem: 'respuestas_incompletas' } });
    }
    const yaHecha = () => new DomainError('evaluacion_hecha', { profesor: suya.profesor, seccion: suya.seccion });
    if (suya.hecha) throw yaHecha();
    // Per professor, every section the student takes with them is done; the answer stands for the first.
    const secciones = porProfesor ? await q.seccionesCon(suya.estudianteCarreraId, input, hoy) : [input.seccionAsignaturaId];
    await db.transaction(async (tx) => {
      let marcadas = 0;
      for (const seccionAsignaturaId of secciones) if (await q.marcarHecha(tx, suya.estudianteCarreraId, { ...input, seccionAsignaturaId }, hoy)) marcadas++;
      if (!marcadas) throw yaHecha();
      await q.guardarRespuesta(tx, { ...input, seccionAsignaturaId: suya.seccionAsignaturaId });
      // The audit says that the student evaluated, never what: the answers are not in it.
      await audit(tx, actor, {
        entidad: 'evaluacion_hecha',
        entidadId: `${input.evaluacionCampanaId}:${suya.seccionAsignaturaId}:${input.profesorId}`,
        accion: 'enviar',
      });
    });
    return { ok: true as const };
  }

  return {
    async pendientes({ actor }: ServiceCall<unknown>) {
      const carreras = await q.carrerasDe(actor.usuarioId);
      return carreras.length ? q.pendientes(carreras, deps.clock.today()) : [];
    },
    async cuestionario({ input }: ServiceCall<{ evaluacionCampanaId: number }>) {
      if (!(await q.campana(input.evaluacionCampanaId))) throw new DomainError('not_found');
      return q.preguntas(input.evaluacionCampanaId);
    },
    /** A student's evaluation of one section's professor: theirs to give, once, while the campaign is open, every question answered. */
    responder: ({ actor, input }: ServiceCall<EvaluacionIn, Actor>) => evaluar(actor, input, false),
    /** The same in a per-professor campaign: the professor once, for every section the student takes with them. */
    responderProfesor: ({ actor, input }: ServiceCall<EvaluacionProfesorIn, Actor>) => evaluar(actor, { ...input, seccionAsignaturaId: 0 }, true),
    pendientesProfesor: async ({ actor }: ServiceCall<unknown>) => {
      const carreras = await q.carrerasDe(actor.usuarioId);
      return carreras.length ? q.pendientes(carreras, deps.clock.today(), true) : [];
    },
    corregir: async (_: ServiceCall<unknown>): Promise<null> => {
      throw new DomainError('evaluacion_anonima');
    },
    avance: ({ input }: ServiceCall<{ evaluacionCampanaId: number; carreraId: number | null; value?: string; page: number; pageSize: number }>) =>
      q.avance(input),
    resultados: ({
      input,
    }: ServiceCall<{ evaluacionCampanaId: number; profesorId: number | null; seccionAsignaturaId: number | null; carreraId: number | null }>) =>
      q.resultados(input),
    /** Registration's hold: evaluations pending in an open campaign that holds registration. */
    async retencion(ref: { estudianteCarreraId: number }, tx: Db): Promise<Retencion[]> {
      const pendientes = await q.retenidas(ref.estudianteCarreraId, deps.clock.today(), tx);
      return pendientes.map((p) => ({
        origen: 'evaluacion',
        motivo: problemInBoth('evaluaciones_pendientes', { n: p.n, campana: p.campana, hasta: fechaDma(p.hasta) }),
        levanta: problemInBoth('evaluaciones_pendientes_levanta'),
        bloquea: true,
        enlace: evaluacionScreen,
      }));
    },
  };
}
export type EvaluacionService = ReturnType<typeof evaluacionService>;
