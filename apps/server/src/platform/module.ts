import type { FastifyInstance } from 'fastify';
import type { Institution } from './config.ts';
import type { Database } from './db/database.ts';
import type { ReplicaReader } from './reports/replica.ts';
import type { Clock } from './clock.ts';
import type { JobHandler, JobRunner } from './jobs.ts';
import type { MailService } from './mail.ts';
import type { CaptchaService } from './captcha.ts';
import type { AttemptsGuard } from './attempts.ts';
import type { TokenService } from './auth/tokens.ts';
import type { AccessCache } from './auth/access-cache.ts';
import type { ResourceHooks } from './resources/engine.ts';
import type { CatalogueService } from './resources/catalogue.service.ts';

/** The machinery every module may use. */
export interface Platform {
  database: Database;
  institution: Institution;
  clock: Clock;
  filesDir: string;
  mail: MailService;
  jobs: JobRunner;
  captcha: CaptchaService;
  attempts: AttemptsGuard;
  tokens: TokenService;
  access: AccessCache;
  /** The catalogues' create and update as service operations (what the generic routes call too). */
  catalogues: CatalogueService;
  log: (msg: string, err?: unknown) => void;
  /** Where reports and exports read: the replica when one is configured and in step, else the primary. */
  reports: ReplicaReader;
  /** Delivery of forgot-password codes, when the caller of `buildApp` replaces e-mail. */
  sendResetCode?: (to: { usuarioId: number; email: string; usuaNombre: string }, code: string) => Promise<void>;
}

/**
 * The services of every module, by name. Each module adds its own with
 * `declare module '../../platform/module.ts' { interface Services { x: XService } }`, so another module
 * calls it typed, through the service and never through its queries.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Services {}

export interface ModuleContext extends Platform {
  services: Services;
}

/**
 * One functional area of the server (DESIGN §3b): its services (built first, in list order, so a
 * module may use the services of those before it), its routes, the database rules of its catalogues
 * (`resourceHooks`), its background jobs and anything it starts and stops with the server.
 */
export interface ModuleDef {
  name: string;
  services?: (ctx: ModuleContext) => Partial<Services>;
  routes?: (app: FastifyInstance, ctx: ModuleContext) => void;
  resourceHooks?: Record<string, ResourceHooks<Services>>;
  jobs?: (ctx: ModuleContext) => Record<string, JobHandler>;
  /** Runs once the services exist; answers how to stop. */
  start?: (app: FastifyInstance, ctx: ModuleContext) => Promise<() => Promise<void>>;
}

export const defineModule = (m: ModuleDef): ModuleDef => m;
