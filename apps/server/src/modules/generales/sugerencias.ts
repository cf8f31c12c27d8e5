import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import QRCode from 'qrcode';
import { label, type Label } from '@claustro/domain/platform/i18n';
import type { AttemptsGuard } from '../../platform/attempts.ts';
import { audit } from '../../platform/audit.ts';
import type { CaptchaService } from '../../platform/captcha.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { MailService } from '../../platform/mail.ts';
import { id, optId, optText, pageQuery } from '@claustro/domain/platform/schemas';

const buzonScreen = '/generales/buzon-sugerencias';
const labels: Record<string, Label> = { texto: label('Comentario', 'Comment'), tipo: label('Tipo', 'Kind'), nombre: label('Nombre', 'Name'), email: label('Correo', 'E-mail') };
export const sugerenciasLimit = { perAddress: 5, windowMinutes: 60 };

/**
 * The public suggestion box (`/sugerencias`, spec §2) and what is behind it: each QR point of
 * `/generales/buzon-sugerencias` has a code leading to the form, and its e-mail receives what is
 * left there; staff read them all.
 */
export function sugerenciasRoutes(app: FastifyInstance, deps: { database: Database; captcha: CaptchaService; attempts: AttemptsGuard; mail: MailService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['generales'];
  const { database } = deps;
  const ipKey = (req: FastifyRequest) => `sugerencia:ip:${req.ip}`;

  r.get('/api/sugerencias/puntos', {
    config: { access: 'public' },
    schema: { tags },
    handler: async () =>
      (await database.db.execute(sql`select buzon_sugerencia_id as id, bu_su_descripcion as label, bu_su_ubicacion as ubicacion from buzon_sugerencia where estatus order by 2`)).rows,
  });

  r.post('/api/sugerencias', {
    config: { access: 'public', labels },
    schema: {
      tags,
      body: z.object({
        buzonSugerenciaId: optId,
        tipo: z.enum(['sugerencia', 'queja', 'felicitacion']),
        texto: z.string().trim().min(10).max(2000),
        nombre: optText(120),
        email: z.email().max(150).nullish().or(z.literal('')).transform((v) => v || null),
        token: z.string().max(4000).nullish(),
      }),
    },
    handler: async (req, reply) => {
      await deps.attempts.check([{ key: ipKey(req), max: sugerenciasLimit.perAddress }], sugerenciasLimit.windowMinutes);
      await deps.captcha.verify(req.body.token, req.ip);
      const b = req.body;
      const punto = b.buzonSugerenciaId
        ? ((await database.db.execute(sql`select bu_su_descripcion as nombre, bu_su_email_notificacion as email from buzon_sugerencia where buzon_sugerencia_id = ${b.buzonSugerenciaId} and estatus`)).rows[0] as
            { nombre: string; email: string | null } | undefined)
        : undefined;
      if (b.buzonSugerenciaId && !punto) throw new DomainError('validation', {}, { buzonSugerenciaId: { es: 'Ese punto de sugerencias no existe.', en: 'That suggestion point does not exist.' } });
      const created = await database.db.transaction(async (tx) => {
        const [row] = (await tx.execute(sql`insert into sugerencia (buzon_sugerencia_id, tipo, texto, nombre, email)
                                            values (${b.buzonSugerenciaId}, ${b.tipo}, ${b.texto}, ${b.nombre}, ${b.email}) returning sugerencia_id as id`)).rows as { id: number }[];
        await audit(tx, req, { entidad: 'sugerencia', entidadId: row.id, accion: 'crear', despues: { ...b, token: undefined } });
        return row.id;
      });
      await deps.attempts.record([ipKey(req)]);
      if (punto?.email) {
        await deps.mail.queue({
          para: punto.email,
          asunto: `Nueva ${b.tipo === 'felicitacion' ? 'felicitación' : b.tipo} en ${punto.nombre}`,
          texto: `${b.texto}\n\n${b.nombre ?? 'Anónimo'}${b.email ? ` <${b.email}>` : ''}`,
        });
      }
      return reply.status(201).send({ sugerenciaId: created });
    },
  });

  r.get('/api/generales/sugerencias', {
    config: { access: { screens: [buzonScreen] } },
    schema: { tags, querystring: z.object({ buzonSugerenciaId: optId, soloNoLeidas: z.enum(['true', 'false']).optional(), ...pageQuery }) },
    handler: async (req, reply) => {
      const q = req.query;
      const rows = (await database.db.execute(sql`
        select s.sugerencia_id as "sugerenciaId", s.tipo, s.texto, s.nombre, s.email, s.leida, s.creado_en as "creadoEn", b.bu_su_descripcion as punto,
               count(*) over()::int as total__
          from sugerencia s left join buzon_sugerencia b on b.buzon_sugerencia_id = s.buzon_sugerencia_id
         where (${q.buzonSugerenciaId}::int is null or s.buzon_sugerencia_id = ${q.buzonSugerenciaId}) and (${q.soloNoLeidas !== 'true'} or not s.leida)
         order by s.creado_en desc, s.sugerencia_id desc limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`)).rows as Record<string, unknown>[];
      reply.header('x-total-count', String(rows[0]?.total__ ?? 0));
      return rows.map(({ total__: _t, ...x }) => x);
    },
  });

  r.put('/api/generales/sugerencias/:sugerenciaId/leida', {
    config: { access: { screens: [buzonScreen] } },
    schema: { tags, params: z.object({ sugerenciaId: id }) },
    handler: async (req, reply) => {
      const done = await database.db.execute(sql`update sugerencia set leida = true where sugerencia_id = ${req.params.sugerenciaId} returning sugerencia_id`);
      if (!done.rows.length) throw new DomainError('not_found');
      return reply.status(204).send();
    },
  });

  // The QR code of a point: it leads to the public form with the point chosen.
  r.get('/api/generales/buzon-sugerencias/:buzonSugerenciaId/qr', {
    config: { access: { screens: [buzonScreen] } },
    schema: { tags, params: z.object({ buzonSugerenciaId: id }) },
    handler: async (req, reply) => {
      const [p] = (await database.db.execute(sql`select 1 from buzon_sugerencia where buzon_sugerencia_id = ${req.params.buzonSugerenciaId}`)).rows;
      if (!p) throw new DomainError('not_found');
      const url = `${req.protocol}://${req.host}/sugerencias?punto=${req.params.buzonSugerenciaId}`;
      return reply.type('image/png').send(await QRCode.toBuffer(url, { errorCorrectionLevel: 'M', margin: 2, width: 512 }));
    },
  });
}
