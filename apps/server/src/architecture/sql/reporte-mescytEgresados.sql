
    select
  e.matricula, (select d.do_id_valor from persona_documento_identificacion d where d.persona_id = p.persona_id order by d.tipo_documento_identificacion_id, d.persona_documento_identificacion_id limit 1) as documento, p.pers_apellidos as apellidos, p.pers_nombres as nombres,
  sx.sexo_descripcion as sexo, p.pers_fecha_nacimiento::text as "fechaNacimiento", na.naci_descripcion as nacionalidad,
  ca.carr_alias as "codigoCarrera", ca.carr_descripcion as carrera, tc.ti_ca_descripcion as nivel, se.sede_descripcion as recinto, g.fecha_graduacion::text as "fechaGraduacion", g.indice::text as indice, h.ho_ac_descripcion as honor, g.titulo,
           l.li_eg_descripcion || ', folio ' || g.folio || ', línea ' || g.linea as libro
      from graduado g join estudiante_carrera ec on ec.estudiante_carrera_id = g.estudiante_carrera_id
  join estudiante e on e.estudiante_id = ec.estudiante_id join persona p on p.persona_id = e.persona_id
  join carrera ca on ca.carrera_id = ec.carrera_id join tipo_carrera tc on tc.tipo_carrera_id = ca.tipo_carrera_id
  join sede se on se.sede_id = ec.sede_id
  left join sexo sx on sx.sexo_id = p.sexo_id left join nacionalidad na on na.nacionalidad_id = p.nacionalidad_id
      join libro_egresado l on l.libro_egresado_id = g.libro_egresado_id
      left join honor_academico h on h.honor_academico_id = g.honor_academico_id
     where g.estado = 'graduado' and g.fecha_graduacion between $1::date and $2::date
       and ec.carrera_id in (select c.carrera_id from carrera c
        where exists (select 1 from usuario u where u.usuario_id = $3 and u.rol_id = 1) or exists (select 1 from carrera_usuario_acceso a where a.carrera_id = c.carrera_id and a.usuario_id = $4)) and ec.sede_id in (select s.sede_id from sede s
        where exists (select 1 from usuario u where u.usuario_id = $5 and u.rol_id = 1) or exists (select 1 from usuario_sede us where us.sede_id = s.sede_id and us.usuario_id = $6))  and (tc.ti_ca_es_grado or tc.ti_ca_es_tecnico_superior)

-- parameters: ["2026-01-01","2026-01-31",1,1,1,1]
