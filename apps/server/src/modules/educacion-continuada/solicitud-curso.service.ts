import type { z } from 'zod';
import {
  estadoSolicitudCursoLabels,
  type aceptarIn,
  type EstadoSolicitudCurso,
  type solicitudCursoIn,
} from '@claustro/domain/educacion-continuada/solicitud-curso.contract';
import type { ServiceCall } from '../../platform/actor.ts';
import { audit } from '../../platform/audit.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { PlantillaService } from './plantilla.service.ts';
import { solicitudCursoQueries as q } from './solicitud-curso.queries.ts';

/** Where a company's request may go from where it stands. */
const siguientes: Record<EstadoSolicitudCurso, readonly EstadoSolicitudCurso[]> = {
  recibida: ['cotizada', 'rechazada'],
  cotizada: ['cotizada', 'aceptada', 'rechazada'],
  aceptada: [],
  rechazada: [],
};

/**
 * Companies' course requests: registered, quoted (again, while not accepted) with a discount,
 * accepted — the course made from the template for the group, in the same transaction — or rejected
 * with why. Audited.
 */
export function solicitudCursoService(deps: { database: Database; plantillas: PlantillaService }) {
  const db = deps.database.db;
  async function mover(
    actor: ServiceCall<unknown>['actor'],
    id: number,
    hacia: EstadoSolicitudCurso,
    hacer: (tx: Db, s: { cursoPlantillaId: number; participantes: number }) => Promise<{ descuento?: number; motivo?: string; cursoId?: number }>,
  ) {
    await db.transaction(async (tx) => {
      const s = await q.bloquear(tx, id);
      if (!s) throw new DomainError('not_found');
      const desde = s.estado as EstadoSolicitudCurso;
      if (!siguientes[desde].includes(hacia))
        throw new DomainError('estado_no_permitido', { desde: estadoSolicitudCursoLabels[desde], hacia: estadoSolicitudCursoLabels[hacia] });
      const v = await hacer(tx, s);
      await q.actualizar(tx, id, { estado: hacia, ...v });
      await audit(tx, actor, {
        entidad: 'ec_solicitud_curso',
        entidadId: id,
        accion: 'actualizar',
        antes: { estado: desde },
        despues: { estado: hacia, ...v },
      });
    });
    return (await q.fila(db, id))!;
  }
  return {
    list: ({ input }: ServiceCall<{ value?: string; estado?: string; page: number; pageSize: number }>) => q.list(db, input),
    async crear({ actor, input }: ServiceCall<z.output<typeof solicitudCursoIn>>) {
      const id = await db.transaction(async (tx) => {
        const { id } = await q.insertar(tx, input, actor.usuarioId);
        await audit(tx, actor, { entidad: 'ec_solicitud_curso', entidadId: id, accion: 'crear', despues: input });
        return id;
      });
      return (await q.fila(db, id))!;
    },
    cotizar: ({ actor, input }: ServiceCall<{ solicitudCursoId: number; descuento: number }>) =>
      mover(actor, input.solicitudCursoId, 'cotizada', async () => ({ descuento: input.descuento })),
    aceptar: ({ actor, input }: ServiceCall<z.output<typeof aceptarIn> & { solicitudCursoId: number }>) =>
      mover(actor, input.solicitudCursoId, 'aceptada', async (tx, s) => {
        const curso = await deps.plantillas.crearCurso(
          {
            actor,
            input: {
              cursoPlantillaId: s.cursoPlantillaId,
              curFechaInicio: input.curFechaInicio,
              curFechaFinal: input.curFechaFinal,
              sedeId: input.sedeId,
              curCupo: s.participantes,
              edicion: 1,
            },
          },
          tx,
        );
        return { cursoId: curso.cursoId };
      }),
    rechazar: ({ actor, input }: ServiceCall<{ solicitudCursoId: number; motivo: string }>) =>
      mover(actor, input.solicitudCursoId, 'rechazada', async () => ({ motivo: input.motivo })),
  };
}
export type SolicitudCursoService = ReturnType<typeof solicitudCursoService>;
