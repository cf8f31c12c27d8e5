
          select to_char(t.fecha at time zone $1, 'YYYYMMDD') as dia, s.sede_iniciales as sede, s.cuenta_contable_gp_dimension as dimension,
                 m.mo_pa_codigo as moneda, c.cu_co_codigo as codigo, c.cu_co_cuenta_gp as "cuentaGp", c.cu_co_descripcion as cuenta,
                 sum(l.debito)::text as debito, sum(l.credito)::text as credito
            from transaccion_contable t join transaccion_contable_linea l on l.transaccion_contable_id = t.transaccion_contable_id
            join sede s on s.sede_id = t.sede_id join moneda_pago m on m.moneda_pago_id = t.moneda_pago_id
            left join cuenta_contable_catalogo c on c.cuenta_contable_catalogo_id = l.cuenta_contable_catalogo_id
           where (t.fecha >= ($2::date)::timestamp at time zone $3 and t.fecha < (($4::date + 1)::timestamp at time zone $5))

           group by 1, 2, 3, 4, 5, 6, 7 order by 1, 2, 4, 5 nulls last

-- parameters: ["America/Santo_Domingo","2026-01-01","America/Santo_Domingo","2026-01-31","America/Santo_Domingo"]
