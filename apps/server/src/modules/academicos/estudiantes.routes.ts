import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { label, type Label } from '@claustro/domain/platform/i18n';
import { sessionOf } from '../../platform/auth/access.ts';
import { DomainError } from '../../platform/errors.ts';
import { id, optDate, optId, optPhone, optText, pageQuery } from '@claustro/domain/platform/schemas';
import { personaFields } from '@claustro/domain/generales/persona.contract';
import type { CambioTipo, EstudiantesService } from './estudiantes.service.ts';

const screens = {
  estudiantes: '/academicos/estudiantes',
  carrera: '/academicos/estudiante-cambio-carreras',
  estatus: '/academicos/estudiante-cambio-estatus',
  sede: '/academicos/estudiante-cambio-sedes',
  condicion: '/academicos/estudiante-cambio-condicion-academica',
};
const anyStudentScreen = { screens: Object.values(screens) };
const labels: Record<string, Label> = {
  persNombres: label('Nombres', 'First names'),
  persApellidos: label('Apellidos', 'Last names'),
  persFechaNacimiento: label('Fecha de nacimiento', 'Birth date'),
  persAlergico: label('Alergias', 'Allergies'),
  documentosIdentificacion: label('Documentos de identidad', 'Identity documents'),
  carreraId: label('Carrera', 'Career'),
  planEstudioId: label('Plan de estudios', 'Study plan'),
  sedeId: label('Recinto', 'Campus'),
  estadoEstudianteId: label('Estado', 'Status'),
  motivoId: label('Motivo', 'Reason'),
  periodoAcademicoId: label('Período', 'Period'),
  condicionAcademicaId: label('Condición académica', 'Academic standing'),
};

const estudianteIn = z.object({
  ...personaFields,
  estadoCivilId: optId,
  paisId: optId,
  tipoSangreId: optId,
  // Spec §5: allergies separated by a dot.
  persAlergico: optText(250),
  estuEnCasoEmergencia: optText(120),
  estuContactoEmergencia: optPhone,
});
const ingreso = z.object({ carreraId: id, planEstudioId: id, sedeId: id, estadoEstudianteId: optId, periodoIngresoId: optId, admitidoComoId: optId });
const student = z.looseObject({ estudianteId: z.number(), matriculaId: z.string(), persNombres: z.string(), persApellidos: z.string() });
const cambio = z.object({ id: z.number(), tipo: z.string(), estudianteId: z.number(), estudianteCarreraId: z.number(), antes: z.unknown(), despues: z.unknown() });

/** Students (spec §7 "estudiantes") and their career, status and campus changes. */
export function estudiantesRoutes(app: FastifyInstance, svc: EstudiantesService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['academicos'];
  const api = '/api/academicos/estudiantes';
  const page = pageQuery;

  r.get(api, {
    config: { access: anyStudentScreen },
    schema: { tags, querystring: z.object({ value: z.string().max(120).optional(), sedeId: id.optional(), ...page }), response: { 200: z.array(student) } },
    handler: async (req, reply) => {
      const { rows, total } = await svc.list(sessionOf(req), req.query);
      reply.header('x-total-count', String(total));
      return rows as never;
    },
  });
  // The spec's scoped listings: the caller's own students at a campus, optionally by name.
  for (const path of [`${api}/usuario/:usuarioId/recinto/:sedeId`, `${api}/nombres/:value/usuario/:usuarioId/recinto/:sedeId`, `${api}/estudiantenombres/:value/usuario/:usuarioId/recinto/:sedeId`]) {
    r.get(path, {
      config: { access: anyStudentScreen },
      schema: { tags, params: z.object({ usuarioId: id, sedeId: id, value: z.string().max(120).optional() }), querystring: z.object(page), response: { 200: z.array(student) } },
      handler: async (req, reply) => {
        if (req.params.usuarioId !== sessionOf(req).usuarioId) throw new DomainError('forbidden');
        const { rows, total } = await svc.list(sessionOf(req), { ...req.query, value: req.params.value, sedeId: req.params.sedeId });
        reply.header('x-total-count', String(total));
        return rows as never;
      },
    });
  }
  r.get(`${api}/matricula/:value`, {
    config: { access: anyStudentScreen },
    schema: { tags, params: z.object({ value: z.string().min(1).max(30) }), response: { 200: student } },
    handler: (req) => svc.byMatricula(sessionOf(req), req.params.value) as never,
  });
  r.get(`${api}/estudianteId/:estudianteId/carreraId/:carreraId`, {
    config: { access: anyStudentScreen },
    schema: { tags, params: z.object({ estudianteId: id, carreraId: id }), response: { 200: student } },
    handler: (req) => svc.withCareer(sessionOf(req), req.params.estudianteId, req.params.carreraId) as never,
  });
  r.get(`${api}/:estudianteId`, {
    config: { access: anyStudentScreen },
    schema: { tags, params: z.object({ estudianteId: id }), response: { 200: student } },
    handler: (req) => svc.get(sessionOf(req), req.params.estudianteId) as never,
  });
  r.post(api, {
    config: { access: { screens: [screens.estudiantes] }, labels },
    schema: { tags, body: estudianteIn.merge(ingreso), response: { 201: student } },
    handler: async (req, reply) => reply.status(201).send((await svc.create(req, sessionOf(req), req.body as never)) as never),
  });
  r.put(`${api}/:estudianteId`, {
    config: { access: { screens: [screens.estudiantes] }, labels },
    schema: { tags, params: z.object({ estudianteId: id }), body: estudianteIn, response: { 200: student } },
    handler: (req) => svc.update(req, sessionOf(req), req.params.estudianteId, req.body as never) as never,
  });

  const changes: [CambioTipo, string, z.ZodObject][] = [
    ['carrera', '/api/academicos/estudiante-cambio-carreras', z.object({ carreraId: id, planEstudioId: id })],
    ['estatus', '/api/academicos/estudiantes-cambios-estatus', z.object({ estadoEstudianteId: id })],
    ['sede', '/api/academicos/estudiantes-cambios-sedes', z.object({ sedeId: id })],
    // The spec names the screen but not its calls: they follow the screen's name.
    ['condicion', '/api/academicos/estudiante-cambio-condicion-academica', z.object({ condicionAcademicaId: id })],
  ];
  for (const [tipo, path, extra] of changes) {
    r.post(path, {
      config: { access: { screens: [screens[tipo]] }, labels },
      schema: { tags, body: extra.extend({ estudianteId: id, motivoId: optId, periodoAcademicoId: optId }), response: { 201: cambio } },
      handler: async (req, reply) => reply.status(201).send(await svc.cambio(req, sessionOf(req), tipo, req.body as never)),
    });
    r.get(path, {
      config: { access: { screens: [screens[tipo], screens.estudiantes] } },
      schema: { tags, querystring: z.object({ desde: optDate, hasta: optDate, ...page }), response: { 200: z.array(z.looseObject({ id: z.number() })) } },
      handler: async (req, reply) => {
        const { rows, total } = await svc.cambios(sessionOf(req), tipo, req.query);
        reply.header('x-total-count', String(total));
        return rows as never;
      },
    });
    r.get(`${path}/:estudianteId`, {
      config: { access: { screens: [screens[tipo], screens.estudiantes] } },
      schema: { tags, params: z.object({ estudianteId: id }), response: { 200: z.array(z.looseObject({ id: z.number() })) } },
      handler: (req) => svc.historial(sessionOf(req), tipo, req.params.estudianteId) as never,
    });
  }

  // The student's own dashboard finds their record by user name; staff who see students may look too.
  r.get('/api/dashboard/Estudiante/:username', {
    config: { access: 'self' },
    schema: { tags: ['dashboard'], params: z.object({ username: z.string().min(1).max(120) }), response: { 200: student.nullable() } },
    handler: async (req) => {
      const session = sessionOf(req);
      const own = session.usuaNombre.toLowerCase() === req.params.username.toLowerCase();
      if (!own && !(await svc.holds(session, anyStudentScreen.screens))) throw new DomainError('forbidden');
      const found = await svc.ofUser(req.params.username);
      if (found && !own) return svc.get(session, found.estudianteId as number) as never; // scoped like any other look-up
      return found as never;
    },
  });
}
