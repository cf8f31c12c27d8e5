import { isStrongPassword } from '@claustro/domain/seguridad/password.rules';
import { seguridadScreens, type PerfilInput, type Usuario, type UsuarioInput, type UsuarioSort } from '@claustro/domain/seguridad/usuario.contract';
import type { Actor, ServiceCall } from '../../platform/actor.ts';
import type { AccessCache } from '../../platform/auth/access-cache.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { saveFile } from '../../platform/files.ts';
import type { PersonasService } from '../generales/personas.service.ts';
import type { LoginService } from '../login/login.service.ts';
import { namePattern, usuariosQueries } from './usuarios.queries.ts';

export interface UsuariosDeps {
  database: Database;
  filesDir: string;
  /** Users' access rows kept in memory: a block or a role change drops the user's at once. */
  access: AccessCache;
  personas: PersonasService;
  login: LoginService;
}

type ByUsuario = { usuarioId: number };

/** Users (spec §3 "Usuario"): the users' screen, one's own personal data and photo. */
export function usuariosService(deps: UsuariosDeps) {
  const { database } = deps;
  const q = usuariosQueries(database);

  async function get(usuarioId: number): Promise<Usuario> {
    const user = await q.summary(usuarioId);
    if (!user) throw new DomainError('not_found');
    return { ...user, ...(await q.lists(usuarioId, user.personaId)) };
  }

  /** The role and campuses must exist: a clear 400 naming the field rather than a constraint error. */
  async function assertRefs(input: UsuarioInput) {
    const row = await q.refs(input.rolId, input.sedes);
    if (!row.rol) throw new DomainError('broken_reference', { field: 'rolId' }, { rolId: { code: 'broken_reference' } });
    if (row.sedes !== new Set(input.sedes).size) {
      throw new DomainError('broken_reference', { field: 'sedes' }, { sedes: { code: 'broken_reference' } });
    }
  }

  async function assertAvailable(input: { usuaNombre: string; usuaEmail: string }, exceptId: number) {
    const fields: Record<string, { code: 'username_taken' | 'email_taken' }> = {};
    if (await q.taken('usua_nombre', input.usuaNombre, exceptId)) fields.usuaNombre = { code: 'username_taken' };
    if (await q.taken('usua_email', input.usuaEmail, exceptId)) fields.usuaEmail = { code: 'email_taken' };
    const first = Object.values(fields)[0];
    if (first) throw new DomainError(first.code, {}, fields);
  }

  /** Whoever may manage users, or the user themself. */
  async function assertSelfOrManager(actor: Actor, self: boolean) {
    if (!self && !(await deps.access.holds(actor.usuarioId, [seguridadScreens.usuarios]))) throw new DomainError('forbidden');
  }

  return {
    get: ({ input }: ServiceCall<ByUsuario>) => get(input.usuarioId),
    /** One's own user, for the personal-data page. */
    own: ({ actor }: ServiceCall<unknown>) => get(actor.usuarioId),

    buscar: ({ input }: ServiceCall<{ value?: string }>) => q.buscar(input.value ?? ''),
    async list({ input }: ServiceCall<{ value?: string; page: number; pageSize: number; sort?: UsuarioSort; order?: 'asc' | 'desc' }>) {
      const like = namePattern(input.value);
      const [rows, total] = await Promise.all([q.page(like, input.pageSize, (input.page - 1) * input.pageSize, input), q.count(like)]);
      return { rows, total };
    },

    /** The campuses of a user: one's own, or anyone's for who manages users. */
    async sedesOf({ actor, input }: ServiceCall<ByUsuario>) {
      await assertSelfOrManager(actor, input.usuarioId === actor.usuarioId);
      return deps.login.sedesOf(input.usuarioId);
    },

    usernameAvailable: async ({ input }: ServiceCall<{ usuaNombre: string; usuarioId: number }>) => ({
      disponible: !(await q.taken('usua_nombre', input.usuaNombre, input.usuarioId)),
    }),
    emailAvailable: async ({ input }: ServiceCall<{ usuaEmail: string; usuarioId: number }>) => ({
      disponible: !(await q.taken('usua_email', input.usuaEmail, input.usuarioId)),
    }),

    async create({ actor, input }: ServiceCall<UsuarioInput & { clave: string }>) {
      if (!isStrongPassword(input.clave)) throw new DomainError('validation', {}, { clave: { problem: 'clave_debil' } });
      await assertRefs(input);
      await assertAvailable(input, 0);
      const claveHash = await hashPassword(input.clave);
      const usuarioId = await database.db.transaction(async (tx) => {
        const ids = await q.insert(tx, input, claveHash);
        await deps.personas.replaceContacts(tx, ids.personaId, input);
        await q.replaceSedes(tx, ids.usuarioId, input.sedes);
        await audit(tx, actor, { entidad: 'usuario', entidadId: ids.usuarioId, accion: 'crear', despues: { ...input, clave: undefined } });
        return ids.usuarioId;
      });
      return get(usuarioId);
    },

    async update({ actor, input: { usuarioId, ...input } }: ServiceCall<UsuarioInput & ByUsuario>) {
      const before = await get(usuarioId);
      await assertRefs(input);
      await assertAvailable(input, usuarioId);
      const blocking = before.estatus === true && input.estatus === false;
      await database.db.transaction(async (tx) => {
        await q.update(tx, usuarioId, before.personaId, input, blocking || before.rolId !== input.rolId);
        await deps.personas.replaceContacts(tx, before.personaId, input);
        await q.replaceSedes(tx, usuarioId, input.sedes);
        await audit(tx, actor, { entidad: 'usuario', entidadId: usuarioId, accion: 'actualizar', antes: before, despues: input });
      });
      deps.access.forget(usuarioId);
      return get(usuarioId);
    },

    async rename({ actor, input: { usuarioId, usuaNombre } }: ServiceCall<ByUsuario & { usuaNombre: string }>) {
      const before = await get(usuarioId);
      if (await q.taken('usua_nombre', usuaNombre, usuarioId)) {
        throw new DomainError('username_taken', {}, { usuaNombre: { code: 'username_taken' } });
      }
      await database.db.transaction(async (tx) => {
        await q.rename(tx, usuarioId, usuaNombre);
        await audit(tx, actor, {
          entidad: 'usuario',
          entidadId: usuarioId,
          accion: 'actualizar',
          antes: { usuaNombre: before.usuaNombre },
          despues: { usuaNombre },
        });
      });
      return get(usuarioId);
    },

    /**
     * The account of a student just admitted, in the admission's transaction (the caller audits the
     * admission as a whole): the matrícula as user name, the password the caller made and tells them.
     */
    createStudentAccount: (tx: Db, a: { personaId: number; usuaNombre: string; email: string; claveHash: string; sedeId: number }) =>
      q.insertStudentAccount(tx, a),

    /** Blocks a user (never oneself): sign-in refused, access and refresh tokens stop working at once. */
    async block({ actor, input: { usuarioId } }: ServiceCall<ByUsuario>) {
      if (usuarioId === actor.usuarioId) throw new DomainError('forbidden');
      await get(usuarioId);
      await database.db.transaction(async (tx) => {
        await q.block(tx, usuarioId);
        await audit(tx, actor, { entidad: 'usuario', entidadId: usuarioId, accion: 'bloquear', despues: { estatus: false } });
      });
      deps.access.forget(usuarioId);
      return get(usuarioId);
    },

    /** The personal-data page: a user edits their own phones, e-mails and addresses. */
    async updateOwnContacts({ actor, input }: ServiceCall<PerfilInput>) {
      const before = await get(actor.usuarioId);
      await database.db.transaction(async (tx) => {
        await deps.personas.replaceContacts(tx, before.personaId, input);
        await audit(tx, actor, {
          entidad: 'persona',
          entidadId: before.personaId,
          accion: 'actualizar',
          antes: { telefonos: before.telefonos, emails: before.emails, direcciones: before.direcciones },
          despues: input,
        });
      });
      return get(actor.usuarioId);
    },

    /**
     * Stores a person's photo (type sniffed from the content, 2 MB at most) and links it to the person:
     * anyone may change their own; another person's needs the users' screen. The upload is read only
     * once that is known.
     */
    async setPhoto({ actor, input: { personaId, data } }: ServiceCall<{ personaId: number; data: () => Promise<Buffer> }>) {
      await assertSelfOrManager(actor, (await q.personaOfUsuario(actor.usuarioId)) === personaId);
      const before = await q.fotoOf(personaId);
      if (!before) throw new DomainError('not_found');
      const persFoto = await saveFile(deps.filesDir, 'fotos', `persona-${personaId}`, await data());
      await database.db.transaction(async (tx) => {
        await q.setFoto(tx, personaId, persFoto);
        await audit(tx, actor, { entidad: 'persona', entidadId: personaId, accion: 'actualizar', antes: before, despues: { persFoto } });
      });
      return { personaId, persFoto };
    },
  };
}

export type UsuariosService = ReturnType<typeof usuariosService>;
