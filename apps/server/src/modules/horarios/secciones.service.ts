import { horarioProfesorReaders, seccionNombre, type SeccionIn } from '@claustro/domain/horarios/seccion-horario.contract';
import { diaNombre } from '@claustro/domain/horarios/choque.rules';
import type { ServiceCall } from '../../platform/actor.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import type { AccessCache } from '../../platform/auth/access-cache.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { seccionesQueries, type Choque, type SeccionFilter } from './secciones.queries.ts';
import { meetingsLine, semanaItems } from '@claustro/domain/horarios/semana-items';
import type { Institution } from '../../platform/config.ts';
import { semanaPdf } from './semana-pdf.public.ts';
import { seccionesReportePdf } from './secciones-reporte.pdf.ts';
import type { PeriodosService } from '../academicos/periodos.service.ts';
import { documentTexts, fill } from '@claustro/domain/messages/documents';

const unique = (xs: (number | null)[]) => [...new Set(xs.filter((x): x is number => !!x))].sort((a, b) => a - b);

/** The 409 of a clash: the other section, the day and hours, and the room or the professor. */
function clashError(c: Choque, at: number): DomainError {
  const params = { seccion: c.seccion, dia: diaNombre(c.diaId), desde: c.desde, hasta: c.hasta, aula: c.aula, profesor: c.profesor };
  const field = c.aula ? 'aulaId' : 'profesorId';
  const code = c.aula ? 'aula_ocupada' : 'profesor_ocupado';
  return new DomainError(code, params, { [`seccionesHorariosDetalle.${at}.${field}`]: { code, params } });
}

/**
 * Sections (spec §7 secciones-horarios): a section and its weekly meetings are written in one
 * transaction, after the rooms and professors they use are locked and checked for clashes.
 */
export function seccionesService(deps: { database: Database; access: AccessCache; institution: Institution; periodos: PeriodosService }) {
  const q = seccionesQueries(deps.database);

  /** The sections a professor teaches in a period: the professor's own, or anyone's for who reads timetables. */
  async function byProfesor({ actor, input }: ServiceCall<{ profesorId: number; periodoAcademicoId: number }>) {
    const own = (await q.professorOf(actor.usuarioId)) === input.profesorId;
    if (!own && !(await deps.access.holds(actor.usuarioId, horarioProfesorReaders))) throw new DomainError('forbidden');
    return q.all({ periodoAcademicoId: input.periodoAcademicoId, profesorId: input.profesorId });
  }

  async function check(tx: Db, s: SeccionIn, self: number | null) {
    if (await q.taken(tx, s, self)) {
      const codigo = (await q.subjectCode(tx, s.asignaturaId)) ?? String(s.asignaturaId);
      throw new DomainError(
        'seccion_duplicada',
        { seccion: seccionNombre({ asignaturaCodigo: codigo, seccionId: s.seccionId }) },
        { seccionId: { code: 'seccion_duplicada' } },
      );
    }
    const aulas = unique(s.seccionesHorariosDetalle.map((m) => m.aulaId));
    // A section meets on its own campus: a room of another one (the same label may exist on both) is refused.
    const elsewhere = await q.roomElsewhere(tx, aulas, s.sedeId);
    if (elsewhere) {
      const at = s.seccionesHorariosDetalle.findIndex((m) => m.aulaId === elsewhere.aulaId);
      const params = { aula: elsewhere.aula, sede: elsewhere.sede };
      throw new DomainError('aula_otra_sede', params, { [`seccionesHorariosDetalle.${at}.aulaId`]: { code: 'aula_otra_sede', params } });
    }
    await q.lock(tx, aulas, unique(s.seccionesHorariosDetalle.map((m) => m.profesorId)));
    const room = await q.smallestRoom(tx, aulas);
    if (room && s.seEnCapacidad > room.capacidad) {
      const params = { cupo: s.seEnCapacidad, aula: room.aula, capacidad: room.capacidad };
      throw new DomainError('cupo_mayor_que_aula', params, { seEnCapacidad: { code: 'cupo_mayor_que_aula', params } });
    }
    const clash = await q.clash(tx, s, self);
    if (clash) {
      const at = s.seccionesHorariosDetalle.findIndex(
        (m) =>
          m.diaId === clash.diaId &&
          m.seDeHoraInicio < clash.hasta &&
          clash.desde < m.seDeHoraFin &&
          ((clash.aulaId !== null && m.aulaId === clash.aulaId) || (clash.profesorId !== null && m.profesorId === clash.profesorId)),
      );
      throw clashError(clash, Math.max(at, 0));
    }
  }

  async function openSection(tx: Db, s: SeccionIn) {
    await check(tx, s, null);
    return q.save(tx, s, null);
  }
  /** Checks a section's new meetings as a change by hand is checked (clashes, seats within the room) and writes them. */
  async function reviseSection(tx: Db, seccionAsignaturaId: number, s: SeccionIn) {
    await check(tx, s, seccionAsignaturaId);
    return q.save(tx, s, seccionAsignaturaId);
  }

  async function get({ input }: ServiceCall<{ seccionAsignaturaId: number }>) {
    const found = await q.get(input.seccionAsignaturaId);
    if (!found) throw new DomainError('not_found');
    return found;
  }

  return {
    get,
    /** The professor a user is, or null. */
    professorOf: q.professorOf,
    /** A period's sections (on a campus, if given), for who has checked the asker (a copy of the timetable). */
    ofPeriod: (f: { periodoAcademicoId: number; sedeId?: number | null }) => q.all(f),
    /** Checks a new section as one opened by hand (duplicate, seats within the room, clashes) and writes it; answers its id. */
    openSection,
    reviseSection,
    page: ({ input }: ServiceCall<SeccionFilter & { periodoAcademicoId: number; page: number; pageSize: number }>) => q.page(input, input),
    /** The meetings held in a campus's rooms in a period (or one room's week). */
    occupation: ({ input }: ServiceCall<{ periodoAcademicoId: number; sedeId: number; aulaId?: number | null }>) => q.occupation(input),
    /** Sections by id or by schedule block, in any period (the module that asks has checked who asks). */
    named: (f: { ids?: number[]; bloques?: number[] }) => q.all(f),
    /** The list's sections (every page) printed by subject: all of them, or (`conCupo`) those on offer. */
    async reportePdf({
      actor,
      input,
    }: ServiceCall<{ periodoAcademicoId: number; sedeId?: number | null; carreraId?: number | null; value?: string; conCupo?: boolean }>) {
      const periodo = await deps.periodos.get(input.periodoAcademicoId, 'periodoAcademicoId');
      const t = documentTexts(actor.lang).seccionesReporte;
      const titulo = input.conCupo ? t.oferta : t.porAsignatura;
      return seccionesReportePdf(deps.institution, { titulo, detalle: periodo.nombre, secciones: await q.all(input) }, actor.lang);
    },
    /** Spec §7: the sections of a period on the campuses of the user who asks; another user's view is not theirs to ask for. */
    byPeriodo({ actor, input }: ServiceCall<{ periodoAcademicoId: number; asignaturaId?: number; usuarioId: number }>) {
      if (input.usuarioId !== actor.usuarioId) throw new DomainError('forbidden');
      return q.all({ periodoAcademicoId: input.periodoAcademicoId, asignaturaId: input.asignaturaId, usuarioId: actor.usuarioId });
    },
    /** A professor's sections in a period: the professor's own, or anyone's for who schedules or reports schedules. */
    byProfesor,
    /** The professor's week printed: the grid, then each section with its hours, campus and students. */
    async byProfesorPdf(call: ServiceCall<{ profesorId: number; periodoAcademicoId: number }>) {
      const secciones = await byProfesor(call);
      const names = await q.profesorYPeriodo(call.input.profesorId, call.input.periodoAcademicoId);
      if (!names) throw new DomainError('not_found');
      const lang = call.actor.lang;
      const { horarioProfesor: t, comun } = documentTexts(lang);
      return semanaPdf(
        deps.institution,
        {
          titulo: t.titulo,
          quien: names.profesor,
          detalle: fill(t.detalle, { periodo: names.periodo, secciones: secciones.length }),
          items: semanaItems(secciones),
          vacio: t.vacio,
          tabla: {
            columnas: [
              { titulo: comun.seccion, ancho: 70 },
              { titulo: comun.asignatura, ancho: 220 },
              { titulo: comun.horarioAula, ancho: 250 },
              { titulo: comun.recinto, ancho: 110 },
              { titulo: t.inscritos, ancho: 70 },
            ],
            filas: secciones.map((s) => [
              seccionNombre(s),
              s.asignaturaDescripcion,
              meetingsLine(s, lang),
              s.sedeDescripcion ?? '',
              `${s.seEnInscritos} / ${s.seEnCapacidad}`,
            ]),
          },
        },
        lang,
      );
    },
    /** The sections in a student career's selection for a period (the selection module has checked who asks). */
    inSelection: (estudianteCarreraId: number, periodoAcademicoId: number) => q.all({ periodoAcademicoId, estudianteCarreraId }),
    /** The sections a student career may choose in a period (the selection module has checked who asks). */
    offerFor: (estudianteCarreraId: number, periodoAcademicoId: number, todasLasSedes = false) =>
      q.all({ periodoAcademicoId, ofertaDe: estudianteCarreraId, ofertaTodasLasSedes: todasLasSedes }),
    /** The sections a student career waits for a seat in. */
    waitedFor: (estudianteCarreraId: number, periodoAcademicoId: number) => q.all({ periodoAcademicoId, esperaDe: estudianteCarreraId }),
    async propias({ actor, input }: ServiceCall<{ periodoAcademicoId: number }>) {
      const profesorId = await q.professorOf(actor.usuarioId);
      return { profesorId, secciones: profesorId ? await q.all({ periodoAcademicoId: input.periodoAcademicoId, profesorId }) : [] };
    },
    create: ({ actor, input }: ServiceCall<SeccionIn>) =>
      deps.database.db.transaction(async (tx) => {
        const id = await openSection(tx, input);
        const after = await q.one(tx, id);
        await audit(tx, actor, { entidad: 'seccionHorario', entidadId: id, accion: 'crear', despues: after });
        return after!;
      }),
    update: ({ actor, input }: ServiceCall<SeccionIn & { seccionAsignaturaId: number }>) =>
      deps.database.db.transaction(async (tx) => {
        const id = input.seccionAsignaturaId;
        const inscritos = await q.inscritos(tx, id);
        if (inscritos === null) throw new DomainError('not_found');
        if (input.seEnCapacidad < inscritos)
          throw new DomainError('cupo_menor_que_inscritos', { inscritos }, { seEnCapacidad: { code: 'cupo_menor_que_inscritos', params: { inscritos } } });
        const before = await q.one(tx, id);
        await check(tx, input, id);
        await q.save(tx, input, id);
        const after = await q.one(tx, id);
        await audit(tx, actor, { entidad: 'seccionHorario', entidadId: id, accion: 'actualizar', antes: before, despues: after });
        return after!;
      }),
  };
}
export type SeccionesService = ReturnType<typeof seccionesService>;
