import { col, defineReport, type Columna } from './engine.ts';

/*
 * The reports the Ministry of Higher Education, Science and Technology (MESCyT) asks of an institution
 * each term (spec §2 Reports, `/reportes/academicos/mescyt/*`), undergraduate and postgraduate apart.
 * Layout: the variables of the ministry's "Informe General sobre Estadísticas de Educación Superior"
 * (enrolment, new entrants and graduates by institution campus, career, academic level, sex and
 * nationality) and of its statistics platform (MSIM: matrícula, nuevo ingreso, egresados, oferta de
 * carreras), one row per student — the list the ministry asks for, from which it draws its tables.
 * They read the same data as the transcript and the index: a student is enrolled in a term when they
 * hold a subject in it (a standing selection, or a grade of that term).
 */

const nivelPeriodoSede = {
  periodoAcademicoId: { tipo: 'periodo', requerido: true },
  nivel: { tipo: 'nivel', requerido: true },
  sedeId: { tipo: 'sede' },
} as const;

/** Who the student is, as the ministry lists them. */
const persona: Columna[] = [
  col('matricula', 'Matrícula', 'Student ID'),
  col('documento', 'Cédula o pasaporte', 'ID or passport'),
  col('apellidos', 'Apellidos', 'Surnames'),
  col('nombres', 'Nombres', 'Given names'),
  col('sexo', 'Sexo', 'Sex'),
  col('fechaNacimiento', 'Fecha de nacimiento', 'Date of birth', 'fecha'),
  col('nacionalidad', 'Nacionalidad', 'Nationality'),
];
/** What they study and where. */
const estudios: Columna[] = [
  col('codigoCarrera', 'Código de carrera', 'Career code'),
  col('carrera', 'Carrera', 'Career'),
  col('nivel', 'Nivel académico', 'Academic level'),
  col('recinto', 'Recinto', 'Campus'),
];
const porCarreraYSexo = { tipo: 'apiladas', x: 'carrera', serie: 'sexo', cuenta: { es: 'Estudiantes', en: 'Students' } } as const;
const ordenPersona = [{ campo: 'recinto' }, { campo: 'carrera' }, { campo: 'apellidos' }, { campo: 'nombres' }, { campo: 'matricula' }] as const;

export const mescyt = {
  mescytMatriculados: defineReport({
    nombre: 'mescytMatriculados',
    screen: '/reportes/academicos/mescyt/matriculados',
    intro: {
      es: 'Los estudiantes matriculados en el período (con al menos una asignatura inscrita o calificada en él), uno por fila, con lo que el MESCyT pide de cada uno: su identidad, sexo, nacionalidad, carrera, nivel y recinto, el período en que ingresó y los créditos que cursa.',
      en: 'The students enrolled in the term (holding at least one subject registered or graded in it), one per row, with what the MESCyT asks of each: identity, sex, nationality, career, level and campus, the term they entered and the credits they take.',
    },
    parametros: nivelPeriodoSede,
    orden: ordenPersona,
    grafico: porCarreraYSexo,
    columnas: [
      ...persona,
      ...estudios,
      col('periodoIngreso', 'Período de ingreso', 'Entry term'),
      col('creditos', 'Créditos del período', 'Credits this term', 'entero', true),
    ],
  }),
  mescytNuevoIngreso: defineReport({
    nombre: 'mescytNuevoIngreso',
    screen: '/reportes/academicos/mescyt/nuevo-ingreso',
    intro: {
      es: 'Los estudiantes que ingresaron a su carrera en el período, uno por fila: identidad, sexo, nacionalidad, carrera, nivel, recinto y cómo fueron admitidos (de bachillerato, por transferencia, por convalidación).',
      en: 'The students who entered their career in the term, one per row: identity, sex, nationality, career, level, campus and how they were admitted (from secondary school, by transfer, by credit recognition).',
    },
    parametros: nivelPeriodoSede,
    orden: ordenPersona,
    grafico: porCarreraYSexo,
    columnas: [...persona, ...estudios, col('admitidoComo', 'Admitido como', 'Admitted as'), col('matriculado', 'Cursa en el período', 'Studying this term')],
  }),
  mescytEgresados: defineReport({
    nombre: 'mescytEgresados',
    screen: '/reportes/academicos/mescyt/egresados',
    intro: {
      es: 'Los graduados en el rango de fechas (graduaciones vigentes), uno por fila: identidad, sexo, nacionalidad, carrera, nivel y recinto, la fecha, el índice, el honor y su asiento en el libro de egresados.',
      en: 'The graduates over the span (standing graduations), one per row: identity, sex, nationality, career, level and campus, the date, the grade-point average, the honour and their entry in the graduates’ book.',
    },
    parametros: {
      desde: { tipo: 'desde', requerido: true, anual: true },
      hasta: { tipo: 'hasta', requerido: true },
      nivel: { tipo: 'nivel', requerido: true },
      sedeId: { tipo: 'sede' },
    },
    orden: [{ campo: 'fechaGraduacion' }, ...ordenPersona],
    grafico: porCarreraYSexo,
    columnas: [
      ...persona,
      ...estudios,
      col('fechaGraduacion', 'Fecha de graduación', 'Graduation date', 'fecha'),
      col('indice', 'Índice', 'GPA', 'decimal'),
      col('honor', 'Honor académico', 'Academic honour'),
      col('titulo', 'Título', 'Degree'),
      col('libro', 'Libro, folio y línea', 'Book, folio and line'),
    ],
  }),
  mescytCarreras: defineReport({
    nombre: 'mescytCarreras',
    screen: '/reportes/academicos/mescyt/carreras',
    intro: {
      es: 'La oferta de carreras por recinto, como la lista el MESCyT: código, nivel, escuela, plan vigente y sus créditos, y en el período los matriculados, los de nuevo ingreso y los graduados, por sexo.',
      en: 'The careers offered on each campus, as the MESCyT lists them: code, level, school, current plan and its credits, and in the term the enrolled, the new entrants and the graduates, by sex.',
    },
    parametros: nivelPeriodoSede,
    orden: [{ campo: 'recinto' }, { campo: 'carrera' }],
    grafico: { tipo: 'barras', x: 'carrera', y: ['matriculados', 'nuevoIngreso', 'egresados'] },
    columnas: [
      col('codigoCarrera', 'Código de carrera', 'Career code'),
      col('carrera', 'Carrera', 'Career'),
      col('nivel', 'Nivel académico', 'Academic level'),
      col('escuela', 'Escuela', 'School'),
      col('recinto', 'Recinto', 'Campus'),
      col('plan', 'Plan vigente', 'Current plan'),
      col('creditosPlan', 'Créditos del plan', 'Plan credits', 'entero'),
      col('matriculados', 'Matriculados', 'Enrolled', 'entero', true),
      col('matriculadasMujeres', 'Matriculadas (mujeres)', 'Enrolled (women)', 'entero', true),
      col('nuevoIngreso', 'Nuevo ingreso', 'New entrants', 'entero', true),
      col('nuevoIngresoMujeres', 'Nuevo ingreso (mujeres)', 'New entrants (women)', 'entero', true),
      col('egresados', 'Graduados en el período', 'Graduated in the term', 'entero', true),
      col('egresadasMujeres', 'Graduadas (mujeres)', 'Graduated (women)', 'entero', true),
    ],
  }),
};
