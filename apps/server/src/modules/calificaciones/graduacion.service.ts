import type { Candidato, Graduado, GraduarIn } from '@claustro/domain/calificaciones/graduacion.contract';
import { documentTexts, fill } from '@claustro/domain/messages/documents';
import { honorPorIndice, lineaDelLibro, tituloDelGraduado } from '@claustro/domain/calificaciones/graduacion.rules';
import { indiceTexto } from '@claustro/domain/calificaciones/indice.rules';
import type { ServiceCall } from '../../platform/actor.ts';
import type { Institution } from '../../platform/config.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import type { ContenidoBase, DocumentosService } from '../documentos/documentos.service.ts';
import type { AuditoriaService } from './auditoria.service.ts';
import { graduacionQueries, type FiltroGraduacion } from './graduacion.queries.ts';
import { indiceMinimoGraduacion, reglaRepeticionDe } from './historial.queries.ts';
import { titulosPdf } from './titulo.pdf.ts';
import { presentacionDocumentos } from '../diploma/presentacion.public.ts';

type Page = { page: number; pageSize: number };

/** What a title states, kept with its code. */
export interface ContenidoTitulo extends ContenidoBase {
  graduadoId: number;
  titulo: string;
  fechaGraduacion: string;
  honor: string | null;
  indice: number | null;
  registro: string;
}

/** What a title of a graduation states, worded in `lang` where it has words of its own. */
export const contenidoTitulo = (g: Graduado, lang: 'es' | 'en'): ContenidoTitulo => ({
  nombre: g.nombre,
  matricula: g.matricula,
  carrera: g.carrera,
  sede: g.sede,
  graduadoId: g.graduadoId,
  titulo: g.titulo,
  fechaGraduacion: g.fechaGraduacion,
  honor: g.honor,
  indice: g.indice,
  registro: fill(documentTexts(lang).carta.registro, g),
});

/**
 * Graduation (`/academicos/Graduacion`): candidates found set-based; a ceremony graduates several at
 * once, each confirmed by their own degree audit, written on the book's next lines with the honour
 * their index earns, their status set to graduated — all or none. A graduation is annulled with a
 * reason, never deleted. Titles (`/academicos/impresion-titulos`) are issued as verifiable documents:
 * a title vouches for its graduation while it stands as printed.
 */
export function graduacionService(deps: {
  database: Database;
  institution: Institution;
  filesDir: string;
  auditoria: AuditoriaService;
  documentos: DocumentosService;
}) {
  const q = graduacionQueries();
  const db = deps.database.db;
  const fecha = (iso: string, lang: 'es' | 'en') => deps.documentos.fecha(new Date(`${iso}T12:00:00Z`), lang);
  const huellaTitulo = (graduadoId: number) => q.huellaTitulo(db, graduadoId);

  deps.documentos.registrar<ContenidoTitulo>('titulo', {
    huella: (_db, doc) => huellaTitulo(doc.contenido.graduadoId),
    lineas: (c, lang) => {
      const s = documentTexts(lang).verificacion;
      return [
        { etiqueta: s.documento, valor: s.titulo },
        { etiqueta: s.tituloConferido, valor: c.titulo },
        { etiqueta: s.fechaGraduacion, valor: fecha(c.fechaGraduacion, lang) },
        ...(c.honor ? [{ etiqueta: s.honor, valor: c.honor }] : []),
        { etiqueta: s.indiceFinal, valor: indiceTexto(c.indice) },
        { etiqueta: s.registro, valor: c.registro },
      ];
    },
  });

  return {
    /** A student career's graduation in force and its digest, as documents about it vouch for it (no access check: for other services). */
    async vigente(estudianteCarreraId: number) {
      const graduado = await q.vigenteDe(db, estudianteCarreraId);
      return graduado ? { graduado, huella: (await huellaTitulo(graduado.graduadoId))! } : null;
    },
    /** A date as titles and letters print it. */
    fecha,

    async candidatos({ input }: ServiceCall<FiltroGraduacion & Page>): Promise<{ rows: Candidato[]; total: number }> {
      const [m, regla, honores] = await Promise.all([indiceMinimoGraduacion(db), reglaRepeticionDe(db), q.honores(db)]);
      const { rows, total } = await q.candidatos(db, { ...input, minimo: m, regla }, input);
      return { rows: rows.map((r) => ({ ...r, honor: honorPorIndice(r.indice, honores)?.descripcion ?? null })), total };
    },

    page: ({ input }: ServiceCall<FiltroGraduacion & { estado?: string } & Page>) => q.page(db, input, input),

    async graduar({ actor, input }: ServiceCall<GraduarIn>): Promise<Graduado[]> {
      const ids = [...new Set(input.estudianteCarreraIds)];
      // Each candidate's own degree audit decides (the one rule the audit screen shows); read before
      // writing, so the write transaction stays short.
      const audits = await Promise.all(ids.map((id) => deps.auditoria.evaluar(db, id)));
      for (const a of audits) if (!a.auditoria.completo) throw new DomainError('graduacion_incompleta', { nombre: a.who.nombre, matricula: a.who.matricula });
      const [honores, titulos] = await Promise.all([q.honores(db), q.titulos(db, ids)]);
      const graduados = await db.transaction(async (tx) => {
        const libro = await q.tomarLineas(tx, input.libroEgresadoId, ids.length);
        if (!libro) throw new DomainError((await q.libroUsable(tx, input.libroEgresadoId)) ? 'libro_lleno' : 'libro_no_disponible');
        const hechos: number[] = [];
        for (const [k, a] of audits.entries()) {
          const id = ids[k];
          const linea = lineaDelLibro(libro.desde + k, libro)!;
          const honor = honorPorIndice(a.auditoria.indice, honores);
          const t = titulos.find((x) => x.id === id)!;
          const row = await q.insertar(tx, {
            estudianteCarreraId: id,
            fechaGraduacion: input.fechaGraduacion,
            indice: a.auditoria.indice,
            honorAcademicoId: honor?.honorAcademicoId ?? null,
            titulo: tituloDelGraduado(t, t.femenino),
            libroEgresadoId: input.libroEgresadoId,
            secuencia: libro.desde + k,
            ...linea,
            usuarioId: actor.usuarioId,
          });
          if (!row) throw new DomainError('ya_graduado', { nombre: a.who.nombre, matricula: a.who.matricula });
          await q.marcarGraduado(tx, id, actor.usuarioId);
          await audit(tx, actor, {
            entidad: 'graduado',
            entidadId: row.id,
            accion: 'crear',
            despues: {
              estudianteCarreraId: id,
              fechaGraduacion: input.fechaGraduacion,
              indice: a.auditoria.indice,
              honor: honor?.descripcion ?? null,
              ...linea,
            },
          });
          hechos.push(row.id);
        }
        return hechos;
      });
      return q.many(db, graduados);
    },

    async anular({ actor, input }: ServiceCall<{ graduadoId: number; motivo: string }>): Promise<Graduado> {
      await db.transaction(async (tx) => {
        const before = await q.one(tx, input.graduadoId);
        if (!before) throw new DomainError('not_found');
        if (!(await q.anular(tx, input.graduadoId, input.motivo, actor.usuarioId))) throw new DomainError('graduacion_anulada');
        await q.restaurarEstado(tx, before.estudianteCarreraId, actor.usuarioId);
        await audit(tx, actor, {
          entidad: 'graduado',
          entidadId: input.graduadoId,
          accion: 'anular',
          antes: { estado: before.estado },
          despues: { estado: 'anulado', motivo: input.motivo },
        });
      });
      return (await q.one(db, input.graduadoId))!;
    },

    /** Prints titles: each issued as a document (code, what it states, its graduation's digest), then all in one PDF. */
    async titulos({ actor, input, origin }: ServiceCall<{ graduadoIds: number[] }> & { origin: string }) {
      const ids = [...new Set(input.graduadoIds)];
      const graduados = await q.many(db, ids);
      if (graduados.length !== ids.length) throw new DomainError('not_found');
      if (graduados.some((g) => g.estado !== 'graduado')) throw new DomainError('graduacion_anulada');
      const lang = actor.lang;
      const huellas = await Promise.all(ids.map(huellaTitulo));
      const emitidos = await db.transaction(async (tx) => {
        const out = [];
        for (const [k, g] of graduados.entries()) {
          const contenido = contenidoTitulo(g, lang);
          const { codigo } = await deps.documentos.emitir(tx, actor, {
            tipo: 'titulo',
            estudianteCarreraId: g.estudianteCarreraId,
            contenido,
            huella: huellas[k]!,
          });
          out.push({ graduado: g, codigo, fecha: fecha(g.fechaGraduacion, lang) });
        }
        return out;
      });
      const presentacion = await presentacionDocumentos(db, deps.filesDir);
      return titulosPdf(deps.institution, emitidos, { presentacion, url: deps.documentos.urlValidacion(origin), lang });
    },
  };
}
export type GraduacionService = ReturnType<typeof graduacionService>;
