
    select e.matricula, pe.pers_nombres || ' ' || pe.pers_apellidos as estudiante, ca.carr_descripcion as carrera, se.sede_descripcion as recinto,
           td.ti_de_descripcion as tipo,
           case when dp.de_pa_porcentaje then dp.de_pa_porcentaje_monto::numeric(6, 2)::text || ' %' else dp.de_pa_porcentaje_monto::text end as valor,
           em.nombre as patrocinador, m.mo_pa_codigo as moneda,
           coalesce((select sum(c.descuento) from cargo_estudiante c
                      where c.estudiante_descuento_pago_id = dp.estudiante_descuento_pago_id and c.periodo_academico_id = $1
                        and c.estado = 'vigente'), 0)::numeric(14, 2)::text as descontado
      from estudiante_descuento_pago dp join estudiante_carrera ec on ec.estudiante_carrera_id = dp.estudiante_carrera_id
      join estudiante e on e.estudiante_id = ec.estudiante_id join persona pe on pe.persona_id = e.persona_id
      join carrera ca on ca.carrera_id = ec.carrera_id join sede se on se.sede_id = ec.sede_id
      join tipo_descuento td on td.tipo_descuento_id = dp.tipo_descuento_id
      left join dgii_rnc em on em.id = dp.empresa_id left join moneda_pago m on m.moneda_pago_id = dp.moneda_pago_id
     where dp.estatus and (dp.de_pa_permanente or dp.periodo_academico_id = $2)
       and ec.carrera_id in (select c.carrera_id from carrera c
        where exists (select 1 from usuario u where u.usuario_id = $3 and u.rol_id = 1) or exists (select 1 from carrera_usuario_acceso a where a.carrera_id = c.carrera_id and a.usuario_id = $4)) and ec.sede_id in (select s.sede_id from sede s
        where exists (select 1 from usuario u where u.usuario_id = $5 and u.rol_id = 1) or exists (select 1 from usuario_sede us where us.sede_id = s.sede_id and us.usuario_id = $6))


-- parameters: [3,3,1,1,1,1]
