import { estadosSolicitud } from '@claustro/domain/admisiones/estado-solicitud.rules';
import type { ProblemCode } from '@claustro/domain/messages/problems';
import { problemaResultado, type Resultados } from '@claustro/domain/admisiones/prueba.contract';
import type { ServiceCall } from '../../platform/actor.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import type { SolicitudesService } from './solicitudes.service.ts';
import { pruebasQueries } from './pruebas.queries.ts';
import { fill, mailTexts } from '@claustro/domain/messages/mail';

const refuse = (problem: ProblemCode) => new DomainError('validation', {}, { solicitudAdmisionId: { problem } });

/** Admission test sittings: calling applicants (within the seats, once per test), attendance and scores. */
export function pruebasService(deps: { database: Database; solicitudes: SolicitudesService }) {
  const { database } = deps;
  const q = pruebasQueries(database);

  async function answer(sesionId: number) {
    const [s, solicitudes] = await Promise.all([q.sitting(sesionId), q.roster(sesionId)]);
    if (!s) throw new DomainError('not_found');
    return { ...s, solicitudes };
  }

  return {
    convocados: ({ input }: ServiceCall<{ sesionPruebaAdmisionId: number }>) => answer(input.sesionPruebaAdmisionId),

    /** Calls an applicant to a sitting and tells them by e-mail. */
    async convocar({ actor, input }: ServiceCall<{ sesionPruebaAdmisionId: number; solicitudAdmisionId: number }>) {
      const { sesionPruebaAdmisionId: sesionId, solicitudAdmisionId: solicitudId } = input;
      const called = await database.db.transaction(async (tx) => {
        const se = await q.lockSitting(tx, sesionId);
        if (!se) throw new DomainError('not_found');
        const s = await q.applicant(tx, solicitudId);
        if (!s) throw new DomainError('not_found');
        if (s.periodo !== se.periodo) throw refuse('solicitud_otro_periodo');
        if (s.estado !== estadosSolicitud.solicitada && s.estado !== estadosSolicitud.validada) {
          throw new DomainError('solicitud_no_en_curso', {}, { solicitudAdmisionId: { code: 'solicitud_no_en_curso' } });
        }
        const { taken, inscritos } = (await q.seats(tx, { solicitudId, sesionId, prueba: se.prueba }))!;
        if (taken) throw new DomainError('ya_convocado', {}, { solicitudAdmisionId: { code: 'ya_convocado' } });
        if (inscritos >= se.cupo) throw new DomainError('sesion_llena', {}, { sesionPruebaAdmisionId: { code: 'sesion_llena' } });
        await q.call(tx, { solicitudId, sesionId, usuarioId: actor.usuarioId });
        await audit(tx, actor, { entidad: 'solicitudAdmision.prueba', entidadId: solicitudId, accion: 'crear', despues: { sesionId } });
        return s;
      });
      const se = await answer(sesionId);
      const t = mailTexts().convocatoria;
      const params = { ...se, nombres: called.nombres, lugar: se.lugar ? fill(t.lugar, se) : '' };
      await deps.solicitudes.mailApplicant(called.email, fill(t.asunto, params), fill(t.texto, params));
      return se;
    },

    /** Takes an applicant off a sitting, only while they have no result. */
    async retirar({ actor, input }: ServiceCall<{ sesionPruebaAdmisionId: number; solicitudAdmisionId: number }>) {
      const { sesionPruebaAdmisionId: sesionId, solicitudAdmisionId: solicitudId } = input;
      await database.db.transaction(async (tx) => {
        if (!(await q.uncall(tx, { solicitudId, sesionId }))) {
          throw new DomainError('convocado_con_resultado', {}, { solicitudAdmisionId: { code: 'convocado_con_resultado' } });
        }
        await audit(tx, actor, { entidad: 'solicitudAdmision.prueba', entidadId: solicitudId, accion: 'revocar', antes: { sesionId } });
      });
      return answer(sesionId);
    },

    /** Results of a sitting, several at once: attendance and score (none for who did not come, none above the test's maximum). */
    async resultados({ actor, input }: ServiceCall<{ sesionPruebaAdmisionId: number; resultados: Resultados }>) {
      const sesionId = input.sesionPruebaAdmisionId;
      const se = await q.sitting(sesionId);
      if (!se) throw new DomainError('not_found');
      for (const [i, x] of input.resultados.entries()) {
        const problem = problemaResultado(x, Number(se.maxima));
        if (problem) throw new DomainError('validation', {}, { [`${i}.puntuacion`]: { problem, params: { maxima: Number(se.maxima) } } });
      }
      await database.db.transaction(async (tx) => {
        const saved = await q.saveResults(tx, { sesionId, usuarioId: actor.usuarioId, resultados: input.resultados });
        if (saved !== input.resultados.length) throw refuse('solicitudes_no_convocadas');
        await audit(tx, actor, { entidad: 'sesionPruebaAdmision.resultados', entidadId: sesionId, accion: 'actualizar', despues: input.resultados });
      });
      return answer(sesionId);
    },
  };
}
export type PruebasService = ReturnType<typeof pruebasService>;
