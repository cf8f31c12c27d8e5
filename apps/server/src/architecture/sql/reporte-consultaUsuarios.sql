
      with sedes as (select us.usuario_id, string_agg(s.sede_descripcion, ', ' order by s.sede_descripcion) as recintos,
                            bool_or(us.sede_id in (select s.sede_id from sede s
        where exists (select 1 from usuario u where u.usuario_id = $1 and u.rol_id = 1) or exists (select 1 from usuario_sede us where us.sede_id = s.sede_id and us.usuario_id = $2))) as visible, bool_or(true) as del_recinto
                       from usuario_sede us join sede s on s.sede_id = us.sede_id group by us.usuario_id),
      ingreso as (select usuario_id, max(creado_en) as en from refresh_token group by usuario_id)
      select u.usua_nombre as usuario, pe.pers_nombres || ' ' || pe.pers_apellidos as nombre, u.usua_email as correo, r.rol_descripcion as rol,
             sd.recintos, case when u.estatus then 'Activo' else 'Bloqueado' end as estado, u.usua_clave_vence_fecha::text as "claveVence",
             (i.en at time zone $3)::date::text as "ultimoAcceso",
             (select count(*) from usuario_opcion uo where uo.usuario_id = u.usuario_id)::int as "permisosPropios"
        from usuario u join persona pe on pe.persona_id = u.persona_id join rol r on r.rol_id = u.rol_id
        left join sedes sd on sd.usuario_id = u.usuario_id left join ingreso i on i.usuario_id = u.usuario_id
       where (sd.visible or exists (select 1 from usuario a where a.usuario_id = $4 and a.rol_id = 1))



-- parameters: [1,1,"America/Santo_Domingo",1]
