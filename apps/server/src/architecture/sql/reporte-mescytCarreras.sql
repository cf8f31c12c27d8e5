
    with periodo as (select pe_ac_fecha_inicio as inicio, pe_ac_fecha_fin as fin from periodo_academico where periodo_academico_id = $1),
    alumnos as (
      select ec.carrera_id, ec.sede_id,
             (ec.estudiante_carrera_id in (
  select s.estudiante_carrera_id from seleccion s where s.periodo_academico_id = $2 and s.estado = 'inscrita'
  union
  select c.estudiante_carrera_id from calificacion c where c.periodo_academico_id = $3 and not c.anulada)) as matriculado,
             (ec.periodo_ingreso_id = $4) as nuevo,
             exists (select 1 from graduado g, periodo where g.estudiante_carrera_id = ec.estudiante_carrera_id and g.estado = 'graduado'
                      and g.fecha_graduacion between periodo.inicio and periodo.fin) as egresado,
             coalesce(sx.sexo_descripcion ilike 'f%', false) as mujer
        from estudiante_carrera ec join estudiante e on e.estudiante_id = ec.estudiante_id join persona pp on pp.persona_id = e.persona_id
        left join sexo sx on sx.sexo_id = pp.sexo_id
       where ec.carrera_id in (select c.carrera_id from carrera c
        where exists (select 1 from usuario u where u.usuario_id = $5 and u.rol_id = 1) or exists (select 1 from carrera_usuario_acceso a where a.carrera_id = c.carrera_id and a.usuario_id = $6)) and ec.sede_id in (select s.sede_id from sede s
        where exists (select 1 from usuario u where u.usuario_id = $7 and u.rol_id = 1) or exists (select 1 from usuario_sede us where us.sede_id = s.sede_id and us.usuario_id = $8))
    ),
    conteo as (
      select carrera_id, sede_id,
             count(*) filter (where matriculado)::int as matriculados, count(*) filter (where matriculado and mujer)::int as "matriculadasMujeres",
             count(*) filter (where nuevo)::int as "nuevoIngreso", count(*) filter (where nuevo and mujer)::int as "nuevoIngresoMujeres",
             count(*) filter (where egresado)::int as egresados, count(*) filter (where egresado and mujer)::int as "egresadasMujeres"
        from alumnos group by carrera_id, sede_id
    )
    select ca.carr_alias as "codigoCarrera", ca.carr_descripcion as carrera, tc.ti_ca_descripcion as nivel, es.escu_descripcion as escuela,
           se.sede_descripcion as recinto, pl.pl_en_descripcion as plan, pl.creditos as "creditosPlan",
           k.matriculados, k."matriculadasMujeres", k."nuevoIngreso", k."nuevoIngresoMujeres", k.egresados, k."egresadasMujeres"
      from conteo k join carrera ca on ca.carrera_id = k.carrera_id join tipo_carrera tc on tc.tipo_carrera_id = ca.tipo_carrera_id
      join escuela es on es.escuela_id = ca.escuela_id join sede se on se.sede_id = k.sede_id
      left join lateral (select pe.pl_en_descripcion, (select sum(d.pl_de_creditos)::int from plan_estudio_planes_estudios_detalles d where d.owner_id = pe.plan_estudio_id) as creditos
                           from plan_estudio pe where pe.carrera_id = ca.carrera_id and pe.pl_en_vigente order by pe.pl_en_version desc limit 1) pl on true
     where (tc.ti_ca_es_grado or tc.ti_ca_es_tecnico_superior) and (k.matriculados > 0 or k."nuevoIngreso" > 0 or k.egresados > 0)

-- parameters: [3,3,3,3,1,1,1,1]
