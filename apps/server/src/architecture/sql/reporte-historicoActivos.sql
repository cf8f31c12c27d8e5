
      select pa.pe_ac_alias as periodo, pa.pe_ac_fecha_inicio::text as inicio,
             (select count(*) from estudiante_carrera ec where ec.estudiante_carrera_id in (
  select s.estudiante_carrera_id from seleccion s where s.periodo_academico_id = pa.periodo_academico_id and s.estado = 'inscrita'
  union
  select c.estudiante_carrera_id from calificacion c where c.periodo_academico_id = pa.periodo_academico_id and not c.anulada) and ec.carrera_id in (select c.carrera_id from carrera c
        where exists (select 1 from usuario u where u.usuario_id = $1 and u.rol_id = 1) or exists (select 1 from carrera_usuario_acceso a where a.carrera_id = c.carrera_id and a.usuario_id = $2)) and ec.sede_id in (select s.sede_id from sede s
        where exists (select 1 from usuario u where u.usuario_id = $3 and u.rol_id = 1) or exists (select 1 from usuario_sede us where us.sede_id = s.sede_id and us.usuario_id = $4))  )::int as matriculados,
             (select count(*) from estudiante_carrera ec where ec.periodo_ingreso_id = pa.periodo_academico_id and ec.carrera_id in (select c.carrera_id from carrera c
        where exists (select 1 from usuario u where u.usuario_id = $5 and u.rol_id = 1) or exists (select 1 from carrera_usuario_acceso a where a.carrera_id = c.carrera_id and a.usuario_id = $6)) and ec.sede_id in (select s.sede_id from sede s
        where exists (select 1 from usuario u where u.usuario_id = $7 and u.rol_id = 1) or exists (select 1 from usuario_sede us where us.sede_id = s.sede_id and us.usuario_id = $8))  )::int as "nuevoIngreso",
             (select count(*) from graduado g join estudiante_carrera ec on ec.estudiante_carrera_id = g.estudiante_carrera_id
               where g.estado = 'graduado' and g.fecha_graduacion between pa.pe_ac_fecha_inicio and pa.pe_ac_fecha_fin and ec.carrera_id in (select c.carrera_id from carrera c
        where exists (select 1 from usuario u where u.usuario_id = $9 and u.rol_id = 1) or exists (select 1 from carrera_usuario_acceso a where a.carrera_id = c.carrera_id and a.usuario_id = $10)) and ec.sede_id in (select s.sede_id from sede s
        where exists (select 1 from usuario u where u.usuario_id = $11 and u.rol_id = 1) or exists (select 1 from usuario_sede us where us.sede_id = s.sede_id and us.usuario_id = $12))  )::int as egresados
        from periodo_academico pa
       where pa.pe_ac_fecha_inicio between $13::date and $14::date

-- parameters: [1,1,1,1,1,1,1,1,1,1,1,1,"2026-01-01","2026-01-31"]
