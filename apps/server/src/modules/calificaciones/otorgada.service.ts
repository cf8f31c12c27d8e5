import type { FiltroOtorgada, OtorgadaIn, TipoOtorgada } from '@claustro/domain/calificaciones/otorgada.contract';
import type { Actor, ServiceCall } from '../../platform/actor.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { DomainError, type FieldProblem } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { historialQueries } from './historial.queries.ts';
import {
  anularOtorgada,
  buscarOtorgadas,
  contextoOtorgar,
  convalidacionesDeSolicitud,
  exoneracionesVigentes,
  insertOtorgada,
  literalDe,
  lockOtorgada,
  otorgadaPorId,
  otorgadasDe,
} from './otorgada.queries.ts';

/**
 * Subjects granted without a section — validated (convalidación), exempted (exoneración) or conferred
 * from another career of the institution (colación) — by staff
 * holding the screen of the kind: only a subject of the student's plan, not passed already (nor an
 * equivalent), exempted only where the subject allows it; the grade takes the scale's letter of the kind.
 */
export function otorgadaService(deps: { database: Database }) {
  const db = deps.database.db;
  const h = historialQueries();
  /** Grants a subject of the kind (inside the caller's transaction): checked, its grade written, audited. */
  async function otorgar(tx: Db, actor: Actor, input: OtorgadaIn & { tipo: TipoOtorgada }) {
    const s = await contextoOtorgar(tx, input);
    if (!s?.estudiante) throw new DomainError('not_found');
    const fields: Record<string, FieldProblem> = {};
    if (!s.enPlan) fields.asignaturaId = { problem: 'asignatura_fuera_plan' };
    if (!s.periodo) fields.periodoAcademicoId = { problem: 'periodo_inexistente' };
    if (Object.keys(fields).length) throw new DomainError('validation', {}, fields);
    if (input.tipo === 'exoneracion' && !s.exonera) throw new DomainError('no_exonerable', { asignatura: s.asignatura });
    const record = await h.aprobadasYEnCurso(tx, input.estudianteCarreraId, null);
    const equivalentes = (await h.equivalencias(tx, [input.asignaturaId])).flat();
    if ([input.asignaturaId, ...equivalentes].some((x) => record.aprobadas.includes(x)))
      throw new DomainError('asignatura_aprobada', { asignatura: s.asignatura });
    const literal = await literalDe(tx, input.tipo);
    if (!literal) throw new DomainError('sin_literal');
    const { id, calificacionId } = await insertOtorgada(tx, input, literal, actor.usuarioId);
    await audit(tx, actor, { entidad: `calificacion_otorgada.${input.tipo}`, entidadId: id, accion: 'crear', despues: { ...input, calificacionId } });
    return id;
  }

  /** Annuls a grant of its kind (inside the caller's transaction): its grade leaves the record, the grant is kept with why. */
  async function anularEn(tx: Db, actor: Actor, input: { tipo: TipoOtorgada; id: number; motivo: string }) {
    const o = await lockOtorgada(tx, input.tipo, input.id);
    if (!o) throw new DomainError('not_found');
    if (o.anuladaEn) throw new DomainError('otorgada_anulada');
    await anularOtorgada(tx, { id: input.id, calificacionId: o.c, motivo: input.motivo, usuarioId: actor.usuarioId });
    await audit(tx, actor, {
      entidad: `calificacion_otorgada.${input.tipo}`,
      entidadId: input.id,
      accion: 'anular',
      despues: { motivo: input.motivo, calificacionId: o.c },
    });
  }

  const svc = {
    list: (tipo: TipoOtorgada, estudianteCarreraId: number) => otorgadasDe(db, tipo, estudianteCarreraId),

    /** Grants of a kind looked up by the ids given and a search of the student, subject or origin; newest first, paged. */
    async buscar(tipo: TipoOtorgada, f: FiltroOtorgada) {
      const rows = await buscarOtorgadas(db, tipo, f);
      return { rows: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0 };
    },

    /** Annuls a grant of its kind: its grade leaves the record, the grant and its grade are kept with why. */
    async anular({ actor, input }: ServiceCall<{ tipo: TipoOtorgada; id: number; motivo: string }>) {
      await db.transaction((tx) => anularEn(tx, actor, input));
      return otorgadaPorId(db, input.id);
    },

    /**
     * Sets a student career's exemptions given in a period to exactly `asignaturaIds`: those missing are
     * granted, those no longer listed annulled, all with the one reason; all or none.
     */
    async fijarExoneraciones({
      actor,
      input,
    }: ServiceCall<{ estudianteCarreraId: number; periodoAcademicoId: number; asignaturaIds: number[]; motivo: string }>) {
      await db.transaction(async (tx) => {
        const vigentes = await exoneracionesVigentes(tx, input.estudianteCarreraId, input.periodoAcademicoId);
        const quiere = new Set(input.asignaturaIds);
        for (const v of vigentes.filter((x) => !quiere.has(x.asignaturaId))) await anularEn(tx, actor, { tipo: 'exoneracion', id: v.id, motivo: input.motivo });
        for (const asignaturaId of [...quiere].filter((a) => !vigentes.some((v) => v.asignaturaId === a)))
          await otorgar(tx, actor, {
            tipo: 'exoneracion',
            estudianteCarreraId: input.estudianteCarreraId,
            periodoAcademicoId: input.periodoAcademicoId,
            asignaturaId,
            institucionOrigen: null,
            asignaturaOrigen: null,
            notaOrigen: null,
            motivo: input.motivo,
          });
      });
      return svc.buscar('exoneracion', { ...input, page: 1, pageSize: 200 });
    },

    /** The validations of the student admitted from an admission request, in the request's career. */
    porSolicitud: (solicitudAdmisionId: number) => convalidacionesDeSolicitud(db, solicitudAdmisionId),

    async create({ actor, input }: ServiceCall<OtorgadaIn & { tipo: TipoOtorgada }>) {
      const id = await db.transaction((tx) => otorgar(tx, actor, input));
      return otorgadaPorId(db, id);
    },
  };
  return svc;
}
export type OtorgadaService = ReturnType<typeof otorgadaService>;
