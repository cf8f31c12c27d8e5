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

const base = '/api/seleccion/estudiantes/:estudianteCarreraId/periodo/:periodoAcademicoId';
const params = z.object({ estudianteCarreraId: id, periodoAcademicoId: id });

/** Students act on their own careers; staff with a selection screen on anyone's (checked by the service). */
export const seleccionApi = {
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
