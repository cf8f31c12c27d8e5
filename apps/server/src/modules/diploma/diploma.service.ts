import { createHash } from 'node:crypto';
import type { ConfiguracionIn, EmitirIn } from '@claustro/domain/diploma/diploma.contract';
import { documentTexts } from '@claustro/domain/messages/documents';
import type { Actor, ServiceCall } from '../../platform/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Institution } from '../../platform/config.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { saveFile, sniffImage } from '../../platform/files.ts';
import { audit } from '../../platform/audit.ts';
import { renderPdf } from '../../platform/pdf.ts';
import type { ContenidoBase, DocumentosService } from '../documentos/documentos.service.ts';
import { estudiantesPorTexto } from '../academicos/estudiante-busqueda.public.ts';
import { diplomaQueries as q } from './diploma.queries.ts';
import { diplomasPdf, type DiplomaPagina } from './diploma.pdf.ts';
import { presentacionDocumentos } from './presentacion.public.ts';

export type ContenidoDiploma = ContenidoBase & { diploma: string; motivo: string | null; fecha: string };

/** What a diploma's code vouches for — whom to, why, when, of which kind and words — as a digest. */
export const huellaDiploma = (d: { nombre: string; motivo: string | null; fecha: string; tipo: string; texto: string }) =>
  createHash('sha256')
    .update(JSON.stringify({ nombre: d.nombre, motivo: d.motivo, fecha: d.fecha, tipo: d.tipo, texto: d.texto }))
    .digest('hex');
type Con<T> = ServiceCall<T, Actor>;

/**
 * PDFs print PNG and JPEG only, and a broken image would break every title and diploma after it: a
 * signature or seal is refused at upload unless the PDF library reads it.
 */
async function imagenImprimible(data: Buffer) {
  const kind = sniffImage(data);
  const refused = new DomainError('file_type', {}, { file: { code: 'file_type' } });
  if (kind !== 'png' && kind !== 'jpg') throw refused;
  try {
    await renderPdf({ size: [60, 60] }, (pdf) => {
      pdf.image(data, 0, 0, { fit: [50, 50] });
    });
  } catch {
    throw refused;
  }
}

/**
 * Diplomas: signature images and the layout titles share; diplomas issued from a kind to students or
 * named people, each a verifiable document (`/validacion-titulo`) that stands until annulled.
 */
export function diplomaService(deps: { database: Database; institution: Institution; filesDir: string; clock: Clock; documentos: DocumentosService }) {
  const { db } = deps.database;
  const fecha = (iso: string, lang: 'es' | 'en') => deps.documentos.fecha(new Date(`${iso}T12:00:00Z`), lang);
  const huella = async (codigo: string) => {
    const d = await q.vigente(db, codigo);
    return d ? huellaDiploma(d) : null;
  };

  deps.documentos.registrar<ContenidoDiploma>('diploma', {
    huella: (_db, doc) => huella(doc.codigo),
    lineas: (c, lang) => {
      const s = documentTexts(lang).verificacion;
      return [
        { etiqueta: s.documento, valor: `${s.diploma}: ${c.diploma}` },
        ...(c.motivo ? [{ etiqueta: s.motivo, valor: c.motivo }] : []),
        { etiqueta: s.fecha, valor: fecha(c.fecha, lang) },
      ];
    },
  });

  async function pdf(paginas: DiplomaPagina[], lang: 'es' | 'en', origin: string) {
    const presentacion = await presentacionDocumentos(db, deps.filesDir);
    return diplomasPdf(deps.institution, paginas, { presentacion, url: deps.documentos.urlValidacion(origin), lang });
  }

  async function firma(firmanteId: number) {
    const f = await q.firma(db, firmanteId);
    if (!f) throw new DomainError('not_found');
    return f;
  }

  return {
    firmas: () => q.firmas(db),
    async subirFirma({ actor, input }: Con<{ firmanteId: number; data: Buffer }>) {
      const antes = await firma(input.firmanteId);
      await imagenImprimible(input.data);
      const url = await saveFile(deps.filesDir, 'diplomas', `firma-${input.firmanteId}`, input.data);
      await db.transaction(async (tx) => {
        await q.ponerFirma(tx, input.firmanteId, url);
        await audit(tx, actor, { entidad: 'diploma_firma', entidadId: input.firmanteId, accion: 'actualizar', antes: antes.firmaUrl, despues: url });
      });
      return firma(input.firmanteId);
    },
    async quitarFirma({ actor, input }: Con<{ firmanteId: number }>) {
      const antes = await firma(input.firmanteId);
      await db.transaction(async (tx) => {
        await q.quitarFirma(tx, input.firmanteId);
        await audit(tx, actor, { entidad: 'diploma_firma', entidadId: input.firmanteId, accion: 'actualizar', antes: antes.firmaUrl, despues: null });
      });
      return firma(input.firmanteId);
    },

    configuracion: () => q.configuracion(db),
    async guardarConfiguracion({ actor, input }: Con<ConfiguracionIn>) {
      const antes = await q.configuracion(db);
      await db.transaction(async (tx) => {
        await q.guardarConfiguracion(tx, input);
        await audit(tx, actor, { entidad: 'diploma_configuracion', entidadId: 1, accion: 'actualizar', antes, despues: input });
      });
      return q.configuracion(db);
    },
    async ponerSello({ actor, input }: Con<{ data: Buffer | null }>) {
      const antes = await q.configuracion(db);
      if (input.data) await imagenImprimible(input.data);
      const url = input.data ? await saveFile(deps.filesDir, 'diplomas', 'sello', input.data) : null;
      await db.transaction(async (tx) => {
        await q.ponerSello(tx, url);
        await audit(tx, actor, {
          entidad: 'diploma_configuracion',
          entidadId: 1,
          accion: 'actualizar',
          antes: { selloUrl: antes.selloUrl },
          despues: { selloUrl: url },
        });
      });
      return q.configuracion(db);
    },
    /** A sample of a kind (or the first active one) as the configuration lays it out: no code, a watermark. */
    async muestra({ actor, input, origin }: Con<{ tipoDiplomaId?: number }> & { origin: string }) {
      const t = await q.tipo(db, input.tipoDiplomaId);
      if (!t) throw new DomainError('not_found');
      const s = documentTexts(actor.lang).diploma;
      return pdf([{ ...t, nombre: s.nombreMuestra, motivo: s.motivoMuestra, fecha: fecha(deps.clock.today(), actor.lang), codigo: null }], actor.lang, origin);
    },

    estudiantes: ({ input }: ServiceCall<{ value: string }>) => estudiantesPorTexto(db, input.value, 10),
    list: ({ input }: ServiceCall<{ value?: string; page: number; pageSize: number }>) => q.list(db, input),

    /** Issues one diploma per recipient, each a document with its code: all or none. */
    async emitir({ actor, input }: Con<EmitirIn>) {
      const tipo = await q.tipo(db, input.tipoDiplomaId);
      if (!tipo || !tipo.estatus) throw new DomainError('validation', {}, { tipoDiplomaId: { code: 'broken_reference' } });
      const ids = [...new Set(input.destinatarios.flatMap((d) => (d.estudianteId ? [d.estudianteId] : [])))];
      const estudiantes = new Map((await q.estudiantes(db, ids)).map((e) => [e.estudianteId, e]));
      if (estudiantes.size !== ids.length) throw new DomainError('validation', {}, { destinatarios: { code: 'broken_reference' } });
      const creados = await db.transaction(async (tx) => {
        const out: number[] = [];
        for (const d of input.destinatarios) {
          const e = d.estudianteId ? estudiantes.get(d.estudianteId)! : null;
          const nombre = e?.nombre ?? d.nombre!.trim();
          const contenido: ContenidoDiploma = {
            nombre,
            matricula: e?.matricula ?? '',
            carrera: e?.carrera ?? '',
            sede: e?.sede ?? '',
            diploma: tipo.titulo,
            motivo: input.motivo,
            fecha: input.fecha,
          };
          const vale = { nombre, motivo: input.motivo, fecha: input.fecha, tipo: tipo.titulo, texto: tipo.texto };
          const { codigo } = await deps.documentos.emitir(tx, actor, {
            tipo: 'diploma',
            estudianteCarreraId: e?.estudianteCarreraId ?? null,
            contenido,
            huella: huellaDiploma(vale),
          });
          const { id } = await q.insertar(tx, {
            codigo,
            tipoDiplomaId: tipo.tipoDiplomaId,
            estudianteId: e?.estudianteId ?? null,
            estudianteCarreraId: e?.estudianteCarreraId ?? null,
            nombre,
            motivo: input.motivo,
            fecha: input.fecha,
            usuarioId: actor.usuarioId,
          });
          await audit(tx, actor, { entidad: 'diploma', entidadId: id, accion: 'crear', despues: { codigo, ...vale } });
          out.push(id);
        }
        return out;
      });
      return q.filas(db, creados);
    },

    async pdf({ actor, input, origin }: Con<{ ids: number[] }> & { origin: string }) {
      const ids = [...new Set(input.ids)];
      const found = await q.impresos(db, ids);
      if (found.length !== ids.length) throw new DomainError('not_found');
      const anulado = found.find((d) => d.anulado);
      if (anulado) throw new DomainError('diploma_anulado', { codigo: anulado.codigo });
      return pdf(
        found.map((d) => ({ ...d, fecha: fecha(d.fecha, actor.lang) })),
        actor.lang,
        origin,
      );
    },

    async anular({ actor, input }: Con<{ diplomaId: number; motivo: string }>) {
      await db.transaction(async (tx) => {
        const d = await q.bloquear(tx, input.diplomaId);
        if (!d) throw new DomainError('not_found');
        if (d.anulado) throw new DomainError('diploma_anulado', { codigo: d.codigo });
        await q.anular(tx, input.diplomaId, input.motivo);
        await audit(tx, actor, { entidad: 'diploma', entidadId: input.diplomaId, accion: 'anular', despues: { motivo: input.motivo } });
      });
      return { ok: true as const };
    },
  };
}
export type DiplomaService = ReturnType<typeof diplomaService>;
