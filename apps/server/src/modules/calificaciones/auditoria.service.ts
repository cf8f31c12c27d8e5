import { sql } from 'drizzle-orm';
import { auditoriaScreen, type AuditoriaCarrera } from '@claustro/domain/calificaciones/auditoria.contract';
import { auditar } from '@claustro/domain/calificaciones/auditoria.rules';
import { historialReaders } from '@claustro/domain/calificaciones/historial.contract';
import type { ServiceCall } from '../../platform/actor.ts';
import type { AccessCache } from '../../platform/auth/access-cache.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { PlanesService } from '../academicos/planes.service.ts';
import { historialQueries } from './historial.queries.ts';
import { quienLee } from './quien-califica.ts';

/** The graduation index when the institution sets none (`graduacion.indice_minimo`). */
const indiceMinimoDefault = 2;

/**
 * The degree audit of a student career (`auditar`): its record against its plan, or against another
 * (what-if). Read only: the student themself, or staff who audit careers or read records.
 */
export function auditoriaService(deps: { database: Database; access: AccessCache; planes: PlanesService }) {
  const h = historialQueries();
  const db = deps.database.db;
  const mayRead = quienLee(deps.access);
  return {
    async get({ actor, input }: ServiceCall<{ estudianteCarreraId: number; planEstudioId?: number }>): Promise<AuditoriaCarrera> {
      const who = await h.estudiante(db, input.estudianteCarreraId);
      if (!who) throw new DomainError('not_found');
      // Students hold their own audit's screen: it never opens another's (staff read by the staff screen).
      await mayRead(actor, who.owner, [auditoriaScreen, ...historialReaders]);
      const planEstudioId = input.planEstudioId ?? who.planEstudioId;
      const [lectura, notas, seleccion, planes, param] = await Promise.all([
        deps.planes.lectura({ actor, input: { planEstudioId } }),
        h.notas(db, input.estudianteCarreraId),
        // Subjects being taken: registered in a period whose grades are not on the record yet.
        h.aprobadasYEnCurso(db, input.estudianteCarreraId, null),
        db.execute(sql`
          select p.plan_estudio_id as "planEstudioId", p.pl_en_descripcion as descripcion, c.carr_descripcion as carrera
            from plan_estudio p join carrera c on c.carrera_id = p.carrera_id
           where p.estatus and (p.pl_en_vigente or p.plan_estudio_id = ${who.planEstudioId}) order by c.carr_descripcion, p.pl_en_version desc`),
        db.execute(sql`select pa_si_valor as v from parametro_sistema where pa_si_clave = 'graduacion.indice_minimo' and estatus`),
      ]);
      const ids = [...new Set([...lectura.asignaturas.map((a) => a.asignaturaId), ...notas.map((n) => n.asignaturaId)])];
      const equivalencias = await h.equivalencias(db, ids);
      const minimo = Number((param.rows[0] as { v: string } | undefined)?.v);
      const auditoria = auditar(lectura.asignaturas, notas, {
        enCurso: seleccion.enCurso,
        equivalencias,
        indiceMinimo: Number.isFinite(minimo) && minimo > 0 ? minimo : indiceMinimoDefault,
      });
      return {
        estudianteCarreraId: input.estudianteCarreraId,
        matricula: who.matricula,
        nombre: who.nombre,
        plan: { planEstudioId, descripcion: lectura.plan.descripcion, carrera: lectura.plan.carrera, vigente: lectura.plan.vigente },
        propio: planEstudioId === who.planEstudioId,
        planes: planes.rows as AuditoriaCarrera['planes'],
        ...auditoria,
      };
    },
  };
}
export type AuditoriaService = ReturnType<typeof auditoriaService>;
