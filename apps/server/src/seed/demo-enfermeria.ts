import type { Database } from '../platform/db/database.ts';
import type { Clock } from '../platform/clock.ts';
import { fill } from './fill.ts';

/**
 * The demo's infirmary: medicine types and medicines (one nearly out of stock), three nurses, a few
 * external people the dental clinic attends, and two months of visits — the demo student and the demo
 * professor among those attended. Written once: a demo that has visits keeps its own.
 */
export async function seedDemoEnfermeria(database: Database, clock: Clock) {
  const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => database.query<T>(text, params);
  await fill(database, 'tipoMedicamento', [
    { tiMeDescripcion: 'Analgésico', tiMeAfectaInventario: true },
    { tiMeDescripcion: 'Antiinflamatorio', tiMeAfectaInventario: true },
    { tiMeDescripcion: 'Antiácido', tiMeAfectaInventario: true },
    { tiMeDescripcion: 'Antialérgico', tiMeAfectaInventario: true },
    { tiMeDescripcion: 'Rehidratante', tiMeAfectaInventario: true },
    { tiMeDescripcion: 'Material de curación', tiMeAfectaInventario: false },
  ]);
  const tipo = async (d: string) =>
    (await q<{ id: number }>(`select tipo_medicamento_id as id from tipo_medicamento where ti_me_descripcion = $1`, [d]))[0]?.id;
  if (!(await tipo('Analgésico'))) return; // an institution that made its own types keeps them
  await fill(database, 'medicamento', [
    { mediDescripcion: 'Acetaminofén 500 mg (tableta)', tipoMedicamentoId: await tipo('Analgésico'), mediCantidad_Existente: 184 },
    { mediDescripcion: 'Ibuprofeno 400 mg (tableta)', tipoMedicamentoId: await tipo('Antiinflamatorio'), mediCantidad_Existente: 96 },
    { mediDescripcion: 'Diclofenaco 50 mg (tableta)', tipoMedicamentoId: await tipo('Antiinflamatorio'), mediCantidad_Existente: 3 },
    { mediDescripcion: 'Hidróxido de aluminio (suspensión, dosis)', tipoMedicamentoId: await tipo('Antiácido'), mediCantidad_Existente: 40 },
    { mediDescripcion: 'Loratadina 10 mg (tableta)', tipoMedicamentoId: await tipo('Antialérgico'), mediCantidad_Existente: 52 },
    { mediDescripcion: 'Sales de rehidratación oral (sobre)', tipoMedicamentoId: await tipo('Rehidratante'), mediCantidad_Existente: 30 },
    { mediDescripcion: 'Gasa, venda y antiséptico (cura)', tipoMedicamentoId: await tipo('Material de curación'), mediCantidad_Existente: 0 },
  ]);
  const sedes = await q<{ id: number; iniciales: string }>(`select sede_id as id, sede_iniciales as iniciales from sede order by sede_id`);
  const sede = (s: string) => (sedes.find((x) => x.iniciales === s) ?? sedes[0]).id;
  await fill(database, 'enfermera', [
    { enfeNombres: 'Nereida Enfermera Santos', enfeTanda: 'Matutina', sedeId: sede('SD') },
    { enfeNombres: 'Luis Alberto Ramírez Peña', enfeTanda: 'Vespertina', sedeId: sede('SD') },
    { enfeNombres: 'Carmen Julia Ortiz', enfeTanda: 'Matutina', sedeId: sede('STI') },
  ]);
  await fill(database, 'personaExterna', [
    { peExNombres: 'Ramón', peExApellidos: 'Castillo Guzmán', peExDocumentoIdentificacion: '00112345678', peExCelular: '809-555-0141', sedeId: sede('SD') },
    { peExNombres: 'Yolanda', peExApellidos: 'Féliz de la Cruz', peExDocumentoIdentificacion: '00298765432', peExCelular: '829-555-0177', sedeId: sede('SD') },
    { peExNombres: 'Andrés', peExApellidos: 'Polanco Marte', peExDocumentoIdentificacion: '03100456789', peExCelular: '849-555-0123', sedeId: sede('STI') },
  ]);
  const [{ n }] = await q<{ n: number }>(`select count(*)::int as n from expediente`);
  if (n > 0) return;
  // Two months of visits, a few a week: the demo student and professor among the first, then others of each kind.
  await q(
    `with quien as (
       select 1 as tipo, e.estudiante_id, null::int as profesor_id, null::int as externa_id, p.pers_nombres || ' ' || p.pers_apellidos as nombre,
              row_number() over (order by (u.usua_nombre = 'estudiante') desc nulls last, e.estudiante_id) as k
         from estudiante e join persona p on p.persona_id = e.persona_id left join usuario u on u.persona_id = p.persona_id
       union all
       select 2, null, pr.profesor_id, null, p.pers_nombres || ' ' || p.pers_apellidos,
              row_number() over (order by (u.usua_nombre = 'profesor') desc nulls last, pr.profesor_id)
         from profesor pr join persona p on p.persona_id = pr.persona_id left join usuario u on u.persona_id = p.persona_id
       union all
       select 6, null, null, x.persona_externa_id, x.pe_ex_nombres || ' ' || x.pe_ex_apellidos, row_number() over (order by x.persona_externa_id) from persona_externa x
       union all
       select 3, null, null, null, v.nombre, v.k from (values ('Mercedes Almánzar (conserjería)', 1), ('Julio Taveras (seguridad)', 2)) v(nombre, k)
     ),
     motivo(i, sintomas, tratamiento, medicamento, cantidad) as (values
       (0, 'Dolor de cabeza desde la mañana; sin fiebre.', 'Reposo 30 minutos en la enfermería; hidratación.', 'Acetaminofén 500 mg (tableta)', 2),
       (1, 'Dolor abdominal leve después del almuerzo.', 'Observación; dieta blanda.', 'Hidróxido de aluminio (suspensión, dosis)', 1),
       (2, 'Estornudos y picor de ojos (alergia estacional).', 'Evitar el polvo; consultar a su médico si persiste.', 'Loratadina 10 mg (tableta)', 1),
       (3, 'Raspadura en la rodilla por una caída en la escalera.', 'Limpieza y cura de la herida.', 'Gasa, venda y antiséptico (cura)', 1),
       (4, 'Mareo y sudoración tras la clase de educación física.', 'Sales de rehidratación; reposo hasta sentirse bien.', 'Sales de rehidratación oral (sobre)', 1),
       (5, 'Dolor muscular en la espalda.', 'Compresas tibias; referido a su médico si no mejora.', 'Ibuprofeno 400 mg (tableta)', 2),
       (6, 'Tensión arterial alta en control de rutina (150/95).', 'Toma de presión de control; referido a su médico.', null, 0)
     ),
     visita as (
       select g, (array[1, 1, 1, 2, 1, 6, 1, 3, 2, 1])[1 + g % 10] as tipo, 1 + g / 10 as k from generate_series(0, 29) g
     )
     insert into expediente (tipo_persona_id, estudiante_id, profesor_id, persona_externa_id, expe_nombre_persona, expe_sintomas, expe_tratamiento,
                             medicamento_id, expe_cantidad_suministrada, enfermera_id, expe_impreso, expe_fecha_creacion, creado_por)
     select v.tipo, qn.estudiante_id, qn.profesor_id, qn.externa_id, qn.nombre, m.sintomas, m.tratamiento, md.medicamento_id, m.cantidad,
            (select enfermera_id from enfermera order by enfermera_id offset v.g % 2 limit 1), v.g % 4 = 0,
            (($1::date - (60 - 2 * v.g)) + time '08:30' + (v.g % 7) * interval '47 minutes') at time zone 'America/Santo_Domingo',
            (select usuario_id from usuario where usua_nombre in ('enfermeria', 'admin') order by usua_nombre = 'enfermeria' desc limit 1)
       from visita v join quien qn on qn.tipo = v.tipo and qn.k = v.k
       join motivo m on m.i = (v.g * 3) % 7 left join medicamento md on md.medi_descripcion = m.medicamento`,
    [clock.today()],
  );
}
