import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyMultipart from '@fastify/multipart';
import fastifyWebsocket from '@fastify/websocket';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canonicalKeys } from '@claustro/domain/platform/naming';
import { resources } from '@claustro/domain/registry';
import { publicConfig, type Institution } from './platform/config.ts';
import type { Database } from './platform/db/database.ts';
import { registerErrorHandler } from './platform/errors.ts';
import { registerAccessControl } from './platform/auth/access.ts';
import { TokenService } from './platform/auth/tokens.ts';
import { tokenSecret } from './platform/auth/secret.ts';
import { institutionClock, type Clock } from './platform/clock.ts';
import { resourceTables } from './platform/db/schema.ts';
import { registerResource } from './platform/resources/engine.ts';
import { loginService } from './modules/login/login.service.ts';
import { loginRoutes } from './modules/login/login.routes.ts';
import { office365Verifier } from './modules/login/office365.ts';
import { seguridadRoutes } from './modules/seguridad/seguridad.routes.ts';
import { personasRoutes } from './modules/generales/personas.routes.ts';
import { correoRoutes } from './modules/planta-fisica/correo.routes.ts';
import { carrerasRoutes } from './modules/academicos/carreras.routes.ts';
import { asignaturaHooks } from './modules/academicos/asignatura.hooks.ts';
import { planEstudioHooks } from './modules/academicos/plan-estudio.hooks.ts';
import { planesRoutes } from './modules/academicos/planes.routes.ts';
import { aulaHooks, aulasRoutes } from './modules/planta-fisica/aulas.ts';
import { actividadAulaHooks } from './modules/planta-fisica/actividades.hooks.ts';
import { estudiantesService } from './modules/academicos/estudiantes.service.ts';
import { estudiantesRoutes } from './modules/academicos/estudiantes.routes.ts';
import { profesoresRoutes } from './modules/academicos/profesores.ts';
import { estadisticasRoutes } from './modules/academicos/estadisticas.ts';
import { carnetRoutes } from './modules/generales/carnet.ts';
import type { ResourceHooks } from './platform/resources/engine.ts';

/** Server-side rules of catalogues that read the database (the declaration keeps what the browser can check). */
const resourceHooks: Record<string, ResourceHooks> = { asignatura: asignaturaHooks, planEstudio: planEstudioHooks, aula: aulaHooks, actividadAula: actividadAulaHooks };
import { jobRunner, type JobRunner } from './platform/jobs.ts';
import { mailService, type MailService } from './platform/mail.ts';
import { settingsBox } from './platform/secrets.ts';
import { captchaService, type CaptchaSecrets } from './platform/captcha.ts';
import { mensajesService } from './modules/mensajes/mensajes.service.ts';
import { messagesHub, type MessagesHub } from './modules/mensajes/hub.ts';
import { mensajesRoutes } from './modules/mensajes/mensajes.routes.ts';
import { mensajeriaRoutes } from './modules/academicos/mensajeria.ts';
import { estudiantesDocumentosRoutes } from './modules/academicos/estudiantes-documentos.ts';
import { reporteProyectosRoutes } from './modules/investigacion/reporte-proyectos.ts';
import { solicitudesService } from './modules/admisiones/solicitudes.service.ts';
import { solicitudesPublicRoutes } from './modules/admisiones/solicitudes.public.routes.ts';
import { solicitudesRoutes } from './modules/admisiones/solicitudes.routes.ts';
import { pruebasRoutes } from './modules/admisiones/pruebas.ts';
import { datosEstudianteRoutes } from './modules/academicos/datos-estudiante.ts';
import { sugerenciasRoutes } from './modules/generales/sugerencias.ts';
import { consultaEgresadoRoutes } from './modules/academicos/consulta-egresado.ts';
import { attemptsGuard } from './platform/attempts.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background work; `main.ts` starts polling, tests drain it. */
    jobs: JobRunner;
    mail: MailService;
    hub: MessagesHub;
  }
}

export interface AppOptions {
  institution: Institution;
  database: Database;
  clock?: Clock;
  logger?: boolean | object;
  /** Where the built web app lives; served when present. */
  webDist?: string;
  /** Where uploaded files are kept. */
  filesDir?: string;
  /** Captcha secrets; default from CAPTCHA_V2_SECRET / CAPTCHA_V3_SECRET. */
  captchaSecrets?: CaptchaSecrets;
  /** First retry delay of background jobs (tests use 0). */
  jobBackoffSeconds?: number;
  /** Delivery of forgot-password codes; by default e-mail (or, without SMTP, the log outside production). */
  sendResetCode?: (to: { usuarioId: number; email: string; usuaNombre: string }, code: string) => Promise<void>;
}

/** The forgot-password e-mail, in Spanish with English below (the reader's language is not known yet). */
function resetCodeMail(institution: Institution, para: string, code: string) {
  return {
    para,
    asunto: `${institution.university}: código para cambiar su contraseña`,
    texto:
      `Su código para cambiar la contraseña es ${code}. Vence en 15 minutos y sirve una sola vez.\n` +
      `Si no lo pidió, ignore este mensaje.\n\n` +
      `Your code to change your password is ${code}. It expires in 15 minutes and works once.\n` +
      `If you did not ask for it, ignore this message.\n`,
  };
}

export const defaultWebDist = resolve(import.meta.dirname, '../../web/dist');

/** Builds the whole server without listening: tests call this and use `app.inject()`. */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: process.env.TRUST_PROXY === 'true',
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 3 * 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  // JSON in is matched case-insensitively (DESIGN §4): body keys take the spelling of the route's schema.
  app.addHook('onRoute', (route) => {
    const body = route.schema?.body as unknown;
    if (!(body instanceof z.ZodObject)) return;
    const names = Object.keys(body.shape);
    const previous = route.preValidation ? [route.preValidation].flat() : [];
    route.preValidation = [
      async (req) => {
        req.body = canonicalKeys(req.body, names);
      },
      ...previous,
    ];
  });

  const { database, institution } = opts;
  const filesDir = opts.filesDir ?? resolve('data/files');
  const clock = opts.clock ?? institutionClock(institution.timeZone);
  const tokens = new TokenService(await tokenSecret(database));
  registerAccessControl(app, { database, tokens });

  // Static files and the API documentation are public; everything else declares its own access.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') && !(route.config as { access?: unknown } | undefined)?.access) {
      route.config = { ...(route.config as object), access: 'public' };
    }
  });

  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } });
  await app.register(fastifyMultipart, { limits: { fileSize: 2 * 1024 * 1024, files: 1 } });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${institution.software} API`, version: '1.5.2' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'none' } });

  const handlers: Record<string, (payload: any, ctx: { attempt: number; final: boolean }) => Promise<void>> = {};
  const jobs = jobRunner({ database, handlers, backoffSeconds: opts.jobBackoffSeconds, log: (msg, err) => app.log.warn({ err }, msg) });
  const mail = mailService({ database, jobs, box: await settingsBox(database) });
  const mensajes = mensajesService({ database, jobs, mail });
  Object.assign(handlers, mail.handlers, mensajes.handlers);
  const hub = messagesHub({ database, mensajes, log: (msg, err) => app.log.warn({ err }, msg) });
  await hub.start();
  app.decorate('jobs', jobs);
  app.decorate('mail', mail);
  app.decorate('hub', hub);
  app.addHook('onClose', async () => {
    await jobs.stop();
    await hub.stop();
  });

  const captcha = captchaService(institution, opts.captchaSecrets);
  const login = loginService({
    database,
    captcha,
    tokens,
    clock,
    companyLogo: institution.logo,
    sendResetCode:
      opts.sendResetCode ??
      (async (to, code) => {
        if (await mail.configured()) {
          await mail.queue(resetCodeMail(institution, to.email, code));
        } else if (process.env.NODE_ENV !== 'production') {
          app.log.warn({ usuario: to.usuaNombre, code }, 'password reset code (no SMTP configured)');
        }
      }),
  });

  await app.register(async (scope) => {
    scope.get('/config.json', { config: { access: 'public' } }, async () => publicConfig(institution));
    scope.get('/api/health', { config: { access: 'public' } }, async () => ({ ok: true }));
    // Spec §7 "Session and shell": the institution's colours, read before anyone signs in.
    scope.get('/api/planta-fisica/instituciones/Institution_Color', { config: { access: 'public' } }, async () => ({
      primaryColor: institution.colors.primary,
      secondaryColor: institution.colors.secondary,
    }));
    loginRoutes(scope, login, office365Verifier(institution.microsoft));
    seguridadRoutes(scope, { database, login, filesDir });
    personasRoutes(scope, { database });
    correoRoutes(scope, mail);
    carrerasRoutes(scope, { database });
    planesRoutes(scope, { database });
    aulasRoutes(scope, { database });
    const estudiantes = estudiantesService({ database, clock });
    estudiantesRoutes(scope, estudiantes);
    carnetRoutes(scope, { institution, estudiantes, filesDir });
    profesoresRoutes(scope, { database, filesDir });
    estadisticasRoutes(scope, { database });
    mensajesRoutes(scope, { mensajes, hub, tokens, database, clock });
    mensajeriaRoutes(scope, { database, mensajes });
    estudiantesDocumentosRoutes(scope, { database, estudiantes, filesDir, clock });
    reporteProyectosRoutes(scope, { database, institution });
    const solicitudes = solicitudesService({ database, mail, clock, institution, filesDir });
    const attempts = attemptsGuard(database);
    solicitudesPublicRoutes(scope, { database, solicitudes, captcha, attempts, clock });
    sugerenciasRoutes(scope, { database, captcha, attempts, mail });
    consultaEgresadoRoutes(scope, { database, captcha, attempts });
    solicitudesRoutes(scope, { database, solicitudes, clock, filesDir });
    pruebasRoutes(scope, { database, solicitudes });
    datosEstudianteRoutes(scope, { database, clock });
    for (const def of resources) registerResource(scope, { db: database.db }, def, resourceTables.get(def.name)!, resourceHooks[def.name]);
  });

  const webDist = opts.webDist ?? defaultWebDist;
  if (existsSync(resolve(webDist, 'index.html'))) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false });
    // The browser's router owns every path that is not the API: answer the app's shell.
    app.get('/*', { config: { access: 'public' } }, (req, reply) => {
      if (req.url.startsWith('/api/')) return reply.callNotFound();
      return reply.type('text/html').sendFile('index.html');
    });
  }
  return app;
}
