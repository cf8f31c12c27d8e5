
      select m.mo_pa_codigo as moneda, pp.pl_pa_descripcion as plan, s.sede_descripcion as sede, count(distinct c.estudiante_carrera_id)::int as estudiantes,
             sum((c.monto - c.refinanciado))::text as vencido, sum(least(p.pagado, (c.monto - c.refinanciado)))::text as cobrado, sum((c.monto - c.refinanciado) - least(p.pagado, (c.monto - c.refinanciado)))::text as pendiente
        from cargo_estudiante c join estudiante_carrera ec on ec.estudiante_carrera_id = c.estudiante_carrera_id
        join plan_pago pp on pp.plan_pago_id = c.plan_pago_id join sede s on s.sede_id = pp.sede_id join moneda_pago m on m.moneda_pago_id = c.moneda_pago_id
        cross join lateral (select c.pagado as pagado) p
       where
  c.estado = 'vigente' and c.fecha_vence between $1::date and $2::date
       group by 1, 2, 3 order by 1, sum((c.monto - c.refinanciado)) desc

-- parameters: ["2026-01-01","2026-01-31"]
