
      select m.mo_pa_codigo as moneda, e.matricula, pe.pers_nombres || ' ' || pe.pers_apellidos as estudiante, ca.carr_descripcion as carrera,
             (select string_agg(distinct td.ti_de_descripcion, ', ') from estudiante_descuento_pago dp join tipo_descuento td on td.tipo_descuento_id = dp.tipo_descuento_id
               where dp.estudiante_carrera_id = ec.estudiante_carrera_id and dp.estatus) as descuentos,
             sum(c.monto + c.descuento)::text as bruto, sum(c.descuento)::text as descuento
        from cargo_estudiante c join estudiante_carrera ec on ec.estudiante_carrera_id = c.estudiante_carrera_id
        join estudiante e on e.estudiante_id = ec.estudiante_id join persona pe on pe.persona_id = e.persona_id
        join carrera ca on ca.carrera_id = ec.carrera_id join moneda_pago m on m.moneda_pago_id = c.moneda_pago_id
       where
  c.estado = 'vigente' and c.fecha_vence between $1::date and $2::date  and c.descuento > 0
       group by m.mo_pa_codigo, ec.estudiante_carrera_id, e.matricula, pe.pers_nombres, pe.pers_apellidos, ca.carr_descripcion

-- parameters: ["2026-01-01","2026-01-31"]
