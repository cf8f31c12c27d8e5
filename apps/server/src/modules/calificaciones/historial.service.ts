import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { historialReaders, type HistorialAcademico } from '@claustro/domain/calificaciones/historial.contract';
import { huellaDeRecord, porPeriodo } from '@claustro/domain/calificaciones/historial.rules';
import { indiceTexto } from '@claustro/domain/calificaciones/indice.rules';
import { codigoDocumento, codigoNormalizado } from '@claustro/domain/documentos/codigo.rules';
import type { DocumentoValidado } from '@claustro/domain/documentos/validacion.contract';
import type { ServiceCall } from '../../platform/actor.ts';
import type { AccessCache } from '../../platform/auth/access-cache.ts';
import type { Institution } from '../../platform/config.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { historialQueries } from './historial.queries.ts';
import { recordNotasPdf } from './record-notas.pdf.ts';
import { quienLee } from './quien-califica.ts';

type Ref = { estudianteCarreraId: number };

/** What a transcript states, kept with its code and shown to whoever checks it. */
interface ContenidoRecord {
  nombre: string;
  matricula: string;
  carrera: string;
  plan: string | null;
  sede: string;
  creditos: number;
  creditosPlan: number;
  indice: number | null;
  periodos: number;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * A student career's academic history, the transcript issued from it with a verification code, and
 * the public check of such a code: valid while the record is still the one the document was made
 * from (its digest kept at issue), refused once the record has changed.
 */
export function historialService(deps: { database: Database; access: AccessCache; institution: Institution }) {
  const q = historialQueries();
  const db = deps.database.db;

  async function compose(tx: Db, estudianteCarreraId: number) {
    const who = await q.estudiante(tx, estudianteCarreraId);
    if (!who) throw new DomainError('not_found');
    const notas = await q.notas(tx, estudianteCarreraId);
    const { owner, planEstudioId: _p, ...rest } = who;
    const historial: HistorialAcademico = { ...rest, ...porPeriodo(notas) };
    return { owner, historial, huella: sha256(huellaDeRecord(who, notas)) };
  }
  /** The student themself, or staff who read records. */
  const mayRead = quienLee(deps.access);
  const fecha = (d: Date, lang: 'es' | 'en') =>
    new Intl.DateTimeFormat(lang === 'es' ? 'es-DO' : 'en-US', { dateStyle: 'long', timeZone: deps.institution.timeZone }).format(d);

  return {
    async get({ actor, input }: ServiceCall<Ref>) {
      const { owner, historial } = await compose(db, input.estudianteCarreraId);
      await mayRead(actor, owner, historialReaders);
      return historial;
    },

    /** Issues the transcript: the document kept (code, what it states, the record's digest), audited, then printed. */
    async record({ actor, input, origin }: ServiceCall<Ref> & { origin: string }) {
      const { historial: h, huella } = await compose(db, input.estudianteCarreraId);
      const codigo = codigoDocumento(randomBytes(11));
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
      };
      const emitido = await db.transaction(async (tx) => {
        const [row] = (
          await tx.execute(sql`
            insert into documento_emitido (codigo, tipo, estudiante_carrera_id, contenido, huella, emitido_por)
            values (${codigo}, 'record_notas', ${input.estudianteCarreraId}, ${JSON.stringify(contenido)}::jsonb, ${huella}, ${actor.usuarioId})
            returning id, emitido_en as "emitidoEn"`)
        ).rows as { id: number; emitidoEn: string }[];
        await audit(tx, actor, { entidad: 'documento_emitido', entidadId: row.id, accion: 'crear', despues: { codigo, tipo: 'record_notas', ...contenido } });
        return new Date(row.emitidoEn);
      });
      const url = `${deps.institution.titleValidationBaseUrl || origin}/validacion-titulo`;
      return { codigo, pdf: await recordNotasPdf(deps.institution, h, { codigo, url, emitido: fecha(emitido, actor.lang) }, actor.lang) };
    },

    /** Checks a document's code (public): what it states while its record is unchanged. */
    async validar({ input, lang }: { input: { codigo: string }; lang: 'es' | 'en' }): Promise<DocumentoValidado> {
      const codigo = codigoNormalizado(input.codigo);
      if (!codigo) throw new DomainError('codigo_invalido');
      const [doc] = (
        await db.execute(sql`select tipo, estudiante_carrera_id as "estudianteCarreraId", contenido, huella, emitido_en as "emitidoEn"
                               from documento_emitido where codigo = ${codigo}`)
      ).rows as { tipo: string; estudianteCarreraId: number; contenido: ContenidoRecord; huella: string; emitidoEn: string }[];
      if (!doc) throw new DomainError('documento_no_encontrado');
      if ((await compose(db, doc.estudianteCarreraId)).huella !== doc.huella) throw new DomainError('documento_alterado');
      const c = doc.contenido;
      const es = lang === 'es';
      return {
        codigo,
        tipo: doc.tipo,
        emitidoEn: fecha(new Date(doc.emitidoEn), lang),
        nombre: c.nombre,
        matricula: c.matricula,
        carrera: c.carrera,
        sede: c.sede,
        contenido: [
          { etiqueta: es ? 'Documento' : 'Document', valor: es ? 'Récord de calificaciones' : 'Academic transcript' },
          { etiqueta: es ? 'Plan de estudios' : 'Study plan', valor: c.plan ?? '—' },
          { etiqueta: es ? 'Créditos aprobados' : 'Credits earned', valor: es ? `${c.creditos} de ${c.creditosPlan}` : `${c.creditos} of ${c.creditosPlan}` },
          { etiqueta: es ? 'Índice acumulado' : 'Cumulative index', valor: indiceTexto(c.indice) },
          { etiqueta: es ? 'Períodos cursados' : 'Terms taken', valor: String(c.periodos) },
        ],
      };
    },
  };
}
export type HistorialService = ReturnType<typeof historialService>;
