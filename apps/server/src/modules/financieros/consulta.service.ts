import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { consultaQueries } from './consulta.queries.ts';

/** Finance's look-ups: campuses with registers, a campus's registers and users, a user's cashier record, a service's price for a payer. */
export function consultaService(deps: { database: Database }) {
  const q = consultaQueries();
  const db = deps.database.db;
  return {
    sedesConCaja: () => q.sedesConCaja(db),
    usuariosSede: (sedeId?: number) => q.usuariosSede(db, sedeId),
    cajasSede: (sedeId?: number) => q.cajasSede(db, sedeId),
    cajeroEnSede: (usuarioId: number, sedeId: number) => q.cajeroEnSede(db, usuarioId, sedeId),
    async precio(p: { servicioContableId: number; tipoPersonaId: number; codigoPersona: string }) {
      const estudiante = await q.esTipoEstudiante(db, p.tipoPersonaId);
      const r = await q.precio(db, p.servicioContableId, estudiante ? p.codigoPersona : null);
      if (!r) throw new DomainError('not_found');
      return r;
    },
  };
}
export type ConsultaService = ReturnType<typeof consultaService>;
