import { sql } from 'drizzle-orm';
import { cargosDeParticipante, type CargoDeParticipante, type PrecioCurso } from '@claustro/domain/educacion-continuada/cargos.rules';
import type { Db } from '../../platform/db/database.ts';
import { contabilidadQueries } from '../financieros/contabilidad.queries.ts';

/** A request standing in a status that takes a seat, with what its course asks. */
export type SolicitudACargar = PrecioCurso & { titulo: string; monedaPagoId: number; servicioContableId: number | null };

export const cargosParticipanteQueries = {
  /** The request's course and price, when the request takes a seat (accepted or enrolled); else nothing. */
  aCargar: async (db: Db, solicitudInscripcionId: number) =>
    (
      await db.execute(sql`
        select c.cur_titulo as titulo, c.cur_costo::text as costo, coalesce(c.cur_monto_ins, 0)::text as "montoInscripcion",
               coalesce(c.cur_cant_cuotas, 0) as cuotas, to_char(c.cur_fecha_inicio, 'YYYY-MM-DD') as inicio,
               c.cur_moneda_id as "monedaPagoId", c.servicio_contable_id as "servicioContableId"
          from ec_solicitud_inscripcion s join ec_estado_solicitud e on e.estado_solicitud_admision_id = s.estado_solicitud_id and e.est_sol_ocupa_cupo
          join ec_curso c on c.curso_id = s.curso_id
         where s.solicitud_inscripcion_id = ${solicitudInscripcionId}`)
    ).rows[0] as SolicitudACargar | undefined,

  /** Writes the charges a request does not have yet (each once: a second call adds nothing); the ids written. */
  async escribir(tx: Db, solicitudInscripcionId: number, s: SolicitudACargar, cargos: CargoDeParticipante[], usuarioId: number) {
    if (!cargos.length) return [];
    const total = cargos.filter((c) => c.tipo === 'cuota').length;
    const filas = cargos.map((c) => ({
      ...c,
      concepto: `${c.tipo === 'inscripcion' ? 'Inscripción' : `Cuota ${c.cuota} de ${total}`} · ${s.titulo}`.slice(0, 200),
    }));
    return (
      (
        await tx.execute(sql`
          insert into cargo_estudiante (solicitud_inscripcion_id, tipo, cuota, concepto, fecha_vence, monto, moneda_pago_id, servicio_contable_id, creado_por)
          select ${solicitudInscripcionId}, x.tipo, x.cuota, x.concepto, x.vence::date, x.monto::numeric, ${s.monedaPagoId}, ${s.servicioContableId}, ${usuarioId}
            from json_to_recordset(${JSON.stringify(filas)}::json) x(tipo text, cuota int, concepto text, vence text, monto text)
          on conflict (solicitud_inscripcion_id, tipo, cuota) where estado = 'vigente' and tipo in ('inscripcion', 'cuota', 'recargo') do nothing
          returning cargo_estudiante_id as id`)
      ).rows as { id: number }[]
    ).map((r) => r.id);
  },
};

/**
 * A request that takes a seat gets its charges — the course's enrolment amount and instalments —
 * once, put on the ledger like a student's (the course's accounting service takes the income). Called
 * wherever a request's status is written: processing it, and staff editing it.
 */
export async function cargarParticipante(tx: Db, solicitudInscripcionId: number, o: { usuarioId: number; hoy: string }) {
  const s = await cargosParticipanteQueries.aCargar(tx, solicitudInscripcionId);
  if (!s) return;
  const ids = await cargosParticipanteQueries.escribir(tx, solicitudInscripcionId, s, cargosDeParticipante(s, o.hoy), o.usuarioId);
  await contabilidadQueries().cargos(tx, ids, o.usuarioId);
}
