import { maskedName } from '@claustro/domain/academicos/egresado.rules';
import type { Database } from '../../platform/db/database.ts';
import { graduatedCareers } from './consulta-egresado.queries.ts';

/**
 * The public graduate check: whether the holder of an identification (or matrícula) graduated, and
 * of what, from the careers whose status means "graduated"; the name comes back shortened.
 */
export function consultaEgresadoService(deps: { database: Database }) {
  return {
    async check({ input }: { input: { documento: string } }) {
      const rows = await graduatedCareers(deps.database, input.documento.toUpperCase());
      return {
        egresado: rows.length > 0,
        nombre: rows[0] ? maskedName(rows[0].nombres, rows[0].apellidos) : null,
        titulos: rows.map(({ carrera, titulo, sede }) => ({ carrera, titulo, sede })),
      };
    },
  };
}
export type ConsultaEgresadoService = ReturnType<typeof consultaEgresadoService>;
