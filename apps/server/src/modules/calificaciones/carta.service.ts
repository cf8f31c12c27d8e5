import { createHash } from 'node:crypto';
import { documentTexts, fill } from '@claustro/domain/messages/documents';
import type { CartaIn, ClaseCarta } from '@claustro/domain/calificaciones/carta.contract';
import { nombreCarta, textoCarta, type HechosCarta } from '@claustro/domain/calificaciones/carta.rules';
import { indiceTexto } from '@claustro/domain/calificaciones/indice.rules';
import type { Lang } from '@claustro/domain/platform/i18n';
import type { ServiceCall } from '../../platform/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Institution } from '../../platform/config.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { ContenidoBase, DocumentosService } from '../documentos/documentos.service.ts';
import type { GraduacionService } from './graduacion.service.ts';
import type { HistorialService } from './historial.service.ts';
import { cartaQueries } from './carta.queries.ts';
import { cartaPdf } from './carta.pdf.ts';

/** What a letter states, kept with its code: its kind, whom it was for, its facts (and how its words agree with the student: outside the facts' digest). */
interface ContenidoCarta extends ContenidoBase {
  clase: ClaseCarta;
  destinatario: string | null;
  hechos: HechosCarta;
  /** Absent on letters issued before it was kept. */
  femenino?: boolean;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * Letters (`/academicos/cartas`) about a student career, issued as verifiable documents. Each kind
 * vouches for its own facts: an enrolment certificate for the status and the term's registration, a
 * credits certificate for the record, a graduation certificate for the graduation in force.
 */
export function cartaService(deps: {
  database: Database;
  institution: Institution;
  clock: Clock;
  documentos: DocumentosService;
  historial: HistorialService;
  graduacion: GraduacionService;
}) {
  const q = cartaQueries();
  const db = deps.database.db;
  const noAplica = (nombre: string, motivo: string) => new DomainError('carta_no_aplica', { nombre, motivo });

  /** The facts a letter of this kind certifies now, and their digest; `lang` words the dates and reasons. */
  async function hechos(tx: Db, clase: ClaseCarta, estudianteCarreraId: number, lang: Lang, hoy: string) {
    const { historial: h, huella: record, femenino } = await deps.historial.expediente(tx, estudianteCarreraId);
    const s = documentTexts(lang).carta;
    const base = { nombre: h.nombre, matricula: h.matricula, carrera: h.carrera, sede: h.sede };
    if (clase === 'constancia_estudios') {
      const m = await q.matricula(tx, estudianteCarreraId, hoy);
      if (!m?.cursa) throw noAplica(h.nombre, fill(s.noCursa, { estado: m?.estado }));
      const f = { ...base, estado: m.estado, periodo: m.periodo, creditosInscritos: m.creditosInscritos };
      return { hechos: f, huella: sha256(JSON.stringify(f)), femenino };
    }
    if (clase === 'certificacion_creditos')
      return { hechos: { ...base, plan: h.plan, creditos: h.creditos, creditosPlan: h.creditosPlan, indice: indiceTexto(h.indice) }, huella: record, femenino };
    const v = await deps.graduacion.vigente(estudianteCarreraId);
    if (!v) throw noAplica(h.nombre, s.sinGraduacion);
    const g = v.graduado;
    const registro = fill(s.registro, g);
    return {
      hechos: { ...base, titulo: g.titulo, fecha: deps.graduacion.fecha(g.fechaGraduacion, lang), honor: g.honor, registro },
      huella: v.huella,
      femenino,
    };
  }

  deps.documentos.registrar<ContenidoCarta>('carta', {
    // Re-read in Spanish: a digest never depends on who checks it (the facts were digested as issued).
    huella: async (tx, doc) => {
      if (doc.estudianteCarreraId === null) return null;
      try {
        return (await hechos(tx, doc.contenido.clase, doc.estudianteCarreraId, 'es', deps.clock.today())).huella;
      } catch (e) {
        if (e instanceof DomainError && e.code === 'carta_no_aplica') return null;
        throw e;
      }
    },
    lineas: (c, lang) => {
      const { verificacion: s, carta } = documentTexts(lang);
      return [
        { etiqueta: s.documento, valor: nombreCarta[c.clase][lang] },
        { etiqueta: s.dirigidaA, valor: c.destinatario ?? carta.aQuien },
        { etiqueta: s.texto, valor: textoCarta(c.clase, c.hechos, lang, c.femenino) },
      ];
    },
  });

  return {
    page: ({ input }: ServiceCall<{ value?: string; page: number; pageSize: number }>) => q.page(db, input.value, input),

    async emitir({ actor, input, origin }: ServiceCall<CartaIn> & { origin: string }) {
      const lang = actor.lang;
      const hoy = deps.clock.today();
      const firmante = await q.firmante(db, input.firmanteId);
      if (!firmante) throw new DomainError('validation', {}, { firmanteId: { problem: 'firmante_inactivo' } });
      const [es, here] = await Promise.all([
        hechos(db, input.clase, input.estudianteCarreraId, 'es', hoy),
        hechos(db, input.clase, input.estudianteCarreraId, lang, hoy),
      ]);
      const contenido: ContenidoCarta = {
        nombre: es.hechos.nombre,
        matricula: es.hechos.matricula,
        carrera: es.hechos.carrera,
        sede: es.hechos.sede,
        clase: input.clase,
        destinatario: input.destinatario,
        hechos: es.hechos,
        femenino: es.femenino,
      };
      const { codigo, emitido } = await db.transaction((tx) =>
        deps.documentos.emitir(tx, actor, { tipo: 'carta', estudianteCarreraId: input.estudianteCarreraId, contenido, huella: es.huella }),
      );
      const url = deps.documentos.urlValidacion(origin);
      const pdf = await cartaPdf(
        deps.institution,
        {
          documento: nombreCarta[input.clase][lang],
          fecha: deps.documentos.fecha(emitido, lang),
          destinatario: input.destinatario ? [input.destinatario] : [],
          texto: textoCarta(input.clase, here.hechos, lang, here.femenino),
          aSolicitud: true,
          firmante,
        },
        {
          qr: `${url}?codigo=${codigo}`,
          verifica: fill(documentTexts(lang).carta.verifica, { codigo, url }),
        },
        lang,
      );
      return { codigo, pdf };
    },
  };
}
export type CartaService = ReturnType<typeof cartaService>;
