import { childTableName, tableName } from '@claustro/domain/platform/resource';
import { proyectoInvestigacion } from '@claustro/domain/investigacion/proyecto-investigacion.resource';
import type { Database } from '../platform/db/database.ts';

/*
 * The demo university's catalogues as a registrar would find them in a Dominican institution: the
 * high schools its applicants come from, the universities its transfers come from, careers with
 * short names and directors, and the research it does.
 */

/** [name, public?, regional, district] — regional and district of the MINERD. */
const colegios: [string, boolean, string, string][] = [
  ['Liceo Juan Pablo Duarte', true, '15', '15-01'],
  ['Colegio Loyola', false, '15', '15-03'],
  ['Liceo Ulises Francisco Espaillat', true, '08', '08-03'],
  ['Colegio De La Salle Santo Domingo', false, '15', '15-04'],
  ['Colegio Santa Teresita', false, '15', '15-04'],
  ['Colegio Calasanz', false, '15', '15-03'],
  ['Colegio Babeque', false, '15', '15-04'],
  ['Colegio San Juan Bautista', false, '15', '15-02'],
  ['Colegio Claret', false, '15', '15-04'],
  ['Colegio Quisqueya', false, '15', '15-03'],
  ['Colegio Santo Domingo', false, '15', '15-03'],
  ['Colegio Don Bosco', false, '15', '15-01'],
  ['Liceo Salomé Ureña', true, '15', '15-01'],
  ['Liceo Estados Unidos de América', true, '15', '15-02'],
  ['Liceo Manuel Rodríguez Objío', true, '10', '10-01'],
  ['Politécnico Ángeles Custodios', false, '15', '15-02'],
  ['Instituto Politécnico Loyola', false, '04', '04-01'],
  ['Colegio De La Salle Santiago', false, '08', '08-01'],
  ['Colegio Santa Ana', false, '08', '08-02'],
  ['Liceo Ercilia Pepín', true, '08', '08-01'],
  ['Instituto Politécnico Industrial de Santiago (IPISA)', false, '08', '08-04'],
  ['Liceo Científico Dr. Miguel Canela Lázaro', true, '14', '14-04'],
  ['Liceo Manuel Ubaldo Gómez', true, '06', '06-01'],
  ['Colegio Sagrado Corazón de Jesús', false, '11', '11-01'],
  ['Liceo José Dubeau', true, '11', '11-01'],
  ['Colegio San Pedro Apóstol', false, '05', '05-01'],
];

/** [name, public?] — the country's universities and institutes (MESCyT). */
const universidades: [string, boolean][] = [
  ['Universidad Autónoma de Santo Domingo', true],
  ['Pontificia Universidad Católica Madre y Maestra', false],
  ['Instituto Tecnológico de Santo Domingo', false],
  ['Universidad Iberoamericana', false],
  ['Universidad Nacional Pedro Henríquez Ureña', false],
  ['Universidad APEC', false],
  ['Universidad Dominicana O&M', false],
  ['Universidad Tecnológica de Santiago', false],
  ['Universidad Católica Santo Domingo', false],
  ['Universidad Central del Este', false],
  ['Universidad del Caribe', false],
  ['Universidad Abierta para Adultos', false],
  ['Universidad Federico Henríquez y Carvajal', false],
  ['Universidad Nacional Evangélica', false],
  ['Universidad ISA', false],
  ['Universidad Católica del Cibao', false],
  ['Universidad Católica Nordestana', false],
  ['Universidad Adventista Dominicana', false],
  ['Universidad Tecnológica del Sur', false],
  ['Universidad Instituto Cultural Domínico Americano', false],
  ['Instituto Tecnológico de Las Américas', true],
  ['Instituto Superior de Formación Docente Salomé Ureña', true],
  ['Barna Management School', false],
];

/** How a career is named in short (on cards, lists and the phone): the words people abbreviate. */
export function shortCareerName(name: string): string {
  const words: [RegExp, string][] = [
    [/^Licenciatura en /, 'Lic. '],
    [/^Ingeniería en /, 'Ing. '],
    [/^Ingeniería de /, 'Ing. '],
    [/^Ingeniería /, 'Ing. '],
    [/^Técnico Superior en /, 'TS '],
    [/^Maestría en /, 'Mtría. '],
    [/Administración/g, 'Adm.'],
    [/Computacionales/g, 'Comp.'],
    [/ de Empresas/g, ''],
    [/ y /g, ' y '],
  ];
  let short = name;
  for (const [from, to] of words) short = short.replace(from, to);
  return short.length <= 40 ? short : `${short.slice(0, 39)}…`;
}

/** Research projects: [code, name, year, area, type, funding, [sponsor, amount][]] */
const proyectos: [string, string, number, string, string, string, [string, number][]][] = [
  [
    'DENGUE-24',
    'Vigilancia del dengue en barrios de Santo Domingo Este',
    2024,
    'Ciencias de la salud',
    'Aplicada',
    'FONDOCYT',
    [['MESCyT (FONDOCYT)', 1_850_000]],
  ],
  [
    'AGUA-25',
    'Calidad del agua en la cuenca del río Ozama',
    2025,
    'Ciencias naturales',
    'Aplicada',
    'Cooperación internacional',
    [['Agencia de Cooperación de Japón', 2_400_000]],
  ],
  [
    'SOLAR-25',
    'Microrredes solares para escuelas rurales de la provincia Elías Piña',
    2025,
    'Ingeniería y tecnología',
    'Desarrollo experimental',
    'Empresa privada',
    [['Energía Caribe, S.R.L.', 900_000]],
  ],
  ['LECTO-24', 'Comprensión lectora en el primer ciclo de secundaria', 2024, 'Educación', 'Aplicada', 'Fondos propios', []],
  [
    'IA-26',
    'Detección temprana de deserción estudiantil con aprendizaje automático',
    2026,
    'Ingeniería y tecnología',
    'Aplicada',
    'FONDOCYT',
    [['MESCyT (FONDOCYT)', 1_200_000]],
  ],
  [
    'MIGRA-23',
    'Trayectorias educativas de hijos de migrantes en la zona fronteriza',
    2023,
    'Ciencias sociales',
    'Básica',
    'Cooperación internacional',
    [['Unión Europea', 3_100_000]],
  ],
  [
    'CACAO-25',
    'Fermentación del cacao orgánico en San Francisco de Macorís',
    2025,
    'Ciencias naturales',
    'Aplicada',
    'Empresa privada',
    [['Cooperativa Cacaotera del Cibao', 650_000]],
  ],
  ['TURIS-24', 'Turismo comunitario en Samaná: empleo y sostenibilidad', 2024, 'Ciencias sociales', 'Aplicada', 'Fondos propios', []],
];

/** The demo's catalogues (each written once: a second start adds nothing). */
export async function seedDemoCatalogues(database: Database) {
  const q = (text: string, params: unknown[] = []) => database.query(text, params);
  await q(
    `insert into colegio (cole_descripcion, tipo_colegio_id, pais_id, cole_regional, cole_distrito, cole_acreditado)
     select x.name, (select tipo_colegio_id from tipo_colegio where ti_co_descripcion = case when x.publico then 'Público' else 'Privado' end),
            (select pais_id from pais where pais_codigo_iso = 'DO'), x.regional, x.distrito, true
       from json_to_recordset($1::json) x(name text, publico boolean, regional text, distrito text)
      where not exists (select 1 from colegio c where c.cole_descripcion = x.name)`,
    [JSON.stringify(colegios.map(([name, publico, regional, distrito]) => ({ name, publico, regional, distrito })))],
  );
  await q(
    `insert into universidad (univ_descripcion, tipo_universidad_id, pais_id)
     select x.name, (select tipo_universidad_id from tipo_universidad where ti_un_descripcion = case when x.publica then 'Pública' else 'Privada' end),
            (select pais_id from pais where pais_codigo_iso = 'DO')
       from json_to_recordset($1::json) x(name text, publica boolean)
      where not exists (select 1 from universidad u where u.univ_descripcion = x.name)`,
    [JSON.stringify(universidades.map(([name, publica]) => ({ name, publica })))],
  );
  // Each career's director is its longest-serving professor; its short name as people write it.
  const careers = await database.query<{ carrera_id: number; carr_descripcion: string }>(
    `select carrera_id, carr_descripcion from carrera where nombre_corto is null`,
  );
  await q(
    `update carrera c set nombre_corto = x.short,
            carr_director = coalesce(c.carr_director, (select p.pers_nombres || ' ' || p.pers_apellidos from profesor f join persona p using (persona_id)
                                                       where f.carrera_id = c.carrera_id order by f.prof_fecha_ingreso, f.profesor_id limit 1))
       from json_to_recordset($1::json) x(id int, short text) where c.carrera_id = x.id`,
    [JSON.stringify(careers.map((c) => ({ id: c.carrera_id, short: shortCareerName(c.carr_descripcion) })))],
  );

  const [{ n }] = await database.query<{ n: number }>(`select count(*)::int as n from proyecto_investigacion`);
  if (n > 0) return;
  const sponsors = [...new Set(proyectos.flatMap((p) => p[6].map(([s]) => s)))];
  await q(`insert into patrocinador (patr_nombre) select s from unnest($1::text[]) s where not exists (select 1 from patrocinador p where p.patr_nombre = s)`, [
    sponsors,
  ]);
  // Two researchers per project, from the professors of the careers nearest its area.
  await q(
    `insert into investigador (nombres, primer_apellido, segundo_apellido, sexo_id, pais_id, sede_id, anio, funcion_investigador_id,
                               grado_academico_investigador_id, tiempo_dedicacion_id, area_principal_investigacion_id, fecha_ingreso)
     select split_part(p.pers_nombres, ' ', 1), split_part(p.pers_apellidos, ' ', 1), nullif(split_part(p.pers_apellidos, ' ', 2), ''), p.sexo_id,
            (select pais_id from pais where pais_codigo_iso = 'DO'), f.sede_id, 2023 + (f.profesor_id % 3),
            (select min(funcion_investigador_id) from funcion_investigador),
            (select grado_academico_investigador_id from grado_academico_investigador where gr_ac_descripcion = case when f.profesor_id % 3 = 0 then 'Doctorado' else 'Maestría' end),
            (select min(tiempo_dedicacion_id) from tiempo_dedicacion),
            (select area_principal_investigacion_id from area_principal_investigacion order by area_principal_investigacion_id offset (f.profesor_id % 5) limit 1),
            f.prof_fecha_ingreso
       from profesor f join persona p using (persona_id) order by f.profesor_id limit $1`,
    [proyectos.length * 2],
  );
  const projectTable = tableName(proyectoInvestigacion);
  const sponsorsTable = childTableName(proyectoInvestigacion, 'patrocinadoresProyectos');
  const researchersTable = childTableName(proyectoInvestigacion, 'investigadores');
  for (const [i, [codigo, nombre, anio, area, tipo, origen, aportes]] of proyectos.entries()) {
    const [{ id }] = await database.query<{ id: number }>(
      `insert into ${projectTable} (codigo_proyecto, nombre_proyecto, anio, sede_id, duracion_proyecto_id, tipo_investigacion_id, area_principal_investigacion_id,
                                   origen_fondo_id, cantidad_docentes)
       values ($1, $2, $3, (select min(sede_id) from sede), (select min(duracion_proyecto_id) from duracion_proyecto),
               (select tipo_investigacion_id from tipo_investigacion where ti_in_descripcion = $4),
               (select area_principal_investigacion_id from area_principal_investigacion where ar_pr_descripcion = $5),
               (select origen_fondo_id from origen_fondo where or_fo_descripcion = $6), 2)
       returning proyecto_investigacion_id as id`,
      [codigo, nombre, anio, tipo, area, origen],
    );
    for (const [sponsor, monto] of aportes) {
      await q(`insert into ${sponsorsTable} (owner_id, patrocinador_id, monto) select $1, patrocinador_id, $3 from patrocinador where patr_nombre = $2`, [
        id,
        sponsor,
        monto,
      ]);
    }
    await q(
      `insert into ${researchersTable} (owner_id, investigador_id, funcion_investigador_id)
       select $1, investigador_id, (select funcion_investigador_id from funcion_investigador order by funcion_investigador_id offset case when rn = 1 then 0 else 1 end limit 1)
         from (select investigador_id, row_number() over (order by investigador_id) as rn from investigador order by investigador_id offset $2 limit 2) r`,
      [id, i * 2],
    );
  }
}
