import { anyStudentScreen, estudianteScreens } from '@claustro/domain/academicos/estudiante.contract';
import type { Ficha } from '@claustro/domain/academicos/estudiante-ficha.contract';
import { changedFields } from '@claustro/domain/platform/changed-fields.rules';
import type { ServiceCall } from '../../platform/actor.ts';
import type { AccessCache } from '../../platform/auth/access-cache.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { EstudiantesService } from './estudiantes.service.ts';
import { estudianteFichaQueries } from './estudiante-ficha.queries.ts';
import { datosEstudianteQueries } from './datos-estudiante.queries.ts';

/**
 * The student's record. The student reads their own (no audit trail: it names the staff who worked on
 * it); staff read the students their careers let them see, and edit with the students' screen.
 */
export function estudianteFichaService(deps: { database: Database; access: AccessCache; estudiantes: EstudiantesService }) {
  const q = estudianteFichaQueries(deps.database);
  const ownStudentId = async (usuarioId: number) => (await datosEstudianteQueries(deps.database).ownStudent(usuarioId))?.estudiante_id;

  async function read(estudianteId: number, staff: { editable: boolean } | null): Promise<Ficha> {
    const [identidad, carreras, cambios, documentos, solicitud, mensajes, auditoria] = await Promise.all([
      q.identidad(estudianteId),
      q.carreras(estudianteId),
      q.cambios(estudianteId),
      q.documentos(estudianteId),
      q.solicitud(estudianteId),
      q.mensajes(estudianteId),
      staff ? q.auditoria(estudianteId) : Promise.resolve(null),
    ]);
    if (!identidad) throw new DomainError('not_found');
    return {
      identidad,
      carreras,
      cambios,
      documentos,
      solicitud,
      mensajes,
      auditoria: auditoria?.map(({ antes, despues, ...a }) => ({ ...a, campos: changedFields(antes, despues) })) ?? null,
      editable: staff?.editable ?? false,
    };
  }

  return {
    async get({ actor, input }: ServiceCall<{ estudianteId: number }>) {
      if ((await ownStudentId(actor.usuarioId)) === input.estudianteId) return read(input.estudianteId, null);
      if (!(await deps.access.holds(actor.usuarioId, anyStudentScreen))) throw new DomainError('forbidden');
      await deps.estudiantes.get({ actor, input }); // 404 when there is none, 403 outside the user's careers
      return read(input.estudianteId, { editable: await deps.access.holds(actor.usuarioId, [estudianteScreens.estudiantes]) });
    },
    async own({ actor }: ServiceCall<unknown>) {
      const estudianteId = await ownStudentId(actor.usuarioId);
      if (!estudianteId) throw new DomainError('not_found');
      return read(estudianteId, null);
    },
  };
}
export type EstudianteFichaService = ReturnType<typeof estudianteFichaService>;
