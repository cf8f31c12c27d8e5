import type { Database } from '../platform/db/database.ts';
import { apellidos, cedulaFor, nombres } from './scale-nombres.ts';
import { periodosEscala } from './scale-finanzas.ts';

/*
 * The academic side of a large institution, for benchmarks (`seedScale`): forty subjects over ten
 * terms for every study plan that has none; each of the scale's students graded in the three past
 * terms on the subjects of the plan term they were in (most passed, some failed); and the term after
 * today's open for admission requests, with applicants. Set-based: a few statements in all.
 */

/** Applicants to the next term (one in ten of the students). */
const solicitantes = (students: number) => Math.ceil(students / 10);

export async function seedScaleAcademico(database: Database, o: { students: number; desdeEstudiante: number; hoy: string; log: (m: string) => void }) {
  // Subjects for every plan without any: term t has four, of three or four credits, coded after the career.
  await database.query(
    `with planes as (select p.plan_estudio_id as plan, c.carr_alias as alias, c.escuela_id as escuela
                       from plan_estudio p join carrera c on c.carrera_id = p.carrera_id
                      where c.escuela_id is not null
                        and not exists (select 1 from plan_estudio_planes_estudios_detalles d where d.owner_id = p.plan_estudio_id)),
          s as (select planes.*, t, k, planes.alias || '-E' || lpad(t::text, 2, '0') || k as codigo from planes, generate_series(1, 10) t, generate_series(1, 4) k),
          nuevas as (insert into asignatura (asig_codigo, asig_descripcion, asig_creditos, escuela_id, tipo_asignatura_id, asig_horas_teoricas, asig_horas_practicas)
                     select s.codigo, 'Asignatura ' || s.k || ' del término ' || s.t || ' · ' || s.alias, 3 + (s.k % 2), s.escuela,
                            (select min(tipo_asignatura_id) from tipo_asignatura), 3, s.k % 2
                       from s where not exists (select 1 from asignatura a where a.asig_codigo = s.codigo)
                     returning asignatura_id, asig_codigo, asig_creditos)
     insert into plan_estudio_planes_estudios_detalles (owner_id, pl_de_cuatrimestre, asignatura_id, pl_de_creditos)
     select s.plan, s.t, n.asignatura_id, n.asig_creditos from s join nuevas n on n.asig_codigo = s.codigo`,
  );
  o.log('subjects for every plan');

  // Grades of the three past terms: a student began `ec % 7` terms before the first, so takes that
  // term's subjects of the plan (nothing past its tenth); scores 55–100, the letter from the scale.
  const terminos = await periodosEscala(database, o.hoy);
  for (const [k, t] of terminos.filter((x) => !x.actual).entries()) {
    const [r] = await database.query<{ n: number }>(
      `with p as (select periodo_academico_id as id, pe_ac_fecha_fin as fin from periodo_academico where pe_ac_alias = $1),
            ec as (select ec.estudiante_carrera_id as ec, ec.plan_estudio_id as plan, ec.estudiante_carrera_id % 7 + 1 + $2::int as termino
                     from estudiante_carrera ec join estudiante e on e.estudiante_id = ec.estudiante_id where e.estudiante_id > $3),
            g as (select ec.ec, d.asignatura_id, (55 + (ec.ec * 37 + d.asignatura_id * 13 + $2::int * 7) % 46)::numeric(5, 2) as nota
                    from ec join plan_estudio_planes_estudios_detalles d on d.owner_id = ec.plan and d.pl_de_cuatrimestre = ec.termino),
            hecho as (
              insert into calificacion (estudiante_carrera_id, asignatura_id, periodo_academico_id, nota, calificacion_literal_id, usuario_id, actualizada_en)
              select g.ec, g.asignatura_id, p.id, g.nota, l.calificacion_literal_id, (select min(usuario_id) from usuario), p.fin::timestamptz + interval '18 hours'
                from g cross join p
                join calificacion_literal l on l.estatus and l.ca_li_digita and not coalesce(l.ca_li_retirada, false)
                                          and g.nota between l.ca_li_rango_inicio and l.ca_li_rango_fin
               where not exists (select 1 from calificacion c where c.periodo_academico_id = p.id)
              returning 1)
       select count(*)::int as n from hecho`,
      [t.alias, k, o.desdeEstudiante],
    );
    o.log(`${r.n} grades in ${t.alias}`);
  }
  await database.query('select bitacora_inicial()');
  o.log('grade trails');

  // The next term takes admission requests today (its window runs from a month before today), with applicants.
  const actual = terminos.find((x) => x.actual)!;
  const [y, c] = [actual.cuatrimestre === 3 ? actual.ano + 1 : actual.ano, (actual.cuatrimestre % 3) + 1];
  const alias = `ESC-${y}-${c}`;
  const inicio = `${y}-${String((c - 1) * 4 + 1).padStart(2, '0')}-01`;
  await database.query(
    `insert into periodo_academico (pe_ac_alias, pe_ac_descripcion, pe_ac_ano, pe_ac_cuatrimestre, pe_ac_fecha_inicio, pe_ac_fecha_fin, pe_ac_periodo_inscripcion)
     select $1::text, 'Escala ' || $2::int || '-' || $3::int, $2::int, $3::int, $4::date, ($4::date + interval '4 months' - interval '1 day')::date, true
      where not exists (select 1 from periodo_academico where pe_ac_alias = $1::text)`,
    [alias, y, c, inicio],
  );
  await database.query(
    `insert into periodo_academico_periodo_procesos_det (owner_id, proceso_academico_id, fecha_inicio, fecha_fin)
     select p.periodo_academico_id, pr.proceso_academico_id, $2::date - 30, p.pe_ac_fecha_inicio - 1
       from periodo_academico p join proceso_academico pr on pr.pr_ac_descripcion = 'Solicitud de admisión'
      where p.pe_ac_alias = $1
        and not exists (select 1 from periodo_academico_periodo_procesos_det d where d.owner_id = p.periodo_academico_id and d.proceso_academico_id = pr.proceso_academico_id)`,
    [alias, o.hoy],
  );
  const n = solicitantes(o.students);
  const base = o.desdeEstudiante + o.students;
  const personas = Array.from({ length: n }, (_, i) => {
    const m = base + i + 1;
    return {
      nombres: nombres[(m * 3) % nombres.length],
      apellidos: `${apellidos[(m * 11) % apellidos.length]} ${apellidos[(m * 29 + 7) % apellidos.length]}`,
      cedula: cedulaFor(m),
      codigo: `E${String(m).padStart(9, '0')}`,
    };
  });
  const [r] = await database.query<{ n: number }>(
    `with x as (select *, row_number() over () as i from json_to_recordset($1::json) as x(nombres text, apellidos text, cedula text, codigo text)),
          p as (select periodo_academico_id as id from periodo_academico where pe_ac_alias = $2),
          -- Careers where they are taught: where students study them.
          carreras as (select carrera_id, sede_id, row_number() over (order by carrera_id, sede_id) - 1 as j, count(*) over () as total
                         from (select distinct carrera_id, sede_id from estudiante_carrera) x),
          hecho as (
            insert into solicitud_admision (codigo, clave_envio, estado_id, periodo_academico_id, sede_id, carrera_id, admitido_como_id, nombres, apellidos, cedula, email, creado_en)
            select x.codigo, 'escala-' || x.codigo, (select min(estado_solicitud_admision_id) from estado_solicitud_admision), p.id, k.sede_id, k.carrera_id,
                   (select min(admitido_como_id) from admitido_como), x.nombres, x.apellidos, x.cedula, lower(x.codigo) || '@aspirantes.escala.do',
                   $3::date - make_interval(days => (x.i % 30)::int, mins => (x.i % 600)::int)
              from x cross join p join carreras k on k.j = x.i % k.total
             where not exists (select 1 from solicitud_admision s where s.codigo = x.codigo)
            returning 1)
     select count(*)::int as n from hecho`,
    [JSON.stringify(personas), alias, o.hoy],
  );
  o.log(`${r.n} admission requests for ${alias}`);
}
