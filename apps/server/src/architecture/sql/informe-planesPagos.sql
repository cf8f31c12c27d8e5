
      with porEstudiante as (
        select c.moneda_pago_id, c.plan_pago_id, c.estudiante_carrera_id, sum((c.monto - c.refinanciado)) as vencido, sum(least(c.pagado, (c.monto - c.refinanciado))) as cobrado
          from cargo_estudiante c
         where c.plan_pago_id is not null and c.estudiante_carrera_id is not null and
  c.estado = 'vigente' and c.fecha_vence between $1::date and $2::date
         group by 1, 2, 3
      ),
      x as (
        select moneda_pago_id, plan_pago_id, count(*)::int as estudiantes, sum(vencido) as vencido, sum(cobrado) as cobrado
          from porEstudiante group by 1, 2
      )
      select m.mo_pa_codigo as moneda, pp.pl_pa_descripcion as plan, s.sede_descripcion as sede, x.estudiantes,
             x.vencido::text as vencido, x.cobrado::text as cobrado, (x.vencido - x.cobrado)::text as pendiente
        from x join plan_pago pp on pp.plan_pago_id = x.plan_pago_id join sede s on s.sede_id = pp.sede_id join moneda_pago m on m.moneda_pago_id = x.moneda_pago_id

-- parameters: ["2026-01-01","2026-01-31"]
