import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AttemptsGuard } from '../../platform/attempts.ts';
import type { CaptchaService } from '../../platform/captcha.ts';
import type { Database } from '../../platform/db/database.ts';
import { documentValue } from '@claustro/domain/platform/schemas';

export const consultaLimit = { perAddress: 30, windowMinutes: 60 };

/** "Altagracia Tavárez Ureña" → "Altagracia T. U.": enough for a verifier who has the document in hand, no more. */
export function maskedName(nombres: string, apellidos: string): string {
  const first = nombres.trim().split(/\s+/)[0] ?? '';
  const initials = apellidos.trim().split(/\s+/).filter((w) => w.length > 2 || /^[A-ZÁÉÍÓÚÑ]/.test(w)).map((w) => `${w[0].toUpperCase()}.`);
  return [first, ...initials].join(' ');
}

/**
 * `/consulta/estudiante-egresado` (public): is the holder of this identification (or matrícula) a
 * graduate of the institution, and of what? It answers from the careers whose status means
 * "graduated", with the degree title of the plan; the name comes back shortened.
 */
export function consultaEgresadoRoutes(app: FastifyInstance, deps: { database: Database; captcha: CaptchaService; attempts: AttemptsGuard }) {
  const ipKey = (req: FastifyRequest) => `egresado:ip:${req.ip}`;
  app.withTypeProvider<ZodTypeProvider>().post('/api/consulta/estudiante-egresado', {
    config: { access: 'public' },
    schema: {
      tags: ['academicos'],
      body: z.object({ documento: z.union([documentValue, z.string().trim().regex(/^[0-9A-Za-z-]{4,30}$/)]), token: z.string().max(4000).nullish() }),
      response: { 200: z.object({ egresado: z.boolean(), nombre: z.string().nullable(), titulos: z.array(z.object({ carrera: z.string(), titulo: z.string().nullable(), sede: z.string() })) }) },
    },
    handler: async (req) => {
      await deps.attempts.check([{ key: ipKey(req), max: consultaLimit.perAddress }], consultaLimit.windowMinutes);
      await deps.captcha.verify(req.body.token, req.ip);
      await deps.attempts.record([ipKey(req)]);
      const value = req.body.documento.toUpperCase();
      const rows = (await deps.database.db.execute(sql`
        select p.pers_nombres as nombres, p.pers_apellidos as apellidos, c.carr_descripcion as carrera, sd.sede_descripcion as sede,
               case when sx.sexo_descripcion = 'Femenino' then coalesce(pl.pl_en_titulo_fem, pl.pl_en_titulo_masc) else coalesce(pl.pl_en_titulo_masc, pl.pl_en_titulo_fem) end as titulo
          from estudiante e join persona p on p.persona_id = e.persona_id
          join estudiante_carrera ec on ec.estudiante_id = e.estudiante_id
          join estado_estudiante st on st.estado_estudiante_id = ec.estado_estudiante_id and st.es_es_indica_graduado
          join carrera c on c.carrera_id = ec.carrera_id join sede sd on sd.sede_id = ec.sede_id
          left join plan_estudio pl on pl.plan_estudio_id = ec.plan_estudio_id left join sexo sx on sx.sexo_id = p.sexo_id
         where upper(e.matricula) = ${value}
            or e.persona_id in (select d.persona_id from persona_documento_identificacion d where upper(d.do_id_valor) = ${value.replace(/-/g, '')})
         order by c.carr_descripcion`)).rows as { nombres: string; apellidos: string; carrera: string; sede: string; titulo: string | null }[];
      return {
        egresado: rows.length > 0,
        nombre: rows[0] ? maskedName(rows[0].nombres, rows[0].apellidos) : null,
        titulos: rows.map(({ carrera, titulo, sede }) => ({ carrera, titulo, sede })),
      };
    },
  });
}
