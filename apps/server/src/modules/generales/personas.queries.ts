import { eq } from 'drizzle-orm';
import type { ContactLists, DireccionIn, PersonaIn } from '@claustro/domain/generales/persona.contract';
import type { Database, Db } from '../../platform/db/database.ts';
import { persona, personaDireccion, personaDocumento, personaEmail, personaTelefono } from '../../platform/db/schema.ts';
import { foldedContains } from '../../platform/db/sql.ts';
import { all, exists, first } from '../../platform/db/rows.ts';
import { direccion, persona as personaRow } from '@claustro/domain/generales/persona.contract';

/* The SQL of people and their contact lists (spec §3 persona). */

const personaSelect = `select p.persona_id as "personaId", p.company_id as "companyId", p.pais_id as "paisId", p.sexo_id as "sexoId",
       p.ciudad_id as "ciudadId", p.pers_nombres as "persNombres", p.pers_apellidos as "persApellidos",
       p.estado_civil_id as "estadoCivilId", p.nacionalidad_id as "nacionalidadId",
       p.pers_fecha_ingreso::text as "persFechaIngreso", p.pers_fecha_nacimiento::text as "persFechaNacimiento",
       p.pers_foto as "persFoto", p.estatus,
       coalesce((select json_agg(json_build_object('tipoDocumentoIdentificacionId', d.tipo_documento_identificacion_id,
                                                   'doIdValor', d.do_id_valor) order by d.persona_documento_identificacion_id)
                   from persona_documento_identificacion d where d.persona_id = p.persona_id), '[]') as "documentos"
  from persona p`;

const direccionSelect = `select persona_direccion_id as "personaDireccionId", company_id as "companyId", persona_id as "personaId",
       pais_id as "paisId", provincia_id as "provinciaId", municipio_id as "municipioId", ciudad_id as "ciudadId",
       pe_di_direccion as "peDiDireccion", pe_di_codigo_postal as "peDiCodigoPostal" from persona_direccion`;

export function personasQueries(database: Database) {
  return {
    byId: (personaId: number) => first(database, personaRow, { text: `${personaSelect} where p.persona_id = $1`, params: [personaId] }),
    byDocument: (tipo: number, valor: string) =>
      first(database, personaRow, {
        text: `${personaSelect} where p.persona_id = (select persona_id from persona_documento_identificacion
                                                 where tipo_documento_identificacion_id = $1 and do_id_valor = $2)`,
        params: [tipo, valor],
      }),
    /** People whose "names surnames" contain the text (trigram-indexed; the text's own wildcards match literally). */
    byNames: (value: string) =>
      all(database, personaRow, {
        text: `${personaSelect} where p.pers_nombre_busqueda like $1 order by p.pers_apellidos, p.pers_nombres limit 50`,
        params: [foldedContains(value)],
      }),
    /** Whether the user's own account is this person. */
    isOwnPerson: (usuarioId: number, personaId: number) =>
      exists(database, { text: `select 1 from usuario where usuario_id = $1 and persona_id = $2`, params: [usuarioId, personaId] }),
    insert: async (tx: Db, values: Omit<PersonaIn, 'documentos'>) =>
      (await tx.insert(persona).values(values).returning({ personaId: persona.personaId }))[0].personaId,
    update: (tx: Db, personaId: number, values: Omit<PersonaIn, 'documentos'>) => tx.update(persona).set(values).where(eq(persona.personaId, personaId)),

    direccion: (personaDireccionId: number) =>
      first(database, direccion, { text: `${direccionSelect} where persona_direccion_id = $1`, params: [personaDireccionId] }),
    direcciones: (personaId: number) =>
      all(database, direccion, { text: `${direccionSelect} where persona_id = $1 order by persona_direccion_id`, params: [personaId] }),
    insertDireccion: async (tx: Db, values: DireccionIn) =>
      (await tx.insert(personaDireccion).values(values).returning({ id: personaDireccion.personaDireccionId }))[0].id,
    updateDireccion: (tx: Db, personaDireccionId: number, values: Omit<DireccionIn, 'personaId'>) =>
      tx.update(personaDireccion).set(values).where(eq(personaDireccion.personaDireccionId, personaDireccionId)),
    deleteDireccion: (tx: Db, personaDireccionId: number) => tx.delete(personaDireccion).where(eq(personaDireccion.personaDireccionId, personaDireccionId)),

    /**
     * Replaces the given contact lists of a person with what the form sent (forms always send whole
     * lists); lists left undefined are not touched.
     */
    async replaceContacts(tx: Db, personaId: number, lists: ContactLists) {
      if (lists.direcciones) {
        await tx.delete(personaDireccion).where(eq(personaDireccion.personaId, personaId));
        if (lists.direcciones.length) {
          await tx.insert(personaDireccion).values(lists.direcciones.map(({ ciudad, ...d }) => ({ personaId, ...d, ciudadId: ciudad })));
        }
      }
      if (lists.documentosIdentificacion) {
        await tx.delete(personaDocumento).where(eq(personaDocumento.personaId, personaId));
        if (lists.documentosIdentificacion.length) {
          await tx.insert(personaDocumento).values(lists.documentosIdentificacion.map((d) => ({ personaId, ...d })));
        }
      }
      if (lists.telefonos) {
        await tx.delete(personaTelefono).where(eq(personaTelefono.personaId, personaId));
        if (lists.telefonos.length) await tx.insert(personaTelefono).values(lists.telefonos.map((t) => ({ personaId, ...t })));
      }
      if (lists.emails) {
        await tx.delete(personaEmail).where(eq(personaEmail.personaId, personaId));
        if (lists.emails.length) await tx.insert(personaEmail).values(lists.emails.map((e) => ({ personaId, ...e })));
      }
    },
  };
}
