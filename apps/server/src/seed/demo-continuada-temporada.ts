import type { Actor } from '../platform/actor.ts';
import { accessCache } from '../platform/auth/access-cache.ts';
import type { Clock } from '../platform/clock.ts';
import type { Institution } from '../platform/config.ts';
import type { Database } from '../platform/db/database.ts';
import { documentosService } from '../modules/documentos/documentos.service.ts';
import { participanteService } from '../modules/financieros/participante.service.ts';
import { participantesService } from '../modules/educacion-continuada/participantes.service.ts';
import { certificadoService } from '../modules/educacion-continuada/certificado.service.ts';
import { retiroService } from '../modules/educacion-continuada/retiro.service.ts';
import { catalogueService } from '../platform/resources/catalogue.service.ts';

/**
 * The demo's continuing-education season beyond its courses and requests: sales executives who sold
 * the requests, templates (with the documents they ask) the courses were made from, budgets (two
 * approved, one in draft), companies' requests for closed groups (received, quoted, accepted), academic endorsements in every state, attendance of the finished course
 * and of the one under way, documents handed in, a withdrawal, and the certificates of the finished
 * course's participants who met its requirements. Runs after the collections: payments decide who qualifies.
 */
export async function seedDemoTemporadaContinuada(database: Database, clock: Clock, institution: Institution | undefined, filesDir: string | undefined) {
  if ((await database.query(`select 1 from ec_ejecutivo_venta limit 1`)).length) return;
  if (!(await database.query(`select 1 from ec_curso limit 1`)).length) return;
  const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => database.query<T>(text, params);
  const json = (v: unknown) => JSON.stringify(v);
  const hoy = clock.today();
  const dia = (dias: number) => new Date(Date.parse(`${hoy}T12:00:00Z`) + dias * 86_400_000).toISOString().slice(0, 10);
  const [admin] = await q<{ id: number; rolId: number }>(`select usuario_id as id, rol_id as "rolId" from usuario where usua_nombre = 'admin'`);
  if (!admin) return;
  const actor = { usuarioId: admin.id, rolId: admin.rolId, ip: null, lang: 'es' } as Actor;

  // Sales executives, and who sold each request (round the table).
  await q(
    `insert into ec_ejecutivo_venta (ej_ve_nombres, ej_ve_apellidos, ej_ve_email, ej_ve_telefono, ej_ve_comision)
     values ('Patricia', 'Valdez Rosario', 'pvaldez@demo.edu.do', '809-555-4101', 5), ('Manuel', 'Sosa Guerrero', 'msosa@demo.edu.do', '829-555-4102', 4.5),
            ('Gisela', 'Castro Medina', 'gcastro@demo.edu.do', '849-555-4103', 5)`,
  );
  await q(
    `update ec_solicitud_inscripcion s set ejecutivo_venta_id = e.ejecutivo_venta_id
       from (select solicitud_inscripcion_id, row_number() over (order by solicitud_inscripcion_id) as n from ec_solicitud_inscripcion) x,
            (select ejecutivo_venta_id, row_number() over (order by ejecutivo_venta_id) - 1 as i, count(*) over () as k from ec_ejecutivo_venta) e
      where x.solicitud_inscripcion_id = s.solicitud_inscripcion_id and e.i = x.n % e.k`,
  );

  // Templates made from three of the courses (their price, hours, lists), the documents each asks, and the courses linked to them.
  const plantillas: [string, string[], number][] = [
    ['Python para análisis de datos', ['Copia de la cédula o pasaporte', 'Formulario de inscripción firmado'], 80],
    ['Primeros auxilios y soporte vital básico', ['Copia de la cédula o pasaporte', 'Foto 2x2', 'Carta compromiso'], 80],
    ['Finanzas para no financieros', ['Copia de la cédula o pasaporte', 'Copia del título'], 75],
  ];
  for (const [titulo, documentos, asistencia] of plantillas) {
    const [p] = await q<{ id: number }>(
      `insert into ec_curso_plantilla (cu_pl_titulo, categoria_curso_id, cu_pl_titulo_otorgado_id, cu_pl_modalidad_id, cu_pl_cantidad_horas, cu_pl_moneda_id,
                                       cu_pl_costo, cu_pl_monto_ins, cu_pl_cant_cuotas, cu_pl_recargo, servicio_contable_id, cu_pl_asistencia_minima, cu_pl_imprimir_cert)
       select cur_titulo, categoria_curso_id, cur_titulo_otorgado_id, cur_modalidad_id, cur_cantidad_horas, cur_moneda_id, cur_costo, cur_monto_ins,
              cur_cant_cuotas, cur_recargo, servicio_contable_id, $2, true
         from ec_curso where cur_titulo = $1 order by curso_id limit 1 returning curso_plantilla_id as id`,
      [titulo, asistencia],
    );
    if (!p) continue;
    await q(
      `insert into ec_curso_plantilla_documentos (owner_id, documento_plantilla_id, obligatorio)
       select $1, d.documento_plantilla_id, true from unnest($2::text[]) with ordinality x(nombre, i) join ec_documento_plantilla d on d.do_pl_nombre = x.nombre order by x.i`,
      [p.id, documentos],
    );
    for (const lista of ['objetivos', 'audiencias', 'contenidos'])
      await q(
        `insert into ec_curso_plantilla_${lista} (owner_id, texto)
         select $1, l.texto from ec_curso_${lista} l join ec_curso c on c.curso_id = l.owner_id where c.cur_titulo = $2 order by l.id`,
        [p.id, titulo],
      );
    await q(`update ec_curso set curso_plantilla_id = $1, cur_asistencia_minima = $3 where cur_titulo = $2`, [p.id, titulo, asistencia]);
  }

  // Budgets: the data course's and the project diploma's approved (by the administrator, after a draft), English's in draft.
  const cuenta = async (codigo: string) =>
    (await q<{ id: number }>(`select cuenta_presupuestaria_id as id from ec_cuenta_presupuestaria where cu_pr_codigo = $1`, [codigo]))[0]?.id;
  const estado = async (nombre: string) =>
    (await q<{ id: number }>(`select estado_presupuesto_id as id from ec_estado_presupuesto where est_pre_nombre = $1`, [nombre]))[0]?.id;
  const presupuestos: [string, string, number, [string, string, number, number, number | null][]][] = [
    [
      'Python para análisis de datos',
      'Aprobado',
      25,
      [
        ['EC-4101', '25 participantes a RD$ 18,500', 25, 18500, null],
        ['EC-5101', '48 horas de facilitación', 48, 3000, 72000],
        ['EC-5201', 'Guías y licencias', 25, 600, 9000],
        ['EC-5401', 'Café y agua por sesión', 16, 1500, 6000],
        ['EC-5501', 'Certificados impresos', 25, 150, null],
      ],
    ],
    [
      'Diplomado en gestión de proyectos',
      'Aprobado',
      30,
      [
        ['EC-4101', '30 participantes a RD$ 45,000', 30, 45000, null],
        ['EC-4102', 'Grupo cerrado del Banco Popular', 1, 180000, null],
        ['EC-5101', '120 horas de facilitación', 120, 3500, 140000],
        ['EC-5301', 'Plataforma virtual', 4, 12000, 24000],
        ['EC-5501', 'Certificados impresos', 30, 150, null],
      ],
    ],
    [
      'Inglés conversacional intermedio',
      'Borrador',
      18,
      [
        ['EC-4101', '18 participantes a RD$ 15,000', 18, 15000, null],
        ['EC-5101', '40 horas de facilitación', 40, 2500, null],
        ['EC-5201', 'Libros de texto', 18, 1800, null],
      ],
    ],
  ];
  for (const [titulo, est, participantes, lineas] of presupuestos) {
    const [pr] = await q<{ id: number }>(
      `insert into ec_presupuesto (pr_descripcion, curso_id, estado_presupuesto_id, pr_fecha, pr_participantes, empresa_id)
       select $1, c.curso_id, $2, $3, $4, case when $5 then (select empresa_id from ec_empresa order by 1 limit 1) end
         from ec_curso c where c.cur_titulo = $6 limit 1 returning presupuesto_id as id`,
      [`Presupuesto · ${titulo}`, await estado(est), dia(-40), participantes, titulo.startsWith('Diplomado'), titulo],
    );
    if (!pr) continue;
    for (const [codigo, detalle, cantidad, monto, ejecutado] of lineas)
      await q(
        `insert into ec_presupuesto_lineas (owner_id, cuenta_presupuestaria_id, pr_li_descripcion, pr_li_cantidad, pr_li_monto_unitario, pr_li_ejecutado)
         values ($1, $2, $3, $4, $5, $6)`,
        [pr.id, await cuenta(codigo), detalle, cantidad, monto, ejecutado],
      );
    await q(`insert into ec_presupuesto_paso (presupuesto_id, estado_presupuesto_id, usuario_id, en) values ($1, $2, $3, $4::date)`, [
      pr.id,
      await estado('Borrador'),
      admin.id,
      dia(-40),
    ]);
    if (est !== 'Borrador')
      await q(`insert into ec_presupuesto_paso (presupuesto_id, estado_presupuesto_id, usuario_id, en) values ($1, $2, $3, $4::date)`, [
        pr.id,
        await estado(est),
        admin.id,
        dia(-33),
      ]);
  }

  // Companies asking for closed groups: one received, one quoted with a discount, one accepted (its course made, planned).
  const [popular, minerd] = (await q<{ id: number }>(`select empresa_id as id from ec_empresa order by empresa_id limit 2`)).map((r) => r.id);
  const plantilla = async (titulo: string) =>
    (await q<{ id: number }>(`select curso_plantilla_id as id from ec_curso_plantilla where cu_pl_titulo = $1`, [titulo]))[0]?.id;
  if (popular && minerd) {
    const pedidos: [number, string, number, number, string, string, number, string][] = [
      [popular, 'Python para análisis de datos', 18, 20, 'Lic. Karina Mejía', 'kmejia@popular.com.do', 0, 'recibida'],
      [minerd, 'Primeros auxilios y soporte vital básico', 40, 35, 'Lic. Jorge Almánzar', 'capacitacion@minerd.gob.do', 15, 'cotizada'],
      [popular, 'Finanzas para no financieros', 25, 50, 'Lic. Karina Mejía', 'kmejia@popular.com.do', 10, 'aceptada'],
    ];
    for (const [empresaId, titulo, participantes, dias, contacto, email, descuento, estado] of pedidos) {
      const plantillaId = await plantilla(titulo);
      if (!plantillaId) continue;
      const [r] = await q<{ id: number }>(
        `insert into ec_solicitud_curso (empresa_id, curso_plantilla_id, participantes, fecha_deseada, contacto, email, notas, descuento, estado, usuario_id, creada_en)
         values ($1, $2, $3, $4, $5, $6, 'Grupo cerrado para su personal, en sus instalaciones si es posible.', $7, $8, $9, $10::date) returning solicitud_curso_id as id`,
        [empresaId, plantillaId, participantes, dia(dias), contacto, email, descuento, estado, admin.id, dia(-10)],
      );
      if (estado === 'aceptada') {
        const [c] = await q<{ id: number }>(
          `insert into ec_curso (cur_titulo, curso_plantilla_id, categoria_curso_id, cur_titulo_otorgado_id, cur_modalidad_id, sede_id, cur_fecha_inicio, cur_fecha_final,
                                 cur_cantidad_horas, cur_asistencia_minima, cur_cupo, cur_moneda_id, cur_costo, cur_monto_ins, cur_cant_cuotas, cur_recargo,
                                 servicio_contable_id, estado_curso_id, cur_imprimir_cert)
           select p.cu_pl_titulo || ' · Banco Popular', p.curso_plantilla_id, p.categoria_curso_id, p.cu_pl_titulo_otorgado_id, p.cu_pl_modalidad_id,
                  (select sede_id from sede where sede_iniciales = 'SD'), $2::date, $2::date + 34, p.cu_pl_cantidad_horas, p.cu_pl_asistencia_minima, $3,
                  p.cu_pl_moneda_id, p.cu_pl_costo, p.cu_pl_monto_ins, p.cu_pl_cant_cuotas, p.cu_pl_recargo, p.servicio_contable_id,
                  (select estado_curso_id from ec_estado_curso where est_cur_nombre = 'Planificado'), true
             from ec_curso_plantilla p where p.curso_plantilla_id = $1 returning curso_id as id`,
          [plantillaId, dia(dias), participantes],
        );
        await q(`update ec_solicitud_curso set curso_id = $1 where solicitud_curso_id = $2`, [c.id, r.id]);
      }
    }
  }

  // Academic endorsements in every state, each step by the administrator.
  const avales: [string, string, string, string, string, number, number, number, string[]][] = [
    [
      'Colegio Médico Dominicano',
      '401506311',
      'Dra. Altagracia Peña',
      'educacion@cmd.org.do',
      'Jornada de actualización en medicina interna',
      24,
      30,
      120,
      ['recibida', 'en_revision', 'aprobada'],
    ],
    [
      'Asociación de Bancos (ABA)',
      '401012345',
      'Lic. Ramón Tejada',
      'formacion@aba.org.do',
      'Taller de prevención de lavado de activos',
      16,
      12,
      60,
      ['recibida', 'en_revision', 'aprobada'],
    ],
    [
      'Fundación Educa',
      '430012345',
      'Mtra. Juana Ferreras',
      'programas@educa.org.do',
      'Diplomado en liderazgo escolar',
      100,
      45,
      40,
      ['recibida', 'en_revision'],
    ],
    [
      'Cámara de Comercio de Santiago',
      '402001234',
      'Ing. Luis Bretón',
      'capacitacion@camarasantiago.do',
      'Seminario de comercio electrónico',
      8,
      20,
      80,
      ['recibida'],
    ],
    [
      'Instituto Tecnológico Privado XYZ',
      '130999999',
      'Sr. Pedro Gil',
      'info@itxyz.do',
      'Curso de criptomonedas para inversionistas',
      10,
      15,
      200,
      ['recibida', 'rechazada'],
    ],
    [
      'Club Rotario Santo Domingo',
      '401777777',
      'Sra. Carmen Lora',
      'proyectos@rotario.do',
      'Taller de primeros auxilios comunitarios',
      6,
      10,
      35,
      ['recibida', 'en_revision', 'retirada'],
    ],
  ];
  const notas: Record<string, string> = {
    rechazada: 'El programa no cumple los criterios académicos de la institución: no tiene evaluación ni facilitadores con el grado requerido.',
    retirada: 'La organización decidió posponer el taller al próximo año.',
  };
  let numero = 0;
  for (const [organizacion, rnc, contacto, email, titulo, horas, empieza, participantes, pasos] of avales) {
    const final = pasos.at(-1)!;
    const n = final === 'aprobada' ? `AVAL-${hoy.slice(0, 4)}-${String(++numero).padStart(4, '0')}` : null;
    const [a] = await q<{ id: number }>(
      `insert into ec_solicitud_aval (organizacion, rnc, contacto, email, titulo, descripcion, horas, fecha_inicio, fecha_fin, participantes, estado, numero,
                                      registrada_por, creada_en, actualizada_en)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::date, $15::date) returning solicitud_aval_id as id`,
      [
        organizacion,
        rnc,
        contacto,
        email,
        titulo,
        `${titulo}: programa de ${horas} horas con evaluación final, dirigido a profesionales del área.`,
        horas,
        dia(empieza),
        dia(empieza + 7),
        participantes,
        final,
        n,
        admin.id,
        dia(-30 + numero),
        dia(-30 + numero + pasos.length * 3),
      ],
    );
    for (const [i, e] of pasos.entries())
      await q(`insert into ec_solicitud_aval_paso (solicitud_aval_id, estado, nota, usuario_id, en) values ($1, $2, $3, $4, $5::date)`, [
        a.id,
        e,
        notas[e] ?? null,
        admin.id,
        dia(-30 + i * 3),
      ]);
  }

  // Attendance: every meeting of the finished course and of the one under way so far; one participant of the first missed a Saturday.
  const asistencias = await q<{ id: number; curso: number; fecha: string; orden: number; n: number }>(
    `select s.solicitud_inscripcion_id as id, c.curso_id as curso, g::date::text as fecha,
            dense_rank() over (partition by c.curso_id order by s.solicitud_inscripcion_id)::int as orden, row_number() over ()::int as n
       from ec_curso c join ec_solicitud_inscripcion s on s.curso_id = c.curso_id
       join ec_estado_solicitud e on e.estado_solicitud_admision_id = s.estado_solicitud_id and e.est_sol_ocupa_cupo
       join ec_curso_horarios h on h.owner_id = c.curso_id join dia d on d.dia_id = h.dia_id
       cross join generate_series(c.cur_fecha_inicio, least(c.cur_fecha_final, $1::date), interval '1 day') g
      where c.cur_fecha_inicio <= $1::date and extract(isodow from g) = d.dia_orden
        and c.cur_titulo in ('Primeros auxilios y soporte vital básico', 'Diplomado en gestión de proyectos')`,
    [hoy],
  );
  const ausente = (a: { orden: number; fecha: string; n: number }, primera: string) => (a.orden === 2 && a.fecha === primera) || a.n % 11 === 0;
  const primeras = new Map<number, string>();
  for (const a of asistencias) if (!primeras.has(a.curso) || a.fecha < primeras.get(a.curso)!) primeras.set(a.curso, a.fecha);
  await q(
    `insert into ec_asistencia (solicitud_inscripcion_id, curso_id, fecha, presente, usuario_id)
     select x.id, x.curso, x.fecha::date, x.presente, $2 from json_to_recordset($1::json) x(id int, curso int, fecha text, presente boolean) on conflict do nothing`,
    [json(asistencias.map((a) => ({ id: a.id, curso: a.curso, fecha: a.fecha, presente: !ausente(a, primeras.get(a.curso)!) }))), admin.id],
  );

  // Documents: the finished course's and the data course's participants handed theirs in (approved); one photo still pending.
  await q(
    `insert into ec_solicitud_documento (solicitud_inscripcion_id, documento_plantilla_id, estado_documento_solicitud_id, usuario_id, en)
     select s.solicitud_inscripcion_id, pd.documento_plantilla_id,
            case when d.do_pl_nombre = 'Foto 2x2' and s.solicitud_inscripcion_id = (select max(solicitud_inscripcion_id) from ec_solicitud_inscripcion where curso_id = c.curso_id)
                 then (select estado_documento_solicitud_id from ec_estado_documento where est_do_nombre = 'Entregado')
                 else (select estado_documento_solicitud_id from ec_estado_documento where est_do_nombre = 'Aprobado') end,
            $1, c.cur_fecha_inicio
       from ec_solicitud_inscripcion s join ec_curso c on c.curso_id = s.curso_id
       join ec_estado_solicitud e on e.estado_solicitud_admision_id = s.estado_solicitud_id and e.est_sol_ocupa_cupo
       join ec_curso_plantilla_documentos pd on pd.owner_id = c.curso_plantilla_id
       join ec_documento_plantilla d on d.documento_plantilla_id = pd.documento_plantilla_id`,
    [admin.id],
  );

  // A withdrawal: an accepted participant of the finance course withdrew before it started; nothing paid of theirs stays charged.
  const [retiro] = await q<{ id: number }>(
    `select s.solicitud_inscripcion_id as id from ec_solicitud_inscripcion s join ec_curso c on c.curso_id = s.curso_id
       join ec_estado_solicitud e on e.estado_solicitud_admision_id = s.estado_solicitud_id and e.est_sol_ocupa_cupo
      where c.cur_titulo = 'Finanzas para no financieros' order by 1 limit 1`,
  );
  if (retiro) {
    const catalogues = catalogueService({ db: database.db, clock, services: {}, hooks: {} });
    await retiroService({ database, catalogues, participantes: participanteService({ database, clock }) }).retirar({
      actor,
      input: { solicitudInscripcionId: retiro.id, motivo: 'Su empresa le asignó un proyecto fuera del país durante las fechas del curso.' },
    });
  }

  // Certificates of the finished course's participants who meet its requirements (the collections paid them, or not).
  if (!institution) return;
  const participantes = participantesService({ database, clock, access: accessCache(database), participantes: participanteService({ database, clock }) });
  const certificados = certificadoService({
    database,
    clock,
    institution,
    filesDir: filesDir ?? '',
    documentos: documentosService({ database, institution }),
    participantes,
  });
  const terminados = await q<{ id: number }>(
    `select s.solicitud_inscripcion_id as id from ec_solicitud_inscripcion s join ec_curso c on c.curso_id = s.curso_id where c.cur_fecha_final < $1::date`,
    [hoy],
  );
  const listos = (
    await participantes.porIds(
      database.db,
      terminados.map((t) => t.id),
    )
  )
    .filter((p) => !p.falta.length)
    .map((p) => p.solicitudInscripcionId);
  if (listos.length) await certificados.emitir({ actor, input: { solicitudes: listos } });
}
