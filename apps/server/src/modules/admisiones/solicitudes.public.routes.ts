import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { resourceByName } from '@claustro/domain/registry';
import { statusField, tableName } from '@claustro/domain/platform/resource';
import { toSnake } from '@claustro/domain/platform/naming';
import { sessionOf } from '../../platform/auth/access.ts';
import { holdsScreen } from '../../platform/auth/grants.ts';
import type { AttemptsGuard } from '../../platform/attempts.ts';
import type { CaptchaService } from '../../platform/captcha.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError, parseInput } from '../../platform/errors.ts';
import { readMultipart } from '../../platform/files.ts';
import { admissionsOpenSql, type SolicitudesService, type Upload } from './solicitudes.service.ts';
import { consulta, solicitudIn, solicitudLabels, solicitudNueva } from './solicitud.schemas.ts';

export const solicitudesScreen = '/academicos/solicitud-admision';

/** Limits of the public side, per client address (and per identification for look-ups). */
export const publicLimits = { windowMinutes: 60, submissionsPerAddress: 10, lookupFailuresPerAddress: 20, lookupFailuresPerDocument: 5 };

/** The form's JSON part; unreadable JSON is a 400 like any other bad input. */
function jsonField(value: string | undefined): unknown {
  if (value === undefined) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    throw new DomainError('validation', {}, { solicitud: { es: 'La solicitud no se pudo leer; envíe el formulario de nuevo.', en: 'The request could not be read; send the form again.' } });
  }
}

/** `documento_<id>` file fields → uploads of that academic document. */
function uploadsOf(files: { field: string; data: Buffer }[]): Upload[] {
  return files.map((f) => {
    const m = /^documento_(\d+)$/.exec(f.field);
    if (!m) throw new DomainError('validation', {}, { file: { es: 'Cada archivo debe indicar su documento.', en: 'Each file must name its document.' } });
    return { documentoAcademicoId: Number(m[1]), data: f.data };
  });
}

/**
 * The public side of admissions (spec §7 "Admissions (public and internal)"): the form's choices,
 * filing a request, finding it again with identification and code, and completing its documents.
 * No sign-in; the captcha is checked on the server and every form is rate-limited.
 */
export function solicitudesPublicRoutes(
  app: FastifyInstance,
  deps: { database: Database; solicitudes: SolicitudesService; captcha: CaptchaService; attempts: AttemptsGuard; clock: Clock },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admisiones'];
  const { attempts, solicitudes } = deps;
  const ipKey = (req: FastifyRequest, what: string) => `${what}:ip:${req.ip}`;

  // Everything the form offers, active records only, in one answer.
  r.get('/api/solicitudes-admisiones/formulario', {
    config: { access: 'public' },
    schema: { tags },
    handler: async () => {
      const q = async (text: ReturnType<typeof sql>) => (await deps.database.db.execute(text)).rows;
      // A catalogue's active records as { id, label }, from its declaration.
      const list = (name: string) => {
        const def = resourceByName.get(name)!;
        const status = statusField(def);
        return q(sql`select ${sql.identifier(toSnake(def.id))} as id, ${sql.identifier(toSnake(def.display))} as label from ${sql.identifier(tableName(def))}
                      where ${status ? sql.identifier(toSnake(status)) : sql`true`} order by 2`);
      };
      const [periodos, sedes, carreras, tiposCarreras, admitidosComo, tandas, financiamientos, paises, provincias, nacionalidades, sexos, estadosCiviles,
        estadosCiudadanos, tiposSangre, idiomas, tiposPadres, colegios, universidades, redesSociales, documentos] = await Promise.all([
        q(sql`select periodo_academico_id as id, pe_ac_descripcion as label from periodo_academico p
               where p.estatus and ${admissionsOpenSql(sql`p.periodo_academico_id`, deps.clock.today())} order by pe_ac_fecha_inicio`),
        list('sede'),
        q(sql`select c.carrera_id as id, c.carr_descripcion as label, c.tipo_carrera_id as "tipoCarreraId",
                     array(select s.sede_id from carrera_sedes s where s.owner_id = c.carrera_id) as sedes
                from carrera c where c.estatus and exists (select 1 from plan_estudio p where p.carrera_id = c.carrera_id and p.pl_en_vigente) order by 2`),
        list('tipoCarrera'),
        list('admitidoComo'),
        list('bloqueHorarioTanda'),
        list('financiamientoEstudio'),
        list('pais'),
        list('provincia'),
        list('nacionalidad'),
        list('sexo'),
        list('estadoCivil'),
        list('estadoCiudadano'),
        list('tipoSangre'),
        list('idioma'),
        list('tipoPadre'),
        list('colegio'),
        list('universidad'),
        list('redSocial'),
        q(sql`select g.admitido_como_id as "admitidoComoId", d.documento_academico_id as id, d.do_ac_descripcion as label, gd.obligatorio
                from documento_academico_agrupacion g join documento_academico_agrupacion_documentos gd on gd.owner_id = g.documento_academico_agrupacion_id
                join documento_academico d on d.documento_academico_id = gd.documento_academico_id
               where g.estatus and d.estatus order by gd.obligatorio desc, d.do_ac_descripcion`),
      ]);
      return { periodos, sedes, carreras, tiposCarreras, admitidosComo, tandas, financiamientos, paises, provincias, nacionalidades, sexos, estadosCiviles,
        estadosCiudadanos, tiposSangre, idiomas, tiposPadres, colegios, universidades, redesSociales, documentos };
    },
  });

  // Filing a request: multipart with `solicitud` (JSON), `claveEnvio`, `token` and `documento_<id>` files.
  r.post('/api/solicitudes-admisiones/nueva', {
    config: { access: 'public', labels: solicitudLabels },
    schema: { tags, consumes: ['multipart/form-data'], response: { 201: z.object({ solicitudAdmisionId: z.number(), codigo: z.string(), repetida: z.boolean() }) } },
    handler: async (req, reply) => {
      await attempts.check([{ key: ipKey(req, 'admision'), max: publicLimits.submissionsPerAddress }], publicLimits.windowMinutes);
      const { fields, files } = await readMultipart(req, 12);
      const envio = parseInput(solicitudNueva, { ...fields, solicitud: jsonField(fields.solicitud) });
      const input = parseInput(solicitudIn, envio.solicitud);
      await deps.captcha.verify(envio.token, req.ip);
      await attempts.record([ipKey(req, 'admision')]);
      return reply.status(201).send(await solicitudes.create(req, envio.claveEnvio, input, uploadsOf(files)));
    },
  });

  /** The request of an identification and code, counting failures against guessing. */
  async function findOrRefuse(req: FastifyRequest, body: z.infer<typeof consulta>) {
    const docKey = `admision-consulta:doc:${body.documentoIdentificacion.toUpperCase()}`;
    await attempts.check(
      [{ key: ipKey(req, 'admision-consulta'), max: publicLimits.lookupFailuresPerAddress }, { key: docKey, max: publicLimits.lookupFailuresPerDocument }],
      publicLimits.windowMinutes,
    );
    await deps.captcha.verify(body.token, req.ip);
    const found = await solicitudes.find(body.documentoIdentificacion, body.codigo);
    if (!found) {
      await attempts.record([ipKey(req, 'admision-consulta'), docKey]);
      throw new DomainError('solicitud_no_encontrada');
    }
    return found;
  }

  r.post('/api/solicitudes-admisiones', {
    config: { access: 'public', labels: solicitudLabels },
    schema: { tags, body: consulta },
    handler: (req) => findOrRefuse(req, req.body),
  });

  // Completing or replacing documents while the request waits for review.
  r.post('/api/solicitudes-admisiones/documentos', {
    config: { access: 'public', labels: solicitudLabels },
    schema: { tags, consumes: ['multipart/form-data'] },
    handler: async (req) => {
      const { fields, files } = await readMultipart(req, 12);
      const found = await findOrRefuse(req, parseInput(consulta, fields));
      if (!files.length) throw new DomainError('validation', {}, { file: { es: 'Adjunte el documento.', en: 'Attach the document.' } });
      return solicitudes.replaceDocuments(req, found.solicitudAdmisionId as number, uploadsOf(files));
    },
  });

  // A student's own admission request (or any, for admissions staff).
  r.get('/api/solicitudes-admisiones/estudiante', {
    config: { access: 'self' },
    schema: { tags, querystring: z.object({ matricula: z.string().trim().min(1).max(30) }) },
    handler: async (req) => {
      const session = sessionOf(req);
      const [s] = (await deps.database.db.execute(sql`
        select s.solicitud_admision_id as id, (u.usuario_id is not null) as propia from solicitud_admision s join estudiante e on e.estudiante_id = s.estudiante_id
          left join usuario u on u.persona_id = e.persona_id and u.usuario_id = ${session.usuarioId}
         where lower(e.matricula) = lower(${req.query.matricula})`)).rows as { id: number; propia: boolean }[];
      if (!s?.propia && !(await holdsScreen(deps.database, session.usuarioId, [solicitudesScreen]))) throw new DomainError(s ? 'forbidden' : 'not_found');
      if (!s) throw new DomainError('not_found');
      return solicitudes.get(s.id);
    },
  });
}
