
    with ec as (
      select ec.estudiante_carrera_id, ec.carrera_id from estudiante_carrera ec
       where ec.carrera_id in (select c.carrera_id from carrera c
        where exists (select 1 from usuario u where u.usuario_id = $1 and u.rol_id = 1) or exists (select 1 from carrera_usuario_acceso a where a.carrera_id = c.carrera_id and a.usuario_id = $2)) and ec.sede_id in (select s.sede_id from sede s
        where exists (select 1 from usuario u where u.usuario_id = $3 and u.rol_id = 1) or exists (select 1 from usuario_sede us where us.sede_id = s.sede_id and us.usuario_id = $4))
    ),
    notas as (
      select ec.carrera_id, count(*) filter (where cl.ca_li_supera)::int as aprobadas, count(*) filter (where cl.ca_li_califica and not cl.ca_li_supera)::int as reprobadas,
             count(distinct c.estudiante_carrera_id)::int as estudiantes
        from calificacion c join ec on ec.estudiante_carrera_id = c.estudiante_carrera_id
        join calificacion_literal cl on cl.calificacion_literal_id = c.calificacion_literal_id
       where c.periodo_academico_id = $5 and not c.anulada
       group by ec.carrera_id
    ),
    indices as (
      select ec.carrera_id, avg(ip.indice) as medio, count(*) filter (where ip.indice < 2)::int as bajo
        from indice_periodo ip join ec on ec.estudiante_carrera_id = ip.estudiante_carrera_id
       where ip.periodo_academico_id = $6 and ip.indice is not null
       group by ec.carrera_id
    )
    select ca.carr_descripcion as carrera, n.estudiantes, round(i.medio, 2)::text as "indiceMedio", n.aprobadas, n.reprobadas,
           n.aprobadas + n.reprobadas as calificadas, coalesce(i.bajo, 0) as "bajoDos"
      from notas n join carrera ca on ca.carrera_id = n.carrera_id left join indices i on i.carrera_id = n.carrera_id

-- parameters: [1,1,1,1,3,3]
