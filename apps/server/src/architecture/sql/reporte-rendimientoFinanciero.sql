
    select m.mo_pa_codigo as moneda, to_char(c.fecha_vence, 'YYYY-MM') as mes,
           sum(c.monto - c.refinanciado)::text as vencido,
           sum(least(coalesce(pg.pagado, 0), c.monto - c.refinanciado))::text as cobrado,
           sum(greatest(c.monto - c.refinanciado - coalesce(pg.pagado, 0), 0))::text as pendiente
      from cargo_estudiante c join moneda_pago m on m.moneda_pago_id = c.moneda_pago_id

      left join lateral (select sum(a.monto) as pagado from documento_contable_cargo a join documento_contable d on d.documento_contable_id = a.documento_contable_id
                          where a.cargo_estudiante_id = c.cargo_estudiante_id and d.estado = 'emitido') pg on true
     where c.estado = 'vigente' and c.estudiante_carrera_id is not null and c.fecha_vence between $1::date and $2::date
     group by m.mo_pa_codigo, to_char(c.fecha_vence, 'YYYY-MM')

-- parameters: ["2026-01-01","2026-01-31"]
