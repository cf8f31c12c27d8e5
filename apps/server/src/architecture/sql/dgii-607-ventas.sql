
          select d.rnc, d.ncf, coalesce(tn.ti_nc_es_fiscal, false) as fiscal, to_char(d.fecha at time zone $1, 'YYYYMMDD') as fecha,
                 d.tasa::text as tasa, d.devuelto::text as devuelto,
  (select json_agg(json_build_object('monto', f.monto::text, 'efectivo', (not t.ti_fp_validar_referencia and t.se_puede_seleccionar), 'tarjeta', t.forma_pago_completo_tarjeta,
                                     'seleccionable', t.se_puede_seleccionar) order by f.id)
     from documento_contable_forma_pago f join tipo_forma_pago t on t.tipo_forma_pago_contable_id = f.tipo_forma_pago_id
    where f.documento_contable_id = d.documento_contable_id) as pagos
            from documento_contable d left join tipo_ncf tn on tn.tipo_ncf_id = d.tipo_ncf_id
           where d.ncf is not null and d.estado = 'emitido' and (d.fecha >= ($2::date)::timestamp at time zone $3 and d.fecha < (($4::date + 1)::timestamp at time zone $5))
           order by d.fecha, d.documento_contable_id

-- parameters: ["America/Santo_Domingo","2026-01-01","America/Santo_Domingo","2026-01-31","America/Santo_Domingo"]
