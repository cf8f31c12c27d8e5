import { DomainError } from '../../platform/errors.ts';
import type { ResourceHooks } from '../../platform/resources/engine.ts';
import { encuestaFija } from './encuesta.queries.ts';

/** An opened survey keeps its template, its anonymity and the groups already called (more groups may be added). */
export const encuestaHooks: ResourceHooks = {
  async beforeWrite(tx, values, id) {
    if (id === null) return;
    const fija = await encuestaFija(tx, id);
    if (!fija) return;
    const grupos = new Set(((values.grupos as { participanteId: number }[] | undefined) ?? []).map((g) => Number(g.participanteId)));
    const problema = { problem: 'plantilla_encuesta_abierta' } as const;
    if (Number(values.encuestaPlantillaId) !== fija.plantillaId) throw new DomainError('validation', {}, { encuestaPlantillaId: problema });
    if (Boolean(values.anonima) !== fija.anonima) throw new DomainError('validation', {}, { anonima: problema });
    if (!fija.grupos.every((g) => grupos.has(g))) throw new DomainError('validation', {}, { grupos: problema });
  },
};
