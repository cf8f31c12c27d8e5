import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { label, type Label } from '@claustro/domain/platform/i18n';
import type { Database, Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { readUpload, saveFile, sendFile } from '../../platform/files.ts';
import { id, optDate, optId, optPhone, optText, pageQuery } from '@claustro/domain/platform/schemas';
import { personaFields } from '@claustro/domain/generales/persona.contract';
import type { PersonasService } from '../generales/personas.service.ts';

/** The professors' screen; the spec lists its calls but names no route for it. */
export const profesoresScreen = '/academicos/profesores';

const labels: Record<string, Label> = {
  persNombres: label('Nombres', 'First names'),
  persApellidos: label('Apellidos', 'Last names'),
  sedeId: label('Recinto', 'Campus'),
  carreraId: label('Carrera', 'Career'),
  profCodigo_Referencia: label('Código de referencia', 'Reference code'),
  profFechaIngreso: label('Fecha de ingreso', 'Start date'),
  profFechaInhabilidad: label('Inhabilitado desde', 'Disqualified from'),
  documentosIdentificacion: label('Documentos de identidad', 'Identity documents'),
};

const profesorIn = z.object({
  ...personaFields,
  sedeId: id,
  carreraId: optId,
  estatusId: optId,
  profCodigo_Referencia: optText(30),
  profFechaIngreso: optDate,
  profEsElegible: z.boolean().default(true),
  profFechaInhabilidad: optDate,
  profInhabilidad_Observacion: optText(500),
  profesorCategoriaPagoId: optId,
  profEsDirector: z.boolean().default(false),
  profEsCoordinador: z.boolean().default(false),
  profEs_Administrativo: z.boolean().default(false),
  profEs_Externo: z.boolean().default(false),
  profEducacionCont: z.boolean().default(false),
  profCaso_Emergencia: optText(120),
  profCaso_EmergenciaTel: optPhone,
});
type ProfesorIn = z.infer<typeof profesorIn>;
const profesorOut = z.looseObject({ profesorId: z.number(), profCodigo_Referencia: z.string(), persNombres: z.string(), persApellidos: z.string() });

const select = sql`select f.profesor_id as "profesorId", f.persona_id as "personaId", f.company_id as "companyId",
    f.prof_codigo_referencia as "profCodigo_Referencia", f.sede_id as "sedeId", f.carrera_id as "carreraId", f.estatus_id as "estatusId",
    f.prof_fecha_ingreso::text as "profFechaIngreso", f.prof_es_elegible as "profEsElegible", f.prof_fecha_inhabilidad::text as "profFechaInhabilidad",
    f.prof_inhabilidad_observacion as "profInhabilidad_Observacion", f.profesor_categoria_pago_id as "profesorCategoriaPagoId",
    f.prof_es_director as "profEsDirector", f.prof_es_coordinador as "profEsCoordinador", f.prof_es_administrativo as "profEs_Administrativo",
    f.prof_es_externo as "profEs_Externo", f.prof_educacion_cont as "profEducacionCont", f.prof_caso_emergencia as "profCaso_Emergencia",
    f.prof_caso_emergencia_tel as "profCaso_EmergenciaTel", f.firma_url as "firmaUrl",
    p.pers_nombres as "persNombres", p.pers_apellidos as "persApellidos", p.pers_fecha_nacimiento::text as "persFechaNacimiento",
    p.sexo_id as "sexoId", p.nacionalidad_id as "nacionalidadId", p.pers_foto as "persFoto",
    coalesce((select json_agg(json_build_object('tipoDocumentoIdentificacionId', d.tipo_documento_identificacion_id, 'doIdValor', d.do_id_valor))
                from persona_documento_identificacion d where d.persona_id = f.persona_id), '[]'::json) as "documentosIdentificacion",
    coalesce((select json_agg(json_build_object('tipoTelefonoId', t.tipo_telefono_id, 'peTeTelefono', t.pe_te_telefono))
                from persona_telefono t where t.persona_id = f.persona_id), '[]'::json) as "telefonos"
  from profesor f join persona p on p.persona_id = f.persona_id`;

/** The next reference code of a campus (`SD-0001`), taken from its counter in the caller's transaction. */
async function nextCode(tx: Db, sedeId: number): Promise<string> {
  const res = await tx.execute(sql`
    with s as (insert into secuencia (clave, valor) values (${`profesor:${sedeId}`}, 1)
               on conflict (clave) do update set valor = secuencia.valor + 1 returning valor)
    select (select sede_iniciales from sede where sede_id = ${sedeId}) as sede, (select valor from s) as valor`);
  const row = res.rows[0] as { sede: string | null; valor: number };
  if (!row.sede) throw new DomainError('broken_reference', { field: 'sedeId' }, { sedeId: { code: 'broken_reference' } });
  return `${row.sede}-${String(row.valor).padStart(4, '0')}`;
}

/** Professors (spec §7 "profesores"): people with a reference code per campus, eligibility and flags. */
export function profesoresRoutes(app: FastifyInstance, deps: { database: Database; filesDir: string; personas: PersonasService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database } = deps;
  const tags = ['academicos'];
  const api = '/api/academicos/profesores';
  const rows = async (q: ReturnType<typeof sql>) => (await database.db.execute(q)).rows as Record<string, unknown>[];
  async function one(where: ReturnType<typeof sql>) {
    const [row] = await rows(sql`${select} where ${where}`);
    if (!row) throw new DomainError('not_found');
    return row;
  }
  const write = { access: { screens: [profesoresScreen] }, labels };

  const values = (b: ProfesorIn) => ({
    sede_id: b.sedeId, carrera_id: b.carreraId, estatus_id: b.estatusId, prof_fecha_ingreso: b.profFechaIngreso, prof_es_elegible: b.profEsElegible,
    prof_fecha_inhabilidad: b.profFechaInhabilidad, prof_inhabilidad_observacion: b.profInhabilidad_Observacion,
    profesor_categoria_pago_id: b.profesorCategoriaPagoId, prof_es_director: b.profEsDirector, prof_es_coordinador: b.profEsCoordinador,
    prof_es_administrativo: b.profEs_Administrativo, prof_es_externo: b.profEs_Externo, prof_educacion_cont: b.profEducacionCont,
    prof_caso_emergencia: b.profCaso_Emergencia, prof_caso_emergencia_tel: b.profCaso_EmergenciaTel,
  });
  const assignments = (v: Record<string, unknown>) => sql.join(Object.entries(v).map(([k, x]) => sql`${sql.identifier(k)} = ${x}`), sql`, `);
  // A disqualified professor is not eligible.
  const checkEligibility = (b: ProfesorIn) => {
    if (b.profFechaInhabilidad && b.profEsElegible) {
      throw new DomainError('validation', {}, { profEsElegible: { es: 'Un profesor inhabilitado no puede ser elegible.', en: 'A disqualified professor cannot be eligible.' } });
    }
  };

  r.get(api, {
    config: { access: 'staff' },
    schema: { tags, querystring: z.object({ value: z.string().max(120).optional(), ...pageQuery }), response: { 200: z.array(profesorOut) } },
    handler: async (req, reply) => {
      const like = req.query.value?.trim() ? `%${req.query.value.trim().toLowerCase()}%` : null;
      const list = await rows(sql`${select}
        where ${like}::text is null or lower(p.pers_nombres || ' ' || p.pers_apellidos) like ${like} or lower(f.prof_codigo_referencia) like ${like}
        order by p.pers_apellidos, p.pers_nombres limit ${req.query.pageSize} offset ${(req.query.page - 1) * req.query.pageSize}`);
      const [{ n }] = (await database.db.execute(sql`select count(*)::int as n from profesor f join persona p on p.persona_id = f.persona_id
        where ${like}::text is null or lower(p.pers_nombres || ' ' || p.pers_apellidos) like ${like} or lower(f.prof_codigo_referencia) like ${like}`)).rows as { n: number }[];
      reply.header('x-total-count', String(n));
      return list as never;
    },
  });
  r.get(`${api}/listado`, { config: { access: 'staff' }, schema: { tags, response: { 200: z.array(profesorOut) } }, handler: async () => (await rows(sql`${select} where f.prof_es_elegible order by p.pers_apellidos`)) as never });
  r.get(`${api}/codigo/:value`, { config: { access: 'staff' }, schema: { tags, params: z.object({ value: z.string().max(30) }), response: { 200: profesorOut } }, handler: (req) => one(sql`lower(f.prof_codigo_referencia) = lower(${req.params.value})`) as never });
  r.get(`${api}/documento/:value`, {
    config: { access: 'staff' },
    schema: { tags, params: z.object({ value: z.string().max(30) }), response: { 200: profesorOut } },
    handler: (req) => one(sql`exists (select 1 from persona_documento_identificacion d where d.persona_id = f.persona_id and d.do_id_valor = ${req.params.value})`) as never,
  });
  r.get(`${api}/carrera/:carreraId`, { config: { access: 'staff' }, schema: { tags, params: z.object({ carreraId: id }), response: { 200: z.array(profesorOut) } }, handler: async (req) => (await rows(sql`${select} where f.carrera_id = ${req.params.carreraId} order by p.pers_apellidos`)) as never });
  r.get(`${api}/:profesorId`, { config: { access: 'staff' }, schema: { tags, params: z.object({ profesorId: id }), response: { 200: profesorOut } }, handler: (req) => one(sql`f.profesor_id = ${req.params.profesorId}`) as never });

  r.put(`${api}/secuencia/:sedeId`, {
    config: write,
    schema: { tags, params: z.object({ sedeId: id }), body: z.object({ sedeId: z.unknown().optional() }).nullish(), response: { 200: z.object({ sedeId: z.number(), profCodigo_Referencia: z.string() }) } },
    handler: async (req) => ({ sedeId: req.params.sedeId, profCodigo_Referencia: await database.db.transaction((tx) => nextCode(tx, req.params.sedeId)) }),
  });

  r.post(api, {
    config: write,
    schema: { tags, body: profesorIn, response: { 201: profesorOut } },
    handler: async (req: FastifyRequest<{ Body: ProfesorIn }>, reply) => {
      const b = req.body;
      checkEligibility(b);
      const profesorId = await database.db.transaction(async (tx) => {
        const p = (await tx.execute(sql`insert into persona (pers_nombres, pers_apellidos, pers_fecha_nacimiento, sexo_id, nacionalidad_id)
                                        values (${b.persNombres}, ${b.persApellidos}, ${b.persFechaNacimiento}, ${b.sexoId}, ${b.nacionalidadId}) returning persona_id`)).rows[0] as { persona_id: number };
        await deps.personas.replaceContacts(tx, p.persona_id, b);
        const code = b.profCodigo_Referencia ?? (await nextCode(tx, b.sedeId));
        const v = { persona_id: p.persona_id, prof_codigo_referencia: code, ...values(b) };
        const created = (await tx.execute(sql`insert into profesor (${sql.join(Object.keys(v).map((k) => sql.identifier(k)), sql`, `)})
                                               values (${sql.join(Object.values(v).map((x) => sql`${x}`), sql`, `)}) returning profesor_id`)).rows[0] as { profesor_id: number };
        await audit(tx, req, { entidad: 'profesor', entidadId: created.profesor_id, accion: 'crear', despues: { ...b, profCodigo_Referencia: code } });
        return created.profesor_id;
      });
      return reply.status(201).send((await one(sql`f.profesor_id = ${profesorId}`)) as never);
    },
  });
  r.put(`${api}/:profesorId`, {
    config: write,
    schema: { tags, params: z.object({ profesorId: id }), body: profesorIn, response: { 200: profesorOut } },
    handler: async (req) => {
      const b = req.body;
      checkEligibility(b);
      const before = await one(sql`f.profesor_id = ${req.params.profesorId}`);
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`update persona set pers_nombres = ${b.persNombres}, pers_apellidos = ${b.persApellidos}, pers_fecha_nacimiento = ${b.persFechaNacimiento},
                               sexo_id = ${b.sexoId}, nacionalidad_id = ${b.nacionalidadId} where persona_id = ${before.personaId as number}`);
        await deps.personas.replaceContacts(tx, before.personaId as number, b);
        const v = { ...values(b), ...(b.profCodigo_Referencia ? { prof_codigo_referencia: b.profCodigo_Referencia } : {}) };
        await tx.execute(sql`update profesor set ${assignments(v)} where profesor_id = ${req.params.profesorId}`);
        await audit(tx, req, { entidad: 'profesor', entidadId: req.params.profesorId, accion: 'actualizar', antes: before, despues: b });
      });
      return one(sql`f.profesor_id = ${req.params.profesorId}`) as never;
    },
  });

  // Photo and signature: images recognised from their bytes. The signature goes on documents the
  // professor signs, so only those who manage professors may see it.
  const imageOut = z.object({ profesorId: z.number(), persFoto: z.string().nullable(), firmaUrl: z.string().nullable() });
  async function setImage(req: FastifyRequest<{ Params: { profesorId: number } }>, kind: 'foto' | 'firma') {
    const before = await one(sql`f.profesor_id = ${req.params.profesorId}`);
    const { data } = await readUpload(req);
    const url = kind === 'foto'
      ? await saveFile(deps.filesDir, 'fotos', `persona-${before.personaId as number}`, data)
      : await saveFile(deps.filesDir, 'firmas', `profesor-${req.params.profesorId}`, data);
    await database.db.transaction(async (tx) => {
      if (kind === 'foto') await tx.execute(sql`update persona set pers_foto = ${url} where persona_id = ${before.personaId as number}`);
      else await tx.execute(sql`update profesor set firma_url = ${url} where profesor_id = ${req.params.profesorId}`);
      const field = kind === 'foto' ? 'persFoto' : 'firmaUrl';
      await audit(tx, req, { entidad: 'profesor', entidadId: req.params.profesorId, accion: 'actualizar', antes: { [field]: before[field] }, despues: { [field]: url } });
    });
    const after = await one(sql`f.profesor_id = ${req.params.profesorId}`);
    return { profesorId: req.params.profesorId, persFoto: after.persFoto as string | null, firmaUrl: after.firmaUrl as string | null };
  }
  for (const kind of ['foto', 'firma'] as const) {
    r.post(`${api}/:profesorId/${kind}`, {
      config: write,
      schema: { tags, consumes: ['multipart/form-data'], params: z.object({ profesorId: id }), response: { 200: imageOut } },
      handler: (req) => setImage(req, kind),
    });
  }
  r.get('/api/archivos/firmas/:name', {
    config: { access: { screens: [profesoresScreen] } },
    schema: { tags, params: z.object({ name: z.string().regex(/^profesor-\d+-\d+\.(jpg|png|webp)$/) }) },
    handler: (req, reply) => sendFile(reply, deps.filesDir, 'firmas', req.params.name),
  });
}
