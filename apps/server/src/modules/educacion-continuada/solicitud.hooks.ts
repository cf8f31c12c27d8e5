import { randomInt } from 'node:crypto';
import type { Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { ResourceHooks } from '../../platform/resources/engine.ts';
import { solicitudQueries as q } from './solicitud.queries.ts';
import { usuarioOf } from '../../platform/actor.ts';
import type { Services } from '../../platform/module.ts';

/** Letters and digits a code is made of, without the ones read alike (0/O, 1/I). */
const alfabeto = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const nuevoCodigo = () => `EC-${Array.from({ length: 6 }, () => alfabeto[randomInt(alfabeto.length)]).join('')}`;

/**
 * However a request is filed (the public form or staff): one per person and course, and a new one
 * without a code gets one nobody else has, so its author can always look it up.
 */
export const solicitudInscripcionHooks: ResourceHooks<Services> = {
  async beforeWrite(tx: Db, values, id) {
    const identificacion = String(values.soInIdentificacion ?? '');
    const otra = await q.otraDelCurso(tx, { cursoId: values.cursoId as number, identificacion, exceptoId: id });
    if (otra) throw new DomainError('inscripcion_duplicada', { identificacion, codigo: otra.codigo });
    if (id === null && !values.soInCodigo) {
      let codigo = nuevoCodigo();
      while (await q.codigoTomado(tx, codigo)) codigo = nuevoCodigo();
      values.soInCodigo = codigo;
    }
  },
  // Staff who write a request straight into a status that takes a seat charge it as processing does.
  // (A visitor's request is filed waiting, and so charges nothing.)
  async afterWrite(tx, id, { actor, today, services }) {
    const usuarioId = usuarioOf(actor);
    if (usuarioId !== null) await services.participantes.cargar(tx, id, { usuarioId, hoy: today });
  },
};
