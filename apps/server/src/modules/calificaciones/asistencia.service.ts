import { sql } from 'drizzle-orm';
import { type AsistenciaPropia, asistenciaStaffScreen, type HojaAsistencia, hojaAsistencia } from '@claustro/domain/calificaciones/asistencia.contract';
import { resumenAsistencia, reunionesDelDia, type EstadoAsistencia } from '@claustro/domain/calificaciones/asistencia.rules';
import { seccionNombre } from '@claustro/domain/horarios/semana-items';
import type { ServiceCall } from '../../platform/actor.ts';
import type { AccessCache } from '../../platform/auth/access-cache.ts';
import { localNow, type Clock } from '../../platform/clock.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { DomainError, type FieldProblem } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { intArray } from '../../platform/db/sql.ts';
import type { SeccionesService } from '../horarios/secciones.service.ts';
import { quienCalifica } from './quien-califica.ts';
import { comprobarMarca, reunionesDe, type Reunion } from './asistencia-marca.ts';
import { all, row } from '../../platform/db/rows.ts';
import { z } from 'zod';

/**
 * Attendance: a section's students marked at a meeting day by who grades the section (its professor,
 * staff holding the screen), never ahead of the day nor on a day it does not meet; a student's own
 * check-in, on time and near the building of the meeting.
 */
export function asistenciaService(deps: { database: Database; access: AccessCache; secciones: SeccionesService; clock: Clock; timeZone: string }) {
  const db = deps.database.db;
  const mayAct = quienCalifica(deps);
  /** Today and the time now, where the institution is. */
  const ahora = localNow(deps.clock, deps.timeZone);

  const reuniones = reunionesDe;
  const horario = (rs: Reunion[]) => rs.map((r) => ({ horaInicio: r.horaInicio, horaFin: r.horaFin, aula: r.aula }));

  async function hoja(tx: Db, seccionAsignaturaId: number, fecha: string): Promise<HojaAsistencia> {
    const [head] = await all(
      tx,
      row({ asignaturaCodigo: z.string(), seccionId: z.number(), asignatura: z.string() }),
      sql`
        select a.asig_codigo as "asignaturaCodigo", s.seccion_id as "seccionId", a.asig_descripcion as asignatura
          from seccion_horario s join asignatura a on a.asignatura_id = s.asignatura_id where s.seccion_asignatura_id = ${seccionAsignaturaId}`,
    );
    if (!head) throw new DomainError('not_found');
    const delDia = reunionesDelDia(await reuniones(tx, [seccionAsignaturaId]), fecha);
    const filas = await all(
      tx,
      hojaAsistencia.shape.filas.element,
      sql`
        select x.estudiante_carrera_id as "estudianteCarreraId", e.matricula as "matriculaId", p.pers_apellidos || ', ' || p.pers_nombres as nombre,
               asi.estado, asi.metodo
          from seleccion x join estudiante_carrera ec on ec.estudiante_carrera_id = x.estudiante_carrera_id
          join estudiante e on e.estudiante_id = ec.estudiante_id join persona p on p.persona_id = e.persona_id
          left join asistencia asi on asi.seccion_asignatura_id = x.seccion_asignatura_id and asi.fecha = ${fecha}::date
                                  and asi.estudiante_carrera_id = x.estudiante_carrera_id
         where x.seccion_asignatura_id = ${seccionAsignaturaId} and x.estado = 'inscrita'
         order by p.pers_apellidos, p.pers_nombres, e.matricula`,
    );
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

  /** The sections the signed-in student takes in the running period, with the student career that takes each. */
  const misSecciones = async (tx: Db, usuarioId: number) =>
    await all(
      tx,
      row({ seccionAsignaturaId: z.number(), asignaturaCodigo: z.string(), seccionId: z.number(), asignatura: z.string(), estudianteCarreraId: z.number() }),
      sql`
        select s.seccion_asignatura_id as "seccionAsignaturaId", a.asig_codigo as "asignaturaCodigo", s.seccion_id as "seccionId",
               a.asig_descripcion as asignatura, x.estudiante_carrera_id as "estudianteCarreraId"
          from usuario u join estudiante e on e.persona_id = u.persona_id join estudiante_carrera ec on ec.estudiante_id = e.estudiante_id
          join seleccion x on x.estudiante_carrera_id = ec.estudiante_carrera_id and x.estado = 'inscrita'
          join periodo_academico p on p.periodo_academico_id = x.periodo_academico_id and p.pe_ac_periodo_digitacion_nota
          join seccion_horario s on s.seccion_asignatura_id = x.seccion_asignatura_id join asignatura a on a.asignatura_id = s.asignatura_id
         where u.usuario_id = ${usuarioId} order by a.asig_codigo`,
    );

  async function propia(tx: Db, usuarioId: number): Promise<AsistenciaPropia> {
    const secciones = await misSecciones(tx, usuarioId);
    const ids = secciones.map((s) => s.seccionAsignaturaId);
    const [rs, marcas] = await Promise.all([
      reuniones(tx, ids),
      tx.execute(sql`
        select seccion_asignatura_id as s, fecha::text as fecha, estado from asistencia
         where seccion_asignatura_id = any(${intArray(ids)}) and estudiante_carrera_id = any(${intArray(secciones.map((s) => s.estudianteCarreraId))})`),
    ]);
    const hoy = ahora().fecha;
    const m = marcas.rows as { s: number; fecha: string; estado: EstadoAsistencia }[];
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
        await tx.execute(sql`
          insert into asistencia (seccion_asignatura_id, fecha, estudiante_carrera_id, estado, metodo, registrada_por)
          select ${input.seccionAsignaturaId}, ${input.fecha}::date, x.ec, x.estado, 'profesor', ${actor.usuarioId}
            from json_to_recordset(${JSON.stringify(input.lineas.map((l) => ({ ec: l.estudianteCarreraId, estado: l.estado })))}::json) x(ec int, estado text)
          on conflict (seccion_asignatura_id, fecha, estudiante_carrera_id)
          do update set estado = excluded.estado, metodo = 'profesor', distancia_m = null, registrada_por = excluded.registrada_por, registrada_en = now()
           where asistencia.estado is distinct from excluded.estado`);
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
        const mine = (await misSecciones(tx, actor.usuarioId)).find((s) => s.seccionAsignaturaId === input.seccionAsignaturaId);
        if (!mine) throw new DomainError('forbidden');
        const seccion = seccionNombre(mine);
        const { fecha, hora } = ahora();
        const { estado, distancia } = await comprobarMarca(tx, { ...input, seccion, fecha, hora });
        const ec = mine.estudianteCarreraId;
        const made = await tx.execute(sql`
          insert into asistencia (seccion_asignatura_id, fecha, estudiante_carrera_id, estado, metodo, distancia_m, registrada_por)
          values (${input.seccionAsignaturaId}, ${fecha}::date, ${ec}, ${estado}, 'geo', ${distancia}, ${actor.usuarioId})
          on conflict do nothing returning 1`);
        if (made.rows.length)
          await audit(tx, actor, { entidad: 'asistencia', entidadId: `${input.seccionAsignaturaId}:${fecha}:${ec}`, accion: 'crear', despues: { distancia } });
        return propia(tx, actor.usuarioId);
      });
    },
  };
}
export type AsistenciaService = ReturnType<typeof asistenciaService>;
