/**
 * The demo university's academic offer: schools beyond the base ones, general-education subjects and
 * about thirty careers, each with the subject lines its plan is built from. A line "Contabilidad"
 * with depth 3 gives Contabilidad I, II and III, each requiring the one before; careers that share a
 * line share its subjects.
 */

export const extraSchools: [school: string, faculty: string][] = [
  ['Escuela de Mercadeo', 'Facultad de Ciencias Económicas y Sociales'],
  ['Escuela de Economía', 'Facultad de Ciencias Económicas y Sociales'],
  ['Escuela de Turismo', 'Facultad de Ciencias Económicas y Sociales'],
  ['Escuela de Ingeniería Industrial', 'Facultad de Ciencias e Ingeniería'],
  ['Escuela de Ingeniería Electrónica', 'Facultad de Ciencias e Ingeniería'],
  ['Escuela de Arquitectura', 'Facultad de Ciencias e Ingeniería'],
  ['Escuela de Odontología', 'Facultad de Ciencias de la Salud'],
  ['Escuela de Bioanálisis', 'Facultad de Ciencias de la Salud'],
  ['Escuela de Psicología', 'Facultad de Humanidades y Educación'],
  ['Escuela de Comunicación Social', 'Facultad de Humanidades y Educación'],
  ['Escuela de Idiomas', 'Facultad de Humanidades y Educación'],
];

/** General education shared by every undergraduate plan: [code, name, credits, term, prerequisite codes]. */
export const generalEducation: [string, string, number, number, string[]][] = [
  ['ORI-100', 'Orientación universitaria', 2, 1, []],
  ['ESP-101', 'Lengua española I', 3, 1, []],
  ['MAT-101', 'Matemática básica', 4, 1, []],
  ['HIS-101', 'Historia dominicana', 3, 1, []],
  ['ESP-102', 'Lengua española II', 3, 2, ['ESP-101']],
  ['ING-101', 'Inglés I', 3, 2, []],
  ['FIL-101', 'Introducción a la filosofía', 3, 2, []],
  ['ING-102', 'Inglés II', 3, 3, ['ING-101']],
  ['SOC-101', 'Sociología general', 3, 3, []],
  ['EST-201', 'Estadística I', 3, 4, ['MAT-101']],
  ['MET-201', 'Metodología de la investigación', 3, 5, ['ESP-102']],
  ['ETI-301', 'Ética profesional', 2, 7, []],
];

export interface DemoCareer {
  alias: string;
  name: string;
  school: string;
  type: 'Grado' | 'Técnico superior' | 'Maestría';
  /** Campus initials where it is offered. */
  campuses: string[];
  titles: [masculine: string, feminine: string];
  /** Subject lines: [name, depth]. */
  lines: [string, number][];
  /** The last subject of the plan (a practicum or thesis), requiring the last term's lines. */
  capstone: string;
  /** Share of the student body, relative. */
  weight: number;
}

const both = ['SD', 'STI'];
const sd = ['SD'];

export const demoCareers: DemoCareer[] = [
  { alias: 'ADM', name: 'Administración de Empresas', school: 'Escuela de Administración', type: 'Grado', campuses: both, titles: ['Licenciado en Administración de Empresas', 'Licenciada en Administración de Empresas'], lines: [['Fundamentos de administración', 2], ['Contabilidad', 3], ['Economía', 2], ['Mercadeo', 2], ['Finanzas', 2], ['Gestión del talento humano', 2], ['Derecho empresarial', 1]], capstone: 'Seminario de grado en administración', weight: 10 },
  { alias: 'CONT', name: 'Contabilidad', school: 'Escuela de Contabilidad', type: 'Grado', campuses: both, titles: ['Licenciado en Contabilidad', 'Licenciada en Contabilidad'], lines: [['Contabilidad', 4], ['Costos', 2], ['Auditoría', 2], ['Legislación tributaria dominicana', 2], ['Finanzas', 2], ['Sistemas contables', 1]], capstone: 'Práctica contable supervisada', weight: 8 },
  { alias: 'MERC', name: 'Mercadeo', school: 'Escuela de Mercadeo', type: 'Grado', campuses: both, titles: ['Licenciado en Mercadeo', 'Licenciada en Mercadeo'], lines: [['Mercadeo', 3], ['Investigación de mercados', 2], ['Publicidad', 2], ['Comportamiento del consumidor', 1], ['Ventas', 2], ['Mercadeo digital', 2]], capstone: 'Plan de mercadeo (proyecto final)', weight: 5 },
  { alias: 'ECON', name: 'Economía', school: 'Escuela de Economía', type: 'Grado', campuses: sd, titles: ['Licenciado en Economía', 'Licenciada en Economía'], lines: [['Microeconomía', 2], ['Macroeconomía', 2], ['Econometría', 2], ['Matemática para economistas', 2], ['Economía dominicana', 1], ['Finanzas públicas', 2]], capstone: 'Tesis de grado en economía', weight: 2 },
  { alias: 'NEGI', name: 'Negocios Internacionales', school: 'Escuela de Administración', type: 'Grado', campuses: sd, titles: ['Licenciado en Negocios Internacionales', 'Licenciada en Negocios Internacionales'], lines: [['Comercio internacional', 3], ['Logística', 2], ['Derecho internacional privado', 1], ['Finanzas internacionales', 2], ['Mercadeo internacional', 2], ['Aduanas', 1]], capstone: 'Proyecto de exportación', weight: 3 },
  { alias: 'TURH', name: 'Administración Turística y Hotelera', school: 'Escuela de Turismo', type: 'Grado', campuses: both, titles: ['Licenciado en Administración Turística y Hotelera', 'Licenciada en Administración Turística y Hotelera'], lines: [['Fundamentos de turismo', 2], ['Gestión hotelera', 3], ['Alimentos y bebidas', 2], ['Geografía turística dominicana', 1], ['Contabilidad hotelera', 2], ['Francés', 2]], capstone: 'Pasantía en empresa turística', weight: 3 },
  { alias: 'DER', name: 'Derecho', school: 'Escuela de Derecho', type: 'Grado', campuses: both, titles: ['Licenciado en Derecho', 'Licenciada en Derecho'], lines: [['Derecho civil', 4], ['Derecho penal', 3], ['Derecho constitucional', 2], ['Derecho procesal civil', 2], ['Derecho laboral', 2], ['Derecho comercial', 2], ['Derecho administrativo', 1]], capstone: 'Práctica jurídica', weight: 9 },
  { alias: 'ISC', name: 'Ingeniería en Sistemas Computacionales', school: 'Escuela de Informática', type: 'Grado', campuses: both, titles: ['Ingeniero en Sistemas Computacionales', 'Ingeniera en Sistemas Computacionales'], lines: [['Programación', 3], ['Estructuras de datos', 2], ['Bases de datos', 2], ['Redes de computadoras', 2], ['Sistemas operativos', 2], ['Ingeniería de software', 2], ['Cálculo', 2], ['Física', 2]], capstone: 'Proyecto de grado en sistemas', weight: 8 },
  { alias: 'ISOF', name: 'Ingeniería de Software', school: 'Escuela de Informática', type: 'Grado', campuses: sd, titles: ['Ingeniero de Software', 'Ingeniera de Software'], lines: [['Programación', 3], ['Desarrollo web', 2], ['Bases de datos', 2], ['Arquitectura de software', 2], ['Pruebas de software', 1], ['Gestión de proyectos de software', 2], ['Cálculo', 2]], capstone: 'Proyecto integrador de software', weight: 4 },
  { alias: 'ICIV', name: 'Ingeniería Civil', school: 'Escuela de Ingeniería Civil', type: 'Grado', campuses: both, titles: ['Ingeniero Civil', 'Ingeniera Civil'], lines: [['Cálculo', 3], ['Física', 2], ['Estática', 1], ['Resistencia de materiales', 2], ['Hormigón armado', 2], ['Topografía', 2], ['Hidráulica', 2], ['Mecánica de suelos', 2]], capstone: 'Proyecto de grado en ingeniería civil', weight: 5 },
  { alias: 'IIND', name: 'Ingeniería Industrial', school: 'Escuela de Ingeniería Industrial', type: 'Grado', campuses: both, titles: ['Ingeniero Industrial', 'Ingeniera Industrial'], lines: [['Cálculo', 3], ['Física', 2], ['Investigación de operaciones', 2], ['Procesos de manufactura', 2], ['Control de calidad', 2], ['Ingeniería económica', 1], ['Ergonomía', 1]], capstone: 'Pasantía industrial', weight: 4 },
  { alias: 'IELE', name: 'Ingeniería Electrónica', school: 'Escuela de Ingeniería Electrónica', type: 'Grado', campuses: sd, titles: ['Ingeniero Electrónico', 'Ingeniera Electrónica'], lines: [['Cálculo', 3], ['Física', 3], ['Circuitos eléctricos', 2], ['Electrónica analógica', 2], ['Electrónica digital', 2], ['Telecomunicaciones', 2], ['Control automático', 1]], capstone: 'Proyecto de grado en electrónica', weight: 2 },
  { alias: 'ARQ', name: 'Arquitectura', school: 'Escuela de Arquitectura', type: 'Grado', campuses: sd, titles: ['Arquitecto', 'Arquitecta'], lines: [['Diseño arquitectónico', 4], ['Dibujo técnico', 2], ['Historia de la arquitectura', 2], ['Estructuras', 2], ['Urbanismo', 2], ['Construcción', 2]], capstone: 'Tesis de arquitectura', weight: 3 },
  { alias: 'MED', name: 'Doctor en Medicina', school: 'Escuela de Medicina', type: 'Grado', campuses: both, titles: ['Doctor en Medicina', 'Doctora en Medicina'], lines: [['Anatomía', 3], ['Fisiología', 2], ['Bioquímica', 2], ['Farmacología', 2], ['Patología', 2], ['Medicina interna', 2], ['Pediatría', 1], ['Cirugía', 2], ['Ginecología y obstetricia', 1]], capstone: 'Internado rotatorio', weight: 9 },
  { alias: 'ENF', name: 'Enfermería', school: 'Escuela de Enfermería', type: 'Grado', campuses: both, titles: ['Licenciado en Enfermería', 'Licenciada en Enfermería'], lines: [['Fundamentos de enfermería', 2], ['Anatomía', 2], ['Enfermería médico-quirúrgica', 3], ['Enfermería materno-infantil', 2], ['Salud pública', 2], ['Farmacología', 1]], capstone: 'Práctica hospitalaria', weight: 6 },
  { alias: 'ODON', name: 'Odontología', school: 'Escuela de Odontología', type: 'Grado', campuses: sd, titles: ['Doctor en Odontología', 'Doctora en Odontología'], lines: [['Anatomía', 2], ['Morfología dental', 2], ['Operatoria dental', 3], ['Periodoncia', 2], ['Endodoncia', 2], ['Prótesis', 2], ['Cirugía bucal', 1]], capstone: 'Clínica integral', weight: 3 },
  { alias: 'BIOA', name: 'Bioanálisis', school: 'Escuela de Bioanálisis', type: 'Grado', campuses: both, titles: ['Licenciado en Bioanálisis', 'Licenciada en Bioanálisis'], lines: [['Química general', 2], ['Bioquímica', 2], ['Microbiología', 2], ['Hematología', 2], ['Parasitología', 2], ['Inmunología', 1]], capstone: 'Práctica de laboratorio clínico', weight: 3 },
  { alias: 'PSIC', name: 'Psicología Clínica', school: 'Escuela de Psicología', type: 'Grado', campuses: both, titles: ['Licenciado en Psicología Clínica', 'Licenciada en Psicología Clínica'], lines: [['Psicología general', 2], ['Psicología del desarrollo', 2], ['Psicopatología', 2], ['Evaluación psicológica', 2], ['Psicoterapia', 2], ['Neuropsicología', 1]], capstone: 'Práctica clínica supervisada', weight: 5 },
  { alias: 'PSIO', name: 'Psicología Industrial', school: 'Escuela de Psicología', type: 'Grado', campuses: sd, titles: ['Licenciado en Psicología Industrial', 'Licenciada en Psicología Industrial'], lines: [['Psicología general', 2], ['Psicología organizacional', 3], ['Selección de personal', 2], ['Evaluación psicológica', 2], ['Desarrollo organizacional', 1]], capstone: 'Práctica en organizaciones', weight: 2 },
  { alias: 'COMS', name: 'Comunicación Social', school: 'Escuela de Comunicación Social', type: 'Grado', campuses: both, titles: ['Licenciado en Comunicación Social', 'Licenciada en Comunicación Social'], lines: [['Teoría de la comunicación', 2], ['Redacción periodística', 3], ['Producción audiovisual', 2], ['Relaciones públicas', 2], ['Comunicación digital', 2], ['Fotografía', 1]], capstone: 'Proyecto final de comunicación', weight: 3 },
  { alias: 'EDBA', name: 'Educación Básica', school: 'Escuela de Educación', type: 'Grado', campuses: both, titles: ['Licenciado en Educación Básica', 'Licenciada en Educación Básica'], lines: [['Fundamentos de la educación', 2], ['Didáctica', 3], ['Psicología educativa', 2], ['Evaluación de los aprendizajes', 2], ['Enseñanza de la lectoescritura', 2], ['Enseñanza de la matemática', 2]], capstone: 'Práctica docente', weight: 5 },
  { alias: 'EDMA', name: 'Educación Mención Matemática', school: 'Escuela de Educación', type: 'Grado', campuses: both, titles: ['Licenciado en Educación Mención Matemática', 'Licenciada en Educación Mención Matemática'], lines: [['Didáctica', 2], ['Álgebra', 2], ['Geometría', 2], ['Cálculo', 2], ['Psicología educativa', 1], ['Enseñanza de la matemática', 2]], capstone: 'Práctica docente en matemática', weight: 2 },
  { alias: 'EDLM', name: 'Educación Mención Lenguas Modernas', school: 'Escuela de Educación', type: 'Grado', campuses: sd, titles: ['Licenciado en Educación Mención Lenguas Modernas', 'Licenciada en Educación Mención Lenguas Modernas'], lines: [['Didáctica', 2], ['Inglés intensivo', 3], ['Francés', 3], ['Fonética', 1], ['Literatura inglesa', 1], ['Psicología educativa', 1]], capstone: 'Práctica docente en lenguas', weight: 2 },
  { alias: 'LMOD', name: 'Lenguas Modernas', school: 'Escuela de Idiomas', type: 'Grado', campuses: both, titles: ['Licenciado en Lenguas Modernas', 'Licenciada en Lenguas Modernas'], lines: [['Inglés intensivo', 4], ['Francés', 3], ['Traducción', 2], ['Fonética', 1], ['Lingüística', 2]], capstone: 'Práctica de traducción e interpretación', weight: 3 },
  { alias: 'TINF', name: 'Técnico Superior en Informática', school: 'Escuela de Informática', type: 'Técnico superior', campuses: both, titles: ['Técnico Superior en Informática', 'Técnica Superior en Informática'], lines: [['Programación', 2], ['Soporte técnico', 2], ['Redes de computadoras', 1], ['Bases de datos', 1]], capstone: 'Pasantía técnica en informática', weight: 3 },
  { alias: 'TENF', name: 'Técnico Superior en Enfermería', school: 'Escuela de Enfermería', type: 'Técnico superior', campuses: both, titles: ['Técnico Superior en Enfermería', 'Técnica Superior en Enfermería'], lines: [['Fundamentos de enfermería', 2], ['Anatomía', 1], ['Primeros auxilios', 1], ['Enfermería comunitaria', 2]], capstone: 'Práctica técnica hospitalaria', weight: 3 },
  { alias: 'TCON', name: 'Técnico Superior en Contabilidad', school: 'Escuela de Contabilidad', type: 'Técnico superior', campuses: sd, titles: ['Técnico Superior en Contabilidad', 'Técnica Superior en Contabilidad'], lines: [['Contabilidad', 3], ['Legislación tributaria dominicana', 1], ['Sistemas contables', 1], ['Nómina', 1]], capstone: 'Pasantía técnica contable', weight: 2 },
  { alias: 'MBA', name: 'Maestría en Administración de Empresas', school: 'Escuela de Administración', type: 'Maestría', campuses: sd, titles: ['Magíster en Administración de Empresas', 'Magíster en Administración de Empresas'], lines: [['Dirección estratégica', 2], ['Finanzas corporativas', 2], ['Mercadeo gerencial', 1], ['Liderazgo', 1], ['Análisis de datos para la gestión', 1]], capstone: 'Tesis de maestría en administración', weight: 2 },
  { alias: 'MGED', name: 'Maestría en Gestión Educativa', school: 'Escuela de Educación', type: 'Maestría', campuses: both, titles: ['Magíster en Gestión Educativa', 'Magíster en Gestión Educativa'], lines: [['Gestión de centros educativos', 2], ['Currículo', 2], ['Liderazgo educativo', 1], ['Evaluación institucional', 1], ['Investigación educativa', 2]], capstone: 'Tesis de maestría en educación', weight: 2 },
  { alias: 'MSP', name: 'Maestría en Salud Pública', school: 'Escuela de Medicina', type: 'Maestría', campuses: sd, titles: ['Magíster en Salud Pública', 'Magíster en Salud Pública'], lines: [['Epidemiología', 2], ['Bioestadística', 2], ['Gestión de servicios de salud', 1], ['Salud ambiental', 1], ['Políticas de salud', 1]], capstone: 'Tesis de maestría en salud pública', weight: 1 },
];
