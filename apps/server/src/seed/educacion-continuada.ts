import type { Clock } from '../platform/clock.ts';
import type { Database } from '../platform/db/database.ts';
import { fill } from './fill.ts';
import { participanteService } from '../modules/financieros/participante.service.ts';

const nombres = (campo: string, lista: string[]) => lista.map((v) => ({ [campo]: v }));

/** Continuing education's catalogues every institution starts with: modalities, states, degrees, document and company types. */
export async function seedContinuingEducationCatalogues(database: Database) {
  await fill(database, 'modalidadCurso', nombres('moCuNombre', ['Presencial', 'Virtual', 'Semipresencial']));
  await fill(database, 'estadoCurso', [
    { estCurNombre: 'Planificado', estCurDescripcion: 'En preparación: aún no recibe inscripciones.' },
    { estCurNombre: 'Abierto', estCurDescripcion: 'Recibe inscripciones.', estCurInscribe: true },
    { estCurNombre: 'En curso', estCurDescripcion: 'Empezó; no recibe más inscripciones.' },
    { estCurNombre: 'Finalizado', estCurDescripcion: 'Terminó: se emiten los certificados.' },
    { estCurNombre: 'Cancelado', estCurDescripcion: 'No se impartió.' },
  ]);
  await fill(database, 'estadoPresupuesto', [
    { estPreNombre: 'Borrador', estPreDescripcion: 'En elaboración.' },
    { estPreNombre: 'Aprobado', estPreDescripcion: 'Aprobado por la dirección.', estPreAprobado: true },
    { estPreNombre: 'Rechazado', estPreDescripcion: 'Devuelto para revisión.' },
  ]);
  await fill(database, 'estadoSolicitudInscripcion', [
    { estSolNombre: 'Recibida', estSolDescripcion: 'El participante la envió; espera revisión.', estSolInicial: true },
    { estSolNombre: 'Aceptada', estSolDescripcion: 'Revisada: el participante puede pagar su inscripción.', estSolOcupaCupo: true },
    { estSolNombre: 'Inscrita', estSolDescripcion: 'Pagó: ocupa un cupo del curso.', estSolOcupaCupo: true },
    { estSolNombre: 'Retirada', estSolDescripcion: 'El participante se retiró.', estSolRetiro: true },
    { estSolNombre: 'Rechazada', estSolDescripcion: 'No cumple los requisitos del curso.' },
  ]);
  await fill(
    database,
    'gradoAcademico',
    nombres('graAcaNombre', ['Bachiller', 'Técnico superior', 'Licenciatura o ingeniería', 'Especialidad', 'Maestría', 'Doctorado']),
  );
  await fill(database, 'tipoDocumento', nombres('tiDoNombre', ['Cédula', 'Pasaporte', 'RNC']));
  await fill(database, 'tipoEmpresa', nombres('tiEmNombre', ['Privada', 'Pública', 'Sin fines de lucro', 'Organismo internacional']));
  await fill(
    database,
    'tipoCuentaPresupuestaria',
    nombres('tiCuPreNombre', [
      'Ingresos por inscripciones',
      'Honorarios de facilitadores',
      'Materiales',
      'Alquiler de espacios',
      'Refrigerios',
      'Certificados',
    ]),
  );
  await fill(database, 'estadoDocumentoSolicitud', [
    { estDoNombre: 'Pendiente', estDoDescripcion: 'Aún no lo entrega.', estDoInicial: true },
    { estDoNombre: 'Entregado', estDoDescripcion: 'Lo entregó; falta revisarlo.' },
    { estDoNombre: 'Aprobado', estDoDescripcion: 'Revisado y conforme.', estDoCumple: true },
    { estDoNombre: 'Rechazado', estDoDescripcion: 'No es válido: debe entregarlo de nuevo.' },
    { estDoNombre: 'Exonerado', estDoDescripcion: 'La coordinación lo dispensó.', estDoCumple: true },
  ]);
  await fill(database, 'documentoPlantilla', [
    { doPlNombre: 'Copia de la cédula o pasaporte', doPlDescripcion: 'Ambos lados, legible.' },
    { doPlNombre: 'Copia del título', doPlDescripcion: 'Del grado más alto alcanzado.' },
    { doPlNombre: 'Foto 2x2', doPlDescripcion: 'Fondo blanco, reciente.' },
    { doPlNombre: 'Formulario de inscripción firmado' },
    { doPlNombre: 'Carta compromiso', doPlDescripcion: 'Firmada por el participante (y la empresa, si lo patrocina).' },
  ]);
  const tipo = async (nombre: string) =>
    (
      await database.query<{ id: number }>(`select tipo_cuenta_presupuestaria_id as id from ec_tipo_cuenta_presupuestaria where ti_cu_pre_nombre = $1`, [
        nombre,
      ])
    )[0]?.id;
  const cuentas: [string, string, string, boolean][] = [
    ['EC-4101', 'Inscripciones de participantes', 'Ingresos por inscripciones', true],
    ['EC-4102', 'Contratos con empresas', 'Ingresos por inscripciones', true],
    ['EC-5101', 'Honorarios de facilitadores', 'Honorarios de facilitadores', false],
    ['EC-5201', 'Materiales didácticos', 'Materiales', false],
    ['EC-5301', 'Alquiler de salones y equipos', 'Alquiler de espacios', false],
    ['EC-5401', 'Refrigerios', 'Refrigerios', false],
    ['EC-5501', 'Impresión de certificados', 'Certificados', false],
  ];
  const filas = [];
  for (const [codigo, nombre, t, ingreso] of cuentas) {
    const tipoId = await tipo(t);
    if (tipoId) filas.push({ cuPrCodigo: codigo, cuPrNombre: nombre, tipoCuentaPresupuestariaId: tipoId, cuPrIngreso: ingreso });
  }
  if (filas.length) await fill(database, 'cuentaPresupuestaria', filas);
}

/**
 * The demo university's continuing education: categories, titles, specialities, two companies,
 * facilitators, and courses of this season — open for enrolment, in progress and finished — with
 * their meetings, facilitators, objectives and contents.
 */
export async function seedDemoContinuada(database: Database, clock: Clock) {
  await fill(database, 'categoriaCurso', nombres('caCuNombre', ['Tecnología', 'Gestión y negocios', 'Salud', 'Educación', 'Idiomas']));
  await fill(database, 'titulosOtorgados', [
    { tiOtNombre: 'Certificado de participación', tiOtDescripcion: 'Por asistir al menos al 80 % de las sesiones.' },
    { tiOtNombre: 'Certificado de aprobación', tiOtDescripcion: 'Por aprobar la evaluación final.' },
    { tiOtNombre: 'Diplomado', tiOtDescripcion: 'Programa de 100 horas o más.' },
  ]);
  await fill(database, 'especialidad', nombres('espNombre', ['Ciencia de datos', 'Finanzas', 'Gestión de proyectos', 'Enfermería', 'Didáctica', 'Inglés']));
  /** A continuing-education catalogue's id by a column's value. */
  const id = async (tabla: string, columna: string, valor: string) =>
    (await database.query<{ id: number }>(`select ${tabla}_id as id from ec_${tabla} where ${columna} = $1`, [valor]))[0]?.id;
  await fill(database, 'empresa', [
    {
      empNombre: 'Banco Popular Dominicano',
      empRnc: '101010632',
      tipoEmpresaId: await id('tipo_empresa', 'ti_em_nombre', 'Privada'),
      empDireccion: 'Av. John F. Kennedy 20, Santo Domingo',
      empTelefono: '809-544-5000',
      empEmail: 'capacitacion@popular.com.do',
      cargarMontoRetiroReprobado: true,
    },
    {
      empNombre: 'Ministerio de Educación (MINERD)',
      empRnc: '401007371',
      tipoEmpresaId: await id('tipo_empresa', 'ti_em_nombre', 'Pública'),
      empDireccion: 'Av. Máximo Gómez 2, Santo Domingo',
      empTelefono: '809-688-9700',
    },
  ]);
  const uno = async (sql: string, params: unknown[] = []) => (await database.query<{ id: number }>(sql, params))[0]?.id;
  const cedula = await id('tipo_documento', 'ti_do_nombre', 'Cédula');
  const facilitadores: [string, string, string, string, string, string, string][] = [
    ['Laura', 'Méndez Peralta', '00112233445', 'Ciencia de datos', 'Maestría', 'laura.mendez@demo.edu.do', '809-555-2101'],
    ['José Miguel', 'Castillo Núñez', '00123456780', 'Finanzas', 'Doctorado', 'jm.castillo@demo.edu.do', '829-555-2102'],
    ['Ana Cecilia', 'Rosario Féliz', '00134567891', 'Gestión de proyectos', 'Maestría', 'ana.rosario@demo.edu.do', '849-555-2103'],
    ['Ramón', 'Peña Batista', '00145678902', 'Enfermería', 'Especialidad', 'ramon.pena@demo.edu.do', '809-555-2104'],
    ['Melissa', 'Jiménez Ortiz', '00156789013', 'Inglés', 'Licenciatura o ingeniería', 'melissa.jimenez@demo.edu.do', '829-555-2105'],
  ];
  const filas = [];
  for (const [n, a, doc, esp, gr, mail, cel] of facilitadores)
    filas.push({
      faNombres: n,
      faApellidos: a,
      faTipoDocumentoId: cedula,
      faDocumento: doc,
      especialidadId: await id('especialidad', 'esp_nombre', esp),
      gradoAcademicoId: await id('grado_academico', 'gra_aca_nombre', gr),
      faEmail: mail,
      faCelular: cel,
    });
  await fill(database, 'facilitador', filas);

  if (await uno(`select curso_id as id from ec_curso limit 1`)) return;
  const dop = await uno(`select moneda_pago_id as id from moneda_pago where mo_pa_codigo = 'DOP'`);
  const sd = await uno(`select sede_id as id from sede where sede_iniciales = 'SD'`);
  const servicio = await uno(`select servicio_contable_id as id from servicio_contable where se_co_serv_educ_perm order by 1 limit 1`);
  const hoy = new Date(`${clock.today()}T12:00:00Z`);
  const dia = (dias: number) => new Date(hoy.getTime() + dias * 86_400_000).toISOString().slice(0, 10);
  // [title, category, modality, state, title awarded, starts (days from today), weeks, hours, seats, price, on enrolling, instalments, facilitator, meetings]
  const cursos: [
    string,
    string,
    string,
    string,
    string,
    number,
    number,
    number,
    number,
    string,
    string,
    number,
    string,
    [number, string, string][],
    string[],
    string[],
  ][] = [
    [
      'Python para análisis de datos',
      'Tecnología',
      'Semipresencial',
      'Abierto',
      'Certificado de aprobación',
      14,
      8,
      48,
      30,
      '18500.00',
      '6500.00',
      2,
      '00112233445',
      [
        [2, '18:00', '21:00'],
        [4, '18:00', '21:00'],
      ],
      ['Leer, limpiar y combinar datos con pandas.', 'Presentar resultados en gráficos claros.'],
      ['Tipos de datos y estructuras', 'pandas: series y tablas', 'Visualización con matplotlib', 'Proyecto final con datos abiertos del país'],
    ],
    [
      'Finanzas para no financieros',
      'Gestión y negocios',
      'Presencial',
      'Abierto',
      'Certificado de participación',
      21,
      5,
      30,
      35,
      '12000.00',
      '4000.00',
      2,
      '00123456780',
      [[6, '09:00', '13:00']],
      ['Leer estados financieros.', 'Preparar un presupuesto de área.'],
      ['Estados financieros básicos', 'Flujo de caja', 'Presupuesto', 'Indicadores financieros'],
    ],
    [
      'Diplomado en gestión de proyectos',
      'Gestión y negocios',
      'Virtual',
      'En curso',
      'Diplomado',
      -28,
      16,
      120,
      40,
      '45000.00',
      '9000.00',
      4,
      '00134567891',
      [
        [1, '19:00', '21:30'],
        [3, '19:00', '21:30'],
      ],
      ['Planificar, ejecutar y cerrar proyectos con las buenas prácticas del PMBOK.'],
      ['Inicio y alcance', 'Cronograma y costos', 'Riesgos y calidad', 'Cierre y lecciones aprendidas'],
    ],
    [
      'Primeros auxilios y soporte vital básico',
      'Salud',
      'Presencial',
      'Finalizado',
      'Certificado de aprobación',
      -70,
      3,
      16,
      25,
      '6500.00',
      '6500.00',
      0,
      '00145678902',
      [[6, '08:00', '12:00']],
      ['Actuar ante una emergencia hasta que llegue la ayuda.'],
      ['Evaluación de la escena', 'RCP en adultos y niños', 'Obstrucción de la vía aérea'],
    ],
    [
      'Inglés conversacional intermedio',
      'Idiomas',
      'Presencial',
      'Planificado',
      'Certificado de participación',
      45,
      10,
      40,
      20,
      '15000.00',
      '5000.00',
      2,
      '00156789013',
      [
        [2, '17:00', '19:00'],
        [4, '17:00', '19:00'],
      ],
      ['Conversar con fluidez sobre temas cotidianos y de trabajo.'],
      ['Presentaciones y entrevistas', 'Reuniones y llamadas', 'Correos y mensajes'],
    ],
  ];
  for (const [titulo, cat, mod, est, tit, desde, semanas, horas, cupo, precio, ins, cuotas, fac, reuniones, objetivos, contenidos] of cursos) {
    const cursoId = await uno(
      `insert into ec_curso (cur_titulo, categoria_curso_id, cur_modalidad_id, estado_curso_id, cur_titulo_otorgado_id, sede_id, cur_fecha_inicio, cur_fecha_final,
                             cur_cantidad_horas, cur_cupo, cur_moneda_id, cur_costo, cur_monto_ins, cur_cant_cuotas, cur_recargo, servicio_contable_id,
                             cur_imprimir_cert, cur_enviar_cert)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, 500, $15, true, true) returning curso_id as id`,
      [
        titulo,
        await id('categoria_curso', 'ca_cu_nombre', cat),
        await id('modalidad_curso', 'mo_cu_nombre', mod),
        await id('estado_curso', 'est_cur_nombre', est),
        await id('titulos_otorgados', 'ti_ot_nombre', tit),
        sd,
        dia(desde),
        dia(desde + semanas * 7 - 1),
        horas,
        cupo,
        dop,
        precio,
        ins,
        cuotas,
        servicio,
      ],
    );
    await database.query(
      `insert into ec_curso_horarios (owner_id, dia_id, hora_inicio, hora_fin)
       select $1, d.dia_id, x.desde, x.hasta from json_to_recordset($2::json) x(dia int, desde text, hasta text) join dia d on d.dia_orden = x.dia`,
      [cursoId, JSON.stringify(reuniones.map(([d, a, b]) => ({ dia: d, desde: a, hasta: b })))],
    );
    await database.query(
      `insert into ec_curso_facilitadores (owner_id, facilitador_id) select $1, facilitador_id from ec_facilitador where fa_documento = $2`,
      [cursoId, fac],
    );
    await database.query(`insert into ec_curso_objetivos (owner_id, texto) select $1, unnest($2::text[])`, [cursoId, objetivos]);
    await database.query(`insert into ec_curso_contenidos (owner_id, texto) select $1, unnest($2::text[])`, [cursoId, contenidos]);
    await database.query(`insert into ec_curso_audiencias (owner_id, texto) values ($1, 'Profesionales y estudiantes interesados en el tema.')`, [cursoId]);
  }
  await seedDemoSolicitudesInscripcion(database, clock);
}

/**
 * Requests to enrol in the demo's courses: most of the open ones received or accepted, those of the
 * finished course and the one under way enrolled. Those accepted or enrolled were charged what their course asks, three weeks ago.
 */
async function seedDemoSolicitudesInscripcion(database: Database, clock: Clock) {
  if ((await database.query(`select 1 from ec_solicitud_inscripcion limit 1`)).length) return;
  const personas: [string, string, string, string, string][] = [
    ['María Fernanda', 'Guzmán Tavárez', '40212345671', 'mfguzman@correo.do', 'Contadora'],
    ['Luis Alberto', 'Reyes Ozuna', '00198765432', 'lreyes@correo.do', 'Analista de datos'],
    ['Carolina', 'Batista Mella', '40298765410', 'cbatista@correo.do', 'Gerente de proyectos'],
    ['Pedro Julio', 'Santana Vólquez', '00187654321', 'pjsantana@correo.do', 'Ingeniero civil'],
    ['Yokasta', 'Rodríguez Lora', '40223456789', 'yrodriguez@correo.do', 'Enfermera'],
    ['Héctor', 'Almonte Cruz', '00176543210', 'halmonte@correo.do', 'Profesor'],
    ['Rosanna', 'De la Cruz Pimentel', '40234567891', 'rdelacruz@correo.do', 'Administradora'],
    ['Francisco', 'Núñez Espinal', '00165432109', 'fnunez@correo.do', 'Economista'],
  ];
  // [course, state, which people]
  const plan: [string, string, number[]][] = [
    ['Python para análisis de datos', 'Recibida', [0, 1, 7]],
    ['Python para análisis de datos', 'Aceptada', [2, 3]],
    ['Finanzas para no financieros', 'Recibida', [4, 6]],
    ['Finanzas para no financieros', 'Aceptada', [0]],
    ['Primeros auxilios y soporte vital básico', 'Inscrita', [4, 5, 6]],
    ['Diplomado en gestión de proyectos', 'Inscrita', [1, 7]],
  ];
  let n = 0;
  for (const [titulo, estado, quienes] of plan)
    for (const i of quienes) {
      const [nombres, apellidos, cedula, correo, profesion] = personas[i];
      await database.query(
        `insert into ec_solicitud_inscripcion (so_in_codigo, curso_id, estado_solicitud_id, so_in_nombres, so_in_apellidos, so_in_identificacion, so_in_email,
                                               so_in_celular, so_in_profesion, so_in_facebook, so_in_copia_cedula)
         select $1, c.curso_id, e.estado_solicitud_admision_id, $2, $3, $4, $5, $6, $7, $8, $9
           from ec_curso c, ec_estado_solicitud e where c.cur_titulo = $10 and e.est_sol_nombre = $11`,
        [
          `EC-${String(482910 + ++n * 7919).slice(-6)}`,
          nombres,
          apellidos,
          cedula,
          correo,
          `829-555-${String(3000 + i).padStart(4, '0')}`,
          profesion,
          i % 2 === 0,
          estado !== 'Recibida',
          titulo,
          estado,
        ],
      );
    }
  const [caja] = await database.query<{ id: number }>(`select usuario_id as id from usuario where usua_nombre = 'caja'`);
  const aceptadas = await database.query<{ id: number }>(
    `select s.solicitud_inscripcion_id as id from ec_solicitud_inscripcion s
       join ec_estado_solicitud e on e.estado_solicitud_admision_id = s.estado_solicitud_id where e.est_sol_ocupa_cupo order by 1`,
  );
  const hace3Semanas = new Date(Date.parse(`${clock.today()}T12:00:00Z`) - 21 * 86_400_000).toISOString().slice(0, 10);
  const participantes = participanteService({ database, clock });
  if (caja)
    await database.db.transaction(async (tx) => {
      for (const s of aceptadas) await participantes.cargar(tx, s.id, { usuarioId: caja.id, hoy: hace3Semanas });
    });
}
