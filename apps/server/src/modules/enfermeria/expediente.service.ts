import { enlacePersona, tiposPersonaExpediente, type Expediente, type ExpedienteIn } from '@claustro/domain/enfermeria/expediente.contract';
import type { Actor, ServiceCall } from '../../platform/actor.ts';
import type { Institution } from '../../platform/config.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit, auditAll } from '../../platform/audit.ts';
import { expedienteQueries, type FiltroVisitas } from './expediente.queries.ts';
import { historialPdf } from './expediente.pdf.ts';

const entidad = 'expediente';

/**
 * The infirmary's visits: recording one (the medicine given comes off its stock, never below zero),
 * correcting one (the stock follows), reading them and printing a person's record. Clinical records
 * are confidential: every read leaves an audit row naming who read which visit.
 */
export function expedienteService(deps: { database: Database; institution: Institution }) {
  const q = expedienteQueries(deps.database);
  const { db } = deps.database;

  /** The person's name (as the institution has it; an employee's as typed), or a 400 when the person does not exist. */
  async function nombre(tx: Db, v: ExpedienteIn) {
    const enlace = enlacePersona[v.tipoPersonaId];
    if (enlace === null) return v.expeNombrePersona!;
    const found = await q.nombreDe(tx, v);
    if (!found) throw new DomainError('validation', {}, { [enlace]: { problem: 'persona_inexistente' } });
    return found;
  }

  /** Takes a visit's medicine off the stock (when its type is counted), or refuses with what is left. */
  async function retirar(tx: Db, medicamentoId: number, cantidad: number, nuevo: boolean) {
    const m = await q.medicamento(tx, medicamentoId);
    if (!m) throw new DomainError('validation', {}, { medicamentoId: { problem: 'medicamento_requerido' } });
    if (!m.activo && nuevo) throw new DomainError('validation', {}, { medicamentoId: { problem: 'medicamento_inactivo' } });
    if (!m.cuenta) return;
    if ((await q.retirar(tx, medicamentoId, cantidad)) === undefined) {
      throw new DomainError('existencia_insuficiente', { medicamento: m.descripcion, existencia: await q.existencia(tx, medicamentoId), cantidad });
    }
  }

  async function comprobarEnfermera(tx: Db, v: ExpedienteIn) {
    if (!(await q.enfermeraActiva(tx, v.enfermeraId))) throw new DomainError('validation', {}, { enfermeraId: { problem: 'enfermera_inactiva' } });
  }

  /** Visits read: one audit row for each (who read which record, and when), written in one statement. */
  const leidas = (actor: Actor, visitas: Expediente[], tx: Db = db) =>
    auditAll(
      tx,
      actor,
      visitas.map((v) => ({ entidad, entidadId: v.expedienteId, accion: 'acceso' as const })),
    );

  return {
    async list({ actor, input }: ServiceCall<FiltroVisitas>) {
      const found = await q.page(input);
      await leidas(actor, found.rows);
      return found;
    },
    async one({ actor, input }: ServiceCall<{ expedienteId: number }>) {
      const v = await q.one(db, input.expedienteId);
      if (!v) throw new DomainError('not_found');
      await leidas(actor, [v]);
      return v;
    },
    async create({ actor, input }: ServiceCall<ExpedienteIn>) {
      const id = await db.transaction(async (tx) => {
        await comprobarEnfermera(tx, input);
        const n = await nombre(tx, input);
        if (input.medicamentoId !== null) await retirar(tx, input.medicamentoId, input.expeCantidad_Suministrada, true);
        const created = await q.insert(tx, { ...input, nombre: n }, actor.usuarioId);
        await audit(tx, actor, { entidad, entidadId: created, accion: 'crear', despues: input });
        return created;
      });
      return (await q.one(db, id))!;
    },
    /** A correction: what the visit gave goes back to the stock, what it gives now comes off it, in one transaction. */
    async update({ actor, input }: ServiceCall<ExpedienteIn & { expedienteId: number }>) {
      const { expedienteId, ...v } = input;
      await db.transaction(async (tx) => {
        const antes = await q.forUpdate(tx, expedienteId);
        if (!antes) throw new DomainError('not_found');
        await comprobarEnfermera(tx, v);
        const n = await nombre(tx, v);
        if (antes.medicamentoId !== null) {
          const m = await q.medicamento(tx, antes.medicamentoId);
          if (m?.cuenta) await q.devolver(tx, antes.medicamentoId, antes.cantidad);
        }
        if (v.medicamentoId !== null) await retirar(tx, v.medicamentoId, v.expeCantidad_Suministrada, v.medicamentoId !== antes.medicamentoId);
        await q.update(tx, expedienteId, { ...v, nombre: n });
        await audit(tx, actor, { entidad, entidadId: expedienteId, accion: 'actualizar', antes, despues: v });
      });
      return (await q.one(db, expedienteId))!;
    },
    /** The record of the visit's person as a PDF: every visit of theirs, each read audited and marked printed. */
    async historial({ actor, input }: ServiceCall<{ expedienteId: number }>) {
      const visitas = await q.historial(input.expedienteId);
      if (!visitas.length) throw new DomainError('not_found');
      await db.transaction(async (tx) => {
        await leidas(actor, visitas, tx);
        await q.marcarImpresos(
          tx,
          visitas.map((v) => v.expedienteId),
        );
      });
      return historialPdf(deps.institution, visitas, actor.lang);
    },
    personas: ({ input }: ServiceCall<{ tipoPersonaId: number; value: string }>) =>
      // An employee is named as typed: there is no one to find.
      input.tipoPersonaId === tiposPersonaExpediente.empleado ? Promise.resolve([]) : q.personas(input.tipoPersonaId, input.value),
  };
}
export type ExpedienteService = ReturnType<typeof expedienteService>;
