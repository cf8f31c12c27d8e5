import type { Audiencia } from '@claustro/domain/academicos/mensajeria.contract';
import type { MensajeIn } from '@claustro/domain/mensajes/mensaje.contract';
import type { ServiceCall } from '../../platform/actor.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { MensajesService } from '../mensajes/mensajes.service.ts';
import { mensajeriaQueries } from './mensajeria.queries.ts';

/**
 * Academic staff message the students of their careers. Students receive it in the inbox of their
 * account; the preview says how many of the chosen students have one.
 */
export function mensajeriaService(deps: { database: Database; mensajes: MensajesService }) {
  const q = mensajeriaQueries(deps.database);

  /** Careers chosen must be among the user's: a refusal names them rather than silently dropping them. */
  async function checkCareers(usuarioId: number, a: Audiencia) {
    if (a.carreras.length && (await q.foreignCareers(usuarioId, a.carreras)).length) {
      throw new DomainError('validation', {}, { carreras: { problem: 'carreras_ajenas' } });
    }
  }

  return {
    async reach({ actor, input }: ServiceCall<Audiencia>) {
      await checkCareers(actor.usuarioId, input);
      return q.reach(actor.usuarioId, input);
    },
    async send({ actor, input }: ServiceCall<Audiencia & MensajeIn & { tipoEstudianteMensajeId: number | null }>) {
      const { mensaje, asunto, correo, tipoEstudianteMensajeId, ...a } = input;
      await checkCareers(actor.usuarioId, a);
      if (!a.carreras.length && !a.periodos.length) {
        throw new DomainError('validation', {}, { carreras: { problem: 'audiencia_vacia' } });
      }
      return deps.mensajes.send({
        actor,
        input: { mensaje: { mensaje, asunto, correo }, destino: { estudiantes: a, tipoEstudianteMensajeId }, recipients: q.recipients(actor.usuarioId, a) },
      });
    },
    progress: ({ actor, input }: ServiceCall<{ envioId: number }>) =>
      deps.mensajes.progress({ actor, input: { envioId: input.envioId, remitenteId: actor.usuarioId } }),
  };
}
export type MensajeriaService = ReturnType<typeof mensajeriaService>;
