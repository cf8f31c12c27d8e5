
      with d as (
  select d.documento_contable_id, d.moneda_pago_id, d.estudiante_id, d.devuelto
    from documento_contable d join caja_apertura ap on ap.caja_apertura_id = d.caja_apertura_id join caja k on k.caja_id = ap.caja_id
   where d.estado = 'emitido'
     and (d.fecha >= ($1::date)::timestamp at time zone $2 and d.fecha < (($3::date + 1)::timestamp at time zone $4))
     ),
      lineas as (
        select d.moneda_pago_id, x.tipo_forma_pago_id, d.documento_contable_id, x.id, x.monto, d.devuelto,
               min(x.id) filter (where (not t.ti_fp_validar_referencia and t.se_puede_seleccionar)) over (partition by d.documento_contable_id) as primera_en_efectivo
          from d join documento_contable_forma_pago x on x.documento_contable_id = d.documento_contable_id
          join tipo_forma_pago t on t.tipo_forma_pago_contable_id = x.tipo_forma_pago_id
      ),
      x as (
        select moneda_pago_id, tipo_forma_pago_id, count(distinct documento_contable_id)::int as recibos,
               sum(monto - case when id = primera_en_efectivo then devuelto else 0 end) as monto
          from lineas group by 1, 2
      )
      select m.mo_pa_codigo as moneda, t.ti_fp_descripcion as "formaPago", x.recibos, x.monto::text as monto
        from x join tipo_forma_pago t on t.tipo_forma_pago_contable_id = x.tipo_forma_pago_id join moneda_pago m on m.moneda_pago_id = x.moneda_pago_id
       order by 1, x.monto desc

-- parameters: ["2026-01-01","America/Santo_Domingo","2026-01-31","America/Santo_Domingo"]
