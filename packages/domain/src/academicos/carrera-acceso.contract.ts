import { z } from 'zod';
import { label, type Label } from '../platform/i18n.ts';
import { endpoint } from '../platform/contract.ts';
import { id } from '../platform/schemas.ts';

/*
 * Which careers a user works with (`/administracion-sistema/carreras-accesos-usuarios`). Administrators
 * work with every career; everyone else with the careers granted here.
 */

export const accesosScreen = '/administracion-sistema/carreras-accesos-usuarios';

export const accesoLabels: Record<string, Label> = {
  carreraId: label('Carrera', 'Career'),
  usuarioId: label('Usuario', 'User'),
  coordinador: label('Coordinador(a)', 'Coordinator'),
  director: label('Director(a)', 'Director'),
};

export const acceso = z.object({
  id: z.number(),
  carreraId: z.number(),
  carrDescripcion: z.string(),
  carrAlias: z.string(),
  usuarioId: z.number(),
  coordinador: z.boolean(),
  director: z.boolean(),
});
export type Acceso = z.output<typeof acceso>;

/** A career the user works with, and their role in it. */
export const carreraDelUsuario = z.object({
  carreraId: z.number(),
  carrDescripcion: z.string(),
  carrAlias: z.string(),
  escuelaId: z.number(),
  coordinador: z.boolean(),
  director: z.boolean(),
});
export type CarreraDelUsuario = z.output<typeof carreraDelUsuario>;

export const accesoIn = z.object({ carreraId: id, usuarioId: id, coordinador: z.boolean().default(false), director: z.boolean().default(false) });
export type AccesoIn = z.output<typeof accesoIn>;

const base = '/api/administracion-sistema/carreras-usuarios-accesos';
const manage = { access: { screens: [accesosScreen] }, labels: accesoLabels } as const;

export const carrerasAccesoApi = {
  /** The careers of a user: one's own, or anyone's for who manages career access. */
  delUsuario: endpoint({
    summary: 'The careers of a user, as options',
    method: 'GET',
    path: '/api/academicos/carreras/usuario/:usuarioId',
    access: 'staff',
    params: z.object({ usuarioId: id }),
    response: z.array(carreraDelUsuario),
  }),
  accesos: endpoint({
    summary: 'The careers a user works with (access grants)',
    method: 'GET',
    path: `${base}/usuario/:usuarioId`,
    ...manage,
    params: z.object({ usuarioId: id }),
    response: z.array(acceso),
  }),
  conceder: endpoint({
    summary: 'Let a user work with a career',
    method: 'POST',
    path: base,
    ...manage,
    body: accesoIn,
    response: acceso,
    status: 201,
    errors: ['duplicate'],
  }),
  revocar: endpoint({
    summary: 'Take a career away from a user',
    method: 'DELETE',
    path: `${base}/:id`,
    ...manage,
    params: z.object({ id }),
    response: z.null(),
    status: 204,
  }),
};
