import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { label, type Label } from '@claustro/domain/platform/i18n';
import { sessionOf } from '../../platform/auth/access.ts';
import { DomainError } from '../../platform/errors.ts';
import type { Database } from '../../platform/db/database.ts';
import { intArray } from '../../platform/db/sql.ts';
import { id, optId } from '@claustro/domain/platform/schemas';
import type { MensajesService } from '../mensajes/mensajes.service.ts';
import { ids, progress } from '../mensajes/mensajes.routes.ts';
import { careersOfUserSql } from './carreras.queries.ts';

export const mensajeriaScreen = '/academicos/mensajeria';

const labels: Record<string, Label> = {
  mensaje: label('Mensaje', 'Message'),
  asunto: label('Asunto', 'Subject'),
  carreras: label('Carreras', 'Careers'),
  periodos: label('Períodos de ingreso', 'Entry periods'),
  sedes: label('Recintos', 'Campuses'),
  estados: label('Estados', 'Statuses'),
  tipoEstudianteMensajeId: label('Tipo de mensaje', 'Message type'),
};

/** Which students a message is for. Sections join once scheduling exists. */
const audience = z.object({
  carreras: ids,
  periodos: ids,
  sedes: ids,
  /** Empty: the statuses that count as active (spec §3 estadoEstudiante.esEsIndicaEstatusActivo). */
  estados: ids,
});
type Audience = z.infer<typeof audience>;

/**
 * The students (one row per student career, with their active account if any) an academic user may message: careers among those the
 * user works with, narrowed by the chosen careers, entry periods, campuses and statuses.
 */
function studentCareers(usuarioId: number, a: Audience) {
  const any = (column: string, list: number[]) => (list.length ? sql`and ${sql.raw(column)} = any(${intArray(list)})` : sql``);
  return sql`
    from estudiante_carrera ec join estudiante e on e.estudiante_id = ec.estudiante_id
    join estado_estudiante st on st.estado_estudiante_id = ec.estado_estudiante_id
    left join usuario u on u.persona_id = e.persona_id and u.estatus
   where ec.activa and ec.carrera_id in (select "carreraId" from (${careersOfUserSql(usuarioId)}) mine)
     ${any('ec.carrera_id', a.carreras)} ${any('ec.periodo_ingreso_id', a.periodos)} ${any('ec.sede_id', a.sedes)}
     ${a.estados.length ? sql`and ec.estado_estudiante_id = any(${intArray(a.estados)})` : sql`and st.es_es_indica_estatus_activo`}`;
}

/**
 * `/academicos/mensajeria`: academic staff message the students of their careers, by career, entry
 * period, campus and status, as a notification and optionally by e-mail. Students receive it in the
 * inbox of their account; the preview says how many of the chosen students have one.
 */
export function mensajeriaRoutes(app: FastifyInstance, deps: { database: Database; mensajes: MensajesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['academicos'];
  const base = '/api/academicos/mensajeria';

  /** Careers chosen must be among the user's: a refusal names them rather than silently dropping them. */
  async function checkCareers(usuarioId: number, a: Audience) {
    if (!a.carreras.length) return;
    const rows = (await deps.database.db.execute(sql`
      select c from unnest(${intArray(a.carreras)}) c
       where c not in (select "carreraId" from (${careersOfUserSql(usuarioId)}) mine)`)).rows;
    if (rows.length) {
      throw new DomainError('validation', {}, { carreras: { es: 'Hay carreras con las que usted no trabaja.', en: 'Some careers are not among yours.' } });
    }
  }

  r.post(`${base}/destinatarios`, {
    config: { access: { screens: [mensajeriaScreen] }, labels },
    schema: { tags, body: audience, response: { 200: z.object({ estudiantes: z.number(), conCuenta: z.number() }) } },
    handler: async (req) => {
      const { usuarioId } = sessionOf(req);
      await checkCareers(usuarioId, req.body);
      const [row] = (await deps.database.db.execute(sql`
        select count(distinct e.estudiante_id)::int as estudiantes,
               count(distinct u.usuario_id)::int as "conCuenta"
        ${studentCareers(usuarioId, req.body)}`)).rows as { estudiantes: number; conCuenta: number }[];
      return row;
    },
  });

  r.post(base, {
    config: { access: { screens: [mensajeriaScreen] }, labels },
    schema: {
      tags,
      body: audience.extend({
        mensaje: z.string().trim().min(1).max(4000),
        asunto: z.string().trim().max(200).nullish(),
        correo: z.boolean().default(false),
        tipoEstudianteMensajeId: optId,
      }),
      response: { 201: progress },
    },
    handler: async (req, reply) => {
      const { usuarioId } = sessionOf(req);
      const { mensaje, asunto, correo, tipoEstudianteMensajeId, ...a } = req.body;
      await checkCareers(usuarioId, a);
      if (!a.carreras.length && !a.periodos.length) {
        throw new DomainError('validation', {}, { carreras: { es: 'Elija al menos una carrera o un período.', en: 'Choose at least one career or period.' } });
      }
      const recipients = sql`select u.usuario_id ${studentCareers(usuarioId, a)} and u.usuario_id is not null`;
      const sent = await deps.mensajes.send(req, usuarioId, { mensaje, asunto, correo }, { estudiantes: a, tipoEstudianteMensajeId }, recipients);
      return reply.status(201).send(sent);
    },
  });

  r.get(`${base}/envios/:envioId`, {
    config: { access: { screens: [mensajeriaScreen] } },
    schema: { tags, params: z.object({ envioId: id }), response: { 200: progress } },
    handler: (req) => deps.mensajes.progress(req.params.envioId, sessionOf(req).usuarioId),
  });
}
