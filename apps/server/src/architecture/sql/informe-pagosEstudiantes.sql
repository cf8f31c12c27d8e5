
      with recibo as (
        select r.moneda_pago_id, r.estudiante_id, r.documento_contable_id,
               coalesce(sum(r.monto) filter (where r.clase = 'cargo'), 0) as cargos, coalesce(sum(r.monto) filter (where r.clase = 'servicio'), 0) as servicios
          from resumen_cobro r
         where r.clase in ('servicio', 'cargo') and r.estudiante_id is not null and (r.fecha >= ($1::date)::timestamp at time zone $2 and r.fecha < (($3::date + 1)::timestamp at time zone $4))
         group by 1, 2, 3
      ),
      x as (
        select moneda_pago_id, estudiante_id, count(*)::int as recibos, sum(cargos) as cargos, sum(servicios) as servicios
          from recibo group by 1, 2
      )
      select m.mo_pa_codigo as moneda, e.matricula, pe.pers_nombres || ' ' || pe.pers_apellidos as estudiante, ec.carrera,
             x.recibos, x.cargos::text as cargos, x.servicios::text as servicios, (x.cargos + x.servicios)::text as total
        from x join estudiante e on e.estudiante_id = x.estudiante_id join persona pe on pe.persona_id = e.persona_id
        join moneda_pago m on m.moneda_pago_id = x.moneda_pago_id
        left join (select distinct on (ec.estudiante_id) ec.estudiante_id, ca.carr_descripcion as carrera from estudiante_carrera ec join carrera ca on ca.carrera_id = ec.carrera_id
                    order by ec.estudiante_id, ec.estudiante_carrera_id desc) ec on ec.estudiante_id = e.estudiante_id

-- parameters: ["2026-01-01","America/Santo_Domingo","2026-01-31","America/Santo_Domingo"]
