import { createHash } from 'node:crypto';
import { documentTexts, fill } from '@claustro/domain/messages/documents';
import { historialReaders, recordScreen, type HistorialAcademico } from '@claustro/domain/calificaciones/historial.contract';
import { huellaDeRecord, porPeriodo } from '@claustro/domain/calificaciones/historial.rules';
import { indiceTexto } from '@claustro/domain/calificaciones/indice.rules';
import type { ServiceCall } from '../../platform/actor.ts';
import type { AccessCache } from '../../platform/auth/access-cache.ts';
import type { Institution } from '../../platform/config.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { ContenidoBase, DocumentosService } from '../documentos/documentos.service.ts';
import { historialQueries } from './historial.queries.ts';
import { recordNotasPdf } from './record-notas.pdf.ts';
import { quienLee } from './quien-califica.ts';

type Ref = { estudianteCarreraId: number };

/** What a transcript states, kept with its code and shown to whoever checks it. */
interface ContenidoRecord extends ContenidoBase {
  plan: string | null;
  creditos: number;
  creditosPlan: number;
  indice: number | null;
  periodos: number;
  /** The registry's signed copy, or the student's own (unofficial). Absent on transcripts issued before it was kept: official. */
  oficial?: boolean;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * A student career's academic history, and the transcript issued from it with a verification code:
 * it vouches for the record while the record is still the one it was made from (its digest kept at
 * issue), and is refused once the record has changed.
 */
export function historialService(deps: { database: Database; access: AccessCache; institution: Institution; documentos: DocumentosService }) {
  const q = historialQueries();
  const db = deps.database.db;

  async function compose(tx: Db, estudianteCarreraId: number) {
    const who = await q.estudiante(tx, estudianteCarreraId);
    if (!who) throw new DomainError('not_found');
    const notas = await q.notas(tx, estudianteCarreraId);
    const { owner, planEstudioId, femenino, ...rest } = who;
    const historial: HistorialAcademico = { ...rest, ...porPeriodo(notas) };
    return { owner, planEstudioId, femenino, historial, huella: sha256(huellaDeRecord(who, notas)) };
  }
  /** The student themself, or staff who read records. */
  const mayRead = quienLee(deps.access);

  // A transcript vouches for the record as it was issued: any grade changed since refuses its code.
  deps.documentos.registrar<ContenidoRecord>('record_notas', {
    huella: async (tx, doc) => (doc.estudianteCarreraId === null ? null : (await compose(tx, doc.estudianteCarreraId)).huella),
    lineas: (c, lang) => {
      const s = documentTexts(lang).verificacion;
      return [
        { etiqueta: s.documento, valor: s.record },
        { etiqueta: s.plan, valor: c.plan ?? '—' },
        { etiqueta: s.creditosAprobados, valor: fill(s.creditosDe, { creditos: c.creditos, plan: c.creditosPlan }) },
        { etiqueta: s.indiceAcumulado, valor: indiceTexto(c.indice) },
        { etiqueta: s.periodos, valor: String(c.periodos) },
        ...(c.oficial === false ? [{ etiqueta: s.copia, valor: s.copiaNoOficial }] : []),
      ];
    },
  });

  return {
    /** The record as documents read it: the history and its digest (no access check: for other services). */
    expediente: compose,
    async get({ actor, input }: ServiceCall<Ref>) {
      const { owner, historial } = await compose(db, input.estudianteCarreraId);
      await mayRead(actor, owner, historialReaders);
      return historial;
    },

    /**
     * Issues the transcript (the student their own, unofficial; staff holding its screen anyone's, signed
     * and sealed): the document kept (code, what it states, the record's digest), audited, then printed.
     */
    async record({ actor, input, origin }: ServiceCall<Ref> & { origin: string }) {
      const { owner, historial: h, huella } = await compose(db, input.estudianteCarreraId);
      await mayRead(actor, owner, [recordScreen]);
      // The student's own copy is unofficial; the registry's is signed and sealed.
      const oficial = owner !== actor.usuarioId;
      const contenido: ContenidoRecord = {
        nombre: h.nombre,
        matricula: h.matricula,
        carrera: h.carrera,
        plan: h.plan,
        sede: h.sede,
        creditos: h.creditos,
        creditosPlan: h.creditosPlan,
        indice: h.indice,
        periodos: h.periodos.length,
        oficial,
      };
      const [identificacion, firmante] = await Promise.all([q.identificacion(db, input.estudianteCarreraId), oficial ? q.firmanteRecord(db) : null]);
      const { codigo, emitido } = await db.transaction((tx) =>
        deps.documentos.emitir(tx, actor, { tipo: 'record_notas', estudianteCarreraId: input.estudianteCarreraId, contenido, huella }),
      );
      const url = deps.documentos.urlValidacion(origin);
      const impreso = { codigo, url, emitido: deps.documentos.fecha(emitido, actor.lang), identificacion, firmante, oficial };
      return { codigo, pdf: await recordNotasPdf(deps.institution, h, impreso, actor.lang) };
    },
  };
}
export type HistorialService = ReturnType<typeof historialService>;
