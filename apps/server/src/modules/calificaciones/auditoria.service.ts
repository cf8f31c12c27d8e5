import { auditoriaReaders, type AuditoriaCarrera } from '@claustro/domain/calificaciones/auditoria.contract';
import { auditar } from '@claustro/domain/calificaciones/auditoria.rules';
import type { ServiceCall } from '../../platform/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import type { AccessCache } from '../../platform/auth/access-cache.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { PlanesService } from '../academicos/planes.service.ts';
import { electivasDe, planesAuditables, registradasSinNota } from './auditoria.queries.ts';
import { historialQueries, indiceMinimoGraduacion } from './historial.queries.ts';
import { quienLee } from './quien-califica.ts';

/**
 * The degree audit of a student career (`auditar`): its record against its plan, or against another
 * (what-if). Read only: the student themself, or staff who audit careers or read records.
 */
export function auditoriaService(deps: { database: Database; access: AccessCache; planes: PlanesService; clock: Clock }) {
  const h = historialQueries();
  const db = deps.database.db;
  const mayRead = quienLee(deps.access);
  /** The audit of a student career against a plan (its own by default), for whoever may see it. */
  async function evaluar(tx: Db, estudianteCarreraId: number, planEstudioId?: number) {
    const who = await h.estudiante(tx, estudianteCarreraId);
    if (!who) throw new DomainError('not_found');
    const plan = planEstudioId ?? who.planEstudioId;
    const lectura = await deps.planes.lectura({ input: { planEstudioId: plan } });
    const enPlan = lectura.asignaturas.map((a) => a.asignaturaId);
    const [notas, seleccion, indiceMinimo, opciones] = await Promise.all([
      h.notas(tx, estudianteCarreraId),
      // Subjects registered whose grades are not on the record yet: being taken, or for a term not begun.
      registradasSinNota(tx, estudianteCarreraId, deps.clock.today()),
      indiceMinimoGraduacion(tx),
      electivasDe(tx, enPlan, deps.clock.today()),
    ]);
    const ids = [...new Set([...enPlan, ...notas.map((n) => n.asignaturaId)])];
    const equivalencias = await h.equivalencias(tx, ids);
    // The plan's elective rows: those whose subject has an elective type.
    const filas = new Map(opciones.filter((x) => enPlan.includes(x.asignaturaId)).map((x) => [x.asignaturaId, { tipoId: x.tipoId, tipo: x.tipo }]));
    const auditoria = auditar(lectura.asignaturas, notas, {
      enCurso: seleccion.enCurso,
      inscritas: seleccion.inscritas,
      equivalencias,
      indiceMinimo,
      electivas: { filas, opciones },
    });
    return { who, planEstudioId: plan, lectura, auditoria };
  }

  return {
    evaluar,
    async get({ actor, input }: ServiceCall<{ estudianteCarreraId: number; planEstudioId?: number }>): Promise<AuditoriaCarrera> {
      const owner = (await h.estudiante(db, input.estudianteCarreraId))?.owner;
      if (owner === undefined) throw new DomainError('not_found');
      // Students hold their own audit's screen: it never opens another's (staff read by the staff screen).
      await mayRead(actor, owner, auditoriaReaders);
      const [{ who, planEstudioId, lectura, auditoria }, planes] = await Promise.all([
        evaluar(db, input.estudianteCarreraId, input.planEstudioId),
        planesAuditables(db, input.estudianteCarreraId),
      ]);
      return {
        estudianteCarreraId: input.estudianteCarreraId,
        matricula: who.matricula,
        nombre: who.nombre,
        plan: { planEstudioId, descripcion: lectura.plan.descripcion, carrera: lectura.plan.carrera, vigente: lectura.plan.vigente },
        propio: planEstudioId === who.planEstudioId,
        planes,
        ...auditoria,
      };
    },
  };
}
export type AuditoriaService = ReturnType<typeof auditoriaService>;
