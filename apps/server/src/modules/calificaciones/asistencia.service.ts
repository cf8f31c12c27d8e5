import { type AsistenciaPropia, type AsistenciaSeccion, asistenciaStaffScreen, type HojaAsistencia } from '@claustro/domain/calificaciones/asistencia.contract';
import { diasDeClase, resumenAsistencia, reunionesDelDia, ultimaAsistencia, type EstadoAsistencia } from '@claustro/domain/calificaciones/asistencia.rules';
import { seccionNombre } from '@claustro/domain/horarios/semana-items';
import type { ServiceCall } from '../../platform/actor.ts';
import type { AccessCache } from '../../platform/auth/access-cache.ts';
import { localNow, type Clock } from '../../platform/clock.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { DomainError, type FieldProblem } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import type { SeccionesService } from '../horarios/secciones.service.ts';
import { quienCalifica } from './quien-califica.ts';
import { comprobarMarca } from './asistencia-marca.ts';
import { asistenciaPdf } from './asistencia.pdf.ts';
import { digitacionQueries } from './digitacion.queries.ts';
import type { Institution } from '../../platform/config.ts';
import {
  filasDeHoja,
  guardarHoja,
  marcarEstudiante,
  marcasDeSeccion,
  marcasDeEstudiantes,
  reunionesDe,
  seccionDeHoja,
  seccionesDelEstudiante,
  type Reunion,
} from './asistencia.queries.ts';

/**
 * Attendance: a section's students marked at a meeting day by who grades the section (its professor,
 * staff holding the screen), never ahead of the day nor on a day it does not meet; a student's own
 * check-in, on time and near the building of the meeting.
 */
export function asistenciaService(deps: { database: Database; access: AccessCache; secciones: SeccionesService; clock: Clock; institution: Institution }) {
  const db = deps.database.db;
  const mayAct = quienCalifica(deps);
  /** Today and the time now, where the institution is. */
  const ahora = localNow(deps.clock, deps.institution.timeZone);
  const actas = digitacionQueries(deps.database);

  /**
   * The section over its term: the days it meets (from its first meeting date to its last), each
   * student's marks summed; and the marks themselves, student by student, for the printed sheet.
   */
  async function deLaSeccion(tx: Db, seccionAsignaturaId: number) {
    const head = await seccionDeHoja(tx, seccionAsignaturaId);
    if (!head) throw new DomainError('not_found');
    const [rs, estudiantes] = await Promise.all([reunionesDe(tx, [seccionAsignaturaId]), marcasDeSeccion(tx, seccionAsignaturaId)]);
    const fechas = rs.length
      ? diasDeClase(
          rs,
          rs.reduce((d, r) => (r.fechaInicia < d ? r.fechaInicia : d), rs[0].fechaInicia),
          rs.reduce((d, r) => (r.fechaFinaliza > d ? r.fechaFinaliza : d), rs[0].fechaFinaliza),
        )
      : [];
    const porDia = new Map<string, number>();
    for (const e of estudiantes) for (const m of e.marcas) porDia.set(m.fecha, (porDia.get(m.fecha) ?? 0) + 1);
    const resumen: AsistenciaSeccion = {
      seccionAsignaturaId,
      seccion: seccionNombre(head),
      asignatura: head.asignatura,
      hoy: ahora().fecha,
      dias: fechas.map((fecha) => ({ fecha, marcadas: porDia.get(fecha) ?? 0 })),
      filas: estudiantes.map(({ marcas, ...e }) => ({ ...e, ...resumenAsistencia(marcas.map((m) => m.estado)), ultima: ultimaAsistencia(marcas) })),
    };
    return { resumen, marcas: estudiantes.map((e) => e.marcas) };
  }

  const horario = (rs: Reunion[]) => rs.map((r) => ({ horaInicio: r.horaInicio, horaFin: r.horaFin, aula: r.aula }));

  async function hoja(tx: Db, seccionAsignaturaId: number, fecha: string): Promise<HojaAsistencia> {
    const head = await seccionDeHoja(tx, seccionAsignaturaId);
    if (!head) throw new DomainError('not_found');
    const delDia = reunionesDelDia(await reunionesDe(tx, [seccionAsignaturaId]), fecha);
    const filas = await filasDeHoja(tx, seccionAsignaturaId, fecha);
    return {
      seccionAsignaturaId,
      seccion: seccionNombre(head),
      asignatura: head.asignatura,
      fecha,
      reuniones: horario(delDia),
      editable: delDia.length > 0 && fecha <= ahora().fecha,
      filas,
    };
  }

  async function propia(tx: Db, usuarioId: number): Promise<AsistenciaPropia> {
    const secciones = await seccionesDelEstudiante(tx, usuarioId);
    const ids = secciones.map((s) => s.seccionAsignaturaId);
    const [rs, m] = await Promise.all([
      reunionesDe(tx, ids),
      marcasDeEstudiantes(
        tx,
        ids,
        secciones.map((s) => s.estudianteCarreraId),
      ),
    ]);
    const hoy = ahora().fecha;
    return {
      secciones: secciones.map((s) => ({
        seccionAsignaturaId: s.seccionAsignaturaId,
        seccion: seccionNombre(s),
        asignatura: s.asignatura,
        hoy: horario(
          reunionesDelDia(
            rs.filter((r) => r.seccionAsignaturaId === s.seccionAsignaturaId),
            hoy,
          ),
        ),
        marcadaHoy: m.find((x) => x.s === s.seccionAsignaturaId && x.fecha === hoy)?.estado ?? null,
        resumen: resumenAsistencia(m.filter((x) => x.s === s.seccionAsignaturaId).map((x) => x.estado)),
      })),
    };
  }

  return {
    async seccion({ actor, input }: ServiceCall<{ seccionAsignaturaId: number }>) {
      await mayAct(actor, input.seccionAsignaturaId, [asistenciaStaffScreen]);
      return (await deLaSeccion(db, input.seccionAsignaturaId)).resumen;
    },

    /** The attendance sheet: the section's students against its meeting days, with the marks made and the totals. */
    async pdf({ actor, input }: ServiceCall<{ seccionAsignaturaId: number }>) {
      await mayAct(actor, input.seccionAsignaturaId, [asistenciaStaffScreen]);
      const [{ resumen, marcas }, cabecera, profesores] = await Promise.all([
        deLaSeccion(db, input.seccionAsignaturaId),
        actas.cabecera(db, input.seccionAsignaturaId),
        actas.profesores(db, input.seccionAsignaturaId),
      ]);
      const pdf = await asistenciaPdf(
        deps.institution,
        { ...resumen, periodo: cabecera?.periodo ?? '', profesores, marcas },
        { ahora: deps.clock.now() },
        actor.lang,
      );
      return { seccion: resumen.seccion, pdf };
    },

    async get({ actor, input }: ServiceCall<{ seccionAsignaturaId: number; fecha: string }>) {
      await mayAct(actor, input.seccionAsignaturaId, [asistenciaStaffScreen]);
      return hoja(db, input.seccionAsignaturaId, input.fecha);
    },

    async save({
      actor,
      input,
    }: ServiceCall<{ seccionAsignaturaId: number; fecha: string; lineas: { estudianteCarreraId: number; estado: EstadoAsistencia }[] }>) {
      await mayAct(actor, input.seccionAsignaturaId, [asistenciaStaffScreen]);
      return db.transaction(async (tx) => {
        const before = await hoja(tx, input.seccionAsignaturaId, input.fecha);
        if (!before.reuniones.length) throw new DomainError('sin_reunion', { seccion: before.seccion });
        if (input.fecha > ahora().fecha) throw new DomainError('fecha_futura');
        const inSheet = new Set(before.filas.map((f) => f.estudianteCarreraId));
        const fields: Record<string, FieldProblem> = {};
        input.lineas.forEach((l, i) => {
          if (!inSheet.has(l.estudianteCarreraId)) fields[`lineas.${i}.estudianteCarreraId`] = { problem: 'estudiante_fuera_seccion' };
        });
        if (Object.keys(fields).length) throw new DomainError('validation', {}, fields);
        await guardarHoja(tx, { ...input, usuarioId: actor.usuarioId });
        const after = await hoja(tx, input.seccionAsignaturaId, input.fecha);
        await audit(tx, actor, {
          entidad: 'asistencia',
          entidadId: `${input.seccionAsignaturaId}:${input.fecha}`,
          accion: 'actualizar',
          antes: { filas: before.filas.map((f) => [f.estudianteCarreraId, f.estado]) },
          despues: { filas: after.filas.map((f) => [f.estudianteCarreraId, f.estado]) },
        });
        return after;
      });
    },

    propia: ({ actor }: ServiceCall<unknown>) => propia(db, actor.usuarioId),

    /** The student's check-in: their section, a meeting today on time, near its building; a mark already there stays. */
    async marcar({ actor, input }: ServiceCall<{ seccionAsignaturaId: number; latitud: number; longitud: number }>) {
      return db.transaction(async (tx) => {
        const mine = (await seccionesDelEstudiante(tx, actor.usuarioId)).find((s) => s.seccionAsignaturaId === input.seccionAsignaturaId);
        if (!mine) throw new DomainError('forbidden');
        const seccion = seccionNombre(mine);
        const { fecha, hora } = ahora();
        const { estado, distancia } = await comprobarMarca(tx, { ...input, seccion, fecha, hora });
        const ec = mine.estudianteCarreraId;
        const made = await marcarEstudiante(tx, {
          seccionAsignaturaId: input.seccionAsignaturaId,
          fecha,
          estudianteCarreraId: ec,
          estado,
          distancia,
          usuarioId: actor.usuarioId,
        });
        if (made)
          await audit(tx, actor, { entidad: 'asistencia', entidadId: `${input.seccionAsignaturaId}:${fecha}:${ec}`, accion: 'crear', despues: { distancia } });
        return propia(tx, actor.usuarioId);
      });
    },
  };
}
export type AsistenciaService = ReturnType<typeof asistenciaService>;
