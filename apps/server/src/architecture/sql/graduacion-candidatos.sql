
          -- Each plan's sentinel: one of its rows, a required one of its last term where it has one. Only
          -- a career that met it (passed it, an equivalent, or for an elective row a subject of its type)
          -- may have completed its plan, so only those are audited below — the few near the end of their
          -- plan, found through the subjects' grades, not every career of the institution.
          with sentinela as materialized (
            select distinct on (d.owner_id) d.owner_id as plan, d.asignatura_id as s, a.tipo_asignatura_electiva_id as tipo
              from plan_estudio_planes_estudios_detalles d join asignatura a on a.asignatura_id = d.asignatura_id
             order by d.owner_id, a.tipo_asignatura_electiva_id is not null, d.pl_de_cuatrimestre desc, d.asignatura_id desc),
          basta as materialized (
            select plan, s as asignatura_id from sentinela
            union select plan, q.asignatura_equivalente_id from sentinela join asignatura_asignatura_equivalencias q on q.owner_id = s
            union select plan, q.owner_id from sentinela join asignatura_asignatura_equivalencias q on q.asignatura_equivalente_id = s
            union select plan, x.asignatura_id from sentinela join asignatura x on x.tipo_asignatura_electiva_id = sentinela.tipo),
          cerca as materialized (
            select distinct c.estudiante_carrera_id as id, b.plan
              from basta b join calificacion c on c.asignatura_id = b.asignatura_id
              join calificacion_literal l on l.calificacion_literal_id = c.calificacion_literal_id
             where coalesce(l.ca_li_supera or l.ca_li_convalidada or l.ca_li_exonerada or l.ca_li_colacionada, false)),
          ec as materialized (
            select ec.estudiante_carrera_id as id, ec.plan_estudio_id as plan
              from cerca join estudiante_carrera ec on ec.estudiante_carrera_id = cerca.id and ec.plan_estudio_id = cerca.plan
              join estado_estudiante st on st.estado_estudiante_id = ec.estado_estudiante_id
              join estudiante e on e.estudiante_id = ec.estudiante_id join persona pe on pe.persona_id = e.persona_id
             where ec.activa and coalesce(st.es_es_indica_graduado, false) = $1  and ec.sede_id = $2 and (translate(lower(pe.pers_nombres || ' ' || pe.pers_apellidos::text), 'áéíóúüñàèìòùÁÉÍÓÚÜÑ', 'aeiouunaeiouAEIOUUN') like $3
               or lower(e.matricula) like $4 or false)

               and not exists (select 1 from graduado g where g.estudiante_carrera_id = ec.estudiante_carrera_id and g.estado = 'graduado')),
          o as materialized (
            select o.estudiante_carrera_id as ec, o.asignatura_id, o.id, pa.pe_ac_fecha_inicio as inicio, coalesce(l.ca_li_supera or l.ca_li_convalidada or l.ca_li_exonerada or l.ca_li_colacionada, false) as aprueba,
                   (coalesce(l.ca_li_califica, false) and a.asig_calcula_indice) as cuenta, a.asig_creditos as creditos, coalesce(l.ca_li_puntos, 0) as puntos
              from (select c.* from calificacion c
  where (c.seccion_asignatura_id is null and not c.anulada)
     or exists (select 1 from acta_calificacion ac where ac.seccion_asignatura_id = c.seccion_asignatura_id and ac.estado = 'enviada')) o join ec on ec.id = o.estudiante_carrera_id
              join asignatura a on a.asignatura_id = o.asignatura_id
              join calificacion_literal l on l.calificacion_literal_id = o.calificacion_literal_id
              join periodo_academico pa on pa.periodo_academico_id = o.periodo_academico_id),
          -- The subjects each career has passed.
          ap as materialized (select distinct ec as id, asignatura_id from o where aprueba),
          -- Careers with a required subject not met (by itself or an equivalent: equivalence counts both
          -- ways), or an elective type with fewer subjects of it passed than the plan has rows of it.
          faltan as (
            select ec.id from ec join plan_estudio_planes_estudios_detalles d on d.owner_id = ec.plan
              join asignatura a on a.asignatura_id = d.asignatura_id and a.tipo_asignatura_electiva_id is null
             where not exists (select 1 from ap where ap.id = ec.id and ap.asignatura_id = d.asignatura_id)
               and not exists (select 1 from asignatura_asignatura_equivalencias q join ap on ap.id = ec.id
                                where (q.owner_id = d.asignatura_id and ap.asignatura_id = q.asignatura_equivalente_id)
                                   or (q.asignatura_equivalente_id = d.asignatura_id and ap.asignatura_id = q.owner_id))
            union
            select ec.id
              from ec join (select d.owner_id as plan, a.tipo_asignatura_electiva_id as tipo, count(*) as n
                              from plan_estudio_planes_estudios_detalles d join asignatura a on a.asignatura_id = d.asignatura_id
                             where a.tipo_asignatura_electiva_id is not null group by 1, 2) fe on fe.plan = ec.plan
              left join (select ap.id, a.tipo_asignatura_electiva_id as tipo, count(*) as n
                           from ap join asignatura a on a.asignatura_id = ap.asignatura_id
                          where a.tipo_asignatura_electiva_id is not null group by 1, 2) pe on pe.id = ec.id and pe.tipo = fe.tipo
             where coalesce(pe.n, 0) < fe.n),
          completos as materialized (select id from ec except select id from faltan),
          -- What each grade of a complete career weighs in the index: nothing when it does not count, or the retake rule leaves it out.
          n as (
            select ec as id, case when cuenta and not sustituida then creditos else 0 end as cr,
                   case when cuenta and not sustituida then creditos * puntos else 0 end as pts, case when aprueba then creditos else 0 end as ganados
              from (select o.*, (cuenta and row_number() over (partition by ec, asignatura_id, cuenta
                                          order by  inicio desc, id desc) > 1) as sustituida from o where o.ec in (select id from completos)) x),
          t as (select id, coalesce(sum(ganados), 0)::int as creditos, round(sum(pts) / nullif(sum(cr), 0), 2) as indice from n group by id)
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
