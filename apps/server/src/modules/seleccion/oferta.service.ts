import type { ProblemCode } from '@claustro/domain/messages/problems';
import type { OfertaIn, OfertaResultado } from '@claustro/domain/seleccion/oferta.contract';
import { seccionNombre } from '@claustro/domain/horarios/seccion-horario.contract';
import type { ServiceCall } from '../../platform/actor.ts';
import type { Database } from '../../platform/db/database.ts';
import { transactionOrTrial } from '../../platform/db/trial.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import type { SeccionesService } from '../horarios/secciones.service.ts';
import type { PeriodosService } from '../academicos/periodos.service.ts';
import { materiasDelPlan, ofertaEncaja } from './oferta.queries.ts';

/**
 * Generates a period's offer from a plan (`/seleccion/generar-oferta`): each subject of the chosen
 * terms without a section in the period on the campus gets one, opened through `openSection` (the same
 * checks as one opened by hand), all in one transaction; a trial runs the same and is undone.
 */
export function ofertaService(deps: { database: Database; secciones: SeccionesService; periodos: PeriodosService }) {
  const bad = (field: string, problem: ProblemCode) => new DomainError('validation', {}, { [field]: { problem } });
  return {
    async generar({ actor, input }: ServiceCall<OfertaIn>): Promise<OfertaResultado> {
      const periodo = await deps.periodos.notEnded(input.periodoAcademicoId, 'periodoAcademicoId');
      const fit = await ofertaEncaja(deps.database.db, input);
      if (!fit.plan) throw bad('planEstudioId', 'plan_otra_carrera');
      if (!fit.sede) throw bad('sedeId', 'carrera_fuera_recinto');
      if (!fit.tipo) throw bad('periodoAcademicoId', 'sin_tipos_seccion');
      const terms = input.cuatrimestres.length ? input.cuatrimestres : null;
      const materias = await materiasDelPlan(deps.database.db, { ...input, cuatrimestres: terms });
      const result: OfertaResultado = { prueba: input.prueba, creadas: [], existentes: [] };
      return transactionOrTrial(deps.database, input.prueba, async (tx) => {
        for (const m of materias) {
          if (m.ofrecida) {
            result.existentes.push(`${m.codigo} ${m.nombre}`);
            continue;
          }
          await deps.secciones.openSection(tx, {
            periodoAcademicoId: input.periodoAcademicoId,
            asignaturaId: m.asignaturaId,
            planEstudioId: input.planEstudioId,
            tipoSeccionId: fit.tipo!,
            tipoClasificacionHorarioId: null,
            idiomaId: null,
            seccionId: 1,
            carreraId: input.carreraId,
            sedeId: input.sedeId,
            seEnCapacidad: input.cupo,
            seEnCompartida: false,
            seEnCuatrimestreAsignatura: m.cuatrimestre,
            seEnFechaInicia: periodo.inicio,
            seEnFechaFinaliza: periodo.fin,
            tipoCalificacionPlantillaId: null,
            estatus: true,
            seccionesHorariosDetalle: [],
          });
          result.creadas.push({ seccion: `${seccionNombre({ asignaturaCodigo: m.codigo, seccionId: 1 })} ${m.nombre}`, cuatrimestre: m.cuatrimestre });
        }
        if (!input.prueba && result.creadas.length)
          await audit(tx, actor, {
            entidad: 'seccionHorario',
            entidadId: `oferta:${input.periodoAcademicoId}:${input.sedeId}:${input.planEstudioId}`,
            accion: 'crear',
            despues: { ...input, creadas: result.creadas.map((c) => c.seccion) },
          });
        return result;
      });
    },
  };
}
export type OfertaService = ReturnType<typeof ofertaService>;
