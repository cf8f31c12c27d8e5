import type { ServiceCall } from '../../platform/actor.ts';
import type { Database } from '../../platform/db/database.ts';
import type { PeriodosService } from '../academicos/periodos.service.ts';
import { proyeccionPage } from './proyeccion.queries.ts';

/** Section projections (`proyeccionPage`): what students will ask for in a period against the seats offered. */
export function proyeccionService(deps: { database: Database; periodos: PeriodosService }) {
  return {
    async page({ input }: ServiceCall<{ periodoAcademicoId: number; sedeId?: number | null; value?: string; page: number; pageSize: number }>) {
      await deps.periodos.get(input.periodoAcademicoId, 'periodoAcademicoId');
      const rows = await proyeccionPage(deps.database.db, input);
      return { rows: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 };
    },
  };
}
export type ProyeccionService = ReturnType<typeof proyeccionService>;
