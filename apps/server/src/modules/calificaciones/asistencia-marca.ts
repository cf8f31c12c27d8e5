import { sql } from 'drizzle-orm';
import { coordenadas, distanciaMetros, estadoDeMarca, reunionesDelDia } from '@claustro/domain/calificaciones/asistencia.rules';
import type { Db } from '../../platform/db/database.ts';
import { intArray } from '../../platform/db/sql.ts';
import { DomainError } from '../../platform/errors.ts';
import { all, row, type RowOf } from '../../platform/db/rows.ts';
import { z } from 'zod';

/* A check-in to a class (a student's or a professor's): the section's meetings, and the check of time and place. */

const reunionRow = row({
  seccionAsignaturaId: z.number(),
  diaId: z.number(),
  horaInicio: z.string(),
  horaFin: z.string(),
  fechaInicia: z.string(),
  fechaFinaliza: z.string(),
  aula: z.string().nullable(),
  localizacion: z.string().nullable(),
  rango: z.string().nullable(),
});
export type Reunion = RowOf<typeof reunionRow>;

/** A building's check-in radius when it sets none (`asistencia.radio_metros`, else 100 m). */
const radioDefault = 100;

/** The weekly meetings of some sections, with their room and the room's building's location and radius. */
export const reunionesDe = async (tx: Db, secciones: readonly number[]) =>
  await all(
    tx,
    reunionRow,
    sql`
      select d.seccion_asignatura_id as "seccionAsignaturaId", d.dia_id as "diaId", d.se_de_hora_inicio as "horaInicio",
             d.se_de_hora_fin as "horaFin", s.se_en_fecha_inicia::text as "fechaInicia", s.se_en_fecha_finaliza::text as "fechaFinaliza",
             a.aula_descripcion as aula, e.localizacion, e.rango_localizacion as rango
        from seccion_horario_detalle d join seccion_horario s on s.seccion_asignatura_id = d.seccion_asignatura_id
        left join aula a on a.aula_id = d.aula_id left join edificio e on e.edificio_id = a.edificio_id
       where d.seccion_asignatura_id = any(${intArray(secciones)}) order by d.se_de_hora_inicio`,
  );

/**
 * A check-in to a section now (`fecha`, `hora` where the institution is) from a point: it must meet
 * today, the check-in must fall in a meeting's window, and the point be within its building's radius.
 * Answers the mark it earns (present or late) and the distance measured.
 */
export async function comprobarMarca(
  tx: Db,
  o: { seccionAsignaturaId: number; seccion: string; fecha: string; hora: string; latitud: number; longitud: number },
) {
  const hoy = reunionesDelDia(await reunionesDe(tx, [o.seccionAsignaturaId]), o.fecha);
  if (!hoy.length) throw new DomainError('sin_reunion', { seccion: o.seccion });
  const reunion = hoy.find((r) => estadoDeMarca(o.hora, r));
  if (!reunion) throw new DomainError('fuera_de_hora', { horario: hoy.map((r) => `${r.horaInicio}–${r.horaFin}`).join(', ') });
  const lugar = coordenadas(reunion.localizacion);
  if (!lugar) throw new DomainError('sin_ubicacion');
  const [param] = await all(
    tx,
    row({ v: z.string() }),
    sql`select pa_si_valor as v from parametro_sistema where pa_si_clave = 'asistencia.radio_metros' and estatus`,
  );
  const radio = Number(reunion.rango) || Number(param?.v) || radioDefault;
  const distancia = distanciaMetros(lugar, { lat: o.latitud, lon: o.longitud });
  if (distancia > radio) throw new DomainError('fuera_de_radio', { distancia, radio });
  return { estado: estadoDeMarca(o.hora, reunion)!, distancia };
}
