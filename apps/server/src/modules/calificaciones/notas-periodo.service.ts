import { type NotasDelPeriodo, notasReaders } from '@claustro/domain/calificaciones/notas-periodo.contract';
import { indice } from '@claustro/domain/calificaciones/indice.rules';
import { seccionNombre } from '@claustro/domain/horarios/semana-items';
import type { ServiceCall } from '../../platform/actor.ts';
import type { AccessCache } from '../../platform/auth/access-cache.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { quienLee } from './quien-califica.ts';
import { cabeceraNotas, filasNotas, type Ref } from './notas-periodo.queries.ts';

/**
 * A student career's grades in a period (`/estudiantes-calificaciones/NotasPeriodoActivo`): for the
 * student themself, or staff who read grades. A grade shows once its sheet is submitted.
 */
export function notasPeriodoService(deps: { database: Database; access: AccessCache }) {
  const db = deps.database.db;
  return {
    async get({ actor, input }: ServiceCall<Ref>): Promise<NotasDelPeriodo> {
      const head = await cabeceraNotas(db, input);
      if (!head) throw new DomainError('not_found');
      await quienLee(deps.access)(actor, head.owner, notasReaders);
      if (head.periodo === null) throw new DomainError('not_found');
      const filas = await filasNotas(db, input);
      return {
        ...input,
        periodo: head.periodo,
        indice: indice(filas.filter((f) => f.puntos !== null).map((f) => ({ creditos: f.creditos, puntos: f.puntos!, califica: !!f.califica }))),
        notas: filas.map(({ puntos: _p, califica: _c, asignaturaCodigo, seccionId, ...n }) => ({
          ...n,
          seccion: seccionNombre({ asignaturaCodigo, seccionId }),
        })),
      };
    },
  };
}
export type NotasPeriodoService = ReturnType<typeof notasPeriodoService>;
