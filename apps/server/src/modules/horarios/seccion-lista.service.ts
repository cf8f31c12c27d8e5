import { horarioProfesorReaders } from '@claustro/domain/horarios/seccion-horario.contract';
import type { MensajeIn } from '@claustro/domain/mensajes/mensaje.contract';
import type { Actor, ServiceCall } from '../../platform/actor.ts';
import type { Database } from '../../platform/db/database.ts';
import type { AccessCache } from '../../platform/auth/access-cache.ts';
import { DomainError } from '../../platform/errors.ts';
import type { MensajesService } from '../mensajes/mensajes.service.ts';
import type { SeccionesService } from './secciones.service.ts';
import { seccionListaQueries } from './seccion-lista.queries.ts';

/**
 * A section's class list and messages to it. Its professors read and message their own sections;
 * who reads any professor's sections (schedulers, reports) reads and messages any.
 */
export function seccionListaService(deps: { database: Database; access: AccessCache; secciones: SeccionesService; mensajes: MensajesService }) {
  const q = seccionListaQueries(deps.database);

  /** The section, once it is known the actor may see its students (404 before 403: an id that does not exist says so). */
  async function sectionFor(actor: Actor, seccionAsignaturaId: number) {
    const seccion = await deps.secciones.get({ actor, input: { seccionAsignaturaId } });
    if (await deps.access.holds(actor.usuarioId, horarioProfesorReaders)) return seccion;
    const profesorId = await deps.secciones.professorOf(actor.usuarioId);
    if (profesorId === null || !(await q.teaches(seccionAsignaturaId, profesorId))) throw new DomainError('forbidden');
    return seccion;
  }

  return {
    async estudiantes({ actor, input }: ServiceCall<{ seccionAsignaturaId: number }>) {
      const seccion = await sectionFor(actor, input.seccionAsignaturaId);
      return { seccion, estudiantes: await q.estudiantes(input.seccionAsignaturaId) };
    },
    async enviar({ actor, input }: ServiceCall<MensajeIn & { seccionAsignaturaId: number }>) {
      const { seccionAsignaturaId, ...mensaje } = input;
      await sectionFor(actor, seccionAsignaturaId);
      if (!(await q.withAccount(seccionAsignaturaId)))
        throw new DomainError(
          'validation',
          {},
          {
            seccionAsignaturaId: { problem: 'seccion_sin_cuentas' },
          },
        );
      return deps.mensajes.send({ actor, input: { mensaje, destino: { seccionAsignaturaId }, recipients: q.recipients(seccionAsignaturaId) } });
    },
    progress: ({ actor, input }: ServiceCall<{ envioId: number }>) =>
      deps.mensajes.progress({ actor, input: { envioId: input.envioId, remitenteId: actor.usuarioId } }),
  };
}
export type SeccionListaService = ReturnType<typeof seccionListaService>;
