import { z } from 'zod';
import { label, type Label } from '../platform/i18n.ts';
import { endpoint } from '../platform/contract.ts';
import { id } from '../platform/schemas.ts';
import { seccion } from '../horarios/seccion-horario.contract.ts';

/* A student's selection (registration) of sections in a period (spec §2 Selection). */

/** Staff who register or change a student's selection on their behalf. */
export const seleccionStaffScreens = ['/seleccion/seleccion-asignaturas-admin', '/Seleccion/modificar-seleccion'] as const;

export const seleccionLabels: Record<string, Label> = {
  seccionAsignaturaId: label('Sección', 'Section'),
};

export const seleccionDe = z.object({
  estudianteCarreraId: z.number(),
  periodoAcademicoId: z.number(),
  creditos: z.number(),
  creditosMaximos: z.number(),
  secciones: z.array(seccion),
});
export type SeleccionDe = z.output<typeof seleccionDe>;

/** The signed-in student's careers and the period open for registration (null when none is). */
export const seleccionPropia = z.object({
  periodo: z.object({ periodoAcademicoId: z.number(), peAcDescripcion: z.string() }).nullable(),
  /** The period running now (grades open), for the student's current timetable. */
  actual: z.object({ periodoAcademicoId: z.number(), peAcDescripcion: z.string() }).nullable(),
  carreras: z.array(z.object({ estudianteCarreraId: z.number(), carrDescripcion: z.string(), sedeDescripcion: z.string() })),
});
export type SeleccionPropia = z.output<typeof seleccionPropia>;

const base = '/api/seleccion/estudiantes/:estudianteCarreraId/periodo/:periodoAcademicoId';
const params = z.object({ estudianteCarreraId: id, periodoAcademicoId: id });

/** Students act on their own careers; staff with a selection screen on anyone's (checked by the service). */
export const seleccionApi = {
  propia: endpoint({
    summary: "The signed-in student's careers and the periods to register in and to attend",
    method: 'GET',
    path: '/api/seleccion/propia',
    access: 'self',
    response: seleccionPropia,
  }),
  oferta: endpoint({
    summary: "The sections a student may choose in a period: their plan's subjects on their campus, with seats left",
    method: 'GET',
    path: `${base}/oferta`,
    access: 'self',
    params,
    response: z.array(seccion),
  }),
  get: endpoint({ summary: "A student's selection in a period, with its credits", method: 'GET', path: base, access: 'self', params, response: seleccionDe }),
  add: endpoint({
    summary: 'Add a section: every rule is checked, then a seat is taken in one statement',
    method: 'POST',
    path: `${base}/secciones`,
    access: 'self',
    params,
    body: z.object({ seccionAsignaturaId: id }),
    labels: seleccionLabels,
    response: seleccionDe,
    status: 201,
    errors: ['seleccion_rechazada', 'seccion_llena'],
  }),
  drop: endpoint({
    summary: 'Drop a section: its seat is freed',
    method: 'DELETE',
    path: `${base}/secciones/:seccionAsignaturaId`,
    access: 'self',
    params: params.extend({ seccionAsignaturaId: id }),
    response: seleccionDe,
  }),
};
