
          with saldo as (
            select c.estudiante_carrera_id, c.moneda_pago_id, sum((c.monto - c.refinanciado) - c.pagado) as balance,
                   sum(case when c.fecha_vence < $1::date then (c.monto - c.refinanciado) - c.pagado else 0 end) as vencido,
                   min(case when c.fecha_vence >= $2::date then c.fecha_vence end) as proximo
              from cargo_estudiante c
             where c.estado = 'vigente' and c.estudiante_carrera_id is not null and c.monto - c.refinanciado > c.pagado
               and c.estudiante_carrera_id in (select ec.estudiante_carrera_id from estudiante_carrera ec join estudiante e on e.estudiante_id = ec.estudiante_id
                                                          join persona pe on pe.persona_id = e.persona_id where ec.sede_id = $3 and pe.pers_nombre_busqueda like $4)
             group by 1, 2
             having sum(case when c.fecha_vence < $5::date then 1 else 0 end) > 0
          ),
          pagina as (
            select x.*, count(*) over () as filas from saldo x
             order by x.vencido desc, x.balance desc, x.estudiante_carrera_id
             limit $6 offset $7
          )
          select ec.estudiante_carrera_id as "estudianteCarreraId", e.matricula, pe.pers_nombres || ' ' || pe.pers_apellidos as nombre,
                 ca.carr_descripcion as carrera, s.sede_descripcion as sede, m.mo_pa_codigo as moneda, x.balance::text as balance, x.vencido::text as vencido,
                 to_char(x.proximo, 'YYYY-MM-DD') as "proximoVence", x.filas::int as filas
            from pagina x join estudiante_carrera ec on ec.estudiante_carrera_id = x.estudiante_carrera_id
            join estudiante e on e.estudiante_id = ec.estudiante_id join persona pe on pe.persona_id = e.persona_id
            join carrera ca on ca.carrera_id = ec.carrera_id join sede s on s.sede_id = ec.sede_id join moneda_pago m on m.moneda_pago_id = x.moneda_pago_id
           order by x.vencido desc, x.balance desc, x.estudiante_carrera_id

-- parameters: ["2026-01-15","2026-01-15",1,"%marte%","2026-01-15",50,0]
