import type { DescuentoIn } from '@claustro/domain/financieros/descuento.contract';
import type { ServiceCall } from '../../platform/actor.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { descuentoQueries } from './descuento.queries.ts';

type Lista = { soloBecas?: string; page: number; pageSize: number };

/** Students' discounts and scholarships: given, changed or withdrawn (audited), found by matrícula, request or name. */
export function descuentoService(deps: { database: Database }) {
  const q = descuentoQueries();
  const db = deps.database.db;

  async function revisar(tx: Db, d: DescuentoIn) {
    if (!(await q.existen(tx, d)).ok) throw new DomainError('validation', {}, { estudianteCarreraId: { problem: 'beneficiario_inexistente' } });
  }
  const listar = (f: { matricula?: string; solicitud?: string; nombres?: string }, input: Lista) =>
    q.page(db, { ...f, soloBecas: input.soloBecas === 'true' }, input);

  return {
    async get({ input }: ServiceCall<{ id: number }>) {
      const d = await q.one(db, input.id);
      if (!d) throw new DomainError('not_found');
      return d;
    },
    async create({ actor, input }: ServiceCall<DescuentoIn>) {
      const id = await db.transaction(async (tx) => {
        await revisar(tx, input);
        const nuevo = await q.insertar(tx, input, actor.usuarioId);
        await audit(tx, actor, { entidad: 'estudiante_descuento_pago', entidadId: nuevo, accion: 'crear', despues: input });
        return nuevo;
      });
      return (await q.one(db, id))!;
    },
    async update({ actor, input }: ServiceCall<DescuentoIn & { id: number }>) {
      const { id, ...body } = input;
      await db.transaction(async (tx) => {
        const antes = await q.one(tx, id);
        if (!antes) throw new DomainError('not_found');
        await revisar(tx, body);
        await q.actualizar(tx, id, body, actor.usuarioId);
        await audit(tx, actor, { entidad: 'estudiante_descuento_pago', entidadId: id, accion: 'actualizar', antes, despues: body });
      });
      return (await q.one(db, id))!;
    },
    list: ({ input }: ServiceCall<Lista>) => listar({}, input),
    porMatricula: ({ input }: ServiceCall<{ v: string } & Lista>) => listar({ matricula: input.v }, input),
    porSolicitud: ({ input }: ServiceCall<{ v: string } & Lista>) => listar({ solicitud: input.v }, input),
    porNombres: ({ input }: ServiceCall<{ v: string } & Lista>) => listar({ nombres: input.v }, input),
  };
}
export type DescuentoService = ReturnType<typeof descuentoService>;
