
    with r as (
    select d.profesor_id, s.seccion_asignatura_id, d.dia_id, d.aula_id, d.se_de_hora_inicio as inicio, d.se_de_hora_fin as fin,
           (extract(epoch from (d.se_de_hora_fin::time - d.se_de_hora_inicio::time)) / 3600)::numeric as horas,
           (select count(*) from generate_series(greatest(s.se_en_fecha_inicia, (select pe_ac_fecha_inicio from periodo_academico where periodo_academico_id = $1)), least(s.se_en_fecha_finaliza, (select pe_ac_fecha_fin from periodo_academico where periodo_academico_id = $2)), interval '1 day') g
             where extract(isodow from g) = d.dia_id)::int as veces
      from seccion_horario_detalle d join seccion_horario s on s.seccion_asignatura_id = d.seccion_asignatura_id
     where d.profesor_id is not null and s.estatus
       and s.se_en_fecha_inicia <= (select pe_ac_fecha_fin from periodo_academico where periodo_academico_id = $3) and s.se_en_fecha_finaliza >= (select pe_ac_fecha_inicio from periodo_academico where periodo_academico_id = $4) and s.periodo_academico_id = $5 and s.carrera_id in (select c.carrera_id from carrera c
        where exists (select 1 from usuario u where u.usuario_id = $6 and u.rol_id = 1) or exists (select 1 from carrera_usuario_acceso a where a.carrera_id = c.carrera_id and a.usuario_id = $7)) and s.sede_id in (select s.sede_id from sede s
        where exists (select 1 from usuario u where u.usuario_id = $8 and u.rol_id = 1) or exists (select 1 from usuario_sede us where us.sede_id = s.sede_id and us.usuario_id = $9)) ),
    secciones as (select r.profesor_id, count(distinct r.seccion_asignatura_id)::int as secciones,
                         (select sum(a.asig_creditos) from seccion_horario s join asignatura a on a.asignatura_id = s.asignatura_id
                           where s.seccion_asignatura_id in (select distinct x.seccion_asignatura_id from r x where x.profesor_id = r.profesor_id))::int as creditos,
                         sum(r.horas) as semana, sum(r.horas * r.veces) as periodo
                    from r group by r.profesor_id)
    select p.pers_nombres || ' ' || p.pers_apellidos as profesor, (select d.do_id_valor from persona_documento_identificacion d where d.persona_id = p.persona_id order by d.tipo_documento_identificacion_id, d.persona_documento_identificacion_id limit 1) as documento, c.pr_ca_descripcion as categoria, r.secciones, r.creditos, r.semana::numeric(14, 2)::text as "horasSemana", r.periodo::numeric(14, 2)::text as horas,
           coalesce(c.pr_ca_valor, 0)::numeric(14, 2)::text as "valorHora", round(r.periodo * coalesce(c.pr_ca_valor, 0), 2)::numeric(14, 2)::text as monto
      from secciones r join profesor pr on pr.profesor_id = r.profesor_id join persona p on p.persona_id = pr.persona_id
  left join profesor_categoria_pago c on c.profesor_categoria_pago_id = pr.profesor_categoria_pago_id

-- parameters: [3,3,3,3,3,1,1,1,1]
