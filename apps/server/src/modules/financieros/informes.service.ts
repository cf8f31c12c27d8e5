import { informes, porcentaje, totalesInforme, type NombreInforme } from '@claustro/domain/financieros/informes';
import { cents } from '@claustro/domain/platform/money';
import type { ServiceCall } from '../../platform/actor.ts';
import type { Institution } from '../../platform/config.ts';
import type { Database } from '../../platform/db/database.ts';
import { informesQueries } from './informes.queries.ts';

/** Finance's reports: a report's rows over a span, with what they add up to per currency. */
export function informesService(deps: { database: Database; institution: Institution }) {
  const db = deps.database.db;
  return {
    async informe(nombre: NombreInforme, { input }: ServiceCall<{ desde: string; hasta: string; sedeId?: number }>) {
      let filas = await informesQueries[nombre](db, { ...input, zona: deps.institution.timeZone });
      if (nombre === 'cobranzas' || nombre === 'planesPagos')
        filas = filas.map((f) => ({ ...f, porcentaje: porcentaje(cents(String(f.cobrado)), cents(String(f.vencido))) }));
      return { filas, totales: totalesInforme(informes[nombre], filas) };
    },
  };
}
export type InformesService = ReturnType<typeof informesService>;
