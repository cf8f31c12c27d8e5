
      with d as (
  select d.documento_contable_id, d.moneda_pago_id, d.estudiante_id, d.devuelto
    from documento_contable d join caja_apertura ap on ap.caja_apertura_id = d.caja_apertura_id join caja k on k.caja_id = ap.caja_id
   where d.estado = 'emitido'
     and (d.fecha >= ($1::date)::timestamp at time zone $2 and d.fecha < (($3::date + 1)::timestamp at time zone $4))
     )
      select m.mo_pa_codigo as moneda, x.carrera, count(distinct x.estudiante)::int as estudiantes, sum(x.monto)::text as monto
        from (
          select d.moneda_pago_id, ca.carr_descripcion as carrera, ec.estudiante_id as estudiante, a.monto
            from d join documento_contable_cargo a on a.documento_contable_id = d.documento_contable_id
            join cargo_estudiante c on c.cargo_estudiante_id = a.cargo_estudiante_id and c.tipo = 'inscripcion'
            join estudiante_carrera ec on ec.estudiante_carrera_id = c.estudiante_carrera_id join carrera ca on ca.carrera_id = ec.carrera_id
          union all
          select d.moneda_pago_id, ca.carr_descripcion, d.estudiante_id, s.monto
            from d join documento_contable_servicio s on s.documento_contable_id = d.documento_contable_id
            join servicio_contable sc on sc.servicio_contable_id = s.servicio_contable_id and sc.se_co_es_serv_matriculacion
            left join lateral (select ec.carrera_id from estudiante_carrera ec where ec.estudiante_id = d.estudiante_id
                                order by ec.estudiante_carrera_id desc limit 1) ec on true
            left join carrera ca on ca.carrera_id = ec.carrera_id
        ) x join moneda_pago m on m.moneda_pago_id = x.moneda_pago_id
       group by 1, 2 order by 1, sum(x.monto) desc

-- parameters: ["2026-01-01","America/Santo_Domingo","2026-01-31","America/Santo_Domingo"]
