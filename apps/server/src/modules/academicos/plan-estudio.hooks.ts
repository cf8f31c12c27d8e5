import type { Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { ResourceHooks } from '../../platform/resources/engine.ts';
import { subjectsByIds } from './asignatura.queries.ts';
import { planVersionTaken } from './planes.queries.ts';

/** One plan per career and version; a detail row without credits takes its subject's. */
export const planEstudioHooks: ResourceHooks = {
  async beforeWrite(tx: Db, values, id) {
    if (await planVersionTaken(tx, values.carreraId as number, values.plEnVersion as number, id)) {
      throw new DomainError(
        'plan_version_taken',
        { version: values.plEnVersion },
        { plEnVersion: { code: 'plan_version_taken', params: { version: values.plEnVersion } } },
      );
    }
    const details = (values.planesEstudiosDetalles ?? []) as { asignaturaId: number; plDeCreditos: number | null }[];
    const missing = details.filter((d) => d.plDeCreditos === null || d.plDeCreditos === undefined).map((d) => d.asignaturaId);
    if (!missing.length) return;
    const creditsOf = new Map((await subjectsByIds(tx, missing)).map((r) => [r.asignatura_id, r.asig_creditos]));
    for (const d of details) d.plDeCreditos ??= creditsOf.get(d.asignaturaId) ?? 0;
  },
};
