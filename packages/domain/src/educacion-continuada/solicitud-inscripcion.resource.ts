import { defineResource, bool, date, email, ref, text } from '../platform/resource.ts';

const fuente = (es: string, en: string) => bool({ es, en }, { hideInList: true });
const telefono = (es: string, en: string, o: { hideInList?: boolean } = {}) => text({ es, en }, { max: 20, ...o });

/**
 * A request to enrol in a continuing-education course: who (identity, contacts, degree, profession),
 * where they work, how they heard of the course, which documents they handed in, and where the
 * request stands. Filed by the participant on the public form (which gives it its code) or by staff;
 * one person asks once per course.
 */
export const solicitudInscripcion = defineResource({
  name: 'solicitudInscripcion',
  table: 'ec_solicitud_inscripcion',
  api: '/api/educacion-continuada/solicitudesinscripcion',
  screen: '/educacion-continuada/SolicitudesInscripcion',
  id: 'solicitudInscripcionId',
  label: { es: 'Solicitud de inscripción', en: 'Enrolment request' },
  plural: { es: 'Solicitudes de inscripción', en: 'Enrolment requests' },
  fields: {
    soInCodigo: text(
      { es: 'Código', en: 'Code' },
      {
        max: 12,
        unique: true,
        upper: true,
        pattern: { regex: /^EC-[A-Z0-9]{6}$/, message: { es: 'El código es EC- y seis letras o dígitos.', en: 'The code is EC- and six letters or digits.' } },
        example: (n) => `EC-${String(100000 + n)}`,
      },
    ),
    cursoId: ref('curso', { es: 'Curso', en: 'Course' }, { required: true }),
    ejecutivoVentaId: ref('ejecutivoVenta', { es: 'Vendido por', en: 'Sold by' }, { hideInList: true }),
    estadoSolicitudId: ref('estadoSolicitudInscripcion', { es: 'Estado', en: 'Status' }, { required: true }),
    soInNombres: text({ es: 'Nombres', en: 'Given names' }, { required: true, max: 100 }),
    soInApellidos: text({ es: 'Apellidos', en: 'Surnames' }, { required: true, max: 100 }),
    // The participant is known by it: the register and finance find all their requests by it.
    soInIdentificacion: text({ es: 'Cédula o pasaporte', en: 'ID or passport number' }, { required: true, max: 20, indexed: true }),
    soInMatricula: text({ es: 'Matrícula (si estudia aquí)', en: 'Student number (if studying here)' }, { max: 20, hideInList: true }),
    soInFechaNacimiento: date({ es: 'Fecha de nacimiento', en: 'Birth date' }, { hideInList: true }),
    sexoID: ref('sexo', { es: 'Sexo', en: 'Sex' }, { hideInList: true }),
    nacionalidadId: ref('nacionalidad', { es: 'Nacionalidad', en: 'Nationality' }, { hideInList: true }),
    soInEmail: email({ es: 'Correo electrónico', en: 'E-mail' }, { required: true }),
    soInCelular: telefono('Celular', 'Mobile'),
    soInTelefono: telefono('Teléfono', 'Telephone', { hideInList: true }),
    soInDireccion: text({ es: 'Dirección', en: 'Address' }, { max: 250, hideInList: true }),
    soInCiudad: text({ es: 'Ciudad', en: 'City' }, { max: 100, hideInList: true }),
    gradoAcademicoId: ref('gradoAcademico', { es: 'Grado académico', en: 'Academic degree' }, { hideInList: true }),
    soInProfesion: text({ es: 'Profesión u ocupación', en: 'Profession or occupation' }, { max: 120, hideInList: true }),
    soInEmpresaNombre: text({ es: 'Empresa donde trabaja', en: 'Employer' }, { max: 200, hideInList: true }),
    soInCargo: text({ es: 'Cargo', en: 'Position' }, { max: 120, hideInList: true }),
    tipoEmpresaId: ref('tipoEmpresa', { es: 'Tipo de empresa', en: 'Company type' }, { hideInList: true }),
    soInEmpresaDireccion: text({ es: 'Dirección de la empresa', en: "Employer's address" }, { max: 250, hideInList: true }),
    soInEmpresaTelefono: telefono('Teléfono de la empresa', "Employer's telephone", { hideInList: true }),
    soInEmpresaEmail: email({ es: 'Correo de la empresa', en: "Employer's e-mail" }, { hideInList: true }),
    soInPrensa: fuente('Supo del curso por la prensa', 'Heard of it in the press'),
    soInRadio: fuente('Por la radio', 'On the radio'),
    soInTv: fuente('Por la televisión', 'On television'),
    soInBrochure: fuente('Por un folleto', 'From a brochure'),
    soInSuEmpresa: fuente('Por su empresa', 'Through their employer'),
    soInFacebook: fuente('Por Facebook', 'On Facebook'),
    soInTwitter: fuente('Por X (Twitter)', 'On X (Twitter)'),
    soInInstagram: fuente('Por Instagram', 'On Instagram'),
    soInOtro: fuente('Por otro medio', 'Some other way'),
    soInCopiaCedula: fuente('Entregó copia de la cédula', 'Handed in a copy of their ID'),
    soInCopiaTitulo: fuente('Entregó copia del título', 'Handed in a copy of their degree'),
    soInFoto2x2: fuente('Entregó foto 2x2', 'Handed in a 2x2 photo'),
    soInFormularioInscripcion: fuente('Entregó el formulario firmado', 'Handed in the signed form'),
    soInCartaCompromiso: fuente('Entregó la carta compromiso', 'Handed in the commitment letter'),
  },
  search: ['soInNombres', 'soInApellidos', 'soInIdentificacion', 'soInCodigo', 'soInEmail'],
  display: 'soInApellidos',
  pageSize: 25,
});
