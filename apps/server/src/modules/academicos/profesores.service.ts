import { profesorReaders, type ProfesorIn } from '@claustro/domain/academicos/profesor.contract';
import type { ServiceCall } from '../../platform/actor.ts';
import type { AccessCache } from '../../platform/auth/access-cache.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { saveFile } from '../../platform/files.ts';
import type { PersonasService } from '../generales/personas.service.ts';
import { profesoresQueries } from './profesores.queries.ts';

const found = <T>(row: T | undefined): T => {
  if (!row) throw new DomainError('not_found');
  return row;
};

/** A disqualified professor is not eligible. */
function checkEligibility(b: ProfesorIn) {
  if (b.profFechaInhabilidad && b.profEsElegible) {
    throw new DomainError('validation', {}, { profEsElegible: { problem: 'inhabilitado_elegible' } });
  }
}

/** Professors: reference codes per campus, eligibility, photo and signature. */
export function profesoresService(deps: { database: Database; filesDir: string; access: AccessCache; personas: PersonasService }) {
  const { database } = deps;
  const q = profesoresQueries(database);
  const code = async (tx: Db, sedeId: number) => {
    const c = await q.nextCode(tx, sedeId);
    if (!c) throw new DomainError('broken_reference', { field: 'sedeId' }, { sedeId: { code: 'broken_reference' } });
    return c;
  };

  /** Sets the photo or the signature: the file is an image by its bytes, stored under an unguessable name. */
  async function setImage({ actor, input }: ServiceCall<{ profesorId: number; data: Buffer }>, kind: 'foto' | 'firma') {
    const before = found(await q.byId(input.profesorId));
    const url =
      kind === 'foto'
        ? await saveFile(deps.filesDir, 'fotos', `persona-${before.personaId}`, input.data)
        : await saveFile(deps.filesDir, 'firmas', `profesor-${input.profesorId}`, input.data);
    const field = kind === 'foto' ? 'persFoto' : 'firmaUrl';
    await database.db.transaction(async (tx) => {
      if (kind === 'foto') await q.setFoto(tx, before.personaId, url);
      else await q.setFirma(tx, input.profesorId, url);
      await audit(tx, actor, {
        entidad: 'profesor',
        entidadId: input.profesorId,
        accion: 'actualizar',
        antes: { [field]: before[field] },
        despues: { [field]: url },
      });
    });
    const after = found(await q.byId(input.profesorId));
    return { profesorId: input.profesorId, persFoto: after.persFoto, firmaUrl: after.firmaUrl };
  }

  return {
    page: ({ input }: ServiceCall<Parameters<typeof q.page>[0]>) => q.page(input),
    eligible: () => q.eligible(),
    byCarrera: ({ input }: ServiceCall<{ carreraId: number }>) => q.byCarrera(input.carreraId),
    byCodigo: async ({ input }: ServiceCall<{ codigo: string }>) => found(await q.byCodigo(input.codigo)),
    byDocumento: async ({ input }: ServiceCall<{ valor: string }>) => found(await q.byDocumento(input.valor)),
    /** One professor, for who may find professors or for the professor themself. */
    async get({ actor, input }: ServiceCall<{ profesorId: number }>) {
      if (!(await deps.access.holds(actor.usuarioId, profesorReaders)) && !(await q.isOwn(actor.usuarioId, input.profesorId))) {
        throw new DomainError('forbidden');
      }
      return found(await q.byId(input.profesorId));
    },
    nextCode: async ({ input }: ServiceCall<{ sedeId: number }>) => ({
      sedeId: input.sedeId,
      profCodigo_Referencia: await database.db.transaction((tx) => code(tx, input.sedeId)),
    }),

    async create({ actor, input }: ServiceCall<ProfesorIn>) {
      checkEligibility(input);
      const profesorId = await database.db.transaction(async (tx) => {
        const personaId = await q.insertPersona(tx, input);
        await deps.personas.replaceContacts(tx, personaId, input);
        const codigo = input.profCodigo_Referencia ?? (await code(tx, input.sedeId));
        const id = await q.insert(tx, personaId, codigo, input);
        await audit(tx, actor, { entidad: 'profesor', entidadId: id, accion: 'crear', despues: { ...input, profCodigo_Referencia: codigo } });
        return id;
      });
      return found(await q.byId(profesorId));
    },
    async update({ actor, input }: ServiceCall<ProfesorIn & { profesorId: number }>) {
      const { profesorId, ...b } = input;
      checkEligibility(b);
      const before = found(await q.byId(profesorId));
      await database.db.transaction(async (tx) => {
        await q.updatePersona(tx, before.personaId, b);
        await deps.personas.replaceContacts(tx, before.personaId, b);
        await q.update(tx, profesorId, b);
        await audit(tx, actor, { entidad: 'profesor', entidadId: profesorId, accion: 'actualizar', antes: before, despues: b });
      });
      return found(await q.byId(profesorId));
    },
    setFoto: (call: ServiceCall<{ profesorId: number; data: Buffer }>) => setImage(call, 'foto'),
    setFirma: (call: ServiceCall<{ profesorId: number; data: Buffer }>) => setImage(call, 'firma'),
  };
}
export type ProfesoresService = ReturnType<typeof profesoresService>;
