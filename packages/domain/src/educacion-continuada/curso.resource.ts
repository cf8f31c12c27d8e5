import { cents } from '../platform/money.ts';
import { defineResource, bool, date, decimal, int, ordered, ref, text, time } from '../platform/resource.ts';

const fechas = ordered('curFechaInicio', 'curFechaFinal', { es: 'El curso no puede terminar antes de empezar.', en: 'A course cannot end before it starts.' });
const monto = (v: unknown) => (v === null || v === undefined || v === '' ? 0n : cents(String(v)));
const linea = (es: string, en: string) => ({ texto: text({ es, en }, { required: true, max: 500 }) });

/** A course's lists printed on its brochure — its objectives, audience and contents —, a template's too. */
export const listasDeCurso = {
  objetivos: { label: { es: 'Objetivos', en: 'Objectives' }, fields: linea('Objetivo', 'Objective'), max: 30 },
  audiencias: { label: { es: 'Dirigido a', en: 'Intended for' }, fields: linea('Público', 'Audience'), max: 30 },
  contenidos: { label: { es: 'Contenido', en: 'Contents' }, fields: linea('Tema', 'Topic'), max: 60 },
};

/**
 * A continuing-education course as it is offered: what it is (category, title, the title it awards,
 * modality, hours), when and where (dates, campus, weekly meetings), who teaches it (facilitators),
 * how many may enrol, and what it costs — its price in a currency, what is paid to enrol and in how
 * many instalments the rest, the late fee (an amount or a percentage), and the accounting service its
 * income goes to. Its objectives, audience and contents are lists printed on its brochure.
 * The spec also lists `curPM`, `curPMI` and `curPMO` without saying what they hold: left out until it does.
 */
export const curso = defineResource({
  name: 'curso',
  table: 'ec_curso',
  api: '/api/educacion-continuada/cursos',
  screen: '/educacion-continuada/cursos',
  id: 'cursoId',
  label: { es: 'Curso', en: 'Course' },
  plural: { es: 'Cursos', en: 'Courses' },
  fields: {
    curTitulo: text({ es: 'Título', en: 'Title' }, { required: true, max: 200 }),
    edicion: int({ es: 'Edición', en: 'Edition' }, { min: 1, max: 999, default: 1, hideInList: true }),
    cursoPlantillaId: ref('cursoPlantilla', { es: 'Plantilla', en: 'Template' }, { hideInList: true }),
    categoriaCursoId: ref('categoriaCurso', { es: 'Categoría', en: 'Category' }, { required: true }),
    curTituloOtorgadoId: ref('titulosOtorgados', { es: 'Título que otorga', en: 'Certificate awarded' }, { hideInList: true }),
    curModalidadId: ref('modalidadCurso', { es: 'Modalidad', en: 'Format' }),
    sedeId: ref('sede', { es: 'Recinto', en: 'Campus' }, { required: true, hideInList: true }),
    curFechaInicio: date({ es: 'Inicio', en: 'Starts' }, { required: true }),
    curHoraInicio: time({ es: 'Hora de inicio', en: 'Start time' }, { hideInList: true }),
    curFechaFinal: date({ es: 'Fin', en: 'Ends' }, { required: true, hideInList: true }),
    curHoraFinal: time({ es: 'Hora de fin', en: 'End time' }, { hideInList: true }),
    curCantidadHoras: int({ es: 'Horas', en: 'Hours' }, { min: 1, max: 2000 }),
    curAsistenciaMinima: int(
      { es: 'Asistencia mínima para el certificado (%)', en: 'Attendance the certificate needs (%)' },
      { min: 0, max: 100, default: 80, hideInList: true },
    ),
    curCupo: int({ es: 'Cupo', en: 'Seats' }, { required: true, min: 1, max: 5000 }),
    curMonedaId: ref('monedaPago', { es: 'Moneda', en: 'Currency' }, { required: true, hideInList: true }),
    curCosto: decimal({ es: 'Precio del curso', en: 'Course price' }, { required: true, min: 0, max: 99_999_999 }),
    curMontoIns: decimal({ es: 'Se paga al inscribirse', en: 'Paid on enrolling' }, { min: 0, max: 99_999_999, default: 0, hideInList: true }),
    curCantCuotas: int({ es: 'Cuotas del resto', en: 'Instalments of the rest' }, { min: 0, max: 24, default: 0, hideInList: true }),
    curRecargo: decimal({ es: 'Recargo por atraso', en: 'Late fee' }, { min: 0, max: 99_999_999, default: 0, hideInList: true }),
    curRecargoPorcentaje: bool({ es: 'El recargo es un porcentaje de la cuota', en: 'The late fee is a percentage of the instalment' }, { hideInList: true }),
    servicioContableID: ref('servicioContable', { es: 'Servicio contable', en: 'Accounting service' }, { hideInList: true }),
    estadoCursoID: ref('estadoCurso', { es: 'Estado', en: 'Status' }),
    curImprimirCert: bool({ es: 'Imprime certificado', en: 'Prints a certificate' }, { hideInList: true }),
    curImprimirCertEst: bool({ es: 'El participante imprime su certificado', en: 'Participants print their certificate' }, { hideInList: true }),
    curEnviarCert: bool({ es: 'Envía el certificado por correo', en: 'E-mails the certificate' }, { hideInList: true }),
    curEsAval: bool({ es: 'Es un aval académico', en: 'Is an academic endorsement' }, { hideInList: true }),
  },
  children: {
    horarios: {
      label: { es: 'Horario', en: 'Schedule' },
      fields: {
        diaId: ref('dia', { es: 'Día', en: 'Day' }, { required: true }),
        horaInicio: time({ es: 'Desde', en: 'From' }, { required: true }),
        horaFin: time({ es: 'Hasta', en: 'Until' }, { required: true }),
      },
      max: 14,
    },
    facilitadores: {
      label: { es: 'Facilitadores', en: 'Facilitators' },
      fields: { facilitadorId: ref('facilitador', { es: 'Facilitador(a)', en: 'Facilitator' }, { required: true }) },
      unique: ['facilitadorId'],
      max: 20,
    },
    ...listasDeCurso,
  },
  search: ['curTitulo'],
  display: 'curTitulo',
  sort: { field: 'curFechaInicio', order: 'desc' },
  pageSize: 25,
  check: (v) => {
    const orden = fechas(v);
    if (orden) return orden;
    if (monto(v.curMontoIns) > monto(v.curCosto))
      return {
        curMontoIns: {
          es: 'Lo que se paga al inscribirse no puede pasar del precio del curso.',
          en: 'What is paid on enrolling cannot exceed the course price.',
        },
      };
    const horarios = (v.horarios ?? []) as { horaInicio?: string; horaFin?: string }[];
    const i = horarios.findIndex((h) => h.horaInicio && h.horaFin && h.horaInicio >= h.horaFin);
    if (i >= 0) return { [`horarios.${i}.horaFin`]: { es: 'La hora de fin va después de la de inicio.', en: 'The end time comes after the start time.' } };
    return null;
  },
});
