import type { Database } from '../platform/db/database.ts';

/*
 * The demo's electives and equivalences. Undergraduate plans hold six elective rows ("Electiva I" … "VI", ELE-101 …
 * ELE-601) of the type "Electiva general"; six subjects of that type outside any plan meet them too
 * (the degree audit's requirement blocks), each with a section on offer in the period open for
 * registration; and on a fresh demo some students passed one of them in place of an "Electiva N".
 */

/** Each general elective, and the plan's elective row whose past grades some students earned in it instead. */
export const demoElectivas = [
  { codigo: 'ELG-101', nombre: 'Apreciación de la música', fila: 'ELE-101' },
  { codigo: 'ELG-102', nombre: 'Fotografía básica', fila: 'ELE-201' },
  { codigo: 'ELG-103', nombre: 'Teatro y expresión oral', fila: 'ELE-301' },
  { codigo: 'ELG-104', nombre: 'Cultura dominicana', fila: 'ELE-401' },
  { codigo: 'ELG-105', nombre: 'Ajedrez y pensamiento estratégico', fila: 'ELE-501' },
  { codigo: 'ELG-106', nombre: 'Educación financiera personal', fila: 'ELE-601' },
];

export async function seedDemoElectivas(database: Database) {
  const q = (text: string, params: unknown[] = []) => database.query(text, params);
  const electivas = JSON.stringify(demoElectivas);
  const tipo = `(select tipo_asignatura_electiva_id from tipo_asignatura_electiva where ti_el_descripcion = 'Electiva general')`;
  await q(`update asignatura set tipo_asignatura_electiva_id = ${tipo} where asig_codigo like 'ELE-_01' and tipo_asignatura_electiva_id is null`);
  const [{ nuevas }] = await database.query<{ nuevas: number }>(
    `with ins as (
       insert into asignatura (asig_codigo, asig_descripcion, asig_creditos, escuela_id, tipo_asignatura_id, asig_horas_teoricas, asig_horas_practicas,
                               tipo_asignatura_electiva_id)
       select x.codigo, x.nombre, 3, e.escuela_id, t.tipo_asignatura_id, 3, 0, ${tipo}
         from json_to_recordset($1::json) x(codigo text, nombre text) join escuela e on e.escu_descripcion = 'Escuela de Educación'
         join tipo_asignatura t on t.ti_as_descripcion = 'Teórica'
        where not exists (select 1 from asignatura a where a.asig_codigo = x.codigo)
       returning 1)
     select count(*)::int as nuevas from ins`,
    [electivas],
  );
  // A section of each on offer on every campus where its "Electiva N" is, on Saturday (the k-th two
  // hours from 07:00), taught by a professor of that campus free on Saturdays that period; room to assign.
  await q(
    `with src as (
       select distinct on (g.asignatura_id, s.sede_id) s.periodo_academico_id, s.sede_id, s.tipo_seccion_id, s.se_en_fecha_inicia, s.se_en_fecha_finaliza,
              g.asignatura_id as nueva, x.k
         from json_to_recordset($1::json) x(codigo text, fila text, k int)
         join asignatura f on f.asig_codigo = x.fila join asignatura g on g.asig_codigo = x.codigo
         join seccion_horario s on s.asignatura_id = f.asignatura_id
         join periodo_academico p on p.periodo_academico_id = s.periodo_academico_id and p.pe_ac_periodo_inscripcion
        where not exists (select 1 from seccion_horario o where o.asignatura_id = g.asignatura_id and o.periodo_academico_id = s.periodo_academico_id)
        order by g.asignatura_id, s.sede_id, s.seccion_id),
     ins as (
       insert into seccion_horario (periodo_academico_id, asignatura_id, tipo_seccion_id, seccion_id, sede_id, se_en_capacidad, se_en_fecha_inicia, se_en_fecha_finaliza)
       select periodo_academico_id, nueva, tipo_seccion_id, 1, sede_id, 30, se_en_fecha_inicia, se_en_fecha_finaliza
         from src returning seccion_asignatura_id, asignatura_id, sede_id, periodo_academico_id)
     insert into seccion_horario_detalle (seccion_asignatura_id, dia_id, se_de_hora_inicio, se_de_hora_fin, profesor_id)
     select ins.seccion_asignatura_id, 6, lpad((5 + 2 * src.k)::text, 2, '0') || ':00', lpad((7 + 2 * src.k)::text, 2, '0') || ':00',
            (select f.profesor_id from profesor f
              where f.sede_id = ins.sede_id
                and not exists (select 1 from seccion_horario_detalle d join seccion_horario o using (seccion_asignatura_id)
                                 where d.profesor_id = f.profesor_id and d.dia_id = 6 and o.periodo_academico_id = ins.periodo_academico_id)
              order by f.profesor_id limit 1)
       from ins join src on src.nueva = ins.asignatura_id and src.sede_id = ins.sede_id`,
    [JSON.stringify(demoElectivas.map((e, i) => ({ ...e, k: i + 1 })))],
  );
  // On a fresh demo (its grades' trail not written yet), one in four who passed an "Electiva N" in a
  // single attempt outside a section passed its general elective instead.
  if (!nuevas) return;
  await pasarAprobadas(
    database,
    demoElectivas.map((e) => ({ de: e.fila, a: e.codigo })),
    4,
    0,
  );
}

/** Subjects of the plans before 2020, out of force, each equivalent to the one that replaced it. */
export const demoEquivalencias = [
  { codigo: 'MAT-100', nombre: 'Matemática general (plan 2015)', creditos: 4, equivale: 'MAT-101' },
  { codigo: 'ESP-100', nombre: 'Redacción castellana (plan 2015)', creditos: 3, equivale: 'ESP-101' },
];

/**
 * Equivalences: the 2015 plans' first subjects, out of force, each equivalent to its 2020 successor;
 * on a fresh demo, one in five who passed the successor outside a section passed the 2015 subject
 * instead — the audit meets the plan's row through it, the transcript prints it.
 */
export async function seedDemoEquivalencias(database: Database) {
  const q = (text: string, params: unknown[] = []) => database.query(text, params);
  const pares = JSON.stringify(demoEquivalencias);
  const [{ nuevas }] = await database.query<{ nuevas: number }>(
    `with ins as (
       insert into asignatura (asig_codigo, asig_descripcion, asig_creditos, escuela_id, tipo_asignatura_id, asig_horas_teoricas, asig_horas_practicas, estatus)
       select x.codigo, x.nombre, x.creditos, a.escuela_id, a.tipo_asignatura_id, a.asig_horas_teoricas, a.asig_horas_practicas, false
         from json_to_recordset($1::json) x(codigo text, nombre text, creditos int, equivale text) join asignatura a on a.asig_codigo = x.equivale
        where not exists (select 1 from asignatura o where o.asig_codigo = x.codigo)
       returning 1)
     select count(*)::int as nuevas from ins`,
    [pares],
  );
  await q(
    `insert into asignatura_asignatura_equivalencias (owner_id, asignatura_equivalente_id)
     select n.asignatura_id, v.asignatura_id from json_to_recordset($1::json) x(codigo text, equivale text)
       join asignatura v on v.asig_codigo = x.codigo join asignatura n on n.asig_codigo = x.equivale
      where not exists (select 1 from asignatura_asignatura_equivalencias e where e.owner_id = n.asignatura_id and e.asignatura_equivalente_id = v.asignatura_id)`,
    [pares],
  );
  if (!nuevas) return;
  await pasarAprobadas(
    database,
    demoEquivalencias.map((e) => ({ de: e.equivale, a: e.codigo })),
    5,
    1,
  );
}

/**
 * On a fresh demo (its grades' trail not yet written), one grade in `cada` (those whose id leaves
 * `resto`) passed in a single attempt outside a section in subject `de` becomes a pass in subject
 * `a`, where the student is not registered in `de` now.
 */
async function pasarAprobadas(database: Database, pares: { de: string; a: string }[], cada: number, resto: number) {
  await database.query(
    `update calificacion c set asignatura_id = a.asignatura_id
       from json_to_recordset($1::json) x(de text, a text)
       join asignatura d on d.asig_codigo = x.de join asignatura a on a.asig_codigo = x.a
      where c.asignatura_id = d.asignatura_id and c.seccion_asignatura_id is null and c.id % $2 = $3
        and c.calificacion_literal_id in (select calificacion_literal_id from calificacion_literal where ca_li_supera)
        and not exists (select 1 from calificacion_bitacora)
        and not exists (select 1 from calificacion o where o.estudiante_carrera_id = c.estudiante_carrera_id and o.asignatura_id = c.asignatura_id and o.id <> c.id)
        and not exists (select 1 from seleccion s where s.estudiante_carrera_id = c.estudiante_carrera_id and s.asignatura_id = c.asignatura_id)`,
    [JSON.stringify(pares), cada, resto],
  );
}
