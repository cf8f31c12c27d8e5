
          select m.mo_pa_codigo as moneda, l.cuenta_contable_catalogo_id as "cuentaContableCatalogoId", c.cu_co_codigo as codigo,
                 c.cu_co_descripcion as cuenta, c.cu_co_cuenta_gp as "cuentaGp", coalesce(c.cu_co_cuenta_transitoria, false) as transitoria,
                 sum(l.debito)::text as debito, sum(l.credito)::text as credito, (sum(l.debito) - sum(l.credito))::text as saldo,
                 count(distinct t.transaccion_contable_id)::int as asientos
            from transaccion_contable t join transaccion_contable_linea l on l.transaccion_contable_id = t.transaccion_contable_id
            join moneda_pago m on m.moneda_pago_id = t.moneda_pago_id
            left join cuenta_contable_catalogo c on c.cuenta_contable_catalogo_id = l.cuenta_contable_catalogo_id
           where (t.fecha >= ($1::date)::timestamp at time zone $2 and t.fecha < (($3::date + 1)::timestamp at time zone $4))

           group by m.mo_pa_codigo, l.cuenta_contable_catalogo_id, c.cu_co_codigo, c.cu_co_descripcion, c.cu_co_cuenta_gp, c.cu_co_cuenta_transitoria
           order by m.mo_pa_codigo, c.cu_co_codigo nulls last

-- parameters: ["2026-01-01","America/Santo_Domingo","2026-01-31","America/Santo_Domingo"]
