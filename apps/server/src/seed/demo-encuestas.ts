import type { Database } from '../platform/db/database.ts';
import type { Clock } from '../platform/clock.ts';
import { encuestaQueries } from '../modules/analisis/encuesta.queries.ts';

type Q = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

/** Inserts a catalogue row and answers its id. */
async function uno(q: Q, text: string, params: unknown[]) {
  const [r] = await q<{ id: number }>(text, params);
  return r.id;
}

const satisfaccion: [string, string][] = [
  ['Muy insatisfecho', 'Very dissatisfied'],
  ['Insatisfecho', 'Dissatisfied'],
  ['Ni satisfecho ni insatisfecho', 'Neither'],
  ['Satisfecho', 'Satisfied'],
  ['Muy satisfecho', 'Very satisfied'],
];
const comentarios = [
  'Más horarios de biblioteca en época de exámenes.',
  'La cafetería debería aceptar pago con tarjeta.',
  'El wifi del edificio B se cae a menudo.',
  'Muy buena atención en Registro.',
  'Faltan parqueos en la tarde.',
];

/**
 * The demo's surveys: kinds of answer, grouped questions, a template, groups of participants, a
 * student-services survey open this month (anonymous; two of every three students and some professors
 * have answered; the demo student has not, so their home shows it pending) and a staff survey in draft.
 * Written once.
 */
export async function seedDemoEncuestas(database: Database, clock: Clock) {
  const q: Q = (text, params = []) => database.query(text, params);
  const [{ n }] = await q<{ n: number }>(`select count(*)::int as n from encuesta`);
  if (n > 0) return;
  const hoy = clock.today();

  const tipo = async (descripcion: string, libre: boolean, varias: boolean, opciones: [string, string][]) => {
    const id = await uno(
      q,
      `insert into encuesta_pregunta_tipo (descripcion, respuesta_libre, varias_opciones) values ($1, $2, $3) returning pregunta_tipo_id as id`,
      [descripcion, libre, varias],
    );
    if (opciones.length)
      await q(
        `insert into encuesta_pregunta_tipo_opciones (owner_id, orden, texto, texto_ingles)
         select $1, x.orden, x.texto, x.ingles from json_to_recordset($2::json) as x(orden int, texto text, ingles text)`,
        [id, JSON.stringify(opciones.map(([texto, ingles], i) => ({ orden: i + 1, texto, ingles })))],
      );
    return id;
  };
  const escala = await tipo('Escala de satisfacción (1 a 5)', false, false, satisfaccion);
  const siNo = await tipo('Sí o no', false, false, [
    ['Sí', 'Yes'],
    ['No', 'No'],
  ]);
  const servicios = await tipo('Servicios usados (varios)', false, true, [
    ['Biblioteca', 'Library'],
    ['Cafetería', 'Cafeteria'],
    ['Laboratorios', 'Laboratories'],
    ['Enfermería', 'Infirmary'],
    ['Transporte', 'Transport'],
  ]);
  const libre = await tipo('Comentario libre', true, false, []);

  const grupo = (es: string, en: string) =>
    uno(q, `insert into encuesta_pregunta_grupo (descripcion, descripcion_ingles) values ($1, $2) returning pregunta_grupo_id as id`, [es, en]);
  const gServicios = await grupo('Servicios al estudiante', 'Student services');
  const gCampus = await grupo('Instalaciones del campus', 'Campus facilities');
  const gGeneral = await grupo('En general', 'Overall');

  const preguntas: [string, string, number, number, boolean][] = [
    ['¿Qué servicios usó este cuatrimestre?', 'Which services did you use this term?', servicios, gServicios, true],
    ['Atención en Registro', 'Service at the Registrar', escala, gServicios, true],
    ['Atención en Caja', 'Service at the cashier', escala, gServicios, true],
    ['Biblioteca y sus recursos', 'The library and its resources', escala, gServicios, true],
    ['Limpieza y estado de las aulas', 'Cleanliness and state of classrooms', escala, gCampus, true],
    ['Conexión a internet en el campus', 'Internet connection on campus', escala, gCampus, true],
    ['¿Recomendaría la universidad a un amigo?', 'Would you recommend the university to a friend?', siNo, gGeneral, true],
    ['¿Qué mejoraría?', 'What would you improve?', libre, gGeneral, false],
  ];
  const ids: number[] = [];
  for (const [texto, ingles, t, g, obligatoria] of preguntas) {
    ids.push(
      await uno(
        q,
        `insert into encuesta_pregunta (texto, texto_ingles, pregunta_tipo_id, pregunta_grupo_id, obligatoria) values ($1, $2, $3, $4, $5) returning pregunta_id as id`,
        [texto, ingles, t, g, obligatoria],
      ),
    );
  }
  const plantilla = async (descripcion: string, preguntaIds: number[]) => {
    const id = await uno(q, `insert into encuesta_plantilla (descripcion) values ($1) returning encuesta_plantilla_id as id`, [descripcion]);
    await q(`insert into encuesta_plantilla_preguntas (owner_id, orden, pregunta_id) select $1, o, p from unnest($2::int[]) with ordinality as x(p, o)`, [
      id,
      preguntaIds,
    ]);
    return id;
  };
  const pServicios = await plantilla('Satisfacción con los servicios', ids);
  const pClima = await plantilla('Clima laboral', [ids[4], ids[5], ids[6], ids[7]]);

  const poblacion = (descripcion: string, estudiantes: boolean, profesores: boolean, personal: boolean) =>
    uno(q, `insert into encuesta_poblacion (descripcion, estudiantes, profesores, personal) values ($1, $2, $3, $4) returning participante_id as id`, [
      descripcion,
      estudiantes,
      profesores,
      personal,
    ]);
  const estudiantes = await poblacion('Estudiantes activos', true, false, false);
  const profesores = await poblacion('Profesores', false, true, false);
  const personal = await poblacion('Personal administrativo', false, false, true);

  const encuesta = async (titulo: string, instrucciones: string, plantillaId: number, desde: number, hasta: number, grupos: number[]) => {
    const id = await uno(
      q,
      `insert into encuesta (titulo, instrucciones, encuesta_plantilla_id, anonima, fecha_inicio, fecha_fin)
       values ($1, $2, $3, true, $4::date + $5::int, $4::date + $6::int) returning encuesta_id as id`,
      [titulo, instrucciones, plantillaId, hoy, desde, hasta],
    );
    await q(`insert into encuesta_grupos (owner_id, participante_id) select $1, unnest($2::int[])`, [id, grupos]);
    return id;
  };
  const abierta = await encuesta(
    'Satisfacción con los servicios',
    'Díganos cómo le fue con los servicios de la universidad este cuatrimestre. Toma cinco minutos.',
    pServicios,
    -10,
    20,
    [estudiantes, profesores],
  );
  await encuesta('Clima laboral', 'Para el personal administrativo: cómo se trabaja aquí.', pClima, 5, 25, [personal]);

  // Opened and called the way staff do it (the survey module's own statements), then answered by most.
  const sq = encuestaQueries(database);
  await database.db.transaction(async (tx) => {
    await sq.abrir(tx, abierta);
    await sq.convocar(tx, abierta);
  });
  await q(
    `with quien as (
       select p.usuario_id from encuesta_participacion p join usuario u on u.usuario_id = p.usuario_id
        where p.encuesta_id = $1 and u.usua_nombre not in ('estudiante', 'profesor') and hashtext(u.usuario_id::text) % 3 <> 0
     ),
     marcadas as (
       update encuesta_participacion p set encuesta_participante_estado_id = 2, fecha = $2 from quien where p.encuesta_id = $1 and p.usuario_id = quien.usuario_id
       returning p.usuario_id
     ),
     r as (insert into encuesta_respuesta (encuesta_id) select $1 from marcadas returning id)
     insert into encuesta_respuesta_valor (respuesta_id, orden, opcion, texto)
     select r.id, q.orden, v.opcion, v.texto
       from r cross join encuesta_cuestionario q
       cross join lateral (
         select o.opcion, null::text as texto from (
           select case when q.libre then null when jsonb_array_length(q.opciones) = 2 then 1 + (random() < 0.25)::int
                       else least(5, greatest(1, round(2.3 + random() * 3 - (q.orden % 3) * 0.3)))::int end as opcion) o
          where not q.varias and not q.libre
         union all
         select (x->>'valor')::int, null from jsonb_array_elements(q.opciones) x where q.varias and random() < 0.45
         union all
         select 0, ($3::text[])[1 + floor(random() * 5)::int] where q.libre and random() < 0.2
       ) v
      where q.encuesta_id = $1`,
    [abierta, hoy, comentarios],
  );
}
