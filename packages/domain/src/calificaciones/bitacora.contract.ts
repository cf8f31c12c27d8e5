import { z } from 'zod';
import { endpoint } from '../platform/contract.ts';
import { id, optId, timestamp } from '../platform/schemas.ts';
import { historialReaders } from './historial.contract.ts';
import { notasReaders } from './notas-periodo.contract.ts';

/*
 * A grade's trail (bitácora): every change to a grade with who, when, the grade before and after and
 * why — entered, changed and cleared on a sheet, the sheet submitted, a correction approved, a grade
 * recorded or annulled without a section, a grant. Append-only. Staff read it: on a section's sheet
 * (who may read the sheet) and on a student's grades (staff who read grades); a student does not
 * (it names the staff who typed).
 */

export const accionesBitacora = ['digitada', 'modificada', 'borrada', 'enviada', 'corregida', 'registrada', 'anulada', 'otorgada'] as const;
export type AccionBitacora = (typeof accionesBitacora)[number];

const valor = z.object({ nota: z.number().nullable(), literal: z.string() });

export const eventoNota = z.object({
  id: z.number(),
  accion: z.enum(accionesBitacora),
  en: timestamp,
  /** Who made the change (their user name). */
  usuario: z.string(),
  estudianteCarreraId: z.number(),
  matricula: z.string(),
  nombre: z.string(),
  periodoAcademicoId: z.number(),
  periodo: z.string(),
  asignaturaId: z.number(),
  asignaturaCodigo: z.string(),
  asignatura: z.string(),
  seccionAsignaturaId: z.number().nullable(),
  seccion: z.string().nullable(),
  /** The grade before the change (null: there was none) and after it (null: cleared or annulled). */
  antes: valor.nullable(),
  despues: valor.nullable(),
  motivo: z.string().nullable(),
  /** The correction (acta supletoria) approved, and who asked for it. */
  actaSupletoriaId: z.number().nullable(),
  solicitadaPor: z.string().nullable(),
});
export type EventoNota = z.output<typeof eventoNota>;

/** A trail, oldest first; `completa` false when only the newest `limiteBitacora` events are shown. */
export const bitacora = z.object({ eventos: z.array(eventoNota), completa: z.boolean() });
export type Bitacora = z.output<typeof bitacora>;
/** The most events one answer carries (a sheet of 60 students with a dozen changes each stays well under). */
export const limiteBitacora = 2000;

export const bitacoraApi = {
  seccion: endpoint({
    summary: "A section's grade trail: every grade entered, changed or cleared on its sheet, its submission and its corrections, with who and when",
    method: 'GET',
    path: '/api/academicos/digitacion-notas/secciones/:seccionAsignaturaId/bitacora',
    access: 'staff',
    params: z.object({ seccionAsignaturaId: id }),
    response: bitacora,
  }),
  estudiante: endpoint({
    summary: "A student career's grade trail (staff who read grades), optionally of one period and one subject",
    method: 'GET',
    path: '/api/academicos/estudiantes-calificaciones/estudiante/:estudianteCarreraId/bitacora',
    access: { screens: [...new Set([...notasReaders, ...historialReaders])] },
    params: z.object({ estudianteCarreraId: id }),
    query: z.object({ periodoAcademicoId: optId, asignaturaId: optId }),
    response: bitacora,
  }),
};
