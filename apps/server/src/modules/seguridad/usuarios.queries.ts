import { eq, sql } from 'drizzle-orm';
import type { Usuario, UsuarioFila, UsuarioInput, UsuarioSort } from '@claustro/domain/seguridad/usuario.contract';
import { rolEstudiante } from '@claustro/domain/seguridad/session';
import { containsPattern, foldedContains, nameWordsSql } from '../../platform/db/sql.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { persona, usuario, usuarioSede } from '../../platform/db/schema.ts';
import { all, row } from '../../platform/db/rows.ts';
import { z } from 'zod';
import { usuario as usuarioRow, usuarioFila, usuarioResumen } from '@claustro/domain/seguridad/usuario.contract';

/* The SQL of users: their summary, contact lists, campuses, and the writes of the users' screen. */

type Lists = Omit<Usuario, keyof UsuarioFila>;

const summarySelect = `select u.usuario_id as "usuarioId", u.persona_id as "personaId", u.company_id as "companyId",
       u.usua_nombre as "usuaNombre", u.usua_email as "usuaEmail",
       u.usua_clave_vence_fecha::text as "usuaClaveVence_Fecha", u.usua_cambia_clave as "usuaCambiaClave",
       u.rol_id as "rolId", r.rol_descripcion as "rolDescripcion", u.sede_id as "sedeId", u.estatus,
       p.pers_nombres as "persNombres", p.pers_apellidos as "persApellidos", p.sexo_id as "sexoId",
       p.estado_civil_id as "estadoCivilId", p.pers_fecha_nacimiento::text as "persFechaNacimiento",
       p.pais_id as "paisId", p.ciudad_id as "ciudad", p.nacionalidad_id as "nacionalidadId", p.pers_foto as "persFoto"
  from usuario u join persona p on p.persona_id = u.persona_id join rol r on r.rol_id = u.rol_id`;

/** `$1`: what was typed, folded as a LIKE pattern (user name and e-mail have no accents; names match without theirs). */
const searched = `$1::text is null or lower(u.usua_nombre) like $1 or lower(u.usua_email) like $1
             or p.pers_nombre_busqueda like $1`;

/** The person's columns a user's form writes. */
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

/** How each sortable column of the users' list is sorted (a whitelist: the text goes into the SQL). */
const sortColumns: Record<UsuarioSort, string[]> = {
  usuaNombre: ['u.usua_nombre'],
  persApellidos: ['p.pers_apellidos', 'p.pers_nombres'],
  usuaEmail: ['u.usua_email'],
  rolDescripcion: ['r.rol_descripcion'],
  estatus: ['u.estatus'],
};
const orderOf = (q: { sort?: UsuarioSort; order?: 'asc' | 'desc' }) =>
  q.sort ? `order by ${sortColumns[q.sort].map((c) => `${c} ${q.order === 'desc' ? 'desc' : 'asc'}`).join(', ')}, u.usuario_id` : 'order by u.usua_nombre';

/** What a search of users by name looks for (accents, case and wildcards neutral); null: no search. */
export const namePattern = (value?: string) => (value?.trim() ? foldedContains(value) : null);

export function usuariosQueries(database: Database) {
  return {
    /** Active users by user name or every word of their name, as a picker lists them (20 at most). */
    buscar: (value: string) =>
      all(
        database.db,
        usuarioResumen,
        sql`select u.usuario_id as "usuarioId", u.usua_nombre as "usuaNombre", p.pers_nombres as "persNombres", p.pers_apellidos as "persApellidos"
              from usuario u join persona p on p.persona_id = u.persona_id
             where u.estatus and (${!value.trim()} or lower(u.usua_nombre) like ${containsPattern(value.trim().toLowerCase())}
                                  or ${nameWordsSql(sql`p.pers_nombre_busqueda`, value)})
             order by p.pers_apellidos, p.pers_nombres, u.usuario_id limit 20`,
      ),
    summary: async (usuarioId: number) => (await all(database, usuarioFila, { text: `${summarySelect} where u.usuario_id = $1`, params: [usuarioId] }))[0],

    /** A page of users whose name, e-mail or person matches `like` (a lower-case LIKE pattern, or null for all). */
    page: (like: string | null, pageSize: number, offset: number, sort: { sort?: UsuarioSort; order?: 'asc' | 'desc' } = {}) =>
      all(database, usuarioFila, { text: `${summarySelect} where ${searched} ${orderOf(sort)} limit $2 offset $3`, params: [like, pageSize, offset] }),
    count: async (like: string | null) =>
      (
        await all(database, row({ total: z.number() }), {
          text: `select count(*)::int as total from usuario u join persona p on p.persona_id = u.persona_id where ${searched}`,
          params: [like],
        })
      )[0].total,

    /** The user's addresses, documents, phones, e-mails and campuses. */
    async lists(usuarioId: number, personaId: number): Promise<Lists> {
      const [direcciones, documentosIdentificacion, telefonos, sedes, emails] = await Promise.all([
        all(database, usuarioRow.shape.direcciones.element, {
          text: `select persona_direccion_id as "personaDireccionId", pais_id as "paisId", provincia_id as "provinciaId",
                  municipio_id as "municipioId", ciudad_id as "ciudad", pe_di_direccion as "peDiDireccion",
                  pe_di_codigo_postal as "peDiCodigoPostal"
             from persona_direccion where persona_id = $1 order by persona_direccion_id`,
          params: [personaId],
        }),
        all(database, usuarioRow.shape.documentosIdentificacion.element, {
          text: `select persona_documento_identificacion_id as "personaDocumentoIdentificacionId",
                  tipo_documento_identificacion_id as "tipoDocumentoIdentificacionId", do_id_valor as "doIdValor"
             from persona_documento_identificacion where persona_id = $1 order by 1`,
          params: [personaId],
        }),
        all(database, usuarioRow.shape.telefonos.element, {
          text: `select persona_telefono_id as "personaTelefonoId", tipo_telefono_id as "tipoTelefonoId", pe_te_telefono as "peTeTelefono"
             from persona_telefono where persona_id = $1 order by 1`,
          params: [personaId],
        }),
        all(database, usuarioRow.shape.sedes.element, {
          text: `select s.sede_id as "sedeId", s.sede_descripcion as "sedeDescripcion"
             from usuario_sede us join sede s on s.sede_id = us.sede_id where us.usuario_id = $1 order by 2`,
          params: [usuarioId],
        }),
        all(database, usuarioRow.shape.emails.element, {
          text: `select persona_email_id as "personaEmailId", tipo_email_id as "tipoEmailId", pe_em_email as "peEmEmail"
             from persona_email where persona_id = $1 order by 1`,
          params: [personaId],
        }),
      ]);
      return { direcciones, documentosIdentificacion, telefonos, sedes, emails };
    },

    /** Whether another user (not `exceptId`) already has this user name or e-mail, ignoring case. */
    taken: async (column: 'usua_nombre' | 'usua_email', value: string, exceptId: number) =>
      (await database.query(`select 1 from usuario where lower(${column}) = lower($1) and usuario_id <> $2 limit 1`, [value.trim(), exceptId])).length > 0,

    /** Whether the role exists, and how many of these campuses do. */
    refs: async (rolId: number, sedes: number[]) =>
      (
        await all(database, row({ rol: z.boolean(), sedes: z.number() }), {
          text: `select exists (select 1 from rol where rol_id = $1) as rol, (select count(*)::int from sede where sede_id = any($2::int[])) as sedes`,
          params: [rolId, sedes],
        })
      )[0],

    personaOfUsuario: async (usuarioId: number) =>
      (
        await all(database, row({ personaId: z.number() }), {
          text: `select persona_id as "personaId" from usuario where usuario_id = $1`,
          params: [usuarioId],
        })
      )[0]?.personaId,
    fotoOf: async (personaId: number) =>
      (
        await all(database, row({ persFoto: z.string().nullable() }), {
          text: `select pers_foto as "persFoto" from persona where persona_id = $1`,
          params: [personaId],
        })
      )[0],

    async insert(tx: Db, input: UsuarioInput, claveHash: string) {
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
      return { personaId: p.personaId, usuarioId: u.usuarioId };
    },

    /** Writes the form; `endSessions` makes every token of the user stop working (blocked, or another role). */
    async update(tx: Db, usuarioId: number, personaId: number, input: UsuarioInput, endSessions: boolean) {
      await tx.update(persona).set(personaValues(input)).where(eq(persona.personaId, personaId));
      await tx
        .update(usuario)
        .set({
          usuaNombre: input.usuaNombre,
          usuaEmail: input.usuaEmail,
          usuaClaveVenceFecha: input.usuaClaveVence_Fecha,
          usuaCambiaClave: input.usuaCambiaClave,
          rolId: input.rolId,
          estatus: input.estatus,
          ...(endSessions ? { sesionVersion: sql`${usuario.sesionVersion} + 1` } : {}),
        })
        .where(eq(usuario.usuarioId, usuarioId));
    },

    async replaceSedes(tx: Db, usuarioId: number, sedes: number[]) {
      await tx.delete(usuarioSede).where(eq(usuarioSede.usuarioId, usuarioId));
      if (sedes.length) await tx.insert(usuarioSede).values([...new Set(sedes)].map((sedeId) => ({ usuarioId, sedeId })));
    },

    /** A student's account: their role, one campus, a first password to change at first sign-in. */
    async insertStudentAccount(tx: Db, a: { personaId: number; usuaNombre: string; email: string; claveHash: string; sedeId: number }) {
      const [u] = await tx
        .insert(usuario)
        .values({
          personaId: a.personaId,
          usuaNombre: a.usuaNombre,
          usuaEmail: a.email,
          claveHash: a.claveHash,
          rolId: rolEstudiante,
          sedeId: a.sedeId,
          usuaCambiaClave: true,
        })
        .returning({ usuarioId: usuario.usuarioId });
      await tx.insert(usuarioSede).values({ usuarioId: u.usuarioId, sedeId: a.sedeId });
      return u.usuarioId;
    },

    rename: (tx: Db, usuarioId: number, usuaNombre: string) => tx.update(usuario).set({ usuaNombre }).where(eq(usuario.usuarioId, usuarioId)),

    /** Blocks a user: sign-in refused, their tokens and refresh tokens stop working. */
    async block(tx: Db, usuarioId: number) {
      await tx
        .update(usuario)
        .set({ estatus: false, sesionVersion: sql`${usuario.sesionVersion} + 1` })
        .where(eq(usuario.usuarioId, usuarioId));
      await tx.execute(sql`update refresh_token set revocado_en = now() where usuario_id = ${usuarioId} and revocado_en is null`);
    },

    setFoto: (tx: Db, personaId: number, persFoto: string) => tx.update(persona).set({ persFoto }).where(eq(persona.personaId, personaId)),
  };
}
