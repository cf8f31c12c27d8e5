
          select c.periodo_academico_id as "periodoAcademicoId", p.pe_ac_descripcion as periodo, c.asignatura_id as "asignaturaId",
                 a.asig_codigo as "asignaturaCodigo", a.asig_descripcion as asignatura, a.asig_creditos as creditos, c.nota::float8 as nota,
                 l.ca_li_literal as literal, l.calificacion_literal_id as "calificacionLiteralId", coalesce(l.ca_li_puntos, 0)::float8 as puntos,
                 coalesce(l.ca_li_supera or l.ca_li_convalidada or l.ca_li_exonerada or l.ca_li_colacionada, false) as aprueba, (coalesce(l.ca_li_califica, false) and a.asig_calcula_indice) as califica, coalesce(l.ca_li_retirada, false) as retirada
            from (select c.* from calificacion c
  where (c.seccion_asignatura_id is null and not c.anulada)
     or exists (select 1 from acta_calificacion ac where ac.seccion_asignatura_id = c.seccion_asignatura_id and ac.estado = 'enviada')) c join periodo_academico p on p.periodo_academico_id = c.periodo_academico_id
            join asignatura a on a.asignatura_id = c.asignatura_id join calificacion_literal l on l.calificacion_literal_id = c.calificacion_literal_id
           where c.estudiante_carrera_id = $1
           order by p.pe_ac_fecha_inicio, p.periodo_academico_id, a.asig_codigo

-- parameters: [3201]
