
      with d as (
  select d.documento_contable_id, d.moneda_pago_id, d.estudiante_id, d.devuelto
    from documento_contable d join caja_apertura ap on ap.caja_apertura_id = d.caja_apertura_id join caja k on k.caja_id = ap.caja_id
   where d.estado = 'emitido'
     and (d.fecha >= ($1::date)::timestamp at time zone $2 and d.fecha < (($3::date + 1)::timestamp at time zone $4))
     ),
      a as (select a.documento_contable_id, sum(a.monto) as monto from d join documento_contable_cargo a on a.documento_contable_id = d.documento_contable_id group by 1),
      s as (select s.documento_contable_id, sum(s.monto) as monto from d join documento_contable_servicio s on s.documento_contable_id = d.documento_contable_id group by 1),
      x as (
        select d.moneda_pago_id, d.estudiante_id, count(*)::int as recibos, sum(coalesce(a.monto, 0)) as cargos, sum(coalesce(s.monto, 0)) as servicios
          from d left join a on a.documento_contable_id = d.documento_contable_id left join s on s.documento_contable_id = d.documento_contable_id
         where d.estudiante_id is not null
         group by 1, 2
         order by 1, sum(coalesce(a.monto, 0)) + sum(coalesce(s.monto, 0)) desc, 2
         limit 5000
      )
      select m.mo_pa_codigo as moneda, e.matricula, pe.pers_nombres || ' ' || pe.pers_apellidos as estudiante, ca.carr_descripcion as carrera,
             x.recibos, x.cargos::text as cargos, x.servicios::text as servicios, (x.cargos + x.servicios)::text as total
        from x join estudiante e on e.estudiante_id = x.estudiante_id join persona pe on pe.persona_id = e.persona_id
        join moneda_pago m on m.moneda_pago_id = x.moneda_pago_id
        left join lateral (select ec.carrera_id from estudiante_carrera ec where ec.estudiante_id = e.estudiante_id order by ec.estudiante_carrera_id desc limit 1) ec on true
        left join carrera ca on ca.carrera_id = ec.carrera_id
       order by 1, x.cargos + x.servicios desc, e.matricula

-- parameters: ["2026-01-01","America/Santo_Domingo","2026-01-31","America/Santo_Domingo"]
