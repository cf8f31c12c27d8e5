import type { HorarioOfertaIn, HorarioOfertaResultado } from '@claustro/domain/seleccion/oferta.contract';
import { seccionEntrada, seccionNombre, type Seccion } from '@claustro/domain/horarios/seccion-horario.contract';
import { primeraFranjaLibre, seCruzan, type Hora } from '@claustro/domain/horarios/franjas.rules';
import { meetingsLine } from '@claustro/domain/horarios/semana-items';
import { errorMessage } from '@claustro/domain/platform/messages';
import type { ServiceCall } from '../../platform/actor.ts';
import type { Database } from '../../platform/db/database.ts';
import { transactionOrTrial } from '../../platform/db/trial.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import type { SeccionesService } from '../horarios/secciones.service.ts';
import type { PeriodosService } from '../academicos/periodos.service.ts';
import { problemInBoth } from '@claustro/domain/messages/problems';
import { aulasDelRecinto } from './oferta.queries.ts';

/** The plan term a section belongs to (its students take its subjects together), or null when it says none. */
const termOf = (s: Seccion) => (s.planEstudioId && s.seEnCuatrimestreAsignatura ? `${s.planEstudioId}:${s.seEnCuatrimestreAsignatura}` : null);

/**
 * Gives hours to the offer (`/seleccion/genera-horario-oferta`): each active section of a period and
 * campus without meetings takes the first standard slot (`franjas.rules.ts`) that the other subjects of
 * its plan term leave free — preferring one where a room that holds its seats is free, else a virtual
 * room — and is written through the same checks as a change by hand, each in a savepoint. Professors
 * are left for the registry. A trial runs the same and is undone.
 */
export function horarioOfertaService(deps: { database: Database; secciones: SeccionesService; periodos: PeriodosService }) {
  return {
    async generar({ actor, input }: ServiceCall<HorarioOfertaIn>): Promise<HorarioOfertaResultado> {
      await deps.periodos.notEnded(input.periodoAcademicoId, 'periodoAcademicoId');
      const delPeriodo = await deps.secciones.ofPeriod({ periodoAcademicoId: input.periodoAcademicoId, sedeId: input.sedeId });
      const aulas = await aulasDelRecinto(deps.database.db, input.sedeId);
      const porTermino = new Map<string, Hora[]>();
      const porAula = new Map<number, Hora[]>();
      const ocupar = (s: Seccion, horas: Hora[], aulaId: number | null) => {
        const term = termOf(s);
        if (term) porTermino.set(term, [...(porTermino.get(term) ?? []), ...horas]);
        if (aulaId) porAula.set(aulaId, [...(porAula.get(aulaId) ?? []), ...horas]);
      };
      for (const s of delPeriodo)
        for (const m of s.seccionesHorariosDetalle) ocupar(s, [{ diaId: m.diaId, desde: m.seDeHoraInicio, hasta: m.seDeHoraFin }], m.aulaId);
      const pendientes = delPeriodo
        .filter((s) => s.estatus && !s.seccionesHorariosDetalle.length && (!input.carreraId || s.carreraId === input.carreraId))
        .sort((a, b) => (termOf(a) ?? '').localeCompare(termOf(b) ?? '') || a.asignaturaCodigo.localeCompare(b.asignaturaCodigo));
      const result: HorarioOfertaResultado = { prueba: input.prueba, colocadas: [], sinLugar: [] };
      return transactionOrTrial(deps.database, input.prueba, async (tx) => {
        for (const s of pendientes) {
          const nombre = `${seccionNombre(s)} ${s.asignaturaDescripcion}`;
          const ocupadas = porTermino.get(termOf(s) ?? '') ?? [];
          const aulaLibre = (horas: Hora[]) =>
            aulas.find((a) => !a.virtual && a.capacidad >= s.seEnCapacidad && !horas.some((h) => (porAula.get(a.aulaId) ?? []).some((o) => seCruzan(h, o))));
          const horas = primeraFranjaLibre(ocupadas, s.creditos, (h) => !!aulaLibre(h)) ?? primeraFranjaLibre(ocupadas, s.creditos);
          if (!horas) {
            result.sinLugar.push({
              seccion: nombre,
              motivo: problemInBoth('cuatrimestre_sin_franja'),
            });
            continue;
          }
          const aula = aulaLibre(horas) ?? aulas.find((a) => a.virtual) ?? null;
          const nueva = {
            ...seccionEntrada(s),
            seccionesHorariosDetalle: horas.map((h) => ({
              diaId: h.diaId,
              seDeHoraInicio: h.desde,
              seDeHoraFin: h.hasta,
              aulaId: aula?.aulaId ?? null,
              profesorId: null,
            })),
          };
          try {
            await tx.transaction((sp) => deps.secciones.reviseSection(sp, s.seccionAsignaturaId, nueva));
          } catch (e) {
            if (!(e instanceof DomainError)) throw e;
            result.sinLugar.push({ seccion: nombre, motivo: { es: errorMessage(e.code, 'es', e.params), en: errorMessage(e.code, 'en', e.params) } });
            continue;
          }
          ocupar(s, horas, aula?.aulaId ?? null);
          const detalle = horas.map((h, i) => ({
            seccionHorarioDetalleId: i,
            diaId: h.diaId,
            seDeHoraInicio: h.desde,
            seDeHoraFin: h.hasta,
            aulaDescripcion: aula?.descripcion ?? null,
            profesorNombre: null,
          }));
          result.colocadas.push({ seccion: nombre, horario: meetingsLine({ ...s, seccionesHorariosDetalle: detalle }, actor.lang) });
        }
        if (!input.prueba && result.colocadas.length)
          await audit(tx, actor, {
            entidad: 'seccionHorario',
            entidadId: `horario-oferta:${input.periodoAcademicoId}:${input.sedeId}`,
            accion: 'actualizar',
            despues: { ...input, colocadas: result.colocadas.map((c) => c.seccion) },
          });
        return result;
      });
    },
  };
}
export type HorarioOfertaService = ReturnType<typeof horarioOfertaService>;
