import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { ResourceHooks } from '../../platform/resources/engine.ts';
import { intArray } from '../../platform/db/sql.ts';

/** One plan per career and version; a detail row without credits takes its subject's. */
export const planEstudioHooks: ResourceHooks = {
  async beforeWrite(tx: Db, values, id) {
    const taken = await tx.execute(sql`
      select 1 from plan_estudio where carrera_id = ${values.carreraId as number} and pl_en_version = ${values.plEnVersion as number}
         and plan_estudio_id <> ${id ?? 0} limit 1`);
    if (taken.rows.length) {
      throw new DomainError(
        'plan_version_taken',
        { version: values.plEnVersion },
        { plEnVersion: { code: 'plan_version_taken', params: { version: values.plEnVersion } } },
      );
    }
    const details = (values.planesEstudiosDetalles ?? []) as { asignaturaId: number; plDeCreditos: number | null }[];
    const missing = details.filter((d) => d.plDeCreditos === null || d.plDeCreditos === undefined).map((d) => d.asignaturaId);
    if (!missing.length) return;
    const credits = await tx.execute(sql`select asignatura_id, asig_creditos from asignatura where asignatura_id = any(${intArray(missing)})`);
    const creditsOf = new Map((credits.rows as { asignatura_id: number; asig_creditos: number }[]).map((r) => [r.asignatura_id, r.asig_creditos]));
    for (const d of details) d.plDeCreditos ??= creditsOf.get(d.asignaturaId) ?? 0;
  },
};
