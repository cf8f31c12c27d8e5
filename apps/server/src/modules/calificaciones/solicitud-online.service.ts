import { nombreDocumento, type CambioIn, type SolicitudIn, type SolicitudOnline } from '@claustro/domain/calificaciones/solicitud-online.contract';
import { avisoSolicitud, transicionPermitida, type EstadoSolicitud } from '@claustro/domain/calificaciones/solicitud-online.rules';
import type { ServiceCall } from '../../platform/actor.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import type { MensajesService } from '../mensajes/mensajes.service.ts';
import { solicitudOnlineQueries } from './solicitud-online.queries.ts';

/**
 * Online requests for documents: the student files and follows their own (and may cancel one nobody
 * has taken); the registry moves each on or rejects it saying why, and the student is told of every
 * step (hub and e-mail). One open request of a kind per student career.
 */
export function solicitudOnlineService(deps: { database: Database; mensajes: MensajesService }) {
  const q = solicitudOnlineQueries();
  const db = deps.database.db;

  /** Moves a request, as `quien` may; for staff, the student is told. */
  async function mover(actor: ServiceCall<unknown>['actor'], id: number, a: EstadoSolicitud, nota: string | null, quien: 'estudiante' | 'personal') {
    let tell = async () => {};
    await db.transaction(async (tx) => {
      const s = await q.one(tx, id);
      if (!s) throw new DomainError('not_found');
      const owner = await q.owner(tx, s.estudianteCarreraId);
      if (quien === 'estudiante' && owner !== actor.usuarioId) throw new DomainError('not_found');
      if (!transicionPermitida(s.estado, a, quien) || !(await q.mover(tx, id, s.estado, a, nota, actor.usuarioId)))
        throw new DomainError('solicitud_estado', { de: s.estado, a });
      await audit(tx, actor, { entidad: 'solicitud_online', entidadId: id, accion: 'actualizar', antes: { estado: s.estado }, despues: { estado: a, nota } });
      if (quien === 'personal' && owner) {
        const texto = avisoSolicitud({ numero: s.numero, documento: nombreDocumento[s.documento], estado: a, nota });
        tell = (await deps.mensajes.notice(tx, { usuarioIds: [owner], ...texto, correo: true, causa: actor })).despues;
      }
    });
    await tell();
    return (await q.one(db, id))!;
  }

  return {
    propias: ({ actor }: ServiceCall<unknown>) => q.propias(db, actor.usuarioId),

    async crear({ actor, input }: ServiceCall<SolicitudIn>): Promise<SolicitudOnline> {
      // Students ask for their own documents only; another's career is as good as none.
      if ((await q.owner(db, input.estudianteCarreraId)) !== actor.usuarioId) throw new DomainError('not_found');
      const id = await db.transaction(async (tx) => {
        const made = await q.insertar(tx, input, actor.usuarioId);
        if (!made) throw new DomainError('solicitud_abierta');
        await audit(tx, actor, { entidad: 'solicitud_online', entidadId: made, accion: 'crear', despues: { ...input } });
        return made;
      });
      return (await q.one(db, id))!;
    },

    cancelar: ({ actor, input }: ServiceCall<{ solicitudId: number }>) => mover(actor, input.solicitudId, 'cancelada', null, 'estudiante'),
    cambiar: ({ actor, input }: ServiceCall<CambioIn & { solicitudId: number }>) => mover(actor, input.solicitudId, input.estado, input.nota, 'personal'),
    page: ({ input }: ServiceCall<{ estado?: string; value?: string; page: number; pageSize: number }>) => q.page(db, input, input),
  };
}
export type SolicitudOnlineService = ReturnType<typeof solicitudOnlineService>;
