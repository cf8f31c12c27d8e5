import { z } from 'zod';
import { endpoint } from '../platform/contract.ts';
import { id, optText, pageQuery } from '../platform/schemas.ts';

/*
 * Processing enrolment requests (`/educacion-continuada/procesar-solicitud`): the requests still in
 * the status of new ones, oldest first, each with its course's seats left; staff move each to another
 * status (accepted, rejected…). A status that takes a seat is refused once the course has none left.
 */

export const procesarScreen = '/educacion-continuada/procesar-solicitud';

export const solicitudPorProcesar = z.object({
  solicitudInscripcionId: z.number(),
  codigo: z.string().nullable(),
  nombre: z.string(),
  identificacion: z.string(),
  email: z.string(),
  celular: z.string().nullable(),
  profesion: z.string().nullable(),
  empresa: z.string().nullable(),
  cursoId: z.number(),
  curso: z.string(),
  inicio: z.string(),
  disponibles: z.number(),
  estado: z.string(),
});
export type SolicitudPorProcesar = z.output<typeof solicitudPorProcesar>;

export const procesarApi = {
  pendientes: endpoint({
    summary: 'Enrolment requests still in the status of new ones, oldest first, paged; by course, and `value` searches the name, identification or code',
    method: 'GET',
    path: '/api/educacion-continuada/procesar-solicitud',
    access: { screens: [procesarScreen] },
    query: z.object({ cursoId: id.optional(), value: optText(100).optional(), ...pageQuery }),
    response: z.array(solicitudPorProcesar),
    paged: true,
  }),
  procesar: endpoint({
    summary: 'Move a waiting enrolment request to another status (one that takes a seat only while the course has one left); audited',
    method: 'POST',
    path: '/api/educacion-continuada/procesar-solicitud/:solicitudInscripcionId',
    access: { screens: [procesarScreen] },
    params: z.object({ solicitudInscripcionId: id }),
    body: z.object({ estadoSolicitudId: id }),
    labels: { estadoSolicitudId: { es: 'Nuevo estado', en: 'New status' } },
    response: solicitudPorProcesar.extend({ estado: z.string() }),
    errors: ['solicitud_procesada', 'curso_no_abierto'],
  }),
};
