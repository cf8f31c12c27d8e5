import { seccionCopiada, type CopiaIn, type CopiaResultado } from '@claustro/domain/horarios/copia.contract';
import { seccionNombre } from '@claustro/domain/horarios/seccion-horario.contract';
import { errorMessage } from '@claustro/domain/platform/messages';
import type { ServiceCall } from '../../platform/actor.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { transactionOrTrial } from '../../platform/db/trial.ts';
import type { SeccionesService } from './secciones.service.ts';
import type { PeriodosService } from '../academicos/periodos.service.ts';

/**
 * Copies a period's timetable into another (`/horarios/copia-horario-periodo-anterior`): each active
 * section, checked and written as a section opened by hand is (duplicates, room and professor
 * clashes, seats within the room). One that is refused is left out with its reason; the rest are
 * written in one transaction. A trial runs the same and undoes it.
 */
export function copiaService(deps: { database: Database; periodos: PeriodosService; secciones: SeccionesService }) {
  async function periods(input: CopiaIn) {
    await deps.periodos.get(input.desdePeriodoId, 'desdePeriodoId');
    return deps.periodos.notEnded(input.haciaPeriodoId, 'haciaPeriodoId');
  }

  return {
    async copiar({ actor, input }: ServiceCall<CopiaIn>): Promise<CopiaResultado> {
      const { inicio, fin } = await periods(input);
      const sources = (await deps.secciones.ofPeriod({ periodoAcademicoId: input.desdePeriodoId, sedeId: input.sedeId })).filter((s) => s.estatus);
      const result: CopiaResultado = { prueba: input.prueba, copiadas: 0, omitidas: [] };
      return transactionOrTrial(deps.database, input.prueba, async (tx) => {
        for (const s of sources) {
          const copy = seccionCopiada(s, { periodoAcademicoId: input.haciaPeriodoId, inicio, fin }, input);
          try {
            // Each section in a savepoint: a refused one is undone alone.
            await tx.transaction((sp) => deps.secciones.openSection(sp, copy));
            result.copiadas++;
          } catch (e) {
            if (!(e instanceof DomainError)) throw e;
            result.omitidas.push({
              seccion: `${seccionNombre(s)} · ${s.sedeDescripcion}`,
              motivo: { es: errorMessage(e.code, 'es', e.params), en: errorMessage(e.code, 'en', e.params) },
            });
          }
        }
        if (!input.prueba)
          await audit(tx, actor, {
            entidad: 'seccionHorario',
            entidadId: `copia:${input.desdePeriodoId}:${input.haciaPeriodoId}`,
            accion: 'crear',
            despues: { ...input, copiadas: result.copiadas, omitidas: result.omitidas.map((o) => o.seccion) },
          });
        return result;
      });
    },
  };
}
export type CopiaService = ReturnType<typeof copiaService>;
