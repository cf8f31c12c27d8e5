
  with o as (
    select c.estudiante_carrera_id as ec, c.periodo_academico_id as p, c.asignatura_id, c.id, pa.pe_ac_fecha_inicio as inicio,
           a.asig_creditos as creditos, coalesce(l.ca_li_supera or l.ca_li_convalidada or l.ca_li_exonerada or l.ca_li_colacionada, false) as aprueba, (coalesce(l.ca_li_califica, false) and a.asig_calcula_indice) as cuenta, coalesce(l.ca_li_puntos, 0) as puntos
      from (select c.* from calificacion c
  where (c.seccion_asignatura_id is null and not c.anulada)
     or exists (select 1 from acta_calificacion ac where ac.seccion_asignatura_id = c.seccion_asignatura_id and ac.estado = 'enviada')) c
      join asignatura a on a.asignatura_id = c.asignatura_id
      join calificacion_literal l on l.calificacion_literal_id = c.calificacion_literal_id
      join periodo_academico pa on pa.periodo_academico_id = c.periodo_academico_id
     where c.estudiante_carrera_id between $1 and $2),
  r as (select o.*, false as sustituida from o),
  g as (
    select ec, p, min(inicio) as inicio, sum(creditos)::int as cursados,
           coalesce(sum(creditos) filter (where aprueba), 0)::int as aprobados,
           coalesce(sum(creditos) filter (where cuenta and not sustituida), 0) as cr,
           coalesce(sum(creditos * puntos) filter (where cuenta and not sustituida), 0)::numeric(9, 2) as pts
      from r group by 1, 2)
  select ec, p, inicio, cursados, aprobados, pts, round(pts / nullif(cr, 0), 2)::numeric(4, 2) as indice,
         round(sum(pts) over k / nullif(sum(cr) over k, 0), 2)::numeric(4, 2) as acumulado, (sum(aprobados) over k)::int as acumulados
    from g window k as (partition by ec order by inicio, p)

-- parameters: [1,5000]
