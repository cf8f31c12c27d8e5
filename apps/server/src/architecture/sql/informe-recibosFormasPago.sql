
      with x as (
        select r.moneda_pago_id, r.tipo_forma_pago_id, sum(r.cantidad)::int as recibos, sum(r.monto) as monto
          from resumen_cobro r where r.clase = 'forma' and (r.fecha >= ($1::date)::timestamp at time zone $2 and r.fecha < (($3::date + 1)::timestamp at time zone $4))
         group by 1, 2
      )
      select m.mo_pa_codigo as moneda, t.ti_fp_descripcion as "formaPago", x.recibos, x.monto::text as monto
        from x join tipo_forma_pago t on t.tipo_forma_pago_contable_id = x.tipo_forma_pago_id join moneda_pago m on m.moneda_pago_id = x.moneda_pago_id

-- parameters: ["2026-01-01","America/Santo_Domingo","2026-01-31","America/Santo_Domingo"]
