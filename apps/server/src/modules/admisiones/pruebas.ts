import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { label, type Label } from '@claustro/domain/platform/i18n';
import { estadosSolicitud } from '@claustro/domain/admisiones/estado-solicitud.rules';
import { sessionOf } from '../../platform/auth/access.ts';
import { audit } from '../../platform/audit.ts';
import type { Database } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { id } from '@claustro/domain/platform/schemas';
import type { SolicitudesService } from './solicitudes.service.ts';

export const pruebasScreen = '/academicos/pruebas-admision';

const labels: Record<string, Label> = { solicitudAdmisionId: label('Solicitud', 'Request'), puntuacion: label('Puntuación', 'Score'), asistio: label('Asistió', 'Attended') };

/** A sitting's roster: who is called, whether they came, their score and whether it passes. */
const roster = (sesionId: number) => sql`
  select s.solicitud_admision_id as "solicitudAdmisionId", s.codigo, s.nombres, s.apellidos, c.carr_descripcion as "carrDescripcion",
         r.asistio, r.puntuacion::text as puntuacion, (r.puntuacion is not null and r.puntuacion >= p.pr_ad_puntuacion_minima) as aprobado
    from solicitud_admision_prueba r join solicitud_admision s on s.solicitud_admision_id = r.solicitud_admision_id
    join carrera c on c.carrera_id = s.carrera_id
    join sesion_prueba_admision se on se.sesion_prueba_admision_id = r.sesion_prueba_admision_id
    join prueba_admision p on p.prueba_admision_id = se.prueba_admision_id
   where r.sesion_prueba_admision_id = ${sesionId} order by s.apellidos, s.nombres`;

/**
 * `/academicos/pruebas-admision`: applicants are called to a test sitting (within its seats, one
 * sitting per test each), told by e-mail, and their attendance and scores are recorded.
 */
export function pruebasRoutes(app: FastifyInstance, deps: { database: Database; solicitudes: SolicitudesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admisiones'];
  const base = '/api/academicos/pruebas-admision-sesiones/:sesionPruebaAdmisionId/solicitudes';
  const config = { access: { screens: [pruebasScreen] }, labels };
  const { database } = deps;
  const rows = async <T>(q: ReturnType<typeof sql>) => (await database.db.execute(q)).rows as T[];
  const params = z.object({ sesionPruebaAdmisionId: id });

  async function sitting(sesionId: number) {
    const [s] = await rows<{ sesion: number; prueba: string; fecha: string; hora: string; lugar: string | null; cupo: number; inscritos: number; maxima: string; periodo: number }>(sql`
      select se.sesion_prueba_admision_id as sesion, p.pr_ad_descripcion as prueba, se.se_pr_fecha::text as fecha, se.se_pr_hora as hora, se.se_pr_lugar as lugar,
             se.se_pr_cupo as cupo, se.periodo_academico_id as periodo, p.pr_ad_puntuacion_maxima::text as maxima,
             (select count(*)::int from solicitud_admision_prueba r where r.sesion_prueba_admision_id = se.sesion_prueba_admision_id) as inscritos
        from sesion_prueba_admision se join prueba_admision p on p.prueba_admision_id = se.prueba_admision_id
       where se.sesion_prueba_admision_id = ${sesionId}`);
    if (!s) throw new DomainError('not_found');
    return s;
  }
  const answer = async (sesionId: number) => ({ ...(await sitting(sesionId)), solicitudes: await rows(roster(sesionId)) });

  r.get(base, { config, schema: { tags, params }, handler: (req) => answer(req.params.sesionPruebaAdmisionId) });

  r.post(base, {
    config,
    schema: { tags, params, body: z.object({ solicitudAdmisionId: id }) },
    handler: async (req, reply) => {
      const sesionId = req.params.sesionPruebaAdmisionId;
      const called = await database.db.transaction(async (tx) => {
        // The sitting's row is locked: two staff filling the last seat cannot both take it.
        const [se] = (await tx.execute(sql`select se_pr_cupo as cupo, periodo_academico_id as periodo, prueba_admision_id as prueba
                                             from sesion_prueba_admision where sesion_prueba_admision_id = ${sesionId} and estatus for update`)).rows as { cupo: number; periodo: number; prueba: number }[];
        if (!se) throw new DomainError('not_found');
        const [s] = (await tx.execute(sql`select periodo_academico_id as periodo, estado_id as estado, email, nombres from solicitud_admision
                                            where solicitud_admision_id = ${req.body.solicitudAdmisionId}`)).rows as { periodo: number; estado: number; email: string; nombres: string }[];
        if (!s) throw new DomainError('not_found');
        const refuse = (es: string, en: string) => new DomainError('validation', {}, { solicitudAdmisionId: { es, en } });
        if (s.periodo !== se.periodo) throw refuse('La solicitud es de otro período.', 'The request is for another period.');
        if (s.estado !== estadosSolicitud.solicitada && s.estado !== estadosSolicitud.validada) throw refuse('La solicitud no está en curso.', 'The request is not in progress.');
        const [{ taken, inscritos }] = (await tx.execute(sql`
          select exists (select 1 from solicitud_admision_prueba r join sesion_prueba_admision x on x.sesion_prueba_admision_id = r.sesion_prueba_admision_id
                          where r.solicitud_admision_id = ${req.body.solicitudAdmisionId} and x.prueba_admision_id = ${se.prueba}) as taken,
                 (select count(*)::int from solicitud_admision_prueba where sesion_prueba_admision_id = ${sesionId}) as inscritos`)).rows as { taken: boolean; inscritos: number }[];
        if (taken) throw refuse('El solicitante ya está convocado a esta prueba.', 'The applicant is already called to this test.');
        if (inscritos >= se.cupo) throw new DomainError('validation', {}, { sesionPruebaAdmisionId: { es: 'La convocatoria no tiene cupo.', en: 'The sitting is full.' } });
        await tx.execute(sql`insert into solicitud_admision_prueba (solicitud_admision_id, sesion_prueba_admision_id, usuario_id)
                             values (${req.body.solicitudAdmisionId}, ${sesionId}, ${sessionOf(req).usuarioId})`);
        await audit(tx, req, { entidad: 'solicitudAdmision.prueba', entidadId: req.body.solicitudAdmisionId, accion: 'crear', despues: { sesionId } });
        return s;
      });
      const se = await answer(sesionId);
      await deps.solicitudes.mailApplicant(called.email, `convocatoria a ${se.prueba}`,
        `Hola ${called.nombres}:\n\nEstá convocado(a) a la prueba «${se.prueba}» el ${se.fecha} a las ${se.hora}${se.lugar ? `, en ${se.lugar}` : ''}.\n`);
      return reply.status(201).send(se);
    },
  });

  r.delete(`${base}/:solicitudAdmisionId`, {
    config,
    schema: { tags, params: params.extend({ solicitudAdmisionId: id }) },
    handler: async (req) => {
      await database.db.transaction(async (tx) => {
        const gone = await tx.execute(sql`delete from solicitud_admision_prueba where sesion_prueba_admision_id = ${req.params.sesionPruebaAdmisionId}
                                            and solicitud_admision_id = ${req.params.solicitudAdmisionId} and asistio is null and puntuacion is null returning id`);
        if (!gone.rows.length) throw new DomainError('validation', {}, { solicitudAdmisionId: { es: 'Solo se retira a quien no tiene resultado.', en: 'Only someone without a result can be removed.' } });
        await audit(tx, req, { entidad: 'solicitudAdmision.prueba', entidadId: req.params.solicitudAdmisionId, accion: 'revocar', antes: { sesionId: req.params.sesionPruebaAdmisionId } });
      });
      return answer(req.params.sesionPruebaAdmisionId);
    },
  });

  // Results of a sitting, several at once: attendance and score (none for who did not come).
  r.put(`${base}/resultados`, {
    config,
    schema: {
      tags,
      params,
      body: z.array(z.object({ solicitudAdmisionId: id, asistio: z.boolean(), puntuacion: z.coerce.number().min(0).max(1000).nullish().transform((v) => v ?? null) })).min(1).max(2000),
    },
    handler: async (req) => {
      const sesionId = req.params.sesionPruebaAdmisionId;
      const se = await sitting(sesionId);
      for (const [i, x] of req.body.entries()) {
        if (x.puntuacion !== null && (!x.asistio || x.puntuacion > Number(se.maxima))) {
          const es = x.asistio ? `La puntuación máxima es ${Number(se.maxima)}.` : 'Quien no asistió no tiene puntuación.';
          const en = x.asistio ? `The maximum score is ${Number(se.maxima)}.` : 'Who did not attend has no score.';
          throw new DomainError('validation', {}, { [`${i}.puntuacion`]: { es, en } });
        }
      }
      await database.db.transaction(async (tx) => {
        const done = await tx.execute(sql`
          update solicitud_admision_prueba r set asistio = x.asistio, puntuacion = x.puntuacion, usuario_id = ${sessionOf(req).usuarioId}, actualizado_en = now()
            from json_to_recordset(${JSON.stringify(req.body)}::json) x("solicitudAdmisionId" int, asistio boolean, puntuacion numeric)
           where r.sesion_prueba_admision_id = ${sesionId} and r.solicitud_admision_id = x."solicitudAdmisionId" returning r.id`);
        if (done.rows.length !== req.body.length) throw new DomainError('validation', {}, { solicitudAdmisionId: { es: 'Hay solicitudes que no están convocadas a esta prueba.', en: 'Some requests are not called to this sitting.' } });
        await audit(tx, req, { entidad: 'sesionPruebaAdmision.resultados', entidadId: sesionId, accion: 'actualizar', despues: req.body });
      });
      return answer(sesionId);
    },
  });
}
