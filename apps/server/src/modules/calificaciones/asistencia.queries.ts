import { sql } from 'drizzle-orm';
import { parametro } from '../../platform/parametros.ts';
import { hojaAsistencia, reunionDelDia } from '@claustro/domain/calificaciones/asistencia.contract';
import { estadosAsistencia, type EstadoAsistencia } from '@claustro/domain/calificaciones/asistencia.rules';
import type { Db } from '../../platform/db/database.ts';
import { all, exists, first, row, type RowOf } from '../../platform/db/rows.ts';
import { intArray } from '../../platform/db/sql.ts';
import { z } from 'zod';

/* The SQL of attendance: meetings and their rooms, a section's sheet, students' and professors' check-ins. */

const reunionRow = row({
  seccionAsignaturaId: z.number(),
  diaId: z.number(),
  horaInicio: z.string(),
  horaFin: z.string(),
  fechaInicia: z.string(),
  fechaFinaliza: z.string(),
  aula: z.string().nullable(),
  localizacion: z.string().nullable(),
  rango: z.string().nullable(),
});
export type Reunion = RowOf<typeof reunionRow>;

/** The weekly meetings of some sections, with their room and the room's building's location and radius. */
export const reunionesDe = (tx: Db, secciones: readonly number[]) =>
  all(
    tx,
    reunionRow,
    sql`
      select d.seccion_asignatura_id as "seccionAsignaturaId", d.dia_id as "diaId", d.se_de_hora_inicio as "horaInicio",
             d.se_de_hora_fin as "horaFin", s.se_en_fecha_inicia::text as "fechaInicia", s.se_en_fecha_finaliza::text as "fechaFinaliza",
             a.aula_descripcion as aula, e.localizacion, e.rango_localizacion as rango
        from seccion_horario_detalle d join seccion_horario s on s.seccion_asignatura_id = d.seccion_asignatura_id
        left join aula a on a.aula_id = d.aula_id left join edificio e on e.edificio_id = a.edificio_id
       where d.seccion_asignatura_id = any(${intArray(secciones)}) order by d.se_de_hora_inicio`,
  );

/** The institution's check-in radius in metres (`asistencia.radio_metros`). */
export const radioParametro = (tx: Db) => parametro(tx, 'asistencia.radio_metros');

/** A section's subject code, number and name. */
export const seccionDeHoja = (tx: Db, seccionAsignaturaId: number) =>
  first(
    tx,
    row({ asignaturaCodigo: z.string(), seccionId: z.number(), asignatura: z.string() }),
    sql`
      select a.asig_codigo as "asignaturaCodigo", s.seccion_id as "seccionId", a.asig_descripcion as asignatura
        from seccion_horario s join asignatura a on a.asignatura_id = s.asignatura_id where s.seccion_asignatura_id = ${seccionAsignaturaId}`,
  );

/** A section's enrolled students and their mark of a day. */
export const filasDeHoja = (tx: Db, seccionAsignaturaId: number, fecha: string) =>
  all(
    tx,
    hojaAsistencia.shape.filas.element,
    sql`
      select x.estudiante_carrera_id as "estudianteCarreraId", e.matricula as "matriculaId", p.pers_apellidos || ', ' || p.pers_nombres as nombre,
             asi.estado, asi.metodo
        from seleccion x join estudiante_carrera ec on ec.estudiante_carrera_id = x.estudiante_carrera_id
        join estudiante e on e.estudiante_id = ec.estudiante_id join persona p on p.persona_id = e.persona_id
        left join asistencia asi on asi.seccion_asignatura_id = x.seccion_asignatura_id and asi.fecha = ${fecha}::date
                                and asi.estudiante_carrera_id = x.estudiante_carrera_id
       where x.seccion_asignatura_id = ${seccionAsignaturaId} and x.estado = 'inscrita'
       order by p.pers_apellidos, p.pers_nombres, e.matricula`,
  );

/** A section's enrolled students, each with every mark of theirs in it by date. */
export const marcasDeSeccion = (tx: Db, seccionAsignaturaId: number) =>
  all(
    tx,
    row({
      estudianteCarreraId: z.number(),
      matriculaId: z.string(),
      nombre: z.string(),
      marcas: z.array(z.object({ fecha: z.string(), estado: z.enum(estadosAsistencia) })),
    }),
    sql`
      select x.estudiante_carrera_id as "estudianteCarreraId", e.matricula as "matriculaId", p.pers_apellidos || ', ' || p.pers_nombres as nombre,
             coalesce((select json_agg(json_build_object('fecha', asi.fecha::text, 'estado', asi.estado) order by asi.fecha)
                         from asistencia asi
                        where asi.seccion_asignatura_id = x.seccion_asignatura_id and asi.estudiante_carrera_id = x.estudiante_carrera_id), '[]') as marcas
        from seleccion x join estudiante_carrera ec on ec.estudiante_carrera_id = x.estudiante_carrera_id
        join estudiante e on e.estudiante_id = ec.estudiante_id join persona p on p.persona_id = e.persona_id
       where x.seccion_asignatura_id = ${seccionAsignaturaId} and x.estado = 'inscrita'
       order by p.pers_apellidos, p.pers_nombres, e.matricula`,
  );

/** Writes a day's marks of a section by its grader; a mark that did not change is left as it was. */
export const guardarHoja = (
  tx: Db,
  h: { seccionAsignaturaId: number; fecha: string; lineas: { estudianteCarreraId: number; estado: EstadoAsistencia }[]; usuarioId: number },
) =>
  tx.execute(sql`
    insert into asistencia (seccion_asignatura_id, fecha, estudiante_carrera_id, estado, metodo, registrada_por)
    select ${h.seccionAsignaturaId}, ${h.fecha}::date, x.ec, x.estado, 'profesor', ${h.usuarioId}
      from json_to_recordset(${JSON.stringify(h.lineas.map((l) => ({ ec: l.estudianteCarreraId, estado: l.estado })))}::json) x(ec int, estado text)
    on conflict (seccion_asignatura_id, fecha, estudiante_carrera_id)
    do update set estado = excluded.estado, metodo = 'profesor', distancia_m = null, registrada_por = excluded.registrada_por, registrada_en = now()
     where asistencia.estado is distinct from excluded.estado`);

/** The sections the signed-in student takes in the running period, with the student career that takes each. */
export const seccionesDelEstudiante = (tx: Db, usuarioId: number) =>
  all(
    tx,
    row({ seccionAsignaturaId: z.number(), asignaturaCodigo: z.string(), seccionId: z.number(), asignatura: z.string(), estudianteCarreraId: z.number() }),
    sql`
      select s.seccion_asignatura_id as "seccionAsignaturaId", a.asig_codigo as "asignaturaCodigo", s.seccion_id as "seccionId",
             a.asig_descripcion as asignatura, x.estudiante_carrera_id as "estudianteCarreraId"
        from usuario u join estudiante e on e.persona_id = u.persona_id join estudiante_carrera ec on ec.estudiante_id = e.estudiante_id
        join seleccion x on x.estudiante_carrera_id = ec.estudiante_carrera_id and x.estado = 'inscrita'
        join periodo_academico p on p.periodo_academico_id = x.periodo_academico_id and p.pe_ac_periodo_digitacion_nota
        join seccion_horario s on s.seccion_asignatura_id = x.seccion_asignatura_id join asignatura a on a.asignatura_id = s.asignatura_id
       where u.usuario_id = ${usuarioId} order by a.asig_codigo`,
  );

const marcaRow = row({ s: z.number(), fecha: z.string(), estado: z.enum(estadosAsistencia) });

/** The marks of some student careers in some sections. */
export const marcasDeEstudiantes = (tx: Db, secciones: number[], estudianteCarreras: number[]) =>
  all(
    tx,
    marcaRow,
    sql`
      select seccion_asignatura_id as s, fecha::text as fecha, estado from asistencia
       where seccion_asignatura_id = any(${intArray(secciones)}) and estudiante_carrera_id = any(${intArray(estudianteCarreras)})`,
  );

/** A student's own check-in; false when one is already there (it stays). */
export const marcarEstudiante = (
  tx: Db,
  m: { seccionAsignaturaId: number; fecha: string; estudianteCarreraId: number; estado: EstadoAsistencia; distancia: number; usuarioId: number },
) =>
  exists(
    tx,
    sql`
      insert into asistencia (seccion_asignatura_id, fecha, estudiante_carrera_id, estado, metodo, distancia_m, registrada_por)
      values (${m.seccionAsignaturaId}, ${m.fecha}::date, ${m.estudianteCarreraId}, ${m.estado}, 'geo', ${m.distancia}, ${m.usuarioId})
      on conflict do nothing returning 1`,
  );

/** The sections the professor teaches in the running period. */
export const seccionesDelProfesor = (tx: Db, profesorId: number) =>
  all(
    tx,
    row({ seccionAsignaturaId: z.number(), asignaturaCodigo: z.string(), seccionId: z.number(), asignatura: z.string() }),
    sql`
      select distinct s.seccion_asignatura_id as "seccionAsignaturaId", a.asig_codigo as "asignaturaCodigo", s.seccion_id as "seccionId",
             a.asig_descripcion as asignatura
        from seccion_horario_detalle d join seccion_horario s on s.seccion_asignatura_id = d.seccion_asignatura_id
        join periodo_academico p on p.periodo_academico_id = s.periodo_academico_id and p.pe_ac_periodo_digitacion_nota
        join asignatura a on a.asignatura_id = s.asignatura_id
       where d.profesor_id = ${profesorId} order by a.asig_codigo, s.seccion_id`,
  );

/** A professor's check-ins to some sections. */
export const marcasDelProfesor = (tx: Db, profesorId: number, secciones: number[]) =>
  all(
    tx,
    row({ s: z.number(), fecha: z.string(), estado: z.enum(['presente', 'tarde']) }),
    sql`select seccion_asignatura_id as s, fecha::text as fecha, estado from asistencia_profesor
         where profesor_id = ${profesorId} and seccion_asignatura_id = any(${intArray(secciones)})`,
  );

/** A professor's check-in at a moment; false when one is already there (it stays). */
export const marcarProfesor = (
  tx: Db,
  m: { seccionAsignaturaId: number; fecha: string; profesorId: number; estado: EstadoAsistencia; distancia: number; en: string },
) =>
  exists(
    tx,
    sql`
      insert into asistencia_profesor (seccion_asignatura_id, fecha, profesor_id, estado, distancia_m, registrada_en)
      values (${m.seccionAsignaturaId}, ${m.fecha}::date, ${m.profesorId}, ${m.estado}, ${m.distancia}, ${m.en}::timestamptz)
      on conflict do nothing returning 1`,
  );

/** A day's meetings (on a campus, or all), by time, with their professor and check-in; a page of them, each row with the total. */
export const reunionesDelDiaConMarca = (db: Db, d: { fecha: string; diaId: number; sedeId?: number; page: number; pageSize: number; timeZone: string }) =>
  all(
    db,
    row({ ...reunionDelDia.omit({ seccion: true }).shape, asignaturaCodigo: z.string(), seccionId: z.number(), total: z.number() }),
    sql`
      select s.seccion_asignatura_id as "seccionAsignaturaId", a.asig_codigo as "asignaturaCodigo", s.seccion_id as "seccionId",
             a.asig_descripcion as asignatura, pe.pers_nombres || ' ' || pe.pers_apellidos as profesor, se.sede_descripcion as sede,
             d.se_de_hora_inicio as "horaInicio", d.se_de_hora_fin as "horaFin", au.aula_descripcion as aula,
             case when m.estado is null then null
                  else json_build_object('estado', m.estado, 'hora', to_char(m.registrada_en at time zone ${d.timeZone}, 'HH24:MI'), 'distancia', m.distancia_m) end as marca,
             count(*) over ()::int as total
        from seccion_horario_detalle d join seccion_horario s on s.seccion_asignatura_id = d.seccion_asignatura_id
        join asignatura a on a.asignatura_id = s.asignatura_id join sede se on se.sede_id = s.sede_id
        join profesor f on f.profesor_id = d.profesor_id join persona pe on pe.persona_id = f.persona_id
        left join aula au on au.aula_id = d.aula_id
        left join asistencia_profesor m on m.seccion_asignatura_id = s.seccion_asignatura_id and m.fecha = ${d.fecha}::date and m.profesor_id = d.profesor_id
       where d.dia_id = ${d.diaId} and ${d.fecha}::date between s.se_en_fecha_inicia and s.se_en_fecha_finaliza
         ${d.sedeId ? sql`and s.sede_id = ${d.sedeId}` : sql``}
       order by d.se_de_hora_inicio, a.asig_codigo, s.seccion_id
       limit ${d.pageSize} offset ${(d.page - 1) * d.pageSize}`,
  );
