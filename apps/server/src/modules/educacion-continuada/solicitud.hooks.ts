import type { Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { ResourceHooks } from '../../platform/resources/engine.ts';
import { solicitudQueries as q } from './solicitud.queries.ts';

/** One request per person and course, however it is filed (the public form or staff). */
export const solicitudInscripcionHooks: ResourceHooks = {
  async beforeWrite(tx: Db, values, id) {
    const identificacion = String(values.soInIdentificacion ?? '');
    const otra = await q.otraDelCurso(tx, { cursoId: values.cursoId as number, identificacion, exceptoId: id });
    if (otra) throw new DomainError('inscripcion_duplicada', { identificacion, codigo: otra.codigo });
  },
};
