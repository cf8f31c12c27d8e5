
    with g as (
      select s.sede_id, s.asignatura_id, count(*)::int as secciones, sum(s.se_en_inscritos)::int as inscritos, sum(s.se_en_capacidad)::int as capacidad,
             max(s.se_en_capacidad) as mayor
        from seccion_horario s
       where s.periodo_academico_id = $1 and s.estatus
         and s.carrera_id in (select c.carrera_id from carrera c
        where exists (select 1 from usuario u where u.usuario_id = $2 and u.rol_id = 1) or exists (select 1 from carrera_usuario_acceso a where a.carrera_id = c.carrera_id and a.usuario_id = $3)) and s.sede_id in (select s.sede_id from sede s
        where exists (select 1 from usuario u where u.usuario_id = $4 and u.rol_id = 1) or exists (select 1 from usuario_sede us where us.sede_id = s.sede_id and us.usuario_id = $5))
       group by s.sede_id, s.asignatura_id having count(*) > 1
    )
    select se.sede_descripcion as recinto, a.asig_codigo as codigo, a.asig_descripcion as asignatura, g.secciones, g.inscritos, g.capacidad,
           greatest(1, ceil(g.inscritos::numeric / nullif(g.mayor, 0)))::int as necesarias,
           g.secciones - greatest(1, ceil(g.inscritos::numeric / nullif(g.mayor, 0)))::int as sobran
      from g join asignatura a on a.asignatura_id = g.asignatura_id join sede se on se.sede_id = g.sede_id

-- parameters: [3,1,1,1,1]
