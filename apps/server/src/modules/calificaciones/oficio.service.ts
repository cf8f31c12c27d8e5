import { randomBytes } from 'node:crypto';
import { documentTexts, fill } from '@claustro/domain/messages/documents';
import type { Oficio, OficioConsultado, OficioIn } from '@claustro/domain/calificaciones/oficio.contract';
import { leerNumeroOficio } from '@claustro/domain/calificaciones/oficio.rules';
import { codigoDocumento, codigoNormalizado } from '@claustro/domain/documentos/codigo.rules';
import type { Lang } from '@claustro/domain/platform/i18n';
import type { ServiceCall } from '../../platform/actor.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Institution } from '../../platform/config.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import type { DocumentosService } from '../documentos/documentos.service.ts';
import { cartaQueries } from './carta.queries.ts';
import { cartaPdf } from './carta.pdf.ts';
import { oficioQueries } from './oficio.queries.ts';

/**
 * Official letters (`/academicos/oficios`): written with the year's next number and a verification
 * code, printed as often as needed (same number and code), annulled with a reason; and their public
 * check (`/ConsultaOficios`) by number and code.
 */
export function oficioService(deps: { database: Database; institution: Institution; clock: Clock; documentos: DocumentosService }) {
  const q = oficioQueries();
  const firmantes = cartaQueries();
  const db = deps.database.db;
  const urlConsulta = (origin: string) => `${deps.institution.titleValidationBaseUrl || origin}/ConsultaOficios`;

  return {
    page: ({ input }: ServiceCall<{ estado?: string; value?: string; page: number; pageSize: number }>) => q.page(db, input, input),

    async create({ actor, input }: ServiceCall<OficioIn>): Promise<Oficio> {
      if (!(await firmantes.firmante(db, input.firmanteId))) throw new DomainError('validation', {}, { firmanteId: { problem: 'firmante_inactivo' } });
      const id = await db.transaction(async (tx) => {
        const oficioId = await q.insertar(tx, { ...input, fecha: deps.clock.today(), codigo: codigoDocumento(randomBytes(11)), usuarioId: actor.usuarioId });
        const o = (await q.one(tx, oficioId))!;
        await audit(tx, actor, {
          entidad: 'oficio',
          entidadId: oficioId,
          accion: 'crear',
          despues: { numero: o.numero, destinatario: o.destinatario, asunto: o.asunto },
        });
        return oficioId;
      });
      return (await q.one(db, id))!;
    },

    async pdf({ actor, input, origin }: ServiceCall<{ oficioId: number }> & { origin: string }) {
      const o = await q.one(db, input.oficioId);
      if (!o) throw new DomainError('not_found');
      const lang = actor.lang;
      const s = documentTexts(lang).oficio;
      const firmante = { nombre: o.firmante.split(' · ')[0], cargo: o.firmante.split(' · ').slice(1).join(' · ') };
      const url = urlConsulta(origin);
      const pdf = await cartaPdf(
        deps.institution,
        {
          documento: s.documento,
          referencia: o.estado === 'anulado' ? fill(s.anulado, { referencia: fill(s.referencia, o) }) : fill(s.referencia, o),
          fecha: deps.documentos.fecha(new Date(`${o.fecha}T12:00:00Z`), lang),
          destinatario: [o.destinatario, ...(o.institucion ? [o.institucion] : [])],
          asunto: o.asunto,
          texto: o.cuerpo,
          firmante,
        },
        {
          qr: `${url}?numero=${o.numero}&codigo=${o.codigo}`,
          verifica: fill(s.verifica, { numero: o.numero, codigo: o.codigo, url }),
        },
        lang,
      );
      return { numero: o.numero, pdf };
    },

    async anular({ actor, input }: ServiceCall<{ oficioId: number; motivo: string }>): Promise<Oficio> {
      await db.transaction(async (tx) => {
        if (!(await q.one(tx, input.oficioId))) throw new DomainError('not_found');
        if (!(await q.anular(tx, input.oficioId, input.motivo, actor.usuarioId))) throw new DomainError('oficio_anulado');
        await audit(tx, actor, {
          entidad: 'oficio',
          entidadId: input.oficioId,
          accion: 'anular',
          antes: { estado: 'vigente' },
          despues: { estado: 'anulado', motivo: input.motivo },
        });
      });
      return (await q.one(db, input.oficioId))!;
    },

    /** The public check: number and code must both match; it shows what the letter is about and whether it stands. */
    async consultar({ input, lang }: { input: { numero: string; codigo: string }; lang: Lang }): Promise<OficioConsultado> {
      const numero = leerNumeroOficio(input.numero);
      if (!numero) throw new DomainError('validation', {}, { numero: { problem: 'oficio_numero' } });
      const codigo = codigoNormalizado(input.codigo);
      if (!codigo) throw new DomainError('codigo_invalido');
      const o = await q.porNumero(db, numero.anio, numero.secuencia, codigo);
      if (!o) throw new DomainError('oficio_no_encontrado');
      return {
        numero: o.numero,
        fecha: deps.documentos.fecha(new Date(`${o.fecha}T12:00:00Z`), lang),
        destinatario: o.destinatario,
        institucion: o.institucion,
        asunto: o.asunto,
        firmante: o.firmante,
        estado: o.estado,
      };
    },
  };
}
export type OficioService = ReturnType<typeof oficioService>;
