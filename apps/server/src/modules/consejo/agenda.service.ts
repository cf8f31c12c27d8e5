import type { SesionIn } from '@claustro/domain/consejo/agenda.contract';
import { faltaParaCerrar, puntoSinEstudiante } from '@claustro/domain/consejo/agenda.rules';
import { problemText } from '@claustro/domain/messages/problems';
import { fechaDma } from '@claustro/domain/platform/i18n';
import type { Actor, ServiceCall } from '../../platform/actor.ts';
import type { Institution } from '../../platform/config.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { DomainError, type FieldProblem } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { agendaQueries } from './agenda.queries.ts';
import { actaPdf } from './agenda.pdf.ts';

type DeSesion = { consejoSesionId: number };

/**
 * The council's agenda: sessions written and corrected until closed, each with who came and its points;
 * a disciplinary point names its student; closing needs members present and every point decided.
 */
export function agendaService(deps: { database: Database; institution: Institution }) {
  const q = agendaQueries(deps.database);
  const { db } = deps.database;

  async function leer(id: number, tx: Db = db) {
    const c = await q.cabecera(id, tx);
    if (!c) throw new DomainError('not_found');
    return { ...c, asistentes: await q.asistentes(id, tx), puntos: await q.puntos(id, tx) };
  }

  /** What the body names exists: the members, the students; a disciplinary point names its student. */
  async function comprobar(s: SesionIn) {
    const fields: Record<string, FieldProblem> = {};
    s.puntos.forEach((p, i) => {
      if (puntoSinEstudiante(p)) fields[`puntos.${i}.estudianteId`] = { problem: 'punto_sin_estudiante' };
    });
    const miembros = [...new Set(s.asistentes)];
    if (miembros.length && (await q.integrantesExisten(miembros)) !== miembros.length) fields.asistentes = { code: 'broken_reference' };
    const estudiantes = [...new Set(s.puntos.flatMap((p) => (p.estudianteId ? [p.estudianteId] : [])))];
    if (estudiantes.length && (await q.estudiantesExisten(estudiantes)) !== estudiantes.length) fields.puntos = { code: 'broken_reference' };
    if (Object.keys(fields).length) throw new DomainError('validation', {}, fields);
  }

  return {
    list: ({ input }: ServiceCall<{ value?: string; estudianteId: number | null; page: number; pageSize: number }>) => q.list(input),
    one: ({ input }: ServiceCall<DeSesion>) => leer(input.consejoSesionId),
    async create({ actor, input }: ServiceCall<SesionIn, Actor>) {
      await comprobar(input);
      return db.transaction(async (tx) => {
        const id = await q.crear(tx, input);
        await q.escribirDetalle(tx, id, input);
        const s = await leer(id, tx);
        await audit(tx, actor, { entidad: 'consejo_sesion', entidadId: id, accion: 'crear', despues: s });
        return s;
      });
    },
    async update({ actor, input }: ServiceCall<SesionIn & DeSesion, Actor>) {
      await comprobar(input);
      return db.transaction(async (tx) => {
        const antes = await q.cabecera(input.consejoSesionId, tx, true);
        if (!antes) throw new DomainError('not_found');
        if (antes.cerrada) throw new DomainError('sesion_cerrada', { fecha: fechaDma(antes.fecha) });
        const previa = await leer(input.consejoSesionId, tx);
        await q.actualizar(tx, input.consejoSesionId, input);
        await q.escribirDetalle(tx, input.consejoSesionId, input);
        const s = await leer(input.consejoSesionId, tx);
        await audit(tx, actor, { entidad: 'consejo_sesion', entidadId: input.consejoSesionId, accion: 'actualizar', antes: previa, despues: s });
        return s;
      });
    },
    async cerrar({ actor, input }: ServiceCall<DeSesion, Actor>) {
      return db.transaction(async (tx) => {
        const c = await q.cabecera(input.consejoSesionId, tx, true);
        if (!c) throw new DomainError('not_found');
        if (c.cerrada) throw new DomainError('sesion_cerrada', { fecha: fechaDma(c.fecha) });
        const s = await leer(input.consejoSesionId, tx);
        const falta = faltaParaCerrar(s);
        if (falta.sinAsistentes || falta.puntosPendientes.length) {
          const faltas = (lang: 'es' | 'en') =>
            [
              ...(falta.sinAsistentes ? [problemText('sin_asistentes', lang)] : []),
              ...(falta.puntosPendientes.length ? [problemText('puntos_sin_decision', lang, { puntos: falta.puntosPendientes.join(', ') })] : []),
            ].join('; ');
          throw new DomainError('sesion_incompleta', { faltas: faltas(actor.lang) });
        }
        await q.cerrar(tx, input.consejoSesionId);
        await audit(tx, actor, { entidad: 'consejo_sesion', entidadId: input.consejoSesionId, accion: 'cerrar' });
        return { ...s, cerrada: true };
      });
    },
    async acta({ actor, input }: ServiceCall<DeSesion, Actor>) {
      const s = await leer(input.consejoSesionId);
      return actaPdf(deps.institution, s, await q.presentes(input.consejoSesionId), actor.lang);
    },
    estudiantes: ({ input }: ServiceCall<{ value: string }>) => q.estudiantes(input.value),
  };
}
export type AgendaService = ReturnType<typeof agendaService>;
