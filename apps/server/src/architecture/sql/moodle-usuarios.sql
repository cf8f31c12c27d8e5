
      with sec as (
        select s.seccion_asignatura_id as id, p.pe_ac_alias as periodo, se.sede_iniciales as sede, a.asig_codigo as "asignaturaCodigo", s.seccion_id as "seccionId"
          from seccion_horario s join periodo_academico p on p.periodo_academico_id = s.periodo_academico_id
          join sede se on se.sede_id = s.sede_id join asignatura a on a.asignatura_id = s.asignatura_id
         where s.periodo_academico_id = $1 and s.sede_id = $2),
      gente as (
        select e.persona_id, coalesce(u.usua_nombre, e.matricula) as username, e.matricula as idnumber, x.seccion_asignatura_id as sec, 'student' as rol
          from seleccion x join sec on sec.id = x.seccion_asignatura_id
          join estudiante_carrera ec on ec.estudiante_carrera_id = x.estudiante_carrera_id join estudiante e on e.estudiante_id = ec.estudiante_id
          left join usuario u on u.persona_id = e.persona_id
         where x.estado = 'inscrita'
        union
        select f.persona_id, coalesce(u.usua_nombre, f.prof_codigo_referencia), f.prof_codigo_referencia, d.seccion_asignatura_id, 'editingteacher'
          from seccion_horario_detalle d join sec on sec.id = d.seccion_asignatura_id join profesor f on f.profesor_id = d.profesor_id
          left join usuario u on u.persona_id = f.persona_id),
      porPersona as (
        select g.username, g.idnumber, g.persona_id,
               json_agg(json_build_object('periodo', sec.periodo, 'sede', sec.sede, 'asignaturaCodigo', sec."asignaturaCodigo", 'seccionId', sec."seccionId", 'rol', g.rol)
                        order by sec."asignaturaCodigo", sec."seccionId") as cursos
          from gente g join sec on sec.id = g.sec group by g.username, g.idnumber, g.persona_id)
      select x.username, pe.pers_nombres as firstname, pe.pers_apellidos as lastname,
             coalesce((select u.usua_email from usuario u where u.persona_id = x.persona_id limit 1),
                      (select m.pe_em_email from persona_email m where m.persona_id = x.persona_id order by m.persona_email_id limit 1), '') as email,
             x.idnumber, x.cursos, count(*) over ()::int as total
        from porPersona x join persona pe on pe.persona_id = x.persona_id
       order by pe.pers_apellidos, pe.pers_nombres, x.username
       limit $3 offset $4

-- parameters: [3,1,50,0]
