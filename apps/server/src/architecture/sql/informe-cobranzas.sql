
      select m.mo_pa_codigo as moneda, ca.carr_descripcion as carrera, count(distinct c.estudiante_carrera_id)::int as estudiantes,
             sum((c.monto - c.refinanciado))::text as vencido, sum(least(p.pagado, (c.monto - c.refinanciado)))::text as cobrado, sum((c.monto - c.refinanciado) - least(p.pagado, (c.monto - c.refinanciado)))::text as pendiente
        from cargo_estudiante c join estudiante_carrera ec on ec.estudiante_carrera_id = c.estudiante_carrera_id
        join carrera ca on ca.carrera_id = ec.carrera_id join moneda_pago m on m.moneda_pago_id = c.moneda_pago_id
        cross join lateral (select c.pagado as pagado) p
       where
  c.estado = 'vigente' and c.fecha_vence between $1::date and $2::date
       group by 1, 2 order by 1, 2

-- parameters: ["2026-01-01","2026-01-31"]
