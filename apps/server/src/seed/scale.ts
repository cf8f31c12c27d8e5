import { cedulaCheckDigit } from '@claustro/domain/academicos/estudiante.rules';
import type { Database } from '../platform/db/database.ts';

/** Dominican first names, men's and women's alternating. */
export const nombres = [
  'Juan', 'María', 'José', 'Ana', 'Luis', 'Carmen', 'Carlos', 'Rosa', 'Pedro', 'Yolanda', 'Miguel', 'Altagracia', 'Ramón', 'Mercedes', 'Francisco', 'Josefina',
  'Rafael', 'Luz', 'Manuel', 'Juana', 'Antonio', 'Milagros', 'Jesús', 'Esther', 'Félix', 'Margarita', 'Ángel', 'Teresa', 'Julio', 'Francisca', 'Héctor', 'Dulce',
  'Wilson', 'Yudelka', 'Starlin', 'Yokasta', 'Domingo', 'Nelly', 'Radhamés', 'Xiomara', 'Eduardo', 'Patricia', 'Fernando', 'Leidy', 'Alejandro', 'Yaneris',
  'Daniel', 'Scarlet', 'Ricardo', 'Katherine', 'Andrés', 'Marisol', 'Roberto', 'Nathalie', 'Víctor', 'Yesenia', 'Ernesto', 'Charina', 'Joel', 'Wendy',
  'Alexander', 'Paola', 'Enmanuel', 'Yissel', 'Gregorio', 'Anyelina', 'Wellington', 'Rosanna', 'Osvaldo', 'Massiel', 'Benjamín', 'Gisela', 'Cristian',
  'Lorena', 'Raúl', 'Mariela', 'Frankelly', 'Arisleidy', 'Nelson', 'Vianela', 'Braulio', 'Daysi', 'Elvin', 'Estefany', 'Santiago', 'Isabel', 'Leonel',
  'Claudia', 'Ismael', 'Rocío', 'Adonis', 'Lucía', 'Emilio', 'Giselle', 'Yunior', 'Naomi', 'Aneudy', 'Dilenia', 'Rubén', 'Sugey',
];
/** Dominican surnames: common ones first, then the long tail that makes people findable by name. */
export const apellidos = [
  'Pérez', 'Rodríguez', 'González', 'Martínez', 'Santana', 'Reyes', 'Jiménez', 'Díaz', 'Sánchez', 'Ramírez', 'Rosario', 'Vásquez', 'Peña', 'Castillo',
  'Núñez', 'Guzmán', 'Mejía', 'De la Cruz', 'Batista', 'Almonte', 'Féliz', 'Tavárez', 'Familia', 'Polanco', 'Encarnación', 'Cabrera', 'Mota', 'Paulino',
  'Ventura', 'Báez', 'Disla', 'Abreu', 'Brito', 'Lora', 'Taveras', 'Espaillat', 'Morillo', 'Then', 'Marte', 'Ureña', 'Acosta', 'Adames', 'Agramonte',
  'Alcántara', 'Alvarado', 'Aquino', 'Arias', 'Arias', 'Beltré', 'Benítez', 'Berroa', 'Bido', 'Bonilla', 'Burgos', 'Calcaño', 'Camacho', 'Capellán',
  'Carrasco', 'Casado', 'Ceballos', 'Cepeda', 'Cordero', 'Corporán', 'Cuello', 'Cuevas', 'Custodio', 'Del Rosario', 'Delgado', 'Durán', 'Estévez',
  'Fabián', 'Fermín', 'Fernández', 'Florentino', 'Franco', 'Frías', 'Fortuna', 'Galván', 'García', 'Gil', 'Gómez', 'Guerrero', 'Herrera', 'Hernández',
  'Holguín', 'Inoa', 'Javier', 'Jáquez', 'Lantigua', 'Leonardo', 'Liriano', 'López', 'Lugo', 'Luna', 'Manzueta', 'Marmolejos', 'Matos', 'Medina',
  'Mercedes', 'Minaya', 'Montero', 'Morel', 'Moreta', 'Nova', 'Ogando', 'Olivo', 'Ortiz', 'Pacheco', 'Pichardo', 'Pineda', 'Pujols', 'Quezada',
  'Ramos', 'Recio', 'Reynoso', 'Rivas', 'Rivera', 'Roa', 'Rojas', 'Romero', 'Rosado', 'Sabino', 'Salcedo', 'Sención', 'Severino', 'Sierra', 'Silverio',
  'Soriano', 'Suero', 'Toribio', 'Torres', 'Tejada', 'Valdez', 'Valenzuela', 'Vargas', 'Veras', 'Vicente', 'Vizcaíno', 'Zapata', 'Zorrilla', 'Aybar',
  'Bautista', 'Candelario', 'Cuevas', 'Demorizi', 'Fabré', 'Gautreau', 'Heredia', 'Jorge', 'Lebrón', 'Mañón', 'Moquete', 'Objío', 'Paniagua', 'Regalado',
  'Sosa', 'Tapia', 'Tineo', 'Ulloa', 'Vidal', 'Yan', 'Carvajal', 'Evangelista', 'Grullón', 'Hidalgo', 'Jerez', 'Kingsley', 'Lamarche', 'Mena', 'Ozuna',
  'Perdomo', 'Rijo', 'Sirí', 'Trinidad', 'Upía', 'Vólquez', 'Wagner', 'Ynoa', 'Zabala',
].filter((a, i, all) => all.indexOf(a) === i);

/** A valid-looking cédula for the n-th person: municipality code, serial, check digit. */
export function cedulaFor(n: number): string {
  const first10 = `${String(1 + (n % 120)).padStart(3, '0')}${String(1_000_000 + n).slice(-7)}`;
  return `${first10}${cedulaCheckDigit(first10)}`;
}

/**
 * A large institution for benchmarks: about 30 careers (each with a plan, offered at every campus)
 * and `students` students with person, cédula and career. Set-based: one statement per batch.
 */
export async function seedScale(database: Database, students: number, log: (m: string) => void = () => {}) {
  const [{ escuela }] = await database.query<{ escuela: number }>(`select min(escuela_id) as escuela from escuela`);
  const [{ tipo }] = await database.query<{ tipo: number }>(`select min(tipo_carrera_id) as tipo from tipo_carrera`);
  await database.query(
    `insert into carrera (carr_descripcion, carr_alias, escuela_id, tipo_carrera_id)
     select 'Carrera ' || g, 'C' || lpad(g::text, 2, '0'), $1, $2 from generate_series(1, 30) g
     on conflict do nothing`,
    [escuela, tipo],
  );
  await database.query(
    `insert into plan_estudio (pl_en_descripcion, carrera_id, pl_en_version, pl_en_vigente)
     select 'Plan ' || c.carr_alias, c.carrera_id, 1, true from carrera c
      where not exists (select 1 from plan_estudio p where p.carrera_id = c.carrera_id)`,
  );
  const careers = await database.query<{ carrera_id: number; plan_estudio_id: number }>(
    `select c.carrera_id, min(p.plan_estudio_id) as plan_estudio_id from carrera c join plan_estudio p on p.carrera_id = c.carrera_id group by c.carrera_id order by 1`,
  );
  const sedes = (await database.query<{ sede_id: number }>(`select sede_id from sede order by 1`)).map((s) => s.sede_id);
  const [{ estado }] = await database.query<{ estado: number }>(`select min(estado_estudiante_id) as estado from estado_estudiante`);
  const [{ cedula }] = await database.query<{ cedula: number }>(`select tipo_documento_identificacion_id as cedula from tipo_documento_identificacion where do_id_descripcion = 'Cédula'`);
  const [{ start }] = await database.query<{ start: number }>(`select coalesce(max(estudiante_id), 0) as start from estudiante`);
  const sexos = await database.query<{ sexo_id: number; sexo_descripcion: string }>(`select sexo_id, sexo_descripcion from sexo`);
  // The first-name list alternates men's and women's names.
  const sexoOf = (n: number) => {
    const wanted = (n % nombres.length) % 2 === 0 ? 'Masculino' : 'Femenino';
    return sexos.find((s) => s.sexo_descripcion === wanted)?.sexo_id ?? null;
  };

  const batch = 5000;
  for (let from = 0; from < students; from += batch) {
    const rows = Array.from({ length: Math.min(batch, students - from) }, (_, i) => {
      const n = start + from + i + 1;
      const career = careers[n % careers.length];
      return {
        // Both surnames and the names vary independently (not both a function of n modulo the list),
        // so that most full names are rare, as they are in a real student body.
        nombres: `${nombres[n % nombres.length]}${n % 3 === 0 ? ` ${nombres[(n * 7 + Math.floor(n / nombres.length)) % nombres.length]}` : ''}`,
        apellidos: `${apellidos[(n * 13) % apellidos.length]} ${apellidos[(Math.floor(n / apellidos.length) * 31 + n * 17) % apellidos.length]}`,
        sexo: sexoOf(n),
        nacimiento: new Date(Date.UTC(1995, 0, 1) + (n % 3650) * 86_400_000).toISOString().slice(0, 10),
        cedula: cedulaFor(n),
        matricula: `${2018 + (n % 8)}-${String(n).padStart(6, '0')}`,
        carrera: career.carrera_id,
        plan: career.plan_estudio_id,
        sede: sedes[n % sedes.length],
      };
    });
    await database.query(
      `with src as (select * from json_to_recordset($1::json) as x(nombres text, apellidos text, sexo int, nacimiento date, cedula text, matricula text, carrera int, plan int, sede int)),
            people as (insert into persona (pers_nombres, pers_apellidos, sexo_id, pers_fecha_nacimiento)
                       select nombres, apellidos, sexo, nacimiento from src order by matricula returning persona_id, pers_nombres, pers_apellidos, pers_fecha_nacimiento),
            numbered_people as (select persona_id, row_number() over (order by persona_id) as rn from people),
            numbered_src as (select src.*, row_number() over (order by matricula) as rn from src),
            pairs as (select p.persona_id, s.* from numbered_people p join numbered_src s using (rn)),
            docs as (insert into persona_documento_identificacion (persona_id, tipo_documento_identificacion_id, do_id_valor) select persona_id, $2, cedula from pairs),
            studs as (insert into estudiante (persona_id, matricula) select persona_id, matricula from pairs returning estudiante_id, persona_id)
       insert into estudiante_carrera (estudiante_id, carrera_id, plan_estudio_id, sede_id, estado_estudiante_id)
       select st.estudiante_id, pr.carrera, pr.plan, pr.sede, $3 from studs st join pairs pr on pr.persona_id = st.persona_id`,
      [JSON.stringify(rows), cedula, estado],
    );
    log(`${Math.min(from + batch, students)} / ${students} students`);
  }
  await database.query('analyze');
}
