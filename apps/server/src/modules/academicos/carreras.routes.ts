import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { label, type Label } from '@claustro/domain/platform/i18n';
import type { Database } from '../../platform/db/database.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { DomainError } from '../../platform/errors.ts';
import { audit } from '../../platform/audit.ts';
import { holdsScreen, isAdministratorSql } from '../../platform/auth/grants.ts';
import { id } from '@claustro/domain/platform/schemas';

export const accesosScreen = '/administracion-sistema/carreras-accesos-usuarios';
const labels: Record<string, Label> = {
  carreraId: label('Carrera', 'Career'),
  usuarioId: label('Usuario', 'User'),
  coordinador: label('Coordinador(a)', 'Coordinator'),
  director: label('Director(a)', 'Director'),
};
const acceso = z.object({
  id: z.number(),
  carreraId: z.number(),
  carrDescripcion: z.string(),
  carrAlias: z.string(),
  usuarioId: z.number(),
  coordinador: z.boolean(),
  director: z.boolean(),
});
const carreraCorta = z.object({ carreraId: z.number(), carrDescripcion: z.string(), carrAlias: z.string(), escuelaId: z.number(), coordinador: z.boolean(), director: z.boolean() });

/**
 * The careers a user works with. Administrators (role 1) work with every career; everyone else with
 * the careers granted on `/administracion-sistema/carreras-accesos-usuarios`.
 */
export function careersOfUserSql(usuarioId: number) {
  return sql`select c.carrera_id as "carreraId", c.carr_descripcion as "carrDescripcion", c.carr_alias as "carrAlias", c.escuela_id as "escuelaId",
                    coalesce(a.coordinador, false) as coordinador, coalesce(a.director, false) as director
               from carrera c
               left join carrera_usuario_acceso a on a.carrera_id = c.carrera_id and a.usuario_id = ${usuarioId}
              where c.estatus and (a.id is not null or ${isAdministratorSql(usuarioId)})
              order by c.carr_descripcion`;
}

/** Careers of a user, and who has access to which career. */
export function carrerasRoutes(app: FastifyInstance, deps: { database: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database } = deps;
  const tags = ['academicos'];
  const accessQuery = `select a.id, a.carrera_id as "carreraId", c.carr_descripcion as "carrDescripcion", c.carr_alias as "carrAlias",
                              a.usuario_id as "usuarioId", a.coordinador, a.director
                         from carrera_usuario_acceso a join carrera c on c.carrera_id = a.carrera_id`;

  r.get('/api/academicos/carreras/usuario/:usuarioId', {
    config: { access: 'staff' },
    schema: { tags, params: z.object({ usuarioId: id }), response: { 200: z.array(carreraCorta) } },
    handler: async (req) => {
      const s = sessionOf(req);
      if (req.params.usuarioId !== s.usuarioId && !(await holdsScreen(database, s.usuarioId, [accesosScreen]))) {
        throw new DomainError('forbidden');
      }
      return (await database.db.execute(careersOfUserSql(req.params.usuarioId))).rows as never;
    },
  });

  const base = '/api/administracion-sistema/carreras-usuarios-accesos';
  r.get(`${base}/usuario/:usuarioId`, {
    config: { access: { screens: [accesosScreen] } },
    schema: { tags, params: z.object({ usuarioId: id }), response: { 200: z.array(acceso) } },
    handler: (req) => database.query(`${accessQuery} where a.usuario_id = $1 order by c.carr_descripcion`, [req.params.usuarioId]) as never,
  });
  r.post(base, {
    config: { access: { screens: [accesosScreen] }, labels },
    schema: {
      tags,
      body: z.object({ carreraId: id, usuarioId: id, coordinador: z.boolean().default(false), director: z.boolean().default(false), companyId: z.unknown().optional() }),
      response: { 201: acceso },
    },
    handler: async (req, reply) => {
      const b = req.body;
      const created = await database.db.transaction(async (tx) => {
        const res = await tx.execute(sql`insert into carrera_usuario_acceso (carrera_id, usuario_id, coordinador, director, company_id)
                                         values (${b.carreraId}, ${b.usuarioId}, ${b.coordinador}, ${b.director}, ${sessionOf(req).companyId ?? 1}) returning id`);
        const newId = Number((res.rows[0] as { id: number }).id);
        await audit(tx, req, { entidad: 'carreraUsuarioAcceso', entidadId: newId, accion: 'permiso', despues: b });
        return newId;
      });
      const [row] = await database.query(`${accessQuery} where a.id = $1`, [created]);
      return reply.status(201).send(row as never);
    },
  });
  r.delete(`${base}/:id`, {
    config: { access: { screens: [accesosScreen] } },
    schema: { tags, params: z.object({ id }), response: { 204: z.null() } },
    handler: async (req, reply) => {
      await database.db.transaction(async (tx) => {
        const gone = await tx.execute(sql`delete from carrera_usuario_acceso where id = ${req.params.id} returning carrera_id, usuario_id, coordinador, director`);
        if (!gone.rows[0]) throw new DomainError('not_found');
        await audit(tx, req, { entidad: 'carreraUsuarioAcceso', entidadId: req.params.id, accion: 'revocar', antes: gone.rows[0] });
      });
      return reply.status(204).send(null);
    },
  });
}
