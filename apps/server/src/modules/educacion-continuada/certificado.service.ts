import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { documentTexts, fill } from '@claustro/domain/messages/documents';
import { requisitoLabels } from '@claustro/domain/educacion-continuada/participantes.contract';
import type { emitirCertificadosIn } from '@claustro/domain/educacion-continuada/certificado.contract';
import type { Lang } from '@claustro/domain/platform/i18n';
import type { Actor, ServiceCall } from '../../platform/actor.ts';
import { audit } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Institution } from '../../platform/config.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { DocumentosService, ContenidoBase } from '../documentos/documentos.service.ts';
import { imprimirDiplomas } from '../diploma/impresion.public.ts';
import { certificadoQueries as q, type CertificadoImpreso } from './certificado.queries.ts';
import type { ParticipantesService } from './participantes.service.ts';

type ContenidoCertificado = ContenidoBase & { curso: string; horas: number; titulo: string; fecha: string };

/** What a certificate vouches for: who, which course, how long — a change of any makes it out of date. */
const huellaCertificado = (c: { solicitudInscripcionId: number; nombre: string; curso: string; horas: number }) =>
  createHash('sha256')
    .update(JSON.stringify([c.solicitudInscripcionId, c.nombre, c.curso, c.horas]))
    .digest('hex');

/**
 * Continuing education's certificates: issued (all or none) to participations that lack nothing
 * (`faltaParaCertificar`), each a `documento_emitido` of kind `certificado_ec` that `/validacion-titulo`
 * checks; printed on the diplomas' layout; annulled with a reason.
 */
export function certificadoService(deps: {
  database: Database;
  clock: Clock;
  institution: Institution;
  filesDir: string;
  documentos: DocumentosService;
  participantes: ParticipantesService;
}) {
  const db = deps.database.db;
  const fechaLarga = (iso: string, lang: Lang) => deps.documentos.fecha(new Date(`${iso}T12:00:00Z`), lang);

  deps.documentos.registrar<ContenidoCertificado>('certificado_ec', {
    huella: async (d, doc) => {
      const c = await q.porCodigo(d, doc.codigo);
      return c ? huellaCertificado(c) : null;
    },
    lineas: (c, lang) => {
      const s = documentTexts(lang).verificacion;
      return [
        { etiqueta: s.documento, valor: `${s.certificado}: ${c.titulo}` },
        { etiqueta: s.curso, valor: c.curso },
        { etiqueta: s.horas, valor: fill(s.horasDe, { horas: String(c.horas) }) },
        { etiqueta: s.fecha, valor: fechaLarga(c.fecha, lang) },
      ];
    },
  });

  return {
    async emitir({ actor, input }: ServiceCall<z.output<typeof emitirCertificadosIn>>) {
      const ids = [...new Set(input.solicitudes)];
      const hoy = deps.clock.today();
      await db.transaction(async (tx) => {
        await q.bloquear(tx, ids);
        const filas = await deps.participantes.porIds(tx, ids);
        if (filas.length !== ids.length) throw new DomainError('validation', {}, { solicitudes: { code: 'broken_reference' } });
        const emitido = filas.find((f) => f.certificado);
        if (emitido) throw new DomainError('certificado_emitido', { nombre: emitido.nombre, codigo: emitido.certificado });
        const falta = filas.find((f) => f.falta.length);
        if (falta)
          throw new DomainError('certificado_no_procede', { nombre: falta.nombre, falta: falta.falta.map((r) => requisitoLabels[r][actor.lang]).join(', ') });
        const impresos = new Map((await q.impresos(tx, ids)).map((c) => [c.solicitudInscripcionId, c]));
        for (const id of ids) {
          const c = impresos.get(id)!;
          const titulo = c.titulo ?? documentTexts(actor.lang).certificadoContinuada.generico;
          const contenido: ContenidoCertificado = {
            nombre: c.nombre,
            matricula: '',
            carrera: '',
            sede: c.sede,
            curso: c.curso,
            horas: c.horas,
            titulo,
            fecha: hoy,
          };
          const { id: documentoId, codigo } = await deps.documentos.emitir(tx, actor, {
            tipo: 'certificado_ec',
            estudianteCarreraId: null,
            contenido,
            huella: huellaCertificado(c),
          });
          await q.insertar(tx, id, documentoId);
          await audit(tx, actor, { entidad: 'ec_certificado', entidadId: id, accion: 'crear', despues: { codigo, ...contenido } });
        }
      });
      return deps.participantes.porIds(db, ids);
    },

    async pdf({ actor, input, origin }: ServiceCall<{ ids: number[] }, Actor> & { origin: string }) {
      const ids = [...new Set(input.ids)];
      const found = await q.impresos(db, ids);
      if (found.length !== ids.length || found.some((c) => !c.codigo)) throw new DomainError('not_found');
      const s = documentTexts(actor.lang).certificadoContinuada;
      const pagina = (c: CertificadoImpreso) => ({
        titulo: c.titulo ?? s.generico,
        texto: fill(s.texto, { curso: c.curso, horas: String(c.horas), inicio: fechaLarga(c.inicio, actor.lang), fin: fechaLarga(c.fin, actor.lang) }),
        vertical: false,
        nombre: c.nombre,
        motivo: null,
        fecha: fechaLarga(c.emitido ?? deps.clock.today(), actor.lang),
        codigo: c.codigo,
      });
      return imprimirDiplomas(
        db,
        { filesDir: deps.filesDir, institution: deps.institution, url: deps.documentos.urlValidacion(origin), lang: actor.lang },
        found.map(pagina),
      );
    },

    async anular({ actor, input }: ServiceCall<{ solicitudInscripcionId: number; motivo: string }>) {
      await db.transaction(async (tx) => {
        if (!(await q.anular(tx, input.solicitudInscripcionId, input.motivo, actor.usuarioId))) throw new DomainError('not_found');
        await audit(tx, actor, { entidad: 'ec_certificado', entidadId: input.solicitudInscripcionId, accion: 'anular', despues: { motivo: input.motivo } });
      });
      return (await deps.participantes.porIds(db, [input.solicitudInscripcionId]))[0]!;
    },
  };
}
export type CertificadoService = ReturnType<typeof certificadoService>;
