
      with d as (
  select d.documento_contable_id, d.moneda_pago_id, d.estudiante_id, d.devuelto
    from documento_contable d join caja_apertura ap on ap.caja_apertura_id = d.caja_apertura_id join caja k on k.caja_id = ap.caja_id
   where d.estado = 'emitido'
     and (d.fecha >= ($1::date)::timestamp at time zone $2 and d.fecha < (($3::date + 1)::timestamp at time zone $4))
     )
      select m.mo_pa_codigo as moneda, e.matricula, pe.pers_nombres || ' ' || pe.pers_apellidos as estudiante, ca.carr_descripcion as carrera,
             count(*)::int as recibos, sum(x.cargos)::text as cargos, sum(x.servicios)::text as servicios, sum(x.cargos + x.servicios)::text as total
        from d join estudiante e on e.estudiante_id = d.estudiante_id join persona pe on pe.persona_id = e.persona_id
        join moneda_pago m on m.moneda_pago_id = d.moneda_pago_id
        cross join lateral (select (select coalesce(sum(a.monto), 0) from documento_contable_cargo a where a.documento_contable_id = d.documento_contable_id) as cargos,
                                   (select coalesce(sum(s.monto), 0) from documento_contable_servicio s where s.documento_contable_id = d.documento_contable_id) as servicios) x
        left join lateral (select ec.carrera_id from estudiante_carrera ec where ec.estudiante_id = e.estudiante_id order by ec.estudiante_carrera_id desc limit 1) ec on true
        left join carrera ca on ca.carrera_id = ec.carrera_id
       group by m.mo_pa_codigo, e.estudiante_id, e.matricula, pe.pers_nombres, pe.pers_apellidos, ca.carr_descripcion
       order by 1, sum(x.cargos + x.servicios) desc, e.matricula
       limit 5000

-- parameters: ["2026-01-01","America/Santo_Domingo","2026-01-31","America/Santo_Domingo"]
