import { coordenadas, distanciaMetros, estadoDeMarca, reunionesDelDia } from '@claustro/domain/calificaciones/asistencia.rules';
import type { Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { radioParametro, reunionesDe } from './asistencia.queries.ts';

/* A check-in to a class (a student's or a professor's): the section's meetings, and the check of time and place. */

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
  const radio = Number(reunion.rango) || (await radioParametro(tx));
  const distancia = distanciaMetros(lugar, { lat: o.latitud, lon: o.longitud });
  if (distancia > radio) throw new DomainError('fuera_de_radio', { distancia, radio });
  return { estado: estadoDeMarca(o.hora, reunion)!, distancia };
}
