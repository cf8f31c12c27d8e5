import { col, defineReport } from './engine.ts';

/*
 * Academic reports of the sections and their professors (spec §2 Reports, `/reportes/academicos/secciones/*`
 * and `/reporte/financieros/nomina/barna`): the teaching payroll a term's timetable calls for, in the
 * shapes the institutions named in the spec print it, and the term's scholarship holders. A class hour
 * is paid at the professor's pay category: the hours of each weekly meeting, on each of its weekdays
 * within its section's dates.
 */

const periodoSede = { periodoAcademicoId: { tipo: 'periodo', requerido: true }, sedeId: { tipo: 'sede' } } as const;
const profesor = [col('profesor', 'Profesor', 'Professor'), col('documento', 'Cédula', 'ID number'), col('categoria', 'Categoría de pago', 'Pay category')];

export const academicos = {
  nominaDocente: defineReport({
    nombre: 'nominaDocente',
    screen: '/reportes/academicos/secciones/ReporteNominaDocente',
    intro: {
      es: 'La nómina docente del período, sección por sección: cada profesor con sus secciones, las horas de clase por semana y en todo el período (cada reunión en su día, dentro de las fechas de la sección), los inscritos y lo que valen esas horas a su categoría de pago.',
      en: 'The term’s teaching payroll, section by section: each professor with their sections, the class hours a week and over the whole term (each meeting on its day, within the section’s dates), those enrolled, and what those hours are worth at their pay category.',
    },
    parametros: periodoSede,
    orden: [{ campo: 'profesor' }, { campo: 'asignatura' }, { campo: 'seccion' }],
    grafico: { tipo: 'barras', x: 'profesor', y: ['monto'] },
    columnas: [
      ...profesor,
      col('asignatura', 'Asignatura', 'Subject'),
      col('seccion', 'Sección', 'Section'),
      col('recinto', 'Recinto', 'Campus'),
      col('inscritos', 'Inscritos', 'Enrolled', 'entero', true),
      col('horasSemana', 'Horas por semana', 'Hours a week', 'horas', true),
      col('horas', 'Horas del período', 'Hours in the term', 'horas', true),
      col('valorHora', 'Valor por hora', 'Value per hour', 'dinero'),
      col('monto', 'Monto', 'Amount', 'dinero', true),
    ],
  }),
  nominaUnicda: defineReport({
    nombre: 'nominaUnicda',
    screen: '/reportes/academicos/secciones/ReporteNominaUNICDA',
    intro: {
      es: 'La nómina docente del período por profesor (formato UNICDA): secciones, créditos que imparte, horas por semana y del período, valor por hora y monto. Quien no tiene categoría de pago sale con valor cero, para asignársela.',
      en: 'The term’s teaching payroll per professor (UNICDA layout): sections, credits taught, hours a week and over the term, value per hour and amount. Someone with no pay category shows at zero, to be given one.',
    },
    parametros: periodoSede,
    orden: [{ campo: 'monto', desc: true }, { campo: 'profesor' }],
    grafico: { tipo: 'barras', x: 'categoria', y: ['monto'] },
    columnas: [
      ...profesor,
      col('secciones', 'Secciones', 'Sections', 'entero', true),
      col('creditos', 'Créditos', 'Credits', 'entero', true),
      col('horasSemana', 'Horas por semana', 'Hours a week', 'horas', true),
      col('horas', 'Horas del período', 'Hours in the term', 'horas', true),
      col('valorHora', 'Valor por hora', 'Value per hour', 'dinero'),
      col('monto', 'Monto', 'Amount', 'dinero', true),
    ],
  }),
  horariosProfNominaItsc: defineReport({
    nombre: 'horariosProfNominaItsc',
    screen: '/reportes/academicos/secciones/HorariosProfnominaITSC',
    intro: {
      es: 'El horario de cada profesor en el período con su nómina (formato ITSC): cada reunión semanal — día, horas, aula, asignatura y sección — con sus horas y cuántas veces cae en el período.',
      en: 'Each professor’s timetable in the term with their payroll (ITSC layout): every weekly meeting — day, hours, room, subject and section — with its hours and how many times it falls in the term.',
    },
    parametros: periodoSede,
    orden: [{ campo: 'profesor' }, { campo: 'diaNumero' }, { campo: 'inicio' }],
    grafico: { tipo: 'apiladas', x: 'profesor', y: ['horasSemana'], serie: 'dia' },
    columnas: [
      ...profesor,
      col('diaNumero', 'Día (número)', 'Day (number)', 'entero'),
      col('dia', 'Día', 'Day'),
      col('inicio', 'Inicio', 'Start'),
      col('fin', 'Fin', 'End'),
      col('aula', 'Aula', 'Room'),
      col('asignatura', 'Asignatura', 'Subject'),
      col('seccion', 'Sección', 'Section'),
      col('horasSemana', 'Horas por semana', 'Hours a week', 'horas', true),
      col('veces', 'Veces en el período', 'Times in the term', 'entero', true),
      col('horas', 'Horas del período', 'Hours in the term', 'horas', true),
    ],
  }),
  becadosUnicda: defineReport({
    nombre: 'becadosUnicda',
    screen: '/reportes/academicos/secciones/RepBecadosUNICDA',
    intro: {
      es: 'Los becados del período (formato UNICDA): cada estudiante con beca o descuento vigente, su tipo, el porcentaje o monto, quien la patrocina y lo que rebajó de los cargos del período.',
      en: 'The term’s scholarship holders (UNICDA layout): each student with a standing scholarship or discount, its type, the percentage or amount, who sponsors it and what it took off the term’s charges.',
    },
    parametros: { ...periodoSede, carreraId: { tipo: 'carrera' } },
    orden: [{ campo: 'carrera' }, { campo: 'estudiante' }, { campo: 'tipo' }],
    grafico: { tipo: 'barras', x: 'tipo', y: ['descontado'] },
    columnas: [
      col('matricula', 'Matrícula', 'Student ID'),
      col('estudiante', 'Estudiante', 'Student'),
      col('carrera', 'Carrera', 'Career'),
      col('recinto', 'Recinto', 'Campus'),
      col('tipo', 'Beca o descuento', 'Scholarship or discount'),
      col('valor', 'Porcentaje o monto', 'Percentage or amount'),
      col('patrocinador', 'Patrocinador', 'Sponsor'),
      col('moneda', 'Moneda', 'Currency'),
      col('descontado', 'Rebajado en el período', 'Taken off this term', 'dinero', true),
    ],
  }),
  nominaBarna: defineReport({
    nombre: 'nominaBarna',
    screen: '/reporte/financieros/nomina/barna',
    intro: {
      es: 'La nómina docente de un rango de fechas (formato BARNA, por quincena o mes): por profesor, las horas de clase que caen en esas fechas y su monto bruto a su categoría de pago, con las secciones que imparte.',
      en: 'The teaching payroll over a span of dates (BARNA layout, per fortnight or month): per professor, the class hours falling on those dates and their gross amount at their pay category, with the sections they teach.',
    },
    parametros: { desde: { tipo: 'desde', requerido: true }, hasta: { tipo: 'hasta', requerido: true }, sedeId: { tipo: 'sede' } },
    grupo: 'moneda',
    orden: [{ campo: 'moneda' }, { campo: 'profesor' }],
    grafico: { tipo: 'barras', x: 'profesor', y: ['monto'] },
    columnas: [
      col('moneda', 'Moneda', 'Currency'),
      ...profesor,
      col('secciones', 'Secciones', 'Sections'),
      col('horas', 'Horas en el rango', 'Hours in the span', 'horas', true),
      col('valorHora', 'Valor por hora', 'Value per hour', 'dinero'),
      col('monto', 'Monto bruto', 'Gross amount', 'dinero', true),
    ],
  }),
};
