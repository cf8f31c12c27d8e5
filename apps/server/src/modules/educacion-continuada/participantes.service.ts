import type { z } from 'zod';
import { faltaParaCertificar, porcentajeAsistencia } from '@claustro/domain/educacion-continuada/certificado.rules';
import { estudiantesScreen, type asistenciaIn, type entregaIn, type Participacion } from '@claustro/domain/educacion-continuada/participantes.contract';
import { cents } from '@claustro/domain/platform/money';
import type { Actor, ServiceCall } from '../../platform/actor.ts';
import type { AccessCache } from '../../platform/auth/access-cache.ts';
import { audit } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { ParticipanteService } from '../financieros/participante.service.ts';
import { participantesQueries as q, type ParticipacionRow } from './participantes.queries.ts';

/**
 * Participants: each participation with its attendance, documents, balance (finance's, for a page of
 * them at once) and what its certificate still lacks (`faltaParaCertificar`); attendance per course
 * and date; where each required document stands.
 */
export function participantesService(deps: { database: Database; clock: Clock; access: AccessCache; participantes: ParticipanteService }) {
  const db = deps.database.db;

  /** Whoever holds the participants' screen reaches every course's attendance; a facilitator, only their own courses'. */
  async function puedeTomar(actor: Actor, cursoId: number) {
    if (await deps.access.holds(actor.usuarioId, [estudiantesScreen])) return;
    if (!(await q.facilita(db, actor.usuarioId, cursoId))) throw new DomainError('forbidden');
  }

  /** Rows completed with their balances (one query for all) and what their certificates lack. */
  async function completar(d: Db, filas: ParticipacionRow[]): Promise<Participacion[]> {
    const saldos = new Map(
      (
        await deps.participantes.saldos(
          d,
          filas.map((f) => f.solicitudInscripcionId),
        )
      ).map((s) => [s.solicitudInscripcionId, s]),
    );
    const hoy = deps.clock.today();
    return filas.map(({ sesiones, presentes, minimo, ...f }) => {
      const s = saldos.get(f.solicitudInscripcionId);
      const saldo = s ? { moneda: s.moneda, cargado: s.cargado, pagado: s.pagado, balance: s.balance, vencido: s.vencido } : null;
      return {
        ...f,
        asistencia: { sesiones, presentes, minimo, porcentaje: porcentajeAsistencia(presentes, sesiones) },
        saldo,
        falta: faltaParaCertificar({
          ocupaCupo: f.ocupaCupo,
          finCurso: f.fin,
          hoy,
          sesiones,
          presentes,
          minimo,
          balance: saldo ? cents(saldo.balance) : 0n,
          documentosFaltantes: f.documentos.filter((x) => x.obligatorio && !x.cumple).length,
        }),
      };
    });
  }

  async function asistenciaDe(cursoId: number, fecha: string) {
    const curso = await q.curso(db, cursoId);
    if (!curso) throw new DomainError('not_found');
    const [participantes, sesiones] = await Promise.all([q.asistencia(db, cursoId, fecha), q.sesiones(db, cursoId)]);
    return { ...curso, fecha, sesiones, participantes };
  }

  return {
    completar,
    async list({ input }: ServiceCall<{ cursoId?: number; value?: string; todas?: 'true' | 'false'; page: number; pageSize: number }>) {
      const r = await q.list(db, { ...input, todas: input.todas === 'true' });
      return { rows: await completar(db, r.rows), total: r.total };
    },
    async persona({ input }: ServiceCall<{ identificacion: string }>) {
      const filas = await q.porPersona(db, input.identificacion.replace(/-/g, ''));
      if (!filas.length) throw new DomainError('not_found');
      return completar(db, filas);
    },
    /** Participations by their requests (the certificates' and the withdrawals' screens). */
    porIds: async (d: Db, ids: number[]) => completar(d, await q.porIds(d, ids)),

    misCursos: ({ actor }: ServiceCall<unknown>) => q.misCursos(db, actor.usuarioId),

    async asistencia({ actor, input }: ServiceCall<{ cursoId: number; fecha: string }>) {
      await puedeTomar(actor, input.cursoId);
      return asistenciaDe(input.cursoId, input.fecha);
    },

    async tomarAsistencia({ actor, input }: ServiceCall<z.output<typeof asistenciaIn> & { cursoId: number }>) {
      await puedeTomar(actor, input.cursoId);
      const curso = await q.curso(db, input.cursoId);
      if (!curso) throw new DomainError('not_found');
      if (input.fecha < curso.inicio || input.fecha > curso.fin || input.fecha > deps.clock.today())
        throw new DomainError('validation', {}, { fecha: { problem: 'fecha_fuera_de_curso', params: { inicio: curso.inicio, fin: curso.fin } } });
      const ids = [...new Set(input.presentes.map((p) => p.solicitudInscripcionId))];
      await db.transaction(async (tx) => {
        const sentados = new Set(await q.sentados(tx, input.cursoId, ids));
        const ajeno = ids.find((i) => !sentados.has(i));
        if (ajeno !== undefined) throw new DomainError('participante_no_inscrito', { solicitud: String(ajeno) });
        await q.marcar(tx, input.cursoId, input.fecha, input.presentes, actor.usuarioId);
        await audit(tx, actor, {
          entidad: 'ec_asistencia',
          entidadId: input.cursoId,
          accion: 'actualizar',
          despues: { fecha: input.fecha, presentes: input.presentes },
        });
      });
      return asistenciaDe(input.cursoId, input.fecha);
    },

    async documentos({ input }: ServiceCall<{ cursoId: number }>) {
      const curso = await q.curso(db, input.cursoId);
      if (!curso) throw new DomainError('not_found');
      const [documentos, filas] = await Promise.all([
        q.documentosDelCurso(db, input.cursoId),
        q.list(db, { cursoId: input.cursoId, todas: false, page: 1, pageSize: 5000 }),
      ]);
      return {
        cursoId: curso.cursoId,
        curso: curso.curso,
        documentos,
        participantes: filas.rows.map((f) => ({
          solicitudInscripcionId: f.solicitudInscripcionId,
          codigo: f.codigo,
          nombre: f.nombre,
          identificacion: f.identificacion,
          entregas: f.documentos,
        })),
      };
    },

    async entregar({ actor, input }: ServiceCall<z.output<typeof entregaIn> & { solicitudInscripcionId: number; documentoPlantillaId: number }>) {
      await db.transaction(async (tx) => {
        const pide = await q.pide(tx, input.solicitudInscripcionId, input.documentoPlantillaId);
        if (!pide) throw new DomainError('not_found');
        if (!pide.pide) throw new DomainError('documento_no_requerido');
        const estado = await q.estadoDocumento(tx, input.estadoDocumentoSolicitudId);
        if (!estado) throw new DomainError('validation', {}, { estadoDocumentoSolicitudId: { code: 'broken_reference' } });
        await q.entregar(tx, { ...input, usuarioId: actor.usuarioId });
        await audit(tx, actor, {
          entidad: 'ec_solicitud_documento',
          entidadId: input.solicitudInscripcionId,
          accion: 'actualizar',
          despues: { documentoPlantillaId: input.documentoPlantillaId, estado: estado.nombre, nota: input.nota },
        });
      });
      return (await q.entrega(db, input.solicitudInscripcionId, input.documentoPlantillaId))!;
    },
  };
}
export type ParticipantesService = ReturnType<typeof participantesService>;
