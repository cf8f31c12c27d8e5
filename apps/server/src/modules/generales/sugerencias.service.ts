import QRCode from 'qrcode';
import type { SugerenciaIn } from '@claustro/domain/generales/sugerencia.contract';
import type { Caller, ServiceCall } from '../../platform/actor.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import type { MailService } from '../../platform/mail.ts';
import { sugerenciasQueries } from './sugerencias.queries.ts';
import { fill, mailTexts } from '@claustro/domain/messages/mail';

/** The suggestion box: leaving a suggestion at a point (its e-mail is told), reading them, the points' QR codes. */
export function sugerenciasService(deps: { database: Database; mail: MailService }) {
  const q = sugerenciasQueries(deps.database);
  return {
    points: () => q.points(),
    async leave({ actor, input }: ServiceCall<SugerenciaIn, Caller>) {
      const punto = input.buzonSugerenciaId ? await q.point(input.buzonSugerenciaId) : undefined;
      if (input.buzonSugerenciaId && !punto) {
        throw new DomainError('validation', {}, { buzonSugerenciaId: { problem: 'buzon_inexistente' } });
      }
      const created = await deps.database.db.transaction(async (tx) => {
        const id = await q.insert(tx, input);
        await audit(tx, actor, { entidad: 'sugerencia', entidadId: id, accion: 'crear', despues: { ...input, token: undefined } });
        return id;
      });
      if (punto?.email) {
        const t = mailTexts().sugerencia;
        await deps.mail.queue({
          para: punto.email,
          asunto: fill(t.asunto, { tipo: t.tipos[input.tipo], punto: punto.nombre }),
          texto: `${input.texto}\n\n${input.nombre ?? t.anonimo}${input.email ? ` <${input.email}>` : ''}`,
        });
      }
      return { sugerenciaId: created };
    },
    list: ({ input }: ServiceCall<{ buzonSugerenciaId: number | null; soloNoLeidas?: 'true' | 'false'; page: number; pageSize: number }>) =>
      q.page({ ...input, soloNoLeidas: input.soloNoLeidas === 'true' }),
    async markRead({ input }: ServiceCall<{ sugerenciaId: number }>) {
      if (!(await q.markRead(input.sugerenciaId))) throw new DomainError('not_found');
      return null;
    },
    /** The QR code (PNG) of a point, leading to the public form at this server's address. */
    async qr({ input }: ServiceCall<{ buzonSugerenciaId: number; origin: string }>) {
      if (!(await q.pointExists(input.buzonSugerenciaId))) throw new DomainError('not_found');
      return QRCode.toBuffer(`${input.origin}/sugerencias?punto=${input.buzonSugerenciaId}`, { errorCorrectionLevel: 'M', margin: 2, width: 512 });
    },
  };
}
export type SugerenciasService = ReturnType<typeof sugerenciasService>;
