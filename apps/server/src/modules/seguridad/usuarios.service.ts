import type { Actor } from '../../platform/actor.ts';
import { eq, sql } from 'drizzle-orm';
import { isStrongPassword, strongPasswordMessage } from '@claustro/domain/seguridad/password.rules';
import type { AccessCache } from '../../platform/auth/access-cache.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { persona, usuario, usuarioSede } from '../../platform/db/schema.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { saveFile } from '../../platform/files.ts';
import type { PerfilInput, UsuarioInput } from '@claustro/domain/seguridad/usuario.contract';
import type { PersonasService } from '../generales/personas.service.ts';
import type { LoginService } from '../login/login.service.ts';
import { seguridadScreens, type Usuario, type UsuarioFila } from '@claustro/domain/seguridad/usuario.contract';

/** A user as the API answers it (summary columns; nested lists added by `get`). */
type UsuarioRow = UsuarioFila;

export interface UsuariosDeps {
  database: Database;
  filesDir: string;
  /** Users' access rows kept in memory: a block or a role change drops the user's at once. */
  access: AccessCache;
  personas: PersonasService;
  login: LoginService;
}

const summarySelect = `select u.usuario_id as "usuarioId", u.persona_id as "personaId", u.company_id as "companyId",
       u.usua_nombre as "usuaNombre", u.usua_email as "usuaEmail",
       u.usua_clave_vence_fecha::text as "usuaClaveVence_Fecha", u.usua_cambia_clave as "usuaCambiaClave",
       u.rol_id as "rolId", r.rol_descripcion as "rolDescripcion", u.sede_id as "sedeId", u.estatus,
       p.pers_nombres as "persNombres", p.pers_apellidos as "persApellidos", p.sexo_id as "sexoId",
       p.estado_civil_id as "estadoCivilId", p.pers_fecha_nacimiento::text as "persFechaNacimiento",
       p.pais_id as "paisId", p.ciudad_id as "ciudad", p.nacionalidad_id as "nacionalidadId", p.pers_foto as "persFoto"
  from usuario u join persona p on p.persona_id = u.persona_id join rol r on r.rol_id = u.rol_id`;

export function usuariosService(deps: UsuariosDeps) {
  const { database } = deps;

  async function get(usuarioId: number): Promise<Usuario> {
    const [user] = await database.query<UsuarioRow>(`${summarySelect} where u.usuario_id = $1`, [usuarioId]);
    if (!user) throw new DomainError('not_found');
    const personaId = user.personaId as number;
    const [direcciones, documentosIdentificacion, telefonos, sedes, emails] = await Promise.all([
      database.query(
        `select persona_direccion_id as "personaDireccionId", pais_id as "paisId", provincia_id as "provinciaId",
                municipio_id as "municipioId", ciudad_id as "ciudad", pe_di_direccion as "peDiDireccion",
                pe_di_codigo_postal as "peDiCodigoPostal"
           from persona_direccion where persona_id = $1 order by persona_direccion_id`,
        [personaId],
      ),
      database.query(
        `select persona_documento_identificacion_id as "personaDocumentoIdentificacionId",
                tipo_documento_identificacion_id as "tipoDocumentoIdentificacionId", do_id_valor as "doIdValor"
           from persona_documento_identificacion where persona_id = $1 order by 1`,
        [personaId],
      ),
      database.query(
        `select persona_telefono_id as "personaTelefonoId", tipo_telefono_id as "tipoTelefonoId", pe_te_telefono as "peTeTelefono"
           from persona_telefono where persona_id = $1 order by 1`,
        [personaId],
      ),
      database.query(
        `select s.sede_id as "sedeId", s.sede_descripcion as "sedeDescripcion"
           from usuario_sede us join sede s on s.sede_id = us.sede_id where us.usuario_id = $1 order by 2`,
        [usuarioId],
      ),
      database.query(
        `select persona_email_id as "personaEmailId", tipo_email_id as "tipoEmailId", pe_em_email as "peEmEmail"
           from persona_email where persona_id = $1 order by 1`,
        [personaId],
      ),
    ]);
    return { ...user, direcciones, documentosIdentificacion, telefonos, sedes, emails } as Usuario;
  }

  async function taken(column: 'usua_nombre' | 'usua_email', value: string, exceptId: number): Promise<boolean> {
    const rows = await database.query(`select 1 from usuario where lower(${column}) = lower($1) and usuario_id <> $2 limit 1`, [value.trim(), exceptId]);
    return rows.length > 0;
  }

  /** The role and campuses must exist: a clear 400 naming the field rather than a constraint error. */
  async function assertRefs(input: UsuarioInput) {
    const [row] = await database.query<{ rol: boolean; sedes: number }>(
      `select exists (select 1 from rol where rol_id = $1) as rol,
              (select count(*)::int from sede where sede_id = any($2::int[])) as sedes`,
      [input.rolId, input.sedes],
    );
    if (!row.rol) throw new DomainError('broken_reference', { field: 'rolId' }, { rolId: { code: 'broken_reference' } });
    if (row.sedes !== new Set(input.sedes).size) {
      throw new DomainError('broken_reference', { field: 'sedes' }, { sedes: { code: 'broken_reference' } });
    }
  }

  async function assertAvailable(input: { usuaNombre: string; usuaEmail: string }, exceptId: number) {
    const fields: Record<string, { code: 'username_taken' | 'email_taken' }> = {};
    if (await taken('usua_nombre', input.usuaNombre, exceptId)) fields.usuaNombre = { code: 'username_taken' };
    if (await taken('usua_email', input.usuaEmail, exceptId)) fields.usuaEmail = { code: 'email_taken' };
    const first = Object.values(fields)[0];
    if (first) throw new DomainError(first.code, {}, fields);
  }

  async function writeSedes(tx: Db, usuarioId: number, sedes: number[]) {
    await tx.delete(usuarioSede).where(eq(usuarioSede.usuarioId, usuarioId));
    if (sedes.length) await tx.insert(usuarioSede).values([...new Set(sedes)].map((sedeId) => ({ usuarioId, sedeId })));
  }

  const personaValues = (i: UsuarioInput) => ({
    persNombres: i.persNombres,
    persApellidos: i.persApellidos,
    sexoId: i.sexoId,
    estadoCivilId: i.estadoCivilId,
    persFechaNacimiento: i.persFechaNacimiento,
    paisId: i.paisId,
    ciudadId: i.ciudad,
    nacionalidadId: i.nacionalidadId,
  });

  return {
    get,

    async list(value: string | undefined, page: number, pageSize: number) {
      const like = value?.trim() ? `%${value.trim().toLowerCase()}%` : null;
      const rows = await database.query<UsuarioRow>(
        `${summarySelect}
          where $1::text is null or lower(u.usua_nombre) like $1 or lower(u.usua_email) like $1
             or lower(p.pers_nombres || ' ' || p.pers_apellidos) like $1
          order by u.usua_nombre limit $2 offset $3`,
        [like, pageSize, (page - 1) * pageSize],
      );
      const [{ total }] = await database.query<{ total: number }>(
        `select count(*)::int as total from usuario u join persona p on p.persona_id = u.persona_id
          where $1::text is null or lower(u.usua_nombre) like $1 or lower(u.usua_email) like $1
             or lower(p.pers_nombres || ' ' || p.pers_apellidos) like $1`,
        [like],
      );
      return { rows, total };
    },

    /** The campuses of a user: one's own, or anyone's for who manages users. */
    async sedesOf(actor: Actor, usuarioId: number) {
      if (usuarioId !== actor.usuarioId && !(await deps.access.holds(actor.usuarioId, [seguridadScreens.usuarios]))) throw new DomainError('forbidden');
      return deps.login.sedesOf(usuarioId);
    },

    usernameTaken: (usuaNombre: string, exceptId: number) => taken('usua_nombre', usuaNombre, exceptId),
    emailTaken: (usuaEmail: string, exceptId: number) => taken('usua_email', usuaEmail, exceptId),

    async create(actor: Actor, input: UsuarioInput & { clave: string }) {
      if (!isStrongPassword(input.clave)) throw new DomainError('validation', {}, { clave: strongPasswordMessage });
      await assertRefs(input);
      await assertAvailable(input, 0);
      const claveHash = await hashPassword(input.clave);
      const usuarioId = await database.db.transaction(async (tx) => {
        const [p] = await tx.insert(persona).values(personaValues(input)).returning({ personaId: persona.personaId });
        const [u] = await tx
          .insert(usuario)
          .values({
            personaId: p.personaId,
            usuaNombre: input.usuaNombre,
            usuaEmail: input.usuaEmail,
            claveHash,
            usuaClaveVenceFecha: input.usuaClaveVence_Fecha,
            usuaCambiaClave: input.usuaCambiaClave,
            rolId: input.rolId,
            sedeId: input.sedes[0] ?? null,
            estatus: input.estatus,
          })
          .returning({ usuarioId: usuario.usuarioId });
        await deps.personas.replaceContacts(tx, p.personaId, input);
        await writeSedes(tx, u.usuarioId, input.sedes);
        await audit(tx, actor, { entidad: 'usuario', entidadId: u.usuarioId, accion: 'crear', despues: { ...input, clave: undefined } });
        return u.usuarioId;
      });
      return get(usuarioId);
    },

    async update(actor: Actor, usuarioId: number, input: UsuarioInput) {
      const before = await get(usuarioId);
      await assertRefs(input);
      await assertAvailable(input, usuarioId);
      await database.db.transaction(async (tx) => {
        await tx.update(persona).set(personaValues(input)).where(eq(persona.personaId, before.personaId));
        const blocking = before.estatus === true && input.estatus === false;
        await tx
          .update(usuario)
          .set({
            usuaNombre: input.usuaNombre,
            usuaEmail: input.usuaEmail,
            usuaClaveVenceFecha: input.usuaClaveVence_Fecha,
            usuaCambiaClave: input.usuaCambiaClave,
            rolId: input.rolId,
            estatus: input.estatus,
            ...(blocking || before.rolId !== input.rolId ? { sesionVersion: sql`${usuario.sesionVersion} + 1` } : {}),
          })
          .where(eq(usuario.usuarioId, usuarioId));
        await deps.personas.replaceContacts(tx, before.personaId, input);
        await writeSedes(tx, usuarioId, input.sedes);
        await audit(tx, actor, { entidad: 'usuario', entidadId: usuarioId, accion: 'actualizar', antes: before, despues: input });
      });
      deps.access.forget(usuarioId);
      return get(usuarioId);
    },

    async rename(actor: Actor, usuarioId: number, usuaNombre: string) {
      const before = await get(usuarioId);
      if (await taken('usua_nombre', usuaNombre, usuarioId)) {
        throw new DomainError('username_taken', {}, { usuaNombre: { code: 'username_taken' } });
      }
      await database.db.transaction(async (tx) => {
        await tx.update(usuario).set({ usuaNombre }).where(eq(usuario.usuarioId, usuarioId));
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

    /** Blocks a user (never oneself): sign-in refused, access and refresh tokens stop working at once. */
    async block(actor: Actor, usuarioId: number) {
      if (usuarioId === actor.usuarioId) throw new DomainError('forbidden');
      await get(usuarioId);
      await database.db.transaction(async (tx) => {
        await tx
          .update(usuario)
          .set({ estatus: false, sesionVersion: sql`${usuario.sesionVersion} + 1` })
          .where(eq(usuario.usuarioId, usuarioId));
        await tx.execute(sql`update refresh_token set revocado_en = now() where usuario_id = ${usuarioId} and revocado_en is null`);
        await audit(tx, actor, { entidad: 'usuario', entidadId: usuarioId, accion: 'bloquear', despues: { estatus: false } });
      });
      deps.access.forget(usuarioId);
      return get(usuarioId);
    },

    /** The personal-data page: a user edits their own phones, e-mails and addresses. */
    async updateOwnContacts(actor: Actor, usuarioId: number, input: PerfilInput) {
      const before = await get(usuarioId);
      const personaId = before.personaId;
      await database.db.transaction(async (tx) => {
        await deps.personas.replaceContacts(tx, personaId, input);
        await audit(tx, actor, {
          entidad: 'persona',
          entidadId: personaId,
          accion: 'actualizar',
          antes: { telefonos: before.telefonos, emails: before.emails, direcciones: before.direcciones },
          despues: input,
        });
      });
      return get(usuarioId);
    },

    /** Stores a profile photo (type sniffed from the content, 2 MB at most) and links it to the person. */
    /** A person's photo: anyone may change their own; another person's needs the users screen. */
    async setPhoto(actor: Actor, personaId: number, data: () => Promise<Buffer>) {
      const [own] = await database.query<{ persona_id: number }>(`select persona_id from usuario where usuario_id = $1`, [actor.usuarioId]);
      if (own?.persona_id !== personaId && !(await deps.access.holds(actor.usuarioId, [seguridadScreens.usuarios]))) throw new DomainError('forbidden');
      const [p] = await database.db.select().from(persona).where(eq(persona.personaId, personaId));
      if (!p) throw new DomainError('not_found');
      const persFoto = await saveFile(deps.filesDir, 'fotos', `persona-${personaId}`, await data());
      await database.db.transaction(async (tx) => {
        await tx.update(persona).set({ persFoto }).where(eq(persona.personaId, personaId));
        await audit(tx, actor, { entidad: 'persona', entidadId: personaId, accion: 'actualizar', antes: { persFoto: p.persFoto }, despues: { persFoto } });
      });
      return { personaId, persFoto };
    },
  };
}

export type UsuariosService = ReturnType<typeof usuariosService>;
