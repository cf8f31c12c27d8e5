import { sql } from 'drizzle-orm';
import type { AsistenciaPropia } from '@claustro/domain/calificaciones/asistencia.contract';
import { diaDeFecha, diasDeClase, resumenAsistencia, reunionesDelDia, type EstadoAsistencia } from '@claustro/domain/calificaciones/asistencia.rules';
import { seccionNombre } from '@claustro/domain/horarios/semana-items';
import type { Actor, ServiceCall } from '../../platform/actor.ts';
import { localNow, type Clock } from '../../platform/clock.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { intArray } from '../../platform/db/sql.ts';
import type { SeccionesService } from '../horarios/secciones.service.ts';
import { comprobarMarca, reunionesDe } from './asistencia-marca.ts';
import { all, row } from '../../platform/db/rows.ts';
import { z } from 'zod';
import { reunionDelDia } from '@claustro/domain/calificaciones/asistencia.contract';

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

  /** The sections the professor teaches in the running period. */
  const misSecciones = async (tx: Db, profesorId: number) =>
    await all(
      tx,
      row({ seccionAsignaturaId: z.number(), asignaturaCodigo: z.string(), seccionId: z.number(), asignatura: z.string() }),
      sql`
        select distinct s.seccion_asignatura_id as "seccionAsignaturaId", a.asig_codigo as "asignaturaCodigo", s.seccion_id as "seccionId",
               a.asig_descripcion as asignatura
          from seccion_horario_detalle d join seccion_horario s on s.seccion_asignatura_id = d.seccion_asignatura_id
          join periodo_academico p on p.periodo_academico_id = s.periodo_academico_id and p.pe_ac_periodo_digitacion_nota
          join asignatura a on a.asignatura_id = s.asignatura_id
         where d.profesor_id = ${profesorId} order by a.asig_codigo, s.seccion_id`,
    );

  async function propia(tx: Db, profesorId: number): Promise<AsistenciaPropia> {
    const secciones = await misSecciones(tx, profesorId);
    const ids = secciones.map((s) => s.seccionAsignaturaId);
    const [rs, marcas] = await Promise.all([
      reunionesDe(tx, ids),
      tx.execute(sql`select seccion_asignatura_id as s, fecha::text as fecha, estado from asistencia_profesor
                      where profesor_id = ${profesorId} and seccion_asignatura_id = any(${intArray(ids)})`),
    ]);
    const hoy = ahora().fecha;
    const m = marcas.rows as { s: number; fecha: string; estado: 'presente' | 'tarde' }[];
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
    };
  }

  return {
    propia: async ({ actor }: ServiceCall<unknown>) => propia(db, await profesorDe(actor)),

    /** The professor's check-in: a section they teach, a meeting today on time, near its building; a check-in already there stays. */
    async marcar({ actor, input }: ServiceCall<{ seccionAsignaturaId: number; latitud: number; longitud: number }>) {
      const profesorId = await profesorDe(actor);
      return db.transaction(async (tx) => {
        const mine = (await misSecciones(tx, profesorId)).find((s) => s.seccionAsignaturaId === input.seccionAsignaturaId);
        if (!mine) throw new DomainError('forbidden');
        const { fecha, hora } = ahora();
        const { estado, distancia } = await comprobarMarca(tx, { ...input, seccion: seccionNombre(mine), fecha, hora });
        const made = await tx.execute(sql`
          insert into asistencia_profesor (seccion_asignatura_id, fecha, profesor_id, estado, distancia_m, registrada_en)
          values (${input.seccionAsignaturaId}, ${fecha}::date, ${profesorId}, ${estado}, ${distancia}, ${deps.clock.now().toISOString()}::timestamptz)
          on conflict do nothing returning 1`);
        if (made.rows.length)
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
      const rows = await all(
        db,
        row({ ...reunionDelDia.omit({ seccion: true }).shape, asignaturaCodigo: z.string(), seccionId: z.number(), total: z.number() }),
        sql`
          select s.seccion_asignatura_id as "seccionAsignaturaId", a.asig_codigo as "asignaturaCodigo", s.seccion_id as "seccionId",
                 a.asig_descripcion as asignatura, pe.pers_nombres || ' ' || pe.pers_apellidos as profesor, se.sede_descripcion as sede,
                 d.se_de_hora_inicio as "horaInicio", d.se_de_hora_fin as "horaFin", au.aula_descripcion as aula,
                 case when m.estado is null then null
                      else json_build_object('estado', m.estado, 'hora', to_char(m.registrada_en at time zone ${deps.timeZone}, 'HH24:MI'), 'distancia', m.distancia_m) end as marca,
                 count(*) over ()::int as total
            from seccion_horario_detalle d join seccion_horario s on s.seccion_asignatura_id = d.seccion_asignatura_id
            join asignatura a on a.asignatura_id = s.asignatura_id join sede se on se.sede_id = s.sede_id
            join profesor f on f.profesor_id = d.profesor_id join persona pe on pe.persona_id = f.persona_id
            left join aula au on au.aula_id = d.aula_id
            left join asistencia_profesor m on m.seccion_asignatura_id = s.seccion_asignatura_id and m.fecha = ${input.fecha}::date and m.profesor_id = d.profesor_id
           where d.dia_id = ${diaDeFecha(input.fecha)} and ${input.fecha}::date between s.se_en_fecha_inicia and s.se_en_fecha_finaliza
             ${input.sedeId ? sql`and s.sede_id = ${input.sedeId}` : sql``}
           order by d.se_de_hora_inicio, a.asig_codigo, s.seccion_id
           limit ${input.pageSize} offset ${(input.page - 1) * input.pageSize}`,
      );
      return {
        rows: rows.map(({ total: _t, asignaturaCodigo, seccionId, ...r }) => ({ ...r, seccion: seccionNombre({ asignaturaCodigo, seccionId }) })),
        total: rows[0]?.total ?? 0,
      };
    },
  };
}
export type AsistenciaProfesorService = ReturnType<typeof asistenciaProfesorService>;
