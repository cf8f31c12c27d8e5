import type { Database } from '../platform/db/database.ts';
import { seedScaleFinanzas } from './scale-finanzas.ts';
import { seedScaleAcademico } from './scale-academico.ts';
import { apellidos, cedulaFor, nombres } from './scale-nombres.ts';

/**
 * A large institution for benchmarks: about 30 careers (each with a plan, offered at every campus)
 * and `students` students with person, cédula and career; with `finanzas`, their charges and receipts
 * of four terms up to `hoy` (`scale-finanzas.ts`); with `academico`, subjects for every plan, their
 * grades of the past terms and the next term's applicants (`scale-academico.ts`). Set-based: one
 * statement per batch.
 */
export async function seedScale(
  database: Database,
  students: number,
  log: (m: string) => void = () => {},
  opts: { finanzas?: boolean; academico?: boolean; hoy?: string } = {},
) {
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
  const [{ cedula }] = await database.query<{ cedula: number }>(
    `select tipo_documento_identificacion_id as cedula from tipo_documento_identificacion where do_id_descripcion = 'Cédula'`,
  );
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
  const hoy = opts.hoy ?? new Date().toISOString().slice(0, 10);
  if (opts.finanzas) await seedScaleFinanzas(database, students, hoy, log);
  if (opts.academico) await seedScaleAcademico(database, { students, desdeEstudiante: start, hoy, log });
  // Vacuumed as well as analysed: the visibility map lets the covering indexes answer without the table.
  await database.query('vacuum analyze');
}
