
    with m as (
      select x.estudiante_carrera_id, sum(a.asig_creditos)::int as creditos
        from (select s.estudiante_carrera_id, s.asignatura_id from seleccion s where s.periodo_academico_id = $1 and s.estado = 'inscrita'
              union
              select c.estudiante_carrera_id, c.asignatura_id from calificacion c where c.periodo_academico_id = $2 and not c.anulada) x
        join asignatura a on a.asignatura_id = x.asignatura_id
       group by x.estudiante_carrera_id
    )
    select
  e.matricula, (select d.do_id_valor from persona_documento_identificacion d where d.persona_id = p.persona_id order by d.tipo_documento_identificacion_id, d.persona_documento_identificacion_id limit 1) as documento, p.pers_apellidos as apellidos, p.pers_nombres as nombres,
  sx.sexo_descripcion as sexo, p.pers_fecha_nacimiento::text as "fechaNacimiento", na.naci_descripcion as nacionalidad,
  ca.carr_alias as "codigoCarrera", ca.carr_descripcion as carrera, tc.ti_ca_descripcion as nivel, se.sede_descripcion as recinto, pi.pe_ac_alias as "periodoIngreso", m.creditos
      from m join estudiante_carrera ec on ec.estudiante_carrera_id = m.estudiante_carrera_id
  join estudiante e on e.estudiante_id = ec.estudiante_id join persona p on p.persona_id = e.persona_id
  join carrera ca on ca.carrera_id = ec.carrera_id join tipo_carrera tc on tc.tipo_carrera_id = ca.tipo_carrera_id
  join sede se on se.sede_id = ec.sede_id
  left join sexo sx on sx.sexo_id = p.sexo_id left join nacionalidad na on na.nacionalidad_id = p.nacionalidad_id
      left join periodo_academico pi on pi.periodo_academico_id = ec.periodo_ingreso_id
     where ec.carrera_id in (select c.carrera_id from carrera c
        where exists (select 1 from usuario u where u.usuario_id = $3 and u.rol_id = 1) or exists (select 1 from carrera_usuario_acceso a where a.carrera_id = c.carrera_id and a.usuario_id = $4)) and ec.sede_id in (select s.sede_id from sede s
        where exists (select 1 from usuario u where u.usuario_id = $5 and u.rol_id = 1) or exists (select 1 from usuario_sede us where us.sede_id = s.sede_id and us.usuario_id = $6))  and (tc.ti_ca_es_grado or tc.ti_ca_es_tecnico_superior)

-- parameters: [3,3,1,1,1,1]
