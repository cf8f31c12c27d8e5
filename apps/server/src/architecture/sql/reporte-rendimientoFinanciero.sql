
    with x as (
      select c.moneda_pago_id, date_trunc('month', c.fecha_vence) as mes,
             sum((c.monto - c.refinanciado)) as vencido, sum(least(c.pagado, (c.monto - c.refinanciado))) as cobrado
        from cargo_estudiante c

       where c.estado = 'vigente' and c.estudiante_carrera_id is not null and c.fecha_vence between $1::date and $2::date
       group by 1, 2
    )
    select m.mo_pa_codigo as moneda, to_char(x.mes, 'YYYY-MM') as mes,
           x.vencido::text as vencido, x.cobrado::text as cobrado, (x.vencido - x.cobrado)::text as pendiente
      from x join moneda_pago m on m.moneda_pago_id = x.moneda_pago_id

-- parameters: ["2026-01-01","2026-01-31"]
