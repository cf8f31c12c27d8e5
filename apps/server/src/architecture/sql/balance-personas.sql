
          with saldo as (
            select s.so_in_identificacion as identificacion, c.moneda_pago_id, count(distinct s.curso_id)::int as cursos, sum((c.monto - c.refinanciado)) as cargado, sum(c.pagado) as pagado, sum((c.monto - c.refinanciado) - c.pagado) as balance,
  sum(case when c.fecha_vence < $1::date then (c.monto - c.refinanciado) - c.pagado else 0.00 end) as vencido,
                   (array_agg(s.so_in_nombres || ' ' || s.so_in_apellidos order by s.solicitud_inscripcion_id desc))[1] as nombre
              from cargo_estudiante c join ec_solicitud_inscripcion s on s.solicitud_inscripcion_id = c.solicitud_inscripcion_id
             where c.estado = 'vigente' and c.solicitud_inscripcion_id is not null group by 1, 2
          )
          select x.identificacion, x.nombre, m.mo_pa_codigo as moneda, x.cursos, x.cargado::text as cargado, x.pagado::text as pagado,
                 x.balance::text as balance, x.vencido::text as vencido, count(*) over ()::int as filas
            from saldo x join moneda_pago m on m.moneda_pago_id = x.moneda_pago_id
           where true

           order by x.vencido desc, x.balance desc, x.nombre
           limit $2 offset $3

-- parameters: ["2026-01-15",50,0]
