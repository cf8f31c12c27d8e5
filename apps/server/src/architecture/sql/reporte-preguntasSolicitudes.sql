
    with s as (
      select so.*, (select min(x.en) from solicitud_online_paso x where x.solicitud_id = so.id and x.estado in ('entregada', 'rechazada', 'cancelada')) as cerrada
        from solicitud_online so join estudiante_carrera ec on ec.estudiante_carrera_id = so.estudiante_carrera_id
       where (so.creada_en at time zone $1)::date between $2::date and $3::date
         and ec.carrera_id in (select c.carrera_id from carrera c
        where exists (select 1 from usuario u where u.usuario_id = $4 and u.rol_id = 1) or exists (select 1 from carrera_usuario_acceso a where a.carrera_id = c.carrera_id and a.usuario_id = $5)) and ec.sede_id in (select s.sede_id from sede s
        where exists (select 1 from usuario u where u.usuario_id = $6 and u.rol_id = 1) or exists (select 1 from usuario_sede us where us.sede_id = s.sede_id and us.usuario_id = $7))
    )
    select sc.se_co_descripcion as servicio, count(*)::int as solicitudes,
           count(*) filter (where s.estado = 'pendiente')::int as pendientes, count(*) filter (where s.estado in ('en_proceso', 'lista'))::int as "enProceso",
           count(*) filter (where s.estado = 'entregada')::int as resueltas, count(*) filter (where s.estado in ('rechazada', 'cancelada'))::int as rechazadas,
           round(avg(extract(epoch from (s.cerrada - s.creada_en)) / 86400)::numeric, 1)::text as "diasMedios"
      from s join servicio_contable sc on sc.servicio_contable_id = s.servicio_contable_id
     group by sc.servicio_contable_id, sc.se_co_descripcion

-- parameters: ["America/Santo_Domingo","2026-01-01","2026-01-31",1,1,1,1]
