import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { label, type Label } from '@claustro/domain/platform/i18n';
import type { Database } from '../../platform/db/database.ts';
import { persona, personaDireccion } from '../../platform/db/schema.ts';
import { documentoItem, replaceContacts } from './contacts.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { holdsScreen } from '../../platform/auth/grants.ts';
import { id, optDate as isoDate, optId, optText } from '../../platform/schemas.ts';

/** Screens whose forms create and edit people (users today; students, professors and applicants later). */
const personaScreens = ['/seguridad/usuarios', '/academicos/estudiantes'];

const personaIn = z.object({
  persNombres: z.string().trim().min(1).max(120),
  persApellidos: z.string().trim().min(1).max(120),
  paisId: optId,
  sexoId: optId,
  ciudadId: optId,
  estadoCivilId: optId,
  nacionalidadId: optId,
  persFechaIngreso: isoDate,
  persFechaNacimiento: isoDate,
  estatus: z.boolean().default(true),
  documentos: z.array(documentoItem).max(10).optional(),
});
const personaOut = z.looseObject({ personaId: z.number(), persNombres: z.string(), persApellidos: z.string() });
const direccionIn = z.object({
  personaId: id,
  paisId: optId,
  provinciaId: optId,
  municipioId: optId,
  ciudadId: optId,
  peDiDireccion: z.string().trim().min(1).max(250),
  peDiCodigoPostal: optText(10),
});
const direccionOut = z.looseObject({ personaDireccionId: z.number(), personaId: z.number(), peDiDireccion: z.string() });

interface PersonaRow {
  personaId: number;
  persNombres: string;
  persApellidos: string;
  [column: string]: unknown;
}
interface DireccionRow {
  personaDireccionId: number;
  personaId: number;
  peDiDireccion: string;
  [column: string]: unknown;
}

const labels: Record<string, Label> = {
  persNombres: label('Nombres', 'First names'),
  persApellidos: label('Apellidos', 'Last names'),
  persFechaNacimiento: label('Fecha de nacimiento', 'Birth date'),
  persFechaIngreso: label('Fecha de ingreso', 'Entry date'),
  peDiDireccion: label('Dirección', 'Address'),
  peDiCodigoPostal: label('Código postal', 'Postal code'),
  documentos: label('Documentos', 'Documents'),
  doIdValor: label('Documento', 'Document'),
};

const personaSelect = `select p.persona_id as "personaId", p.company_id as "companyId", p.pais_id as "paisId", p.sexo_id as "sexoId",
       p.ciudad_id as "ciudadId", p.pers_nombres as "persNombres", p.pers_apellidos as "persApellidos",
       p.estado_civil_id as "estadoCivilId", p.nacionalidad_id as "nacionalidadId",
       p.pers_fecha_ingreso::text as "persFechaIngreso", p.pers_fecha_nacimiento::text as "persFechaNacimiento",
       p.pers_foto as "persFoto", p.estatus,
       coalesce((select json_agg(json_build_object('tipoDocumentoIdentificacionId', d.tipo_documento_identificacion_id,
                                                   'doIdValor', d.do_id_valor) order by d.persona_documento_identificacion_id)
                   from persona_documento_identificacion d where d.persona_id = p.persona_id), '[]') as "documentos"
  from persona p`;

/** `api/generales/personas` and person addresses (spec §7 "General"). */
export function personasRoutes(app: FastifyInstance, deps: { database: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database } = deps;
  const tags = ['generales'];
  const read = { access: 'staff' as const, labels };
  const write = { access: { screens: personaScreens }, labels };

  async function byDocument(tipo: number, valor: string) {
    const [row] = await database.query<PersonaRow>(
      `${personaSelect} where p.persona_id = (select persona_id from persona_documento_identificacion
                                               where tipo_documento_identificacion_id = $1 and do_id_valor = $2)`,
      [tipo, valor.trim()],
    );
    if (!row) throw new DomainError('not_found');
    return row;
  }
  async function byId(personaId: number) {
    const [row] = await database.query<PersonaRow>(`${personaSelect} where p.persona_id = $1`, [personaId]);
    if (!row) throw new DomainError('not_found');
    return row;
  }
  /** Students and professors may touch only their own person record; staff need a person screen. */
  async function assertMayEdit(req: FastifyRequest, personaId: number) {
    const s = sessionOf(req);
    const [own] = await database.query(`select 1 from usuario where usuario_id = $1 and persona_id = $2`, [s.usuarioId, personaId]);
    if (!own && !(await holdsScreen(database, s.usuarioId, personaScreens))) throw new DomainError('forbidden');
  }
  r.post('/api/generales/personas/documento', {
    config: read,
    schema: { tags, body: z.object({ tipoDocumentoIdentificacionId: id, doIdValor: z.string().trim().min(1).max(30) }), response: { 200: personaOut } },
    handler: (req) => byDocument(req.body.tipoDocumentoIdentificacionId, req.body.doIdValor),
  });
  r.get('/api/generales/personas/tipodoc/:tipo/documento/:docum', {
    config: read,
    schema: { tags, params: z.object({ tipo: id, docum: z.string().min(1).max(30) }), response: { 200: personaOut } },
    handler: (req) => byDocument(req.params.tipo, req.params.docum),
  });
  r.get('/api/generales/personas/nombres/:text', {
    config: read,
    schema: { tags, params: z.object({ text: z.string().trim().min(1).max(120) }), response: { 200: z.array(personaOut) } },
    handler: (req) =>
      database.query<PersonaRow>(
        `${personaSelect} where lower(p.pers_nombres || ' ' || p.pers_apellidos) like $1 order by p.pers_apellidos, p.pers_nombres limit 50`,
        [`%${req.params.text.toLowerCase()}%`],
      ),
  });
  r.get('/api/generales/personas/:personaId', {
    config: read,
    schema: { tags, params: z.object({ personaId: id }), response: { 200: personaOut } },
    handler: (req) => byId(req.params.personaId),
  });
  r.post('/api/generales/personas', {
    config: write,
    schema: { tags, body: personaIn, response: { 201: personaOut } },
    handler: async (req, reply) => {
      const { documentos, ...values } = req.body;
      const personaId = await database.db.transaction(async (tx) => {
        const [p] = await tx.insert(persona).values(values).returning();
        await replaceContacts(tx, p.personaId, { documentosIdentificacion: documentos });
        await audit(tx, req, { entidad: 'persona', entidadId: p.personaId, accion: 'crear', despues: req.body });
        return p.personaId;
      });
      return reply.status(201).send(await byId(personaId));
    },
  });
  r.put('/api/generales/personas', {
    config: write,
    schema: { tags, body: personaIn.extend({ personaId: id }), response: { 200: personaOut } },
    handler: async (req) => {
      const { personaId, documentos, ...values } = req.body;
      const before = await byId(personaId);
      await database.db.transaction(async (tx) => {
        await tx.update(persona).set(values).where(eq(persona.personaId, personaId));
        await replaceContacts(tx, personaId, { documentosIdentificacion: documentos });
        await audit(tx, req, { entidad: 'persona', entidadId: personaId, accion: 'actualizar', antes: before, despues: req.body });
      });
      return byId(personaId);
    },
  });

  // Person addresses: a person edits their own; staff with a person screen edit anyone's.
  const base = '/api/generales/personas-direcciones';
  const direccionSelect = `select persona_direccion_id as "personaDireccionId", company_id as "companyId", persona_id as "personaId",
         pais_id as "paisId", provincia_id as "provinciaId", municipio_id as "municipioId", ciudad_id as "ciudadId",
         pe_di_direccion as "peDiDireccion", pe_di_codigo_postal as "peDiCodigoPostal" from persona_direccion`;
  async function direccion(idValue: number) {
    const [row] = await database.query<DireccionRow>(`${direccionSelect} where persona_direccion_id = $1`, [idValue]);
    if (!row) throw new DomainError('not_found');
    return row;
  }
  r.get(base, {
    config: { access: 'self', labels },
    schema: { tags, querystring: z.object({ personaId: id }), response: { 200: z.array(direccionOut) } },
    handler: async (req) => {
      await assertMayEdit(req, req.query.personaId);
      return database.query<DireccionRow>(`${direccionSelect} where persona_id = $1 order by persona_direccion_id`, [req.query.personaId]);
    },
  });
  r.get(`${base}/:personaDireccionId`, {
    config: { access: 'self', labels },
    schema: { tags, params: z.object({ personaDireccionId: id }), response: { 200: direccionOut } },
    handler: async (req) => {
      const row = await direccion(req.params.personaDireccionId);
      await assertMayEdit(req, row.personaId);
      return row;
    },
  });
  r.post(base, {
    config: { access: 'self', labels },
    schema: { tags, body: direccionIn, response: { 201: direccionOut } },
    handler: async (req, reply) => {
      await assertMayEdit(req, req.body.personaId);
      const created = await database.db.transaction(async (tx) => {
        const [row] = await tx.insert(personaDireccion).values(req.body).returning();
        await audit(tx, req, { entidad: 'personaDireccion', entidadId: row.personaDireccionId, accion: 'crear', despues: row });
        return row;
      });
      return reply.status(201).send(await direccion(created.personaDireccionId));
    },
  });
  r.put(`${base}/:personaDireccionId`, {
    config: { access: 'self', labels },
    schema: { tags, params: z.object({ personaDireccionId: id }), body: direccionIn, response: { 200: direccionOut } },
    handler: async (req) => {
      const before = await direccion(req.params.personaDireccionId);
      await assertMayEdit(req, before.personaId);
      await database.db.transaction(async (tx) => {
        const { personaId: _ignored, ...values } = req.body;
        await tx.update(personaDireccion).set(values).where(eq(personaDireccion.personaDireccionId, req.params.personaDireccionId));
        await audit(tx, req, { entidad: 'personaDireccion', entidadId: req.params.personaDireccionId, accion: 'actualizar', antes: before, despues: req.body });
      });
      return direccion(req.params.personaDireccionId);
    },
  });
  r.delete(`${base}/:personaDireccionId`, {
    config: { access: 'self', labels },
    schema: { tags, params: z.object({ personaDireccionId: id }), response: { 204: z.null() } },
    handler: async (req, reply) => {
      const before = await direccion(req.params.personaDireccionId);
      await assertMayEdit(req, before.personaId);
      await database.db.transaction(async (tx) => {
        await tx.delete(personaDireccion).where(eq(personaDireccion.personaDireccionId, req.params.personaDireccionId));
        await audit(tx, req, { entidad: 'personaDireccion', entidadId: req.params.personaDireccionId, accion: 'revocar', antes: before });
      });
      return reply.status(204).send(null);
    },
  });
}
