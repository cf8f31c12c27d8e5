
      with d as (
  select d.documento_contable_id, d.moneda_pago_id, d.estudiante_id, d.devuelto
    from documento_contable d join caja_apertura ap on ap.caja_apertura_id = d.caja_apertura_id join caja k on k.caja_id = ap.caja_id
   where d.estado = 'emitido'
     and (d.fecha >= ($1::date)::timestamp at time zone $2 and d.fecha < (($3::date + 1)::timestamp at time zone $4))
     )
      select * from (
      select m.mo_pa_codigo as moneda, t.ti_fp_descripcion as "formaPago", count(distinct d.documento_contable_id)::int as recibos,
             sum(x.monto - case when x.id = (select min(f2.id) from documento_contable_forma_pago f2 join tipo_forma_pago t2 on t2.tipo_forma_pago_contable_id = f2.tipo_forma_pago_id
                                              where f2.documento_contable_id = d.documento_contable_id and not t2.ti_fp_validar_referencia and t2.se_puede_seleccionar)
                                then d.devuelto else 0 end)::text as monto
        from d join documento_contable_forma_pago x on x.documento_contable_id = d.documento_contable_id
        join tipo_forma_pago t on t.tipo_forma_pago_contable_id = x.tipo_forma_pago_id join moneda_pago m on m.moneda_pago_id = d.moneda_pago_id
       group by 1, 2) q order by moneda, monto::numeric desc

-- parameters: ["2026-01-01","America/Santo_Domingo","2026-01-31","America/Santo_Domingo"]
