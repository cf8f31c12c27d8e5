
          with ec as materialized (
            select ec.estudiante_carrera_id as id, ec.plan_estudio_id as plan
              from estudiante_carrera ec join estado_estudiante st on st.estado_estudiante_id = ec.estado_estudiante_id
              join estudiante e on e.estudiante_id = ec.estudiante_id join persona pe on pe.persona_id = e.persona_id
             where ec.activa and coalesce(st.es_es_indica_graduado, false) = $1  and ec.sede_id = $2 and (translate(lower(pe.pers_nombres || ' ' || pe.pers_apellidos::text), 'áéíóúüñàèìòùÁÉÍÓÚÜÑ', 'aeiouunaeiouAEIOUUN') like $3
               or lower(e.matricula) like $4 or false)

               and not exists (select 1 from graduado g where g.estudiante_carrera_id = ec.estudiante_carrera_id and g.estado = 'graduado')
               and exists (select 1 from plan_estudio_planes_estudios_detalles d where d.owner_id = ec.plan_estudio_id)),
          o as materialized (
            select o.estudiante_carrera_id as ec, o.asignatura_id, o.id, pa.pe_ac_fecha_inicio as inicio, coalesce(l.ca_li_supera or l.ca_li_convalidada or l.ca_li_exonerada or l.ca_li_colacionada, false) as aprueba,
                   (coalesce(l.ca_li_califica, false) and a.asig_calcula_indice) as cuenta, a.asig_creditos as creditos, coalesce(l.ca_li_puntos, 0) as puntos
              from (select c.* from calificacion c
  where (c.seccion_asignatura_id is null and not c.anulada)
     or exists (select 1 from acta_calificacion ac where ac.seccion_asignatura_id = c.seccion_asignatura_id and ac.estado = 'enviada')) o join ec on ec.id = o.estudiante_carrera_id
              join asignatura a on a.asignatura_id = o.asignatura_id
              join calificacion_literal l on l.calificacion_literal_id = o.calificacion_literal_id
              join periodo_academico pa on pa.periodo_academico_id = o.periodo_academico_id),
          -- What each grade weighs in the index: nothing when it does not count, or the retake rule leaves it out.
          n as materialized (
            select ec as id, asignatura_id, aprueba, case when cuenta and not sustituida then creditos else 0 end as cr,
                   case when cuenta and not sustituida then creditos * puntos else 0 end as pts, case when aprueba then creditos else 0 end as ganados
              from (select o.*, (cuenta and row_number() over (partition by ec, asignatura_id, cuenta
                                          order by  inicio desc, id desc) > 1) as sustituida from o) x),
          -- The subjects each career has passed, and those equivalent to them (equivalence counts both ways).
          ap as materialized (select distinct id, asignatura_id from n where aprueba),
          cubre as materialized (
            select id, asignatura_id from ap
            union select ap.id, q.asignatura_equivalente_id from ap join asignatura_asignatura_equivalencias q on q.owner_id = ap.asignatura_id
            union select ap.id, q.owner_id from ap join asignatura_asignatura_equivalencias q on q.asignatura_equivalente_id = ap.asignatura_id),
          faltan as (
            select ec.id from ec join plan_estudio_planes_estudios_detalles d on d.owner_id = ec.plan
              left join cubre on cubre.id = ec.id and cubre.asignatura_id = d.asignatura_id
             where cubre.id is null),
          completos as (select id from ec except select id from faltan),
          t as (
            select n.id, coalesce(sum(ganados), 0)::int as creditos, round(sum(pts) / nullif(sum(cr), 0), 2) as indice
              from n join completos k on k.id = n.id group by n.id)
          select ec.estudiante_carrera_id as "estudianteCarreraId", e.matricula, pe.pers_nombres || ' ' || pe.pers_apellidos as nombre,
                 c.carr_descripcion as carrera, pl.pl_en_descripcion as plan, s.sede_descripcion as sede,
                 t.creditos, t.indice::float8 as indice, count(*) over ()::int as total
            from t join estudiante_carrera ec on ec.estudiante_carrera_id = t.id
            join estudiante e on e.estudiante_id = ec.estudiante_id join persona pe on pe.persona_id = e.persona_id
            join carrera c on c.carrera_id = ec.carrera_id join sede s on s.sede_id = ec.sede_id
            join plan_estudio pl on pl.plan_estudio_id = ec.plan_estudio_id
           where t.indice >= $5
           order by c.carr_descripcion, pe.pers_apellidos, pe.pers_nombres, ec.estudiante_carrera_id
           limit $6 offset $7

-- parameters: [false,1,"%perez%","%pérez%",2,50,0]
