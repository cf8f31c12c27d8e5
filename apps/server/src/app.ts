import { pantallaApagada } from '@claustro/domain/shell/areas.rules';
import { replicaReader } from './platform/reports/replica.ts';
import { existsSync } from 'node:fs';
import { constants as zlib } from 'node:zlib';
import { resolve } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyWebsocket from '@fastify/websocket';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canonicalKeys } from '@claustro/domain/platform/naming';
import { publicConfig, type Institution } from './platform/config.ts';
import type { Database } from './platform/db/database.ts';
import { registerErrorHandler } from './platform/errors.ts';
import { registerAccessControl } from './platform/auth/access.ts';
import { TokenService } from './platform/auth/tokens.ts';
import { tokenSecret } from './platform/auth/secret.ts';
import { institutionClock, type Clock } from './platform/clock.ts';
import { registerResource } from './platform/resources/engine.ts';
import { resourceByName } from '@claustro/domain/registry';
import { catalogueService, type ResourceHooks } from './platform/resources/catalogue.service.ts';
import { catalogueCache } from './platform/resources/catalogue-cache.ts';
import { jobRunner, type JobHandler, type JobRunner } from './platform/jobs.ts';
import { mailService, type MailService } from './platform/mail.ts';
import { settingsBox } from './platform/secrets.ts';
import { captchaService, type CaptchaSecrets } from './platform/captcha.ts';
import { attemptsGuard } from './platform/attempts.ts';
import { accessCache } from './platform/auth/access-cache.ts';
import { looseParts, successSchema } from './platform/http/response-check.ts';
import { drawFromBuild, webShell } from './platform/http/web-shell.ts';
import { pageVisitors } from './platform/http/page-visitor.ts';
import type { ModuleContext, Services } from './platform/module.ts';
import { modules } from './modules.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background work; `main.ts` starts polling, tests drain it. */
    jobs: JobRunner;
    mail: MailService;
    /** The modules' services: tests and tools call what no route exposes (a sweep, a recount). */
    services: Services;
    /** Signs access tokens (benchmarks sign thousands of students' without their argon2 sign-in). */
    tokens: TokenService;
    /** Routes whose success answer is not filtered by a strict schema (a test keeps this empty). */
    contractProblems: string[];
  }
}

export interface AppOptions {
  institution: Institution;
  database: Database;
  /** A streaming replica of `database` that reports and exports read while it is up and in step. */
  replica?: Database;
  /** The most the replica may lag for reports to read it, in seconds (default 30). */
  replicaMaxLagSeconds?: number;
  clock?: Clock;
  logger?: boolean | object;
  /** Where the built web app lives; served when present. */
  webDist?: string;
  /** Draw the public pages as soon as the server is ready, not on their first visit (the running product; tests draw on demand). */
  drawPublicPagesAtStart?: boolean;
  /** Where uploaded files are kept. */
  filesDir?: string;
  /** Captcha secrets; default from CAPTCHA_V2_SECRET / CAPTCHA_V3_SECRET. */
  captchaSecrets?: CaptchaSecrets;
  /** First retry delay of background jobs (tests use 0). */
  jobBackoffSeconds?: number;
  /**
   * Where each request's time goes (benchmarks): access check and body parsing, validation, the
   * handler, serialisation, and writing the answer, in milliseconds.
   */
  onTiming?: (t: RequestTiming) => void;
  /** Delivery of forgot-password codes; by default e-mail (or, without SMTP, the log outside production). */
  sendResetCode?: (to: { usuarioId: number; email: string; usuaNombre: string }, code: string) => Promise<void>;
}

export interface RequestTiming {
  access: number;
  validation: number;
  handler: number;
  serialisation: number;
  send: number;
}

/** Timestamps at each phase of a request, for `onTiming`: registered before everything else, so the first hook starts the clock. */
function registerTiming(app: FastifyInstance, onTiming: (t: RequestTiming) => void) {
  const marks = new WeakMap<object, number[]>();
  const mark = (req: object) => marks.get(req)?.push(performance.now());
  app.addHook('onRequest', async (req) => void marks.set(req, [performance.now()]));
  app.addHook('preValidation', async (req) => mark(req));
  app.addHook('preHandler', async (req) => mark(req));
  app.addHook('preSerialization', async (req, _reply, payload) => (mark(req), payload));
  app.addHook('onSend', async (req, _reply, payload) => (mark(req), payload));
  app.addHook('onResponse', async (req) => {
    mark(req);
    const m = marks.get(req);
    if (m?.length === 6) onTiming({ access: m[1] - m[0], validation: m[2] - m[1], handler: m[3] - m[2], serialisation: m[4] - m[3], send: m[5] - m[4] });
  });
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
  if (opts.onTiming) registerTiming(app, opts.onTiming);
  // A request whose client goes away before its answer stops the statements it has running, so that
  // repeated clicks on a slow screen do not pile queries up on the database.
  app.addHook('onRequest', (_req, reply, done) => {
    const own = opts.database.track();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) void own.cancel();
    });
    own.run(done);
  });

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
  const access = accessCache(database, { apagada: (url) => pantallaApagada(url, institution) });
  await access.start();
  registerAccessControl(app, { access, tokens });

  // Static files and the API documentation are public; everything else declares its own access.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') && !(route.config as { access?: unknown } | undefined)?.access) {
      route.config = { ...(route.config as object), access: 'public' };
    }
  });
  // The response schema is the filter of what leaves the server: every API route names its success answer, strictly.
  const contractProblems: string[] = [];
  app.decorate('contractProblems', contractProblems);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || route.websocket || route.method === 'HEAD') return;
    const schema = successSchema(route.schema?.response as Record<string, unknown> | undefined);
    const where = `${route.method} ${route.url}`;
    if (!schema) contractProblems.push(`${where}: no success response schema`);
    else for (const hole of looseParts(schema)) contractProblems.push(`${where}: loose ${hole}`);
  });

  // Answers travel compressed to a browser that accepts it (a page of a list is a tenth of its JSON
  // in brotli; a phone on a slow link waits for every byte): brotli at a quality that costs the server
  // a fraction of a millisecond per answer, else gzip; small answers and files already compressed
  // (PDFs, spreadsheets, the web app's precompressed assets) go as they are.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024, brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } } });
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

  const log = (msg: string, err?: unknown) => app.log.warn({ err }, msg);
  const handlers: Record<string, JobHandler> = {};
  const jobs = jobRunner({ database, handlers, backoffSeconds: opts.jobBackoffSeconds, log });
  const mail = mailService({ database, jobs, box: await settingsBox(database) });
  Object.assign(handlers, mail.handlers);
  app.decorate('jobs', jobs);
  app.decorate('mail', mail);
  // Said once here, not per message: without a server, messages stay in the outbox as not sent.
  if (!(await mail.configured())) log('mail: no SMTP server is configured; messages stay in the outbox, not sent, until one is');

  // The modules: their catalogue rules, then their services (in list order), jobs, start-up, and routes.
  const hooks: Record<string, ResourceHooks<Services>> = Object.assign({}, ...modules.map((m) => m.resourceHooks ?? {}));
  const cache = catalogueCache(database);
  await cache.start();
  const services = {} as Services;
  const catalogues = catalogueService({ db: database.db, clock, services, hooks, cache });
  app.decorate('refLabels', (resource: string, ids: number[]) => {
    const def = resourceByName.get(resource);
    return def ? catalogues.of(def).labels(ids) : Promise.resolve({});
  });
  const ctx: ModuleContext = {
    database,
    institution,
    clock,
    filesDir,
    mail,
    jobs,
    captcha: captchaService(institution, opts.captchaSecrets),
    attempts: attemptsGuard(database),
    tokens,
    access,
    catalogues,
    log,
    reports: replicaReader({ primary: database, replica: opts.replica, maxLagSeconds: opts.replicaMaxLagSeconds ?? 30, log: (m) => app.log.info(m) }),
    sendResetCode: opts.sendResetCode,
    services,
  };
  for (const m of modules) Object.assign(ctx.services, m.services?.(ctx));
  app.decorate('services', ctx.services);
  app.decorate('tokens', tokens);
  for (const m of modules) Object.assign(handlers, m.jobs?.(ctx));
  const stops: (() => Promise<void>)[] = [() => jobs.stop(), () => access.stop(), () => cache.stop()];
  for (const m of modules) if (m.start) stops.push(await m.start(app, ctx));
  app.addHook('onClose', async () => {
    for (const stop of stops.reverse()) await stop();
  });

  await app.register(async (scope) => {
    // Read before the first screen: index.html preloads it alongside the script, and every start revalidates it.
    scope.get(
      '/config.json',
      { config: { access: 'public' }, schema: { tags: ['shell'], summary: "The institution's public settings" } },
      async (_req, reply) => {
        void reply.header('cache-control', 'no-cache');
        return publicConfig(institution);
      },
    );
    scope.get(
      '/api/health',
      { config: { access: 'public' }, schema: { tags: ['shell'], summary: 'Is the server up?', response: { 200: z.object({ ok: z.boolean() }) } } },
      async () => ({ ok: true }),
    );
    // Spec §7 "Session and shell": the institution's colours, read before anyone signs in.
    scope.get(
      '/api/planta-fisica/instituciones/Institution_Color',
      {
        config: { access: 'public' },
        schema: {
          tags: ['shell'],
          summary: "The institution's colours",
          response: { 200: z.object({ primaryColor: z.string(), secondaryColor: z.string() }) },
        },
      },
      async () => ({ primaryColor: institution.colors.primary, secondaryColor: institution.colors.secondary }),
    );
    for (const m of modules) m.routes?.(scope, ctx);
    for (const ops of catalogues.all()) registerResource(scope, ops);
  });

  const webDist = opts.webDist ?? defaultWebDist;
  if (existsSync(resolve(webDist, 'index.html'))) {
    // Brotli or gzip copies made at build time, picked by the browser's Accept-Encoding. Hashed assets
    // never change under their name: kept a year without asking again; anything else (index.html)
    // is revalidated on every visit, so a new version is seen at once.
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => {
        res.setHeader('cache-control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The body depends on Accept-Encoding (brotli, gzip or none): caches must keep them apart.
        res.setHeader('vary', 'accept-encoding');
      },
    });
    // The browser's router owns every path that is not the API: answer the app's page, naming the
    // files that path's screen needs. Revalidated on every visit, like index.html.
    // Public pages (sign-in, the admission form…) arrive drawn: the server renders each once with the app's own code.
    const config = publicConfig(institution);
    // A signed-in screen that names its first calls is drawn for its user, with the session in the page cookie.
    const drawing = drawFromBuild(webDist, config, (err, path) => app.log.error({ err, path }, 'drawing a page failed'));
    const brand = { name: config.displayName, logo: institution.logo, color: institution.colors.primary };
    const page = webShell(webDist, brand, drawing?.draw, drawing?.drawForVisitor);
    const visitorOf = pageVisitors(app, { tokens, access });
    if (opts.drawPublicPagesAtStart) app.addHook('onReady', () => void page.drawAll());
    app.get('/*', { config: { access: 'public' } }, async (req, reply) => {
      if (req.url.startsWith('/api/')) return reply.callNotFound();
      const visitor = page.drawsForVisitor(req.url) ? await visitorOf(req) : undefined;
      return (
        reply
          .type('text/html')
          // A page drawn for its user holds their data: no cache keeps it.
          .header('cache-control', visitor ? 'private, no-store' : 'no-cache')
          .header('vary', 'cookie')
          .send(await page(req.url, visitor))
      );
    });
  }
  return app;
}
