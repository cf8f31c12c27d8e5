import type { AutorizacionIn } from '@claustro/domain/financieros/autorizacion.contract';
import type { ServiceCall } from '../../platform/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { autorizacionQueries } from './autorizacion.queries.ts';

type Pagina = { page: number; pageSize: number };

/** Enrolment authorisations: written with their reason and reach, changed or withdrawn, found by matrícula or name. */
export function autorizacionService(deps: { database: Database; clock: Clock }) {
  const q = autorizacionQueries();
  const db = deps.database.db;
  const hoy = () => deps.clock.today();

  async function guardar(tx: Db, input: AutorizacionIn, escribir: () => Promise<number>) {
    if (!(await q.estudianteExiste(tx, input.estudianteId))) throw new DomainError('validation', {}, { estudianteId: { problem: 'estudiante_requerido' } });
    return escribir();
  }

  return {
    /** Whether a student may register in a term despite a past-due balance (registration asks). */
    autorizado: (d: Db, estudianteId: number, periodoAcademicoId: number) => q.autorizado(d, estudianteId, periodoAcademicoId, hoy()),

    async get({ input }: ServiceCall<{ id: number }>) {
      const a = await q.one(db, input.id, hoy());
      if (!a) throw new DomainError('not_found');
      return a;
    },

    async create({ actor, input }: ServiceCall<AutorizacionIn>) {
      const id = await db.transaction((tx) =>
        guardar(tx, input, async () => {
          const nuevo = await q.insertar(tx, input, actor.usuarioId);
          await audit(tx, actor, { entidad: 'estudiante_autorizacion_inscripcion', entidadId: nuevo, accion: 'crear', despues: input });
          return nuevo;
        }),
      );
      return (await q.one(db, id, hoy()))!;
    },

    async update({ actor, input }: ServiceCall<AutorizacionIn & { id: number }>) {
      const { id, ...body } = input;
      await db.transaction(async (tx) => {
        const antes = await q.one(tx, id, hoy());
        if (!antes) throw new DomainError('not_found');
        await guardar(tx, body, async () => {
          await q.actualizar(tx, id, body, actor.usuarioId);
          await audit(tx, actor, { entidad: 'estudiante_autorizacion_inscripcion', entidadId: id, accion: 'actualizar', antes, despues: body });
          return id;
        });
      });
      return (await q.one(db, id, hoy()))!;
    },

    page: ({ input }: ServiceCall<Pagina>) => q.page(db, { hoy: hoy() }, input),
    porMatricula: ({ input }: ServiceCall<{ v: string } & Pagina>) => q.page(db, { matricula: input.v, hoy: hoy() }, input),
    porNombres: ({ input }: ServiceCall<{ v: string } & Pagina>) => q.page(db, { nombres: input.v, hoy: hoy() }, input),
  };
}
export type AutorizacionService = ReturnType<typeof autorizacionService>;
