
      with x as (
        select r.moneda_pago_id, r.carrera_id, r.concepto, sum(r.cantidad)::int as cantidad, sum(r.monto) as monto
          from resumen_cobro r where r.clase in ('servicio', 'cargo') and (r.fecha >= ($1::date)::timestamp at time zone $2 and r.fecha < (($3::date + 1)::timestamp at time zone $4))
         group by 1, 2, 3
      )
      select m.mo_pa_codigo as moneda, ca.carr_descripcion as carrera, x.concepto, x.cantidad, x.monto::text as monto
        from x left join carrera ca on ca.carrera_id = x.carrera_id join moneda_pago m on m.moneda_pago_id = x.moneda_pago_id

-- parameters: ["2026-01-01","America/Santo_Domingo","2026-01-31","America/Santo_Domingo"]
