
      with d as (
  select d.documento_contable_id, d.moneda_pago_id, d.estudiante_id, d.devuelto
    from documento_contable d join caja_apertura ap on ap.caja_apertura_id = d.caja_apertura_id join caja k on k.caja_id = ap.caja_id
   where d.estado = 'emitido'
     and (d.fecha >= ($1::date)::timestamp at time zone $2 and d.fecha < (($3::date + 1)::timestamp at time zone $4))
     )
      select m.mo_pa_codigo as moneda, g.se_gr_descripcion as grupo, sc.se_co_descripcion as servicio,
             (select dt.se_co_de_monto::text from servicio_contable_detalles dt where dt.owner_id = sc.servicio_contable_id and dt.moneda_pago_id = d.moneda_pago_id) as precio,
             sum(s.cantidad)::int as cantidad, sum(s.descuento)::text as descuento, sum(s.monto)::text as monto
        from d join documento_contable_servicio s on s.documento_contable_id = d.documento_contable_id
        join servicio_contable sc on sc.servicio_contable_id = s.servicio_contable_id
        left join servicio_contable_grupo g on g.servicio_contable_grupo_id = sc.servicio_contable_grupo_id
        join moneda_pago m on m.moneda_pago_id = d.moneda_pago_id
       group by m.mo_pa_codigo, d.moneda_pago_id, g.se_gr_descripcion, sc.servicio_contable_id, sc.se_co_descripcion

-- parameters: ["2026-01-01","America/Santo_Domingo","2026-01-31","America/Santo_Domingo"]
