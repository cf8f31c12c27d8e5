import type { AsistenciaProfesorPropia } from '@claustro/domain/calificaciones/asistencia.contract';
import { diaDeFecha, diasDeClase, resumenAsistencia, reunionesDelDia, type EstadoAsistencia } from '@claustro/domain/calificaciones/asistencia.rules';
import { seccionNombre } from '@claustro/domain/horarios/semana-items';
import type { Actor, ServiceCall } from '../../platform/actor.ts';
import { localNow, type Clock } from '../../platform/clock.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import type { SeccionesService } from '../horarios/secciones.service.ts';
import { comprobarMarca } from './asistencia-marca.ts';
import { marcarProfesor, marcasDelProfesor, reunionesDelDiaConMarca, reunionesDe, seccionesDelProfesor } from './asistencia.queries.ts';

/**
 * Professors' attendance (`/academicos/profesor-asistencia`): a professor checks in to their own
 * classes — today, on time, near the building — and reads their record of the period, a class day
 * passed without a check-in counting as absent; staff who are not professors read a day's meetings
 * with their professor and check-in.
 */
export function asistenciaProfesorService(deps: { database: Database; secciones: SeccionesService; clock: Clock; timeZone: string }) {
  const db = deps.database.db;
  const ahora = localNow(deps.clock, deps.timeZone);

  async function profesorDe(actor: Actor) {
    const profesorId = await deps.secciones.professorOf(actor.usuarioId);
    if (profesorId === null) throw new DomainError('forbidden');
    return profesorId;
  }

  async function propia(tx: Db, profesorId: number): Promise<AsistenciaProfesorPropia> {
    const secciones = await seccionesDelProfesor(tx, profesorId);
    const ids = secciones.map((s) => s.seccionAsignaturaId);
    const [rs, m] = await Promise.all([reunionesDe(tx, ids), marcasDelProfesor(tx, profesorId, ids)]);
    const hoy = ahora().fecha;
    return {
      secciones: secciones.map((s) => {
        const suyas = rs.filter((r) => r.seccionAsignaturaId === s.seccionAsignaturaId);
        const marcada = (fecha: string) => m.find((x) => x.s === s.seccionAsignaturaId && x.fecha === fecha)?.estado ?? null;
        const desde = suyas.reduce((min, r) => (r.fechaInicia < min ? r.fechaInicia : min), hoy);
        // Each class day so far: its check-in, or absent once the day is over (today counts once checked in).
        const estados = diasDeClase(suyas, desde, hoy)
          .map((fecha): EstadoAsistencia | null => marcada(fecha) ?? (fecha < hoy ? 'ausente' : null))
          .filter((e): e is EstadoAsistencia => e !== null);
        return {
          seccionAsignaturaId: s.seccionAsignaturaId,
          seccion: seccionNombre(s),
          asignatura: s.asignatura,
          hoy: reunionesDelDia(suyas, hoy).map((r) => ({ horaInicio: r.horaInicio, horaFin: r.horaFin, aula: r.aula })),
          marcadaHoy: marcada(hoy),
          resumen: resumenAsistencia(estados),
        };
      }),
      profesor: true,
    };
  }

  return {
    /** The professor's own; a user who holds the screen without being a professor (staff reading the day) is told so, not refused. */
    async propia({ actor }: ServiceCall<unknown>): Promise<AsistenciaProfesorPropia> {
      const profesorId = await deps.secciones.professorOf(actor.usuarioId);
      return profesorId === null ? { profesor: false, secciones: [] } : propia(db, profesorId);
    },

    /** The professor's check-in: a section they teach, a meeting today on time, near its building; a check-in already there stays. */
    async marcar({ actor, input }: ServiceCall<{ seccionAsignaturaId: number; latitud: number; longitud: number }>) {
      const profesorId = await profesorDe(actor);
      return db.transaction(async (tx) => {
        const mine = (await seccionesDelProfesor(tx, profesorId)).find((s) => s.seccionAsignaturaId === input.seccionAsignaturaId);
        if (!mine) throw new DomainError('forbidden');
        const { fecha, hora } = ahora();
        const { estado, distancia } = await comprobarMarca(tx, { ...input, seccion: seccionNombre(mine), fecha, hora });
        const made = await marcarProfesor(tx, {
          seccionAsignaturaId: input.seccionAsignaturaId,
          fecha,
          profesorId,
          estado,
          distancia,
          en: deps.clock.now().toISOString(),
        });
        if (made)
          await audit(tx, actor, {
            entidad: 'asistencia_profesor',
            entidadId: `${input.seccionAsignaturaId}:${fecha}:${profesorId}`,
            accion: 'crear',
            despues: { estado, distancia },
          });
        return propia(tx, profesorId);
      });
    },

    /** A day's meetings (on a campus, or all), by time, with their professor and check-in; paged. Not for professors. */
    async dia({ actor, input }: ServiceCall<{ fecha: string; sedeId?: number; page: number; pageSize: number }>) {
      if ((await deps.secciones.professorOf(actor.usuarioId)) !== null) throw new DomainError('forbidden');
      const rows = await reunionesDelDiaConMarca(db, { ...input, diaId: diaDeFecha(input.fecha), timeZone: deps.timeZone });
      return {
        rows: rows.map(({ total: _t, asignaturaCodigo, seccionId, ...r }) => ({ ...r, seccion: seccionNombre({ asignaturaCodigo, seccionId }) })),
        total: rows[0]?.total ?? 0,
      };
    },
  };
}
export type AsistenciaProfesorService = ReturnType<typeof asistenciaProfesorService>;
