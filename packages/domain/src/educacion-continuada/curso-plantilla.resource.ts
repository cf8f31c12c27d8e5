import { cents } from '../platform/money.ts';
import { defineResource, active, bool, decimal, int, ref, text } from '../platform/resource.ts';
import { listasDeCurso } from './curso.resource.ts';

const monto = (v: unknown) => (v === null || v === undefined || v === '' ? 0n : cents(String(v)));

/**
 * A course as it is offered again and again (each offering an edition): what it is, what it costs,
 * how much attendance its certificate asks, which documents its participants hand in, and its
 * objectives, audience and contents. A course made from it (`cursos-plantillas`' "Crear curso")
 * copies all of that and adds its dates, campus and seats; the course keeps which template it came from.
 */
export const cursoPlantilla = defineResource({
  name: 'cursoPlantilla',
  table: 'ec_curso_plantilla',
  api: '/api/educacion-continuada/cursos-plantillas',
  screen: '/educacion-continuada/cursos-plantillas',
  id: 'cursoPlantillaId',
  label: { es: 'Plantilla de curso', en: 'Course template' },
  plural: { es: 'Plantillas de cursos', en: 'Course templates' },
  fields: {
    cuPlTitulo: text({ es: 'Título', en: 'Title' }, { required: true, unique: true, max: 200 }),
    categoriaCursoId: ref('categoriaCurso', { es: 'Categoría', en: 'Category' }, { required: true }),
    cuPlTituloOtorgadoId: ref('titulosOtorgados', { es: 'Título que otorga', en: 'Certificate awarded' }, { hideInList: true }),
    cuPlModalidadId: ref('modalidadCurso', { es: 'Modalidad', en: 'Format' }),
    cuPlCantidadHoras: int({ es: 'Horas', en: 'Hours' }, { required: true, min: 1, max: 2000 }),
    cuPlMonedaId: ref('monedaPago', { es: 'Moneda', en: 'Currency' }, { required: true, hideInList: true }),
    cuPlCosto: decimal({ es: 'Precio del curso', en: 'Course price' }, { required: true, min: 0, max: 99_999_999 }),
    cuPlMontoIns: decimal({ es: 'Se paga al inscribirse', en: 'Paid on enrolling' }, { min: 0, max: 99_999_999, default: 0, hideInList: true }),
    cuPlCantCuotas: int({ es: 'Cuotas del resto', en: 'Instalments of the rest' }, { min: 0, max: 24, default: 0, hideInList: true }),
    cuPlRecargo: decimal({ es: 'Recargo por atraso', en: 'Late fee' }, { min: 0, max: 99_999_999, default: 0, hideInList: true }),
    servicioContableID: ref('servicioContable', { es: 'Servicio contable', en: 'Accounting service' }, { hideInList: true }),
    cuPlAsistenciaMinima: int(
      { es: 'Asistencia mínima para el certificado (%)', en: 'Attendance the certificate needs (%)' },
      { min: 0, max: 100, default: 80 },
    ),
    cuPlImprimirCert: bool({ es: 'Imprime certificado', en: 'Prints a certificate' }, { default: true, hideInList: true }),
    estatus: active(),
  },
  children: {
    documentos: {
      label: { es: 'Documentos que se piden', en: 'Documents asked for' },
      fields: {
        documentoPlantillaId: ref('documentoPlantilla', { es: 'Documento', en: 'Document' }, { required: true }),
        obligatorio: bool({ es: 'Obligatorio para el certificado', en: 'Needed for the certificate' }, { default: true }),
      },
      unique: ['documentoPlantillaId'],
      max: 20,
    },
    ...listasDeCurso,
  },
  search: ['cuPlTitulo'],
  display: 'cuPlTitulo',
  check: (v) =>
    monto(v.cuPlMontoIns) > monto(v.cuPlCosto)
      ? {
          cuPlMontoIns: {
            es: 'Lo que se paga al inscribirse no puede pasar del precio del curso.',
            en: 'What is paid on enrolling cannot exceed the course price.',
          },
        }
      : null,
});
