import { z } from 'zod';
import { label, type Label } from '../platform/i18n.ts';
import { endpoint } from '../platform/contract.ts';
import { id } from '../platform/schemas.ts';
import { mensajeIn, progreso } from '../mensajes/mensaje.contract.ts';
import { seccion } from './seccion-horario.contract.ts';

/*
 * A section's class list: the students registered in it, for the professors who teach it and for
 * who schedules or reports sections; and a message to all of them (inbox, and e-mail if asked).
 */

export const seccionListaLabels: Record<string, Label> = {
  seccionAsignaturaId: label('Sección', 'Section'),
  mensaje: label('Mensaje', 'Message'),
  asunto: label('Asunto', 'Subject'),
};

export const estudianteDeSeccion = z.object({
  estudianteId: z.number(),
  matricula: z.string(),
  nombre: z.string(),
  carrera: z.string(),
  /** The student's account e-mail; null when the student has no account (a message will not reach them). */
  correo: z.string().nullable(),
  inscritoEn: z.string(),
});
export type EstudianteDeSeccion = z.output<typeof estudianteDeSeccion>;

const api = '/api/horarios/secciones-horarios';
// Who asks is checked by the service: a professor of the section's meetings, or who reads any professor's sections.
const config = { access: 'staff', labels: seccionListaLabels } as const;

export const seccionListaApi = {
  estudiantes: endpoint({
    summary: "A section's class list (its professors, and who schedules or reports sections)",
    method: 'GET',
    path: `${api}/:seccionAsignaturaId/estudiantes`,
    ...config,
    params: z.object({ seccionAsignaturaId: id }),
    response: z.object({ seccion, estudiantes: z.array(estudianteDeSeccion) }),
  }),
  enviar: endpoint({
    summary: 'Send a message to the students of a section',
    method: 'POST',
    path: `${api}/mensajes`,
    ...config,
    body: mensajeIn.extend({ seccionAsignaturaId: id }),
    response: progreso,
    status: 201,
  }),
  /** A send's progress, for its sender only. */
  envio: endpoint({
    summary: 'How a message to a section went',
    method: 'GET',
    path: `${api}/mensajes/envios/:envioId`,
    ...config,
    params: z.object({ envioId: id }),
    response: progreso,
  }),
};
