
      with r as (
    select d.profesor_id, s.seccion_asignatura_id, d.dia_id, d.aula_id, d.se_de_hora_inicio as inicio, d.se_de_hora_fin as fin,
           (extract(epoch from (d.se_de_hora_fin::time - d.se_de_hora_inicio::time)) / 3600)::numeric as horas,
           (select count(*) from generate_series(greatest(s.se_en_fecha_inicia, $1::date), least(s.se_en_fecha_finaliza, $2::date), interval '1 day') g
             where extract(isodow from g) = d.dia_id)::int as veces
      from seccion_horario_detalle d join seccion_horario s on s.seccion_asignatura_id = d.seccion_asignatura_id
     where d.profesor_id is not null and s.estatus
       and s.se_en_fecha_inicia <= $3::date and s.se_en_fecha_finaliza >= $4::date
      )
      select coalesce(m.mo_pa_codigo, '—') as moneda, pe.pers_nombres || ' ' || pe.pers_apellidos as profesor, c.pr_ca_descripcion as categoria,
             coalesce(c.pr_ca_valor, 0)::numeric(14, 2)::text as "valorHora", count(distinct r.seccion_asignatura_id)::int as secciones,
             sum(r.horas)::numeric(14, 2)::text as "horasSemana", sum(r.horas * r.veces)::numeric(14, 2)::text as horas,
             round(sum(r.horas * r.veces) * coalesce(c.pr_ca_valor, 0), 2)::numeric(14, 2)::text as monto
        from r join profesor p on p.profesor_id = r.profesor_id join persona pe on pe.persona_id = p.persona_id
        left join profesor_categoria_pago c on c.profesor_categoria_pago_id = p.profesor_categoria_pago_id
        left join moneda_pago m on m.moneda_pago_id = c.moneda_pago_id
       group by m.mo_pa_codigo, p.profesor_id, pe.pers_nombres, pe.pers_apellidos, c.pr_ca_descripcion, c.pr_ca_valor

-- parameters: ["2026-01-01","2026-01-31","2026-01-31","2026-01-01"]
