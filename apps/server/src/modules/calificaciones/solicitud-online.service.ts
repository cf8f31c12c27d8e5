import type { CambioIn, SolicitudIn, SolicitudOnline } from '@claustro/domain/calificaciones/solicitud-online.contract';
import {
  avisoSolicitud,
  cargoAlCerrar,
  esperaPago,
  conceptoSolicitud,
  pidePago,
  transicionPermitida,
  type EstadoSolicitud,
} from '@claustro/domain/calificaciones/solicitud-online.rules';
import { formatMoney } from '@claustro/domain/platform/money';
import type { Actor, ServiceCall } from '../../platform/actor.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import type { MensajesService } from '../mensajes/mensajes.service.ts';
import { solicitudOnlineQueries } from './solicitud-online.queries.ts';

/** What finance does with a request's fee (it plugs itself in: grades come before finance). */
export interface CobroDeSolicitud {
  /** Writes the fee of a request on the student career's account; null when the document is free. */
  cargar(tx: Db, o: { estudianteCarreraId: number; servicioContableId: number; copias: number; concepto: string; actor: Actor }): Promise<number | null>;
  /** Annuls a fee nothing of which is paid; `pagado` says how much was, when some was (and the fee stays). */
  anularSiImpago(tx: Db, cargoEstudianteId: number, motivo: string, actor: Actor): Promise<{ pagado: string | null }>;
}

/**
 * Online requests for documents: the student files and follows their own (and may cancel one nobody
 * has taken); the registry moves each on or rejects it saying why, and the student is told of every
 * step (hub and e-mail). One open request of a kind per student career. A priced document's fee is
 * written on the student's account with the request; the registry takes the request once it is paid,
 * and a request closed unserved annuls its fee while nothing of it is paid.
 */
export function solicitudOnlineService(deps: { database: Database; mensajes: MensajesService }) {
  const q = solicitudOnlineQueries();
  const db = deps.database.db;
  const plugs: { cobro: CobroDeSolicitud | null } = { cobro: null };

  /** Moves a request, as `quien` may; for staff, the student is told. */
  async function mover(actor: Actor, id: number, a: EstadoSolicitud, nota: string | null, quien: 'estudiante' | 'personal') {
    let tell = async () => {};
    await db.transaction(async (tx) => {
      const s = await q.one(tx, id);
      if (!s) throw new DomainError('not_found');
      const owner = await q.owner(tx, s.estudianteCarreraId);
      if (quien === 'estudiante' && owner !== actor.usuarioId) throw new DomainError('not_found');
      if (!transicionPermitida(s.estado, a, quien)) throw new DomainError('solicitud_estado', { de: s.estado, a });
      if (pidePago(a) && esperaPago(s.saldo)) throw new DomainError('solicitud_sin_pagar', { numero: s.numero, saldo: formatMoney(s.saldo!, s.moneda!) });
      if ((a === 'cancelada' || a === 'rechazada') && s.cargoEstudianteId && plugs.cobro) {
        const motivo = `Solicitud ${s.numero} ${a === 'cancelada' ? 'cancelada por el estudiante' : `rechazada: ${nota ?? ''}`}`;
        const { pagado } = await plugs.cobro.anularSiImpago(tx, s.cargoEstudianteId, motivo.slice(0, 500), actor);
        if (cargoAlCerrar(quien, pagado !== null) === 'rehusar') throw new DomainError('solicitud_pagada', { numero: s.numero, pagado });
      }
      if (!(await q.mover(tx, id, s.estado, a, nota, actor.usuarioId))) throw new DomainError('solicitud_estado', { de: s.estado, a });
      await audit(tx, actor, { entidad: 'solicitud_online', entidadId: id, accion: 'actualizar', antes: { estado: s.estado }, despues: { estado: a, nota } });
      if (quien === 'personal' && owner) {
        const texto = avisoSolicitud({ numero: s.numero, documento: { es: s.documento, en: s.documento }, estado: a, nota });
        tell = (await deps.mensajes.notice(tx, { usuarioIds: [owner], ...texto, correo: true, causa: actor })).despues;
      }
    });
    await tell();
    return (await q.one(db, id))!;
  }

  return {
    plugs,
    propias: ({ actor }: ServiceCall<unknown>) => q.propias(db, actor.usuarioId),
    documentos: () => q.documentos(db),

    async crear({ actor, input }: ServiceCall<SolicitudIn>): Promise<SolicitudOnline> {
      // Students ask for their own documents only; another's career is as good as none.
      if ((await q.owner(db, input.estudianteCarreraId)) !== actor.usuarioId) throw new DomainError('not_found');
      const id = await db.transaction(async (tx) => {
        const documento = await q.documento(tx, input.servicioContableId);
        if (!documento) throw new DomainError('validation', {}, { servicioContableId: { problem: 'servicio_no_solicitable' } });
        const made = await q.insertar(tx, input, actor.usuarioId);
        if (!made) throw new DomainError('solicitud_abierta');
        const concepto = conceptoSolicitud(documento, input.copias, made);
        const cargo = plugs.cobro ? await plugs.cobro.cargar(tx, { ...input, concepto, actor }) : null;
        if (cargo) await q.cobro(tx, made, cargo);
        await audit(tx, actor, { entidad: 'solicitud_online', entidadId: made, accion: 'crear', despues: { ...input, cargoEstudianteId: cargo } });
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
