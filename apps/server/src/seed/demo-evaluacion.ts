import type { Database } from '../platform/db/database.ts';
import type { Clock } from '../platform/clock.ts';

/** The demo's questionnaire: what a student says of a professor, from 1 (strongly disagree) to 5 (strongly agree). */
export const preguntasDemo: [string, string][] = [
  [
    'Presentó el programa de la asignatura y sus objetivos al inicio del período.',
    'Presented the course syllabus and its objectives at the start of the term.',
  ],
  ['Llega puntual y cumple el horario de clase.', 'Arrives on time and keeps to the class schedule.'],
  ['Domina los contenidos de la asignatura.', 'Masters the subject’s content.'],
  ['Explica con claridad y responde las dudas.', 'Explains clearly and answers questions.'],
  ['Relaciona los contenidos con situaciones reales de la profesión.', 'Relates the content to real situations of the profession.'],
  ['Usa recursos y actividades que ayudan a aprender.', 'Uses resources and activities that help learning.'],
  ['Fomenta la participación y el trabajo en equipo.', 'Encourages participation and teamwork.'],
  ['Las evaluaciones corresponden a lo enseñado.', 'Assessments match what was taught.'],
  ['Entrega las calificaciones a tiempo y explica sus criterios.', 'Returns grades on time and explains the criteria.'],
  ['Trata a los estudiantes con respeto.', 'Treats students with respect.'],
  ['Está disponible para orientar fuera del aula.', 'Is available for guidance outside class.'],
  ['En general, recomendaría a este(a) profesor(a).', 'Overall, I would recommend this professor.'],
];

/**
 * The demo's teacher evaluation: a campaign over the running term, open this fortnight and holding
 * registration while evaluations are pending; most students have answered (anonymously), the demo
 * student has not — so their registration shows the hold until they evaluate. Written once.
 */
export async function seedDemoEvaluacion(database: Database, clock: Clock) {
  const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => database.query<T>(text, params);
  const [{ n }] = await q<{ n: number }>(`select count(*)::int as n from evaluacion_campana`);
  if (n > 0) return;
  const hoy = clock.today();
  const [periodo] = await q<{ id: number; alias: string }>(
    `select periodo_academico_id as id, pe_ac_alias as alias from periodo_academico where $1::date between pe_ac_fecha_inicio and pe_ac_fecha_fin
      order by pe_ac_fecha_inicio desc limit 1`,
    [hoy],
  );
  if (!periodo) return;
  const [{ id }] = await q<{ id: number }>(
    `insert into evaluacion_campana (ev_ca_descripcion, periodo_academico_id, ev_ca_fecha_inicio, ev_ca_fecha_fin, ev_ca_retiene_inscripcion)
     values ($1, $2, $3::date - 7, $3::date + 14, true) returning evaluacion_campana_id as id`,
    [`Evaluación docente ${periodo.alias}`, periodo.id, hoy],
  );
  await q(
    `insert into evaluacion_campana_preguntas (owner_id, orden, texto, texto_ingles)
     select $1, x.orden, x.texto, x.ingles from json_to_recordset($2::json) as x(orden int, texto text, ingles text)`,
    [id, JSON.stringify(preguntasDemo.map(([texto, ingles], i) => ({ orden: i + 1, texto, ingles })))],
  );
  // Two of every three enrolments have evaluated each professor of their section; the demo student has not.
  const comentarios = [
    'Excelente profesor, explica con paciencia.',
    'Las clases podrían ser más prácticas.',
    'Muy puntual y organizada.',
    'Debería devolver los exámenes corregidos más rápido.',
  ];
  await q(
    `with quien as (
       select s.estudiante_carrera_id, s.seccion_asignatura_id, d.profesor_id, row_number() over (order by s.id, d.profesor_id) as k
         from seleccion s
         join lateral (select distinct profesor_id from seccion_horario_detalle where seccion_asignatura_id = s.seccion_asignatura_id and profesor_id is not null) d on true
         join estudiante_carrera ec on ec.estudiante_carrera_id = s.estudiante_carrera_id join estudiante e on e.estudiante_id = ec.estudiante_id
         left join usuario u on u.persona_id = e.persona_id
        where s.periodo_academico_id = $2 and s.estado = 'inscrita' and u.usua_nombre is distinct from 'estudiante'
     ),
     hecha as (
       insert into evaluacion_hecha (evaluacion_campana_id, estudiante_carrera_id, seccion_asignatura_id, profesor_id, fecha)
       select $1, estudiante_carrera_id, seccion_asignatura_id, profesor_id, $3 from quien where k % 3 <> 0
       returning seccion_asignatura_id, profesor_id
     ),
     respuesta as (
       insert into evaluacion_respuesta (evaluacion_campana_id, seccion_asignatura_id, profesor_id, comentario)
       select $1, seccion_asignatura_id, profesor_id, case when random() < 0.15 then ($4::text[])[1 + floor(random() * 4)::int] end from hecha
       returning id, profesor_id
     )
     insert into evaluacion_respuesta_valor (respuesta_id, orden, valor)
     select r.id, g, least(5, greatest(1, round(3.2 + (r.profesor_id % 4) * 0.35 + random() * 1.6 - (g % 4) * 0.25)))::int
       from respuesta r cross join generate_series(1, $5::int) g`,
    [id, periodo.id, hoy, comentarios, preguntasDemo.length],
  );
}
