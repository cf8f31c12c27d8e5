import type { Bloque, BloqueIn } from '@claustro/domain/horarios/bloque-horario.contract';
import { problemasDelBloque } from '@claustro/domain/horarios/bloque.rules';
import { reunionesDe, seccionNombre } from '@claustro/domain/horarios/semana-items';
import type { Seccion } from '@claustro/domain/horarios/seccion-horario.contract';
import type { ServiceCall } from '../../platform/actor.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { bloquesQueries, type BloqueFila, type BloqueFiltro } from './bloques.queries.ts';
import type { SeccionesService } from './secciones.service.ts';
import { problemInBoth } from '@claustro/domain/messages/problems';
import { sentences } from '@claustro/domain/platform/i18n';

/**
 * Schedule blocks (`/horarios/bloques-horarios`): a block and its sections are written in one
 * transaction, after the sections are checked to make a block (`bloque.rules.ts`).
 */
export function bloquesService(deps: { database: Database; secciones: SeccionesService }) {
  const q = bloquesQueries(deps.database);

  /** Blocks with their sections (read in one query for all of them), credits and seats left. */
  async function withSections(rows: BloqueFila[]): Promise<Bloque[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.bloqueHorarioId);
    const [pairs, secciones] = await Promise.all([q.pairs(ids), deps.secciones.named({ bloques: ids })]);
    const byId = new Map(secciones.map((s) => [s.seccionAsignaturaId, s]));
    return rows.map((r) => {
      const own = pairs.filter((p) => p.bloqueHorarioId === r.bloqueHorarioId).flatMap((p) => byId.get(p.seccionAsignaturaId) ?? []);
      own.sort((a, b) => a.asignaturaCodigo.localeCompare(b.asignaturaCodigo) || a.seccionId - b.seccionId);
      return {
        ...r,
        secciones: own,
        creditos: own.reduce((n, s) => n + s.creditos, 0),
        cupo: own.length ? Math.max(0, Math.min(...own.map((s) => s.seEnCapacidad - s.seEnInscritos))) : 0,
      };
    });
  }

  /** The 400 of sections that do not make a block, each problem said; or the sections when they do. */
  async function checked(b: BloqueIn): Promise<Seccion[]> {
    const secciones = await deps.secciones.named({ ids: b.secciones });
    const missing = b.secciones.filter((id) => !secciones.some((s) => s.seccionAsignaturaId === id));
    const problems = problemasDelBloque(
      b,
      secciones.map((s) => ({
        nombre: seccionNombre(s),
        asignaturaId: s.asignaturaId,
        periodoAcademicoId: s.periodoAcademicoId,
        sedeId: s.sedeId,
        reuniones: reunionesDe(s),
      })),
    );
    if (missing.length) problems.unshift(problemInBoth('seccion_inexistente'));
    if (problems.length) throw new DomainError('validation', {}, { secciones: sentences(problems) });
    return secciones;
  }

  async function save(actor: ServiceCall<unknown>['actor'], b: BloqueIn, self: number | null) {
    await checked(b);
    const before = self === null ? null : await q.one(self);
    if (self !== null && !before) throw new DomainError('not_found');
    const id = await deps.database.db.transaction(async (tx) => {
      if (await q.taken(tx, b, self))
        throw new DomainError('bloque_duplicado', { bloque: b.blHoDescripcion }, { blHoDescripcion: { code: 'bloque_duplicado' } });
      const saved = await q.save(tx, b, self);
      await audit(tx, actor, { entidad: 'bloqueHorario', entidadId: saved, accion: self === null ? 'crear' : 'actualizar', antes: before, despues: b });
      return saved;
    });
    return (await withSections([(await q.one(id))!]))[0];
  }

  return {
    async page({ input }: ServiceCall<BloqueFiltro & { page: number; pageSize: number }>) {
      const { rows, total } = await q.page(input, input);
      return { rows: await withSections(rows), total };
    },
    /** A block with its sections (what the registration of a block reads too). */
    async get({ input }: ServiceCall<{ bloqueHorarioId: number }>) {
      const row = await q.one(input.bloqueHorarioId);
      if (!row) throw new DomainError('not_found');
      return (await withSections([row]))[0];
    },
    create: ({ actor, input }: ServiceCall<BloqueIn>) => save(actor, input, null),
    update: ({ actor, input }: ServiceCall<BloqueIn & { bloqueHorarioId: number }>) => save(actor, input, input.bloqueHorarioId),
  };
}
export type BloquesService = ReturnType<typeof bloquesService>;
