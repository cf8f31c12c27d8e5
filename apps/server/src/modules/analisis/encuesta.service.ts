import type { RespuestaEncuestaIn } from '@claustro/domain/analisis/encuesta.contract';
import { estadoEncuesta } from '@claustro/domain/analisis/encuesta-estados.resource';
import { problemasRespuesta } from '@claustro/domain/analisis/encuesta.rules';
import { fechaDma } from '@claustro/domain/platform/i18n';
import type { Actor, ServiceCall } from '../../platform/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { encuestaQueries } from './encuesta.queries.ts';

type DeEncuesta = { encuestaId: number };

/**
 * Surveys: staff open one (its questionnaire fixed, its groups' people asked), call groups added later,
 * close it, and read what it came to; each person asked answers once. An anonymous survey's answers are
 * written with no link to the person: only that they answered is kept (to know who is pending).
 */
export function encuestaService(deps: { database: Database; clock: Clock; encendidas: boolean }) {
  const q = encuestaQueries(deps.database);
  const { db } = deps.database;
  const existe = async (id: number) => {
    const e = await q.encuesta(id);
    if (!e) throw new DomainError('not_found');
    return e;
  };
  return {
    seguimiento: ({ input }: ServiceCall<{ value?: string; page: number; pageSize: number }>) => q.seguimiento(input),
    async grupos({ input }: ServiceCall<DeEncuesta>) {
      await existe(input.encuestaId);
      return q.grupos(input.encuestaId);
    },
    /** Opens a draft (its questionnaire fixed as the template is now) and asks every group not yet called. */
    async convocar({ actor, input }: ServiceCall<DeEncuesta, Actor>) {
      return db.transaction(async (tx) => {
        if (!(await q.bloquear(tx, input.encuestaId))) throw new DomainError('not_found');
        const e = (await q.encuesta(input.encuestaId, tx))!;
        if (e.estadoId === estadoEncuesta.cerrada) throw new DomainError('encuesta_no_abierta', { titulo: e.titulo });
        if (e.estadoId === estadoEncuesta.borrador && !(await q.abrir(tx, input.encuestaId))) {
          throw new DomainError('encuesta_sin_preguntas', { plantilla: e.plantilla });
        }
        const convocados = await q.convocar(tx, input.encuestaId);
        await audit(tx, actor, { entidad: 'encuesta', entidadId: String(input.encuestaId), accion: 'enviar', despues: { convocados } });
        return { convocados };
      });
    },
    async cerrar({ actor, input }: ServiceCall<DeEncuesta, Actor>) {
      await db.transaction(async (tx) => {
        if (!(await q.bloquear(tx, input.encuestaId))) throw new DomainError('not_found');
        const e = (await q.encuesta(input.encuestaId, tx))!;
        if (e.estadoId !== estadoEncuesta.abierta) throw new DomainError('encuesta_no_abierta', { titulo: e.titulo });
        await q.cerrar(tx, input.encuestaId);
        await audit(tx, actor, { entidad: 'encuesta', entidadId: String(input.encuestaId), accion: 'cerrar' });
      });
      return { ok: true as const };
    },
    async resultados({ input }: ServiceCall<DeEncuesta>) {
      await existe(input.encuestaId);
      return q.resultados(input.encuestaId);
    },
    async respuestas({ input }: ServiceCall<DeEncuesta & { page: number; pageSize: number }>) {
      await existe(input.encuestaId);
      return q.respuestas(input);
    },
    // With surveys off (the institution's flag) nobody is asked anything.
    mias: async ({ actor }: ServiceCall<unknown, Actor>) => (deps.encendidas ? q.mias(actor.usuarioId, deps.clock.today()) : []),
    async cuestionario({ actor, input }: ServiceCall<DeEncuesta, Actor>) {
      const [encuesta] = deps.encendidas ? await q.mias(actor.usuarioId, deps.clock.today(), input.encuestaId) : [];
      if (!encuesta) throw new DomainError('not_found');
      return { encuesta, preguntas: await q.cuestionario(input.encuestaId) };
    },
    /** A person's answers to a survey they are asked, open today: once, every required question answered as its kind asks. */
    async responder({ actor, input }: ServiceCall<DeEncuesta & RespuestaEncuestaIn, Actor>) {
      const hoy = deps.clock.today();
      if (!deps.encendidas) throw new DomainError('not_found');
      const e = await existe(input.encuestaId);
      const [mia] = await q.mias(actor.usuarioId, hoy, input.encuestaId);
      if (!mia) {
        if (e.estadoId !== estadoEncuesta.abierta || hoy < e.desde || hoy > e.hasta)
          throw new DomainError('encuesta_cerrada', { titulo: e.titulo, desde: fechaDma(e.desde), hasta: fechaDma(e.hasta) });
        throw new DomainError('not_found');
      }
      const respondida = () => new DomainError('encuesta_respondida', { titulo: e.titulo });
      if (mia.respondida) throw respondida();
      const problemas = problemasRespuesta(await q.cuestionario(input.encuestaId), input.respuestas);
      if (problemas.size) {
        throw new DomainError('validation', {}, Object.fromEntries([...problemas].map(([orden, problem]) => [`respuestas.${orden}`, { problem }])));
      }
      await db.transaction(async (tx) => {
        if (!(await q.marcarRespondida(tx, input.encuestaId, actor.usuarioId, hoy))) throw respondida();
        await q.guardarRespuesta(tx, input.encuestaId, e.anonima ? null : actor.usuarioId, input.respuestas);
        // The audit says that the person answered, never what.
        await audit(tx, actor, { entidad: 'encuesta_participacion', entidadId: `${input.encuestaId}:${actor.usuarioId}`, accion: 'enviar' });
      });
      return { ok: true as const };
    },
  };
}
export type EncuestaService = ReturnType<typeof encuestaService>;
