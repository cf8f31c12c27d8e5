import { personaLookupScreens, type ContactLists, type DireccionIn, type PersonaIn } from '@claustro/domain/generales/persona.contract';
import type { Actor, ServiceCall } from '../../platform/actor.ts';
import type { AccessCache } from '../../platform/auth/access-cache.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { personasQueries } from './personas.queries.ts';

/**
 * People: look-ups for the screens that register people, a person's own record, their addresses.
 * A person's identity (documents, birth date) is personal data: only the person and staff whose
 * screens write people may read it.
 */
export function personasService(deps: { database: Database; access: AccessCache }) {
  const { database } = deps;
  const q = personasQueries(database);

  const found = <T>(row: T | undefined): T => {
    if (!row) throw new DomainError('not_found');
    return row;
  };
  /** The person is the caller's own, or the caller works with people. */
  async function assertMaySee(actor: Actor, personaId: number) {
    if (await q.isOwnPerson(actor.usuarioId, personaId)) return;
    if (!(await deps.access.holds(actor.usuarioId, personaLookupScreens))) throw new DomainError('forbidden');
  }

  return {
    byDocument: async ({ input }: ServiceCall<{ tipo: number; valor: string }>) => found(await q.byDocument(input.tipo, input.valor.trim())),
    byNames: ({ input }: ServiceCall<{ text: string }>) => q.byNames(input.text),
    async get({ actor, input }: ServiceCall<{ personaId: number }>) {
      await assertMaySee(actor, input.personaId);
      return found(await q.byId(input.personaId));
    },
    async create({ actor, input }: ServiceCall<PersonaIn>) {
      const { documentos, ...values } = input;
      const personaId = await database.db.transaction(async (tx) => {
        const id = await q.insert(tx, values);
        await q.replaceContacts(tx, id, { documentosIdentificacion: documentos });
        await audit(tx, actor, { entidad: 'persona', entidadId: id, accion: 'crear', despues: input });
        return id;
      });
      return found(await q.byId(personaId));
    },
    async update({ actor, input }: ServiceCall<PersonaIn & { personaId: number }>) {
      const { personaId, documentos, ...values } = input;
      const before = found(await q.byId(personaId));
      await database.db.transaction(async (tx) => {
        await q.update(tx, personaId, values);
        await q.replaceContacts(tx, personaId, { documentosIdentificacion: documentos });
        await audit(tx, actor, { entidad: 'persona', entidadId: personaId, accion: 'actualizar', antes: before, despues: input });
      });
      return found(await q.byId(personaId));
    },

    async direcciones({ actor, input }: ServiceCall<{ personaId: number }>) {
      await assertMaySee(actor, input.personaId);
      return q.direcciones(input.personaId);
    },
    async direccion({ actor, input }: ServiceCall<{ personaDireccionId: number }>) {
      const row = found(await q.direccion(input.personaDireccionId));
      await assertMaySee(actor, row.personaId);
      return row;
    },
    async createDireccion({ actor, input }: ServiceCall<DireccionIn>) {
      await assertMaySee(actor, input.personaId);
      const id = await database.db.transaction(async (tx) => {
        const created = await q.insertDireccion(tx, input);
        await audit(tx, actor, { entidad: 'personaDireccion', entidadId: created, accion: 'crear', despues: input });
        return created;
      });
      return found(await q.direccion(id));
    },
    async updateDireccion({ actor, input }: ServiceCall<DireccionIn & { personaDireccionId: number }>) {
      const { personaDireccionId, personaId: _ignored, ...values } = input;
      const before = found(await q.direccion(personaDireccionId));
      await assertMaySee(actor, before.personaId);
      await database.db.transaction(async (tx) => {
        await q.updateDireccion(tx, personaDireccionId, values);
        await audit(tx, actor, { entidad: 'personaDireccion', entidadId: personaDireccionId, accion: 'actualizar', antes: before, despues: values });
      });
      return found(await q.direccion(personaDireccionId));
    },
    async deleteDireccion({ actor, input }: ServiceCall<{ personaDireccionId: number }>) {
      const before = found(await q.direccion(input.personaDireccionId));
      await assertMaySee(actor, before.personaId);
      await database.db.transaction(async (tx) => {
        await q.deleteDireccion(tx, input.personaDireccionId);
        await audit(tx, actor, { entidad: 'personaDireccion', entidadId: input.personaDireccionId, accion: 'revocar', antes: before });
      });
      return null;
    },

    /** For the services that write a person inside their own transaction (students, professors, users). */
    replaceContacts: (tx: Db, personaId: number, lists: ContactLists) => q.replaceContacts(tx, personaId, lists),
  };
}
export type PersonasService = ReturnType<typeof personasService>;
