import { randomBytes } from 'node:crypto';
import { documentTexts } from '@claustro/domain/messages/documents';
import { codigoDocumento, codigoNormalizado } from '@claustro/domain/documentos/codigo.rules';
import type { DocumentoValidado } from '@claustro/domain/documentos/validacion.contract';
import type { Lang } from '@claustro/domain/platform/i18n';
import type { Actor } from '../../platform/actor.ts';
import type { Institution } from '../../platform/config.ts';
import type { Database, Db } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { documentoPorCodigo, insertDocumento, type ContenidoBase } from './documentos.queries.ts';

export type { ContenidoBase };

/**
 * A kind of document (transcript, title, letter), as the module that issues it describes it: the
 * digest of what it vouches for as it stands now (null: annulled), and its lines for whoever checks it.
 */
export interface TipoDocumento<C extends ContenidoBase = ContenidoBase> {
  /** `estudianteCarreraId` is null only for kinds given to people who are not students (diplomas). */
  huella(db: Db, doc: { codigo: string; estudianteCarreraId: number | null; contenido: C }): Promise<string | null>;
  lineas(contenido: C, lang: Lang): { etiqueta: string; valor: string }[];
}

/**
 * Documents the institution issues and vouches for (`documento_emitido`): each issued with a
 * verification code, what it states and the digest of what it was made from; the public check
 * (`/validacion-titulo`) shows what it stated when issued and whether it still stands (its record's
 * digest unchanged, or changed since, or the document annulled). The modules that issue documents
 * register their kinds.
 */
export function documentosService(deps: { database: Database; institution: Institution }) {
  const tipos = new Map<string, TipoDocumento>();
  const fecha = (d: Date, lang: Lang) =>
    new Intl.DateTimeFormat(documentTexts(lang).comun.locale, { dateStyle: 'long', timeZone: deps.institution.timeZone }).format(d);

  return {
    registrar<C extends ContenidoBase>(tipo: string, t: TipoDocumento<C>) {
      tipos.set(tipo, t as unknown as TipoDocumento);
    },
    /** A date as documents print it, in the institution's time zone. */
    fecha,
    /** The address printed on documents (and in their QR) where a code is checked. */
    urlValidacion: (origin: string) => `${deps.institution.titleValidationBaseUrl || origin}/validacion-titulo`,

    /** Keeps an issued document (inside the caller's transaction), audited; answers its id, its code and when it was issued. */
    async emitir(tx: Db, actor: Actor, d: { tipo: string; estudianteCarreraId: number | null; contenido: ContenidoBase; huella: string }) {
      if (!tipos.has(d.tipo)) throw new Error(`unknown document kind ${d.tipo}`);
      const codigo = codigoDocumento(randomBytes(11));
      const found = await insertDocumento(tx, { ...d, codigo, usuarioId: actor.usuarioId });
      await audit(tx, actor, { entidad: 'documento_emitido', entidadId: found.id, accion: 'crear', despues: { codigo, tipo: d.tipo, ...d.contenido } });
      return { id: found.id, codigo, emitido: new Date(found.emitidoEn) };
    },

    /**
     * Checks a document's code (public): what it stated when issued, and whether that still stands —
     * the record it was made from unchanged (`vigente`), changed since (`desactualizado`), or the
     * document annulled; and when a later one of its kind was issued to the same student.
     */
    async validar({ input, lang }: { input: { codigo: string }; lang: Lang }): Promise<DocumentoValidado> {
      const codigo = codigoNormalizado(input.codigo);
      if (!codigo) throw new DomainError('codigo_invalido');
      const db = deps.database.db;
      const doc = await documentoPorCodigo(db, codigo);
      const tipo = doc && tipos.get(doc.tipo);
      if (!doc || !tipo) throw new DomainError('documento_no_encontrado');
      const ahora = await tipo.huella(db, { ...doc, codigo });
      const c = doc.contenido;
      return {
        codigo,
        tipo: doc.tipo,
        emitidoEn: fecha(new Date(doc.emitidoEn), lang),
        nombre: c.nombre,
        matricula: c.matricula,
        carrera: c.carrera,
        sede: c.sede,
        contenido: tipo.lineas(c, lang),
        estado: ahora === null ? 'anulado' : ahora === doc.huella ? 'vigente' : 'desactualizado',
        posterior: doc.posterior === null ? null : fecha(new Date(doc.posterior), lang),
      };
    },
  };
}
export type DocumentosService = ReturnType<typeof documentosService>;
