import { sql } from 'drizzle-orm';
import type { seguridad } from '@claustro/domain/reportes/seguridad';
import { foldedContains } from '../../platform/db/sql.ts';
import type { ReportQuery } from '../../platform/reports/engine.ts';

/* The SQL of the user lookup: accounts of the user's campuses (an administrator's: every one). */

export const seguridadQueries: Record<keyof typeof seguridad, ReportQuery> = {
  consultaUsuarios: (p, ctx) => {
    const buscado = p.buscar ? foldedContains(String(p.buscar)) : null;
    return sql`
      with sedes as (select us.usuario_id, string_agg(s.sede_descripcion, ', ' order by s.sede_descripcion) as recintos,
                            bool_or(us.sede_id in ${ctx.sedes}) as visible, bool_or(${p.sedeId ? sql`us.sede_id = ${Number(p.sedeId)}` : sql`true`}) as del_recinto
                       from usuario_sede us join sede s on s.sede_id = us.sede_id group by us.usuario_id),
      ingreso as (select usuario_id, max(creado_en) as en from refresh_token group by usuario_id)
      select u.usua_nombre as usuario, pe.pers_nombres || ' ' || pe.pers_apellidos as nombre, u.usua_email as correo, r.rol_descripcion as rol,
             sd.recintos, case when u.estatus then 'Activo' else 'Bloqueado' end as estado, u.usua_clave_vence_fecha::text as "claveVence",
             (i.en at time zone ${ctx.zona})::date::text as "ultimoAcceso",
             (select count(*) from usuario_opcion uo where uo.usuario_id = u.usuario_id)::int as "permisosPropios"
        from usuario u join persona pe on pe.persona_id = u.persona_id join rol r on r.rol_id = u.rol_id
        left join sedes sd on sd.usuario_id = u.usuario_id left join ingreso i on i.usuario_id = u.usuario_id
       where (sd.visible or exists (select 1 from usuario a where a.usuario_id = ${ctx.usuarioId} and a.rol_id = 1))
         ${p.sedeId ? sql`and sd.del_recinto` : sql``}
         ${buscado ? sql`and (lower(u.usua_nombre) like ${buscado} or lower(u.usua_email) like ${buscado} or pe.pers_nombre_busqueda like ${buscado})` : sql``}`;
  },
};
