import { campaignKey, datosPropiosScreen, datosReaders, type DatosPersonalesIn } from '@claustro/domain/academicos/datos-estudiante.contract';
import { fechaDma } from '@claustro/domain/platform/i18n';
import { parametroSistema } from '@claustro/domain/administracion-sistema/parametro-sistema.resource';
import type { ServiceCall } from '../../platform/actor.ts';
import type { AccessCache } from '../../platform/auth/access-cache.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { problemInBoth } from '@claustro/domain/messages/problems';
import type { Retencion } from '@claustro/domain/seleccion/seleccion.rules';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import type { CatalogueService } from '../../platform/resources/catalogue.service.ts';
import type { PersonasService } from '../generales/personas.service.ts';
import { datosEstudianteQueries } from './datos-estudiante.queries.ts';

/** The personal-data campaign: a student confirms their data; staff start and end the campaign and follow it. */
export function datosEstudianteService(deps: {
  database: Database;
  clock: Clock;
  access: AccessCache;
  personas: PersonasService;
  catalogues: CatalogueService;
}) {
  const q = datosEstudianteQueries(deps.database);
  async function ownStudent(usuarioId: number) {
    const s = await q.ownStudent(usuarioId);
    if (!s) throw new DomainError('forbidden');
    return s;
  }
  const found = <T>(row: T | undefined): T => {
    if (row === undefined) throw new DomainError('not_found');
    return row;
  };
  return {
    /** Registration's hold while a campaign asks the student to confirm their data. */
    async retencion(r: { estudianteCarreraId: number }, db: Db): Promise<Retencion[]> {
      const desde = await q.pendienteDeCarrera(db, r.estudianteCarreraId);
      return desde
        ? [
            {
              origen: 'registro',
              motivo: problemInBoth('datos_por_confirmar', { desde: fechaDma(desde) }),
              levanta: problemInBoth('datos_por_confirmar_levanta'),
              bloquea: true,
              enlace: datosPropiosScreen,
            },
          ]
        : [];
    },
    async isCurrent({ actor, input }: ServiceCall<{ estudianteId: number }>) {
      const own = await q.ownStudent(actor.usuarioId);
      if (own?.estudiante_id !== input.estudianteId && !(await deps.access.holds(actor.usuarioId, datosReaders))) throw new DomainError('forbidden');
      return found(await q.isCurrent(input.estudianteId));
    },
    own: async ({ actor }: ServiceCall<unknown>) => found(await q.read((await ownStudent(actor.usuarioId)).estudiante_id)),
    async confirm({ actor, input }: ServiceCall<DatosPersonalesIn>) {
      const s = await ownStudent(actor.usuarioId);
      const before = await q.read(s.estudiante_id);
      await deps.database.db.transaction(async (tx) => {
        await deps.personas.replaceContacts(tx, s.persona_id, input);
        await q.confirm(tx, s.estudiante_id, input);
        await audit(tx, actor, { entidad: 'estudiante.datosPersonales', entidadId: s.estudiante_id, accion: 'actualizar', antes: before, despues: input });
      });
      return found(await q.read(s.estudiante_id));
    },
    progress: () => q.progress(),
    async setCampaign({ actor, input }: ServiceCall<{ desde: string | null }>) {
      if (input.desde && input.desde > deps.clock.today()) {
        throw new DomainError('validation', {}, { desde: { problem: 'fecha_futura' } });
      }
      await deps.database.db.transaction(async (tx) => {
        await q.setCampaign(tx, input.desde);
        await audit(tx, actor, { entidad: 'parametroSistema', entidadId: campaignKey, accion: 'actualizar', despues: input });
      });
      deps.catalogues.changed(parametroSistema);
      return q.progress();
    },
  };
}
export type DatosEstudianteService = ReturnType<typeof datosEstudianteService>;
