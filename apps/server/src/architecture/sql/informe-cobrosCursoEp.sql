
      with d as (
  select d.documento_contable_id, d.moneda_pago_id, d.estudiante_id, d.devuelto
    from documento_contable d join caja_apertura ap on ap.caja_apertura_id = d.caja_apertura_id join caja k on k.caja_id = ap.caja_id
   where d.estado = 'emitido'
     and (d.fecha >= ($1::date)::timestamp at time zone $2 and d.fecha < (($3::date + 1)::timestamp at time zone $4))
     )
      select m.mo_pa_codigo as moneda, cu.cur_titulo as curso, count(distinct s.so_in_identificacion)::int as participantes,
             count(distinct d.documento_contable_id)::int as recibos,
             sum(case when c.tipo = 'inscripcion' then a.monto else 0.00 end)::text as inscripcion,
             sum(case when c.tipo = 'cuota' then a.monto else 0.00 end)::text as cuotas,
             sum(case when c.tipo = 'recargo' then a.monto else 0.00 end)::text as recargos, sum(a.monto)::text as monto
        from d join documento_contable_cargo a on a.documento_contable_id = d.documento_contable_id
        join cargo_estudiante c on c.cargo_estudiante_id = a.cargo_estudiante_id and c.solicitud_inscripcion_id is not null
        join ec_solicitud_inscripcion s on s.solicitud_inscripcion_id = c.solicitud_inscripcion_id join ec_curso cu on cu.curso_id = s.curso_id
        join moneda_pago m on m.moneda_pago_id = d.moneda_pago_id
       group by 1, 2

-- parameters: ["2026-01-01","America/Santo_Domingo","2026-01-31","America/Santo_Domingo"]
