
      with porEstudiante as (
        select c.moneda_pago_id, c.estudiante_carrera_id, sum((c.monto - c.refinanciado)) as vencido, sum(least(c.pagado, (c.monto - c.refinanciado))) as cobrado
          from cargo_estudiante c
         where c.estudiante_carrera_id is not null and
  c.estado = 'vigente' and c.fecha_vence between $1::date and $2::date
         group by 1, 2
      ),
      x as (
        select s.moneda_pago_id, ec.carrera_id, count(*)::int as estudiantes, sum(s.vencido) as vencido, sum(s.cobrado) as cobrado
          from porEstudiante s join estudiante_carrera ec on ec.estudiante_carrera_id = s.estudiante_carrera_id
         group by 1, 2
      )
      select m.mo_pa_codigo as moneda, ca.carr_descripcion as carrera, x.estudiantes,
             x.vencido::text as vencido, x.cobrado::text as cobrado, (x.vencido - x.cobrado)::text as pendiente
        from x join carrera ca on ca.carrera_id = x.carrera_id join moneda_pago m on m.moneda_pago_id = x.moneda_pago_id

-- parameters: ["2026-01-01","2026-01-31"]
