
          select c.co_rnc_proveedor as rnc, tb.ti_bs_codigo as "tipoBienServicio", c.co_ncf as ncf, c.co_ncf_modificado as "ncfModificado",
                 to_char(c.co_fecha_comprobante, 'YYYYMMDD') as fecha, to_char(c.co_fecha_pago, 'YYYYMMDD') as "fechaPago",
                 coalesce(c.co_monto_servicios, 0)::text as "montoServicios", coalesce(c.co_monto_bienes, 0)::text as "montoBienes", coalesce(c.co_itbis_facturado, 0)::text as "itbisFacturado", coalesce(c.co_itbis_retenido, 0)::text as "itbisRetenido", coalesce(c.co_itbis_proporcionalidad, 0)::text as "itbisProporcionalidad", coalesce(c.co_itbis_costo, 0)::text as "itbisCosto", coalesce(c.co_retencion_renta, 0)::text as "retencionRenta", coalesce(c.co_isc, 0)::text as "isc", coalesce(c.co_otros_impuestos, 0)::text as "otrosImpuestos", coalesce(c.co_propina_legal, 0)::text as "propinaLegal",
                 tr.ti_re_codigo as "tipoRetencionIsr", fp.fo_pc_codigo as "formaPago"
            from compra c join tipo_bien_servicio_compra tb on tb.tipo_bien_servicio_compra_id = c.tipo_bien_servicio_compra_id
            join forma_pago_compra fp on fp.forma_pago_compra_id = c.forma_pago_compra_id
            left join tipo_retencion_isr tr on tr.tipo_retencion_isr_id = c.tipo_retencion_isr_id
           where c.estatus and c.co_fecha_comprobante >= $1::date and c.co_fecha_comprobante < ($2::date + interval '1 month')
           order by c.co_fecha_comprobante, c.compra_id

-- parameters: ["2026-01-01","2026-01-01"]
