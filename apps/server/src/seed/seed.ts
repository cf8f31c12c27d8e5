import { resources } from '@claustro/domain/registry';
import { appRoutes as routes, routeGroups } from '@claustro/domain/shell/routes';
import type { Database } from '../platform/db/database.ts';
import { pantallasConfidenciales } from '@claustro/domain/seguridad/session';
import { hashPassword } from '../platform/auth/passwords.ts';
import { provinciasRD } from './geografia-rd.ts';
import { fill } from './fill.ts';
import { parametros, type ClaveParametro } from '@claustro/domain/administracion-sistema/parametros';
import { seedFinanceCatalogues } from './finanzas.ts';
import { seedContinuingEducationCatalogues } from './educacion-continuada.ts';
import { allCountries, nacionalidades } from './paises.ts';

/** Role ids; 6 is the student role (spec §6). */
export const roles = {
  admin: 1,
  registro: 2,
  caja: 3,
  profesor: 4,
  admisiones: 5,
  estudiante: 6,
  enfermeria: 7,
  continuada: 8,
  facilitador: 9,
} as const;

export const demoPassword = 'Demo2026';

/** Stable menu id of a route (a hash of its path), so grants survive reordering of the route table. */
export function optionId(path: string): number {
  let h = 0x811c9dc5;
  for (const ch of path.toLowerCase()) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return 1000 + (h % 2_000_000_000);
}

const names = (field: string, list: string[], extra: Record<string, unknown> = {}) => list.map((v) => ({ [field]: v, ...extra }));

async function seedCatalogues(database: Database) {
  // Every country; a database from before gets the ones it lacks.
  await database.query(
    `insert into pais (pais_descripcion, pais_codigo_iso)
     select x.d, x.iso from json_to_recordset($1::json) x(d text, iso text)
      where not exists (select 1 from pais p where upper(p.pais_codigo_iso) = x.iso or lower(p.pais_descripcion) = lower(x.d))`,
    [JSON.stringify(allCountries().map(([d, iso]) => ({ d, iso })))],
  );
  const [{ pais_id: rd }] = await database.query<{ pais_id: number }>(`select pais_id from pais where pais_codigo_iso = 'DO'`);
  await database.query(
    `insert into nacionalidad (naci_descripcion, pais_id)
     select x.nac, p.pais_id from json_to_recordset($1::json) x(iso text, nac text) join pais p on upper(p.pais_codigo_iso) = x.iso
      where not exists (select 1 from nacionalidad n where lower(n.naci_descripcion) = lower(x.nac))`,
    [JSON.stringify(Object.entries(nacionalidades).map(([iso, nac]) => ({ iso, nac })))],
  );
  await fill(
    database,
    'provincia',
    provinciasRD.map((p) => ({ provDescripcion: p.nombre, paisId: rd, provCodLocalidadOne: p.codigo })),
  );
  const provIds = new Map(
    (await database.query<{ provincia_id: number; prov_descripcion: string }>(`select provincia_id, prov_descripcion from provincia`)).map((r) => [
      r.prov_descripcion,
      r.provincia_id,
    ]),
  );
  const municipios = provinciasRD.flatMap((p) =>
    p.municipios.map((m, i) => ({
      muniDescripcion: m,
      paisId: rd,
      provinciaId: provIds.get(p.nombre),
      muniCodLocalidadOne: `${p.codigo}${String(i + 1).padStart(2, '0')}`,
    })),
  );
  await fill(database, 'municipio', municipios);
  await fill(
    database,
    'ciudad',
    provinciasRD.map((p) => ({ ciudDescripcion: p.municipios[0], paisId: rd, provinciaId: provIds.get(p.nombre) })),
  );
  await fill(
    database,
    'sector',
    ['Gazcue', 'Piantini', 'Naco', 'Bella Vista', 'Los Prados', 'Ciudad Colonial', 'Arroyo Hondo', 'Evaristo Morales'].map((s) => ({
      sectDescripcion: s,
      provinciaId: provIds.get('Distrito Nacional'),
    })),
  );
  await fill(database, 'tipoDocumentoIdentificacion', names('doIdDescripcion', ['Cédula', 'Pasaporte', 'RNC']));
  await fill(database, 'estadoCivil', names('esCiDescripcion', ['Soltero(a)', 'Casado(a)', 'Unión libre', 'Divorciado(a)', 'Viudo(a)']));
  await fill(database, 'sexo', names('sexoDescripcion', ['Masculino', 'Femenino']));
  await fill(database, 'tipoSangre', names('tiSaDescripcion', ['O+', 'O-', 'A+', 'A-', 'B+', 'B-', 'AB+', 'AB-']));
  await fill(database, 'idioma', names('idioDescripcion', ['Español', 'Inglés', 'Francés', 'Portugués', 'Italiano', 'Alemán', 'Creole haitiano', 'Mandarín']));
  await fill(
    database,
    'ocupacion',
    names('ocupDescripcion', ['Estudiante', 'Empleado privado', 'Empleado público', 'Independiente', 'Docente', 'Comerciante', 'Desempleado', 'Otra']),
  );
  await fill(database, 'redSocial', names('redSdescripcion', ['Facebook', 'Instagram', 'X (Twitter)', 'TikTok', 'LinkedIn', 'YouTube', 'WhatsApp']));
  await fill(database, 'tipoEmail', names('tiEmDescripcion', ['Personal', 'Institucional', 'Trabajo']));
  await fill(database, 'tipoPadre', [
    { tiPaDescripcion: 'Padre', emergencia: false },
    { tiPaDescripcion: 'Madre', emergencia: false },
    { tiPaDescripcion: 'Tutor(a)', emergencia: false },
    { tiPaDescripcion: 'Cónyuge', emergencia: true },
    { tiPaDescripcion: 'Hermano(a)', emergencia: true },
    { tiPaDescripcion: 'Otro contacto de emergencia', emergencia: true },
  ]);
  await fill(database, 'tipoTelefono', [
    { tiTeDescripcion: 'Residencial', tiTeEsCelular: false },
    { tiTeDescripcion: 'Celular', tiTeEsCelular: true },
    { tiTeDescripcion: 'Trabajo', tiTeEsCelular: false },
  ]);
  await fill(database, 'tipoPersona', names('tiPeDescripcion', ['Estudiante', 'Profesor', 'Empleado', 'Solicitante', 'Empresa', 'Persona externa']));
  await fill(database, 'estatus', [
    { estaDescripcion: 'Activo', estaActivo: true, estaPersona: true },
    { estaDescripcion: 'Inactivo', estaActivo: true, estaPersona: true },
    { estaDescripcion: 'Suspendido', estaActivo: true, estaPersona: true },
    { estaDescripcion: 'Pendiente', estaActivo: true, estaPersona: false },
  ]);
  await fill(database, 'estadoCiudadano', [
    { nombre: 'Dominicano(a)', indicaCiudadaniaLocal: true, cedula: true, pasaporte: false },
    { nombre: 'Extranjero(a) residente', indicaCiudadaniaLocal: false, cedula: true, pasaporte: true },
    { nombre: 'Extranjero(a) no residente', indicaCiudadaniaLocal: false, cedula: false, pasaporte: true },
  ]);
  await fill(database, 'tipoMotivo', names('tiMoDescripcion', ['Cambio de estatus', 'Cambio de carrera', 'Cambio de recinto', 'Anulación', 'Disciplina']));
  const tipoMotivo = new Map(
    (await database.query<{ tipo_motivo_id: number; ti_mo_descripcion: string }>(`select tipo_motivo_id, ti_mo_descripcion from tipo_motivo`)).map((r) => [
      r.ti_mo_descripcion,
      r.tipo_motivo_id,
    ]),
  );
  await fill(database, 'motivo', [
    { motiDescripcion: 'Solicitud del estudiante', tipoMotivoId: tipoMotivo.get('Cambio de estatus') },
    { motiDescripcion: 'Falta de pago', tipoMotivoId: tipoMotivo.get('Cambio de estatus') },
    { motiDescripcion: 'Bajo rendimiento académico', tipoMotivoId: tipoMotivo.get('Cambio de estatus') },
    { motiDescripcion: 'Vocación', tipoMotivoId: tipoMotivo.get('Cambio de carrera') },
    { motiDescripcion: 'Cercanía a la residencia', tipoMotivoId: tipoMotivo.get('Cambio de recinto') },
    { motiDescripcion: 'Error de digitación', tipoMotivoId: tipoMotivo.get('Anulación') },
    { motiDescripcion: 'Conducta inapropiada', tipoMotivoId: tipoMotivo.get('Disciplina') },
  ]);
  await fill(
    database,
    'cargo',
    names('cargDescripcion', [
      'Rector(a)',
      'Vicerrector(a) académico(a)',
      'Decano(a)',
      'Director(a) de escuela',
      'Registrador(a)',
      'Cajero(a)',
      'Coordinador(a)',
      'Docente',
    ]),
  );
  await fill(
    database,
    'departamento',
    names('depaDescripcion', ['Registro', 'Admisiones', 'Caja', 'Contabilidad', 'Tecnología', 'Bienestar estudiantil', 'Biblioteca']),
  );
  await fill(database, 'diaFestivo', [
    { diFeDescripcion: 'Año Nuevo', diFeFecha: '2026-01-01' },
    { diFeDescripcion: 'Día de los Santos Reyes', diFeFecha: '2026-01-05' },
    { diFeDescripcion: 'Día de la Altagracia', diFeFecha: '2026-01-21' },
    { diFeDescripcion: 'Día de Duarte', diFeFecha: '2026-01-26' },
    { diFeDescripcion: 'Día de la Independencia', diFeFecha: '2026-02-27' },
    { diFeDescripcion: 'Viernes Santo', diFeFecha: '2026-04-03' },
    { diFeDescripcion: 'Día del Trabajo', diFeFecha: '2026-05-04' },
    { diFeDescripcion: 'Corpus Christi', diFeFecha: '2026-06-04' },
    { diFeDescripcion: 'Día de la Restauración', diFeFecha: '2026-08-16' },
    { diFeDescripcion: 'Día de las Mercedes', diFeFecha: '2026-09-24' },
    { diFeDescripcion: 'Día de la Constitución', diFeFecha: '2026-11-09' },
    { diFeDescripcion: 'Navidad', diFeFecha: '2026-12-25' },
  ]);
  await fill(database, 'buzonSugerencia', [
    { buSuDescripcion: 'Registro', buSuUbicacion: 'Edificio administrativo, primer piso' },
    { buSuDescripcion: 'Caja', buSuUbicacion: 'Edificio administrativo, primer piso' },
    { buSuDescripcion: 'Biblioteca', buSuUbicacion: 'Edificio B, segundo piso' },
  ]);
  await fill(database, 'dgiiRnc', [
    {
      rncId: '401007551',
      nombre: 'DIRECCION GENERAL DE IMPUESTOS INTERNOS',
      razonSocial: 'DIRECCION GENERAL DE IMPUESTOS INTERNOS',
      estatusDescr: 'ACTIVO',
      tipoRnc: 'ESTATAL',
    },
    {
      rncId: '101010632',
      nombre: 'BANCO POPULAR DOMINICANO',
      razonSocial: 'BANCO POPULAR DOMINICANO S A BANCO MULTIPLE',
      estatusDescr: 'ACTIVO',
      tipoRnc: 'PERSONA JURIDICA',
    },
  ]);
  await fill(database, 'sede', [
    {
      sedeDescripcion: 'Recinto Santo Domingo',
      sedeIniciales: 'SD',
      paisId: rd,
      provinciaId: provIds.get('Distrito Nacional'),
      sedeDireccion: 'Av. Máximo Gómez 31, Gazcue',
      sedeTelefono: '809-555-0100',
    },
    {
      sedeDescripcion: 'Recinto Santiago',
      sedeIniciales: 'STI',
      paisId: rd,
      provinciaId: provIds.get('Santiago'),
      sedeDireccion: 'Av. Estrella Sadhalá 12',
      sedeTelefono: '809-555-0200',
    },
  ]);
}

/** Academic, physical-plant and research catalogues: what a Dominican university starts with. */
async function seedAcademicCatalogues(database: Database) {
  const idOf = async (table: string, idCol: string, col: string, value: string) =>
    (await database.query<{ id: number }>(`select ${idCol} as id from ${table} where ${col} = $1`, [value]))[0]?.id;
  await fill(database, 'admitidoComo', names('adCoDescripcion', ['Nuevo ingreso', 'Transferido', 'Readmitido', 'Convalidación', 'Oyente']));
  await fill(
    database,
    'financiamientoEstudio',
    names('nombre', ['Recursos propios', 'Beca institucional', 'Beca del gobierno', 'Crédito educativo', 'Empresa patrocinadora']),
  );
  await fill(database, 'nivelAcademico', names('nombre', ['Técnico superior', 'Grado', 'Especialidad', 'Maestría', 'Doctorado']));
  await fill(database, 'tipoCarrera', [
    { tiCaDescripcion: 'Grado', tiCaEsGrado: true, tiCaEsTecnicoSuperior: false },
    { tiCaDescripcion: 'Técnico superior', tiCaEsGrado: false, tiCaEsTecnicoSuperior: true },
    { tiCaDescripcion: 'Especialidad', tiCaEsGrado: false, tiCaEsTecnicoSuperior: false },
    { tiCaDescripcion: 'Maestría', tiCaEsGrado: false, tiCaEsTecnicoSuperior: false },
    { tiCaDescripcion: 'Doctorado', tiCaEsGrado: false, tiCaEsTecnicoSuperior: false },
  ]);
  await fill(database, 'tipoGradoTitulo', [
    { tiGrDescripcion: 'Grado', tiGrPuntuacion: '4.00' },
    { tiGrDescripcion: 'Postgrado', tiGrPuntuacion: '4.00' },
  ]);
  const grado = await idOf('tipo_grado_titulo', 'tipo_grado_titulo_id', 'ti_gr_descripcion', 'Grado');
  await fill(
    database,
    'calificacionLiteral',
    [
      ['A', 'Excelente', '90', '100', '4', true, true],
      ['B', 'Bueno', '80', '89.99', '3', true, true],
      ['C', 'Satisfactorio', '70', '79.99', '2', true, true],
      ['D', 'Deficiente', '60', '69.99', '1', false, true],
      ['F', 'Reprobado', '0', '59.99', '0', false, true],
      ['R', 'Retirado', '0', '0', '0', false, false],
    ].map(([l, d, ini, fin, pts, supera, califica]) => ({
      caLiLiteral: l,
      caLiDescripcion: d,
      caLiRangoInicio: ini,
      caLiRangoFin: fin,
      caLiPuntos: pts,
      caLiSupera: supera,
      caLiCalifica: califica,
      caLiDigita: l !== 'R',
      caLiRetirada: l === 'R',
      tipoGradoTituloId: grado,
    })),
  );
  // Letters given without a score (added after the first scale: an older database gets them too).
  for (const [literal, descripcion, flag] of [
    ['CV', 'Convalidada', 'ca_li_convalidada'],
    ['EX', 'Exonerada', 'ca_li_exonerada'],
    ['CO', 'Colacionada', 'ca_li_colacionada'],
  ])
    await database.query(
      `insert into calificacion_literal (ca_li_literal, ca_li_descripcion, ca_li_rango_inicio, ca_li_rango_fin, ca_li_puntos, ca_li_supera, ca_li_califica,
                                         ca_li_digita, ca_li_retirada, ${flag}, tipo_grado_titulo_id)
       select $1, $2, 0, 0, 0, true, false, false, false, true, $3 where not exists (select 1 from calificacion_literal where ${flag})`,
      [literal, descripcion, grado],
    );
  await seedFinanceCatalogues(database);
  await seedContinuingEducationCatalogues(database);
  await fill(database, 'honorAcademico', [
    { hoAcDescripcion: 'Summa Cum Laude', hoAcRangoInicial: '3.80', hoAcRangoFinal: '4.00', hoAcOrden: 1 },
    { hoAcDescripcion: 'Magna Cum Laude', hoAcRangoInicial: '3.50', hoAcRangoFinal: '3.79', hoAcOrden: 2 },
    { hoAcDescripcion: 'Cum Laude', hoAcRangoInicial: '3.20', hoAcRangoFinal: '3.49', hoAcOrden: 3 },
  ]);
  await fill(database, 'estadoEstudiante', [
    { esEsDescripcion: 'Activo', esEsIndicaEstatusActivo: true, esEsPermiteModificar: true },
    { esEsDescripcion: 'Nuevo ingreso', esEsIndicaEstatusActivo: true, esEsIndicaNuevo: true, esEsPermiteModificar: true },
    { esEsDescripcion: 'Readmitido', esEsIndicaEstatusActivo: true, esEsIndicaReadmision: true, esEsPermiteModificar: true },
    { esEsDescripcion: 'Inactivo', esEsPermiteModificar: true },
    { esEsDescripcion: 'Suspendido', esEsIndicaSuspension: true },
    { esEsDescripcion: 'Retirado', esEsIndicaRetirado: true, esEsPermiteModificar: true },
    { esEsDescripcion: 'Graduado', esEsIndicaGraduado: true },
  ]);
  await fill(database, 'tipoAsignatura', names('tiAsDescripcion', ['Teórica', 'Práctica', 'Teórico-práctica', 'Laboratorio', 'Pasantía', 'Trabajo de grado']));
  await fill(database, 'tipoAsignaturaElectiva', names('tiElDescripcion', ['Electiva general', 'Electiva de la carrera', 'Electiva libre']));
  await fill(database, 'tipoCalificacionPlantilla', names('tiCpDescripcion', ['Parciales y final', 'Práctica y teoría', 'Por competencias']));
  await fill(database, 'tipoColegio', [
    { tiCoDescripcion: 'Público', tiCoPublico: true },
    { tiCoDescripcion: 'Privado', tiCoPublico: false },
    { tiCoDescripcion: 'Semioficial', tiCoPublico: false },
  ]);
  await fill(database, 'tipoUniversidad', names('tiUnDescripcion', ['Pública', 'Privada', 'Extranjera']));
  await fill(database, 'tipoProceso', names('tiPrDescripcion', ['Admisión', 'Inscripción', 'Graduación', 'Académico']));
  const admision = await idOf('tipo_proceso', 'tipo_proceso_id', 'ti_pr_descripcion', 'Admisión');
  const graduacion = await idOf('tipo_proceso', 'tipo_proceso_id', 'ti_pr_descripcion', 'Graduación');
  await fill(database, 'procesoAcademico', [
    { prAcDescripcion: 'Solicitud de admisión', tipoProcesoId: admision, prAcOrden: 1 },
    { prAcDescripcion: 'Prueba de admisión', tipoProcesoId: admision, prAcOrden: 2 },
    { prAcDescripcion: 'Solicitud de graduación', tipoProcesoId: graduacion, prAcOrden: 1 },
  ]);
  await fill(database, 'documentoAcademico', [
    { doAcDescripcion: 'Acta de nacimiento', doAcArchivoDigital: true, docAcTitulo: true },
    { doAcDescripcion: 'Copia de la cédula', doAcArchivoDigital: true },
    { doAcDescripcion: 'Récord de notas del bachillerato', doAcArchivoDigital: true, docAcTitulo: true },
    { doAcDescripcion: 'Certificado de bachiller', doAcArchivoDigital: true, docAcTitulo: true },
    { doAcDescripcion: 'Certificado médico', doAcArchivoDigital: true },
    { doAcDescripcion: 'Fotografía 2x2', doAcArchivoDigital: true },
  ]);
  await seedDocumentGroupings(database);
  // The spec fixes these ids (§4); 6 marks a request turned into a student.
  await database.query(
    `insert into estado_solicitud_admision (estado_solicitud_admision_id, es_so_descripcion)
     values (2, 'Solicitada'), (5, 'Rechazada'), (6, 'Admitida'), (7, 'Cancelada'), (8, 'Validada')
     on conflict do nothing`,
  );
  await database.query(
    `select setval(pg_get_serial_sequence('estado_solicitud_admision', 'estado_solicitud_admision_id'), greatest(8, (select max(estado_solicitud_admision_id) from estado_solicitud_admision)))`,
  );
  await fill(database, 'pruebaAdmision', [
    { prAdDescripcion: 'Prueba de aptitud académica', prAdPuntuacionMinima: '60', prAdPuntuacionMaxima: '100' },
    { prAdDescripcion: 'Prueba de orientación vocacional', prAdPuntuacionMinima: '0', prAdPuntuacionMaxima: '100' },
    { prAdDescripcion: 'Entrevista', prAdPuntuacionMinima: '70', prAdPuntuacionMaxima: '100' },
  ]);
  await fill(database, 'bloqueHorarioTanda', names('blTaDescripcion', ['Matutina', 'Vespertina', 'Nocturna', 'Sabatina']));
  // The days keep ISO numbers (1 Monday … 7 Sunday): meetings and clash checks name a day by its number.
  await database.query(
    `insert into dia (dia_id, dia_descripcion, dia_abreviatura, dia_orden)
     values (1, 'Lunes', 'Lu', 1), (2, 'Martes', 'Ma', 2), (3, 'Miércoles', 'Mi', 3), (4, 'Jueves', 'Ju', 4),
            (5, 'Viernes', 'Vi', 5), (6, 'Sábado', 'Sá', 6), (7, 'Domingo', 'Do', 7)
     on conflict do nothing`,
  );
  await fill(database, 'tipoSeccion', [
    { tiSeDescripcion: 'Teórica' },
    { tiSeDescripcion: 'Práctica', tiSePractica: true },
    { tiSeDescripcion: 'Laboratorio', tiSePractica: true },
    { tiSeDescripcion: 'Virtual' },
  ]);
  await fill(database, 'tipoClasificacionHorario', [
    { tiClDescripcion: 'Cuatrimestral', codigoReferencia: 'CUA' },
    { tiClDescripcion: 'Modular', codigoReferencia: 'MOD', tiClModular: true },
    { tiClDescripcion: 'Intensivo de verano', codigoReferencia: 'VER', tiClModular: true },
  ]);
  await fill(database, 'tipoBloqueHorario', names('tiBlDescripcion', ['Primer ingreso', 'Regular', 'Reinscripción']));
  await fill(database, 'seccionPatronRecurrencia', [
    { sePaDescripcion: 'Una vez por semana', sePaCantidadDias: 1 },
    { sePaDescripcion: 'Dos veces por semana', sePaCantidadDias: 2 },
    { sePaDescripcion: 'Tres veces por semana', sePaCantidadDias: 3 },
  ]);
  await fill(database, 'condicionAcademica', [
    { coAcDescripcion: 'Normal', coAcIndiceDesde: '2.00', coAcIndiceHasta: '4.00', coAcPermiteSeleccion: true, coAcOrden: 1 },
    { coAcDescripcion: 'Prueba académica', coAcIndiceDesde: '1.50', coAcIndiceHasta: '1.99', coAcPermiteSeleccion: true, coAcOrden: 2 },
    { coAcDescripcion: 'Separación académica', coAcIndiceDesde: '0.00', coAcIndiceHasta: '1.49', coAcPermiteSeleccion: false, coAcOrden: 3 },
  ]);
  await fill(database, 'tipoEstudianteMensaje', names('tiMeDescripcion', ['Académico', 'Financiero', 'Administrativo']));
  await fill(database, 'transferidoComo', names('trCoDescripcion', ['Transferencia interna', 'Transferencia externa']));
  await fill(database, 'tipoAdmision', names('tiAdDescripcion', ['Regular', 'Por convenio', 'Adulto trabajador']));
  await fill(database, 'motivoDisciplina', [
    { moDiDescripcion: 'Plagio académico', moDiGravedad: 4 },
    { moDiDescripcion: 'Conducta inapropiada', moDiGravedad: 3 },
    { moDiDescripcion: 'Daño a la propiedad', moDiGravedad: 3 },
  ]);
  await fill(database, 'tipoExcepcionSeleccion', [
    { tiExDescripcion: 'Sección llena', tiExPermiteCupoLleno: true },
    { tiExDescripcion: 'Choque de horario', tiExPermiteChoque: true },
    { tiExDescripcion: 'Sin prerrequisito', tiExPermiteSinPrerrequisito: true },
    { tiExDescripcion: 'Asignatura en curso', tiExPermiteEnCurso: true },
  ]);
  await fill(database, 'firmante', [
    { firmNombre: 'Dra. María Fernández', firmCargo: 'Rectora', firmOrden: 1 },
    { firmNombre: 'Lic. José Ramírez', firmCargo: 'Registrador', firmOrden: 2 },
  ]);
  // The institution's settings, described by their declaration (`parametros.ts`).
  const ajustes: [ClaveParametro, string][] = [
    ['matricula.formato', '{anio}-{secuencia:4}'],
    ['seleccion.creditos_maximos', '24'],
    ['seleccion.sala_espera.capacidad', '300'],
    ['seleccion.sala_espera.por_segundo', '0'],
    ['seleccion.sala_espera.minutos', '3'],
    ['seleccion.espera_horas', '24'],
    ['graduacion.indice_minimo', '2.00'],
    ['calificaciones.repeticion', 'ultima'],
    ['asistencia.radio_metros', '100'],
  ];
  await fill(
    database,
    'parametroSistema',
    ajustes.map(([clave, valor]) => ({ paSiClave: clave, paSiValor: valor, paSiDescripcion: parametros[clave].descripcion.es })),
  );
  await fill(database, 'tipoAula', [
    { tiAuDescripcion: 'Aula regular', tiAuValidaChoque: true },
    { tiAuDescripcion: 'Laboratorio', tiAuEsLaboratorio: true, tiAuValidaChoque: true },
    { tiAuDescripcion: 'Aula virtual', tiAuEsVirtual: true },
  ]);
  await fill(
    database,
    'tipoFacilidad',
    names('tiFaDescripcion', ['Proyector', 'Aire acondicionado', 'Pizarra digital', 'Computadoras', 'Acceso para sillas de ruedas']),
  );
  await fill(database, 'tipoActividadAula', [
    { tiAcDescripcion: 'Clase', tiAcHorarioClase: true, tiAcLetra: 'C' },
    { tiAcDescripcion: 'Examen', tiAcHorarioClase: false, tiAcLetra: 'E' },
    { tiAcDescripcion: 'Evento', tiAcHorarioClase: false, tiAcLetra: 'V' },
  ]);
  const sd = await idOf('sede', 'sede_id', 'sede_iniciales', 'SD');
  const sti = await idOf('sede', 'sede_id', 'sede_iniciales', 'STI');
  await fill(database, 'edificio', [
    // Where each stands (latitude, longitude) and how near a student checks in to a class there (metres).
    { edifDescripcion: 'Edificio A — Rectoría', sedeId: sd, edifCantidadPisos: 4, localizacion: '18.4871, -69.9606', rangoLocalizacion: '120' },
    { edifDescripcion: 'Edificio B — Ciencias', sedeId: sd, edifCantidadPisos: 5, localizacion: '18.4866, -69.9600', rangoLocalizacion: '120' },
    { edifDescripcion: 'Edificio Central', sedeId: sti, edifCantidadPisos: 3, localizacion: '19.4521, -70.6965', rangoLocalizacion: '120' },
  ]);
  const edifA = await idOf('edificio', 'edificio_id', 'edif_descripcion', 'Edificio A — Rectoría');
  const edifB = await idOf('edificio', 'edificio_id', 'edif_descripcion', 'Edificio B — Ciencias');
  await fill(database, 'facultad', [
    { facuDescripcion: 'Facultad de Ciencias Económicas y Sociales', edificioId: edifA, facuPiso: 2, facuDecano: 'Dr. Luis Peña' },
    { facuDescripcion: 'Facultad de Ciencias e Ingeniería', edificioId: edifB, facuPiso: 3, facuDecano: 'Ing. Carla Mejía' },
    { facuDescripcion: 'Facultad de Ciencias de la Salud', edificioId: edifB, facuPiso: 4, facuDecano: 'Dra. Rosa Jiménez' },
    { facuDescripcion: 'Facultad de Humanidades y Educación', edificioId: edifA, facuPiso: 3, facuDecano: 'Lic. Pedro Almonte' },
  ]);
  const facu = async (d: string) => idOf('facultad', 'facultad_id', 'facu_descripcion', d);
  await fill(database, 'escuela', [
    { escuDescripcion: 'Escuela de Administración', facultadId: await facu('Facultad de Ciencias Económicas y Sociales') },
    { escuDescripcion: 'Escuela de Contabilidad', facultadId: await facu('Facultad de Ciencias Económicas y Sociales') },
    { escuDescripcion: 'Escuela de Derecho', facultadId: await facu('Facultad de Ciencias Económicas y Sociales') },
    { escuDescripcion: 'Escuela de Informática', facultadId: await facu('Facultad de Ciencias e Ingeniería') },
    { escuDescripcion: 'Escuela de Ingeniería Civil', facultadId: await facu('Facultad de Ciencias e Ingeniería') },
    { escuDescripcion: 'Escuela de Medicina', facultadId: await facu('Facultad de Ciencias de la Salud') },
    { escuDescripcion: 'Escuela de Enfermería', facultadId: await facu('Facultad de Ciencias de la Salud') },
    { escuDescripcion: 'Escuela de Educación', facultadId: await facu('Facultad de Humanidades y Educación') },
  ]);
  const publico = await idOf('tipo_colegio', 'tipo_colegio_id', 'ti_co_descripcion', 'Público');
  const privado = await idOf('tipo_colegio', 'tipo_colegio_id', 'ti_co_descripcion', 'Privado');
  const rd = await idOf('pais', 'pais_id', 'pais_codigo_iso', 'DO');
  await fill(database, 'colegio', [
    { coleDescripcion: 'Liceo Juan Pablo Duarte', tipoColegioId: publico, paisId: rd, coleDistrito: '15-01', coleRegional: '15', coleAcreditado: true },
    { coleDescripcion: 'Colegio Loyola', tipoColegioId: privado, paisId: rd, coleDistrito: '15-03', coleRegional: '15', coleAcreditado: true },
    {
      coleDescripcion: 'Liceo Ulises Francisco Espaillat',
      tipoColegioId: publico,
      paisId: rd,
      coleDistrito: '08-03',
      coleRegional: '08',
      coleAcreditado: true,
    },
  ]);
  const privada = await idOf('tipo_universidad', 'tipo_universidad_id', 'ti_un_descripcion', 'Privada');
  const publica = await idOf('tipo_universidad', 'tipo_universidad_id', 'ti_un_descripcion', 'Pública');
  await fill(database, 'universidad', [
    { univDescripcion: 'Universidad Autónoma de Santo Domingo', tipoUniversidadId: publica, paisId: rd },
    { univDescripcion: 'Pontificia Universidad Católica Madre y Maestra', tipoUniversidadId: privada, paisId: rd },
    { univDescripcion: 'Instituto Tecnológico de Santo Domingo', tipoUniversidadId: privada, paisId: rd },
  ]);
  await fill(database, 'institucion', [{ instDescripcion: 'Ministerio de Educación Superior, Ciencia y Tecnología', instSiglas: 'MESCYT' }]);
  await fill(database, 'duracionProyecto', names('duPrDescripcion', ['Menos de 1 año', '1 a 2 años', 'Más de 2 años']));
  await fill(database, 'tipoInvestigacion', names('tiInDescripcion', ['Básica', 'Aplicada', 'Desarrollo experimental']));
  await fill(
    database,
    'areaPrincipalInvestigacion',
    names('arPrDescripcion', ['Ciencias de la salud', 'Ingeniería y tecnología', 'Ciencias sociales', 'Educación', 'Ciencias naturales']),
  );
  await fill(database, 'origenFondo', names('orFoDescripcion', ['Fondos propios', 'FONDOCYT', 'Cooperación internacional', 'Empresa privada']));
  await fill(database, 'funcionInvestigador', names('fuInDescripcion', ['Investigador principal', 'Coinvestigador', 'Asistente de investigación']));
  await fill(database, 'gradoAcademicoInvestigador', names('grAcDescripcion', ['Licenciatura', 'Maestría', 'Doctorado', 'Postdoctorado']));
  await fill(database, 'tiempoDedicacion', names('tiDeDescripcion', ['Tiempo completo', 'Medio tiempo', 'Por horas']));
  await fill(database, 'tipoPublicacion', names('tiPuDescripcion', ['Artículo en revista indexada', 'Libro', 'Capítulo de libro', 'Ponencia']));
  await fill(database, 'tipoPartida', names('tiPtDescripcion', ['Personal', 'Equipos', 'Materiales', 'Viajes', 'Servicios']));
  await seedSubjects(database, idOf);
}

/** The documents each admission type brings (optional ones marked so). */
async function seedDocumentGroupings(database: Database) {
  const [{ n }] = await database.query<{ n: number }>(`select count(*)::int as n from documento_academico_agrupacion`);
  if (n > 0) return;
  const all = [
    'Acta de nacimiento',
    'Copia de la cédula',
    'Récord de notas del bachillerato',
    'Certificado de bachiller',
    'Certificado médico',
    'Fotografía 2x2',
  ];
  const groupings: [string, string, string[], string[]][] = [
    ['Nuevo ingreso', 'Documentos de nuevo ingreso', all, []],
    [
      'Transferido',
      'Documentos de transferencia',
      ['Acta de nacimiento', 'Copia de la cédula', 'Certificado de bachiller', 'Fotografía 2x2'],
      ['Certificado médico'],
    ],
    ['Readmitido', 'Documentos de readmisión', ['Copia de la cédula', 'Fotografía 2x2'], []],
    [
      'Convalidación',
      'Documentos de convalidación',
      ['Acta de nacimiento', 'Copia de la cédula', 'Récord de notas del bachillerato', 'Certificado de bachiller'],
      ['Fotografía 2x2'],
    ],
    ['Oyente', 'Documentos de oyente', ['Copia de la cédula'], []],
  ];
  for (const [tipo, descripcion, required, optional] of groupings) {
    const [g] = await database.query<{ id: number }>(
      `insert into documento_academico_agrupacion (do_ag_descripcion, admitido_como_id)
       select $1, admitido_como_id from admitido_como where ad_co_descripcion = $2 returning documento_academico_agrupacion_id as id`,
      [descripcion, tipo],
    );
    if (!g) continue;
    await database.query(
      `insert into documento_academico_agrupacion_documentos (owner_id, documento_academico_id, obligatorio)
       select $1, d.documento_academico_id, x.obligatorio from json_to_recordset($2::json) x(doc text, obligatorio boolean)
         join documento_academico d on d.do_ac_descripcion = x.doc`,
      [g.id, JSON.stringify([...required.map((doc) => ({ doc, obligatorio: true })), ...optional.map((doc) => ({ doc, obligatorio: false }))])],
    );
  }
}

/** A first-year core with its prerequisite chains (Cálculo II needs Cálculo I, …). */
async function seedSubjects(database: Database, idOf: (t: string, idCol: string, col: string, v: string) => Promise<number | undefined>) {
  const informatica = await idOf('escuela', 'escuela_id', 'escu_descripcion', 'Escuela de Informática');
  const teorica = await idOf('tipo_asignatura', 'tipo_asignatura_id', 'ti_as_descripcion', 'Teórica');
  const practica = await idOf('tipo_asignatura', 'tipo_asignatura_id', 'ti_as_descripcion', 'Teórico-práctica');
  const subjects: [string, string, number, number | undefined, string[]][] = [
    ['MAT-101', 'Matemática básica', 4, teorica, []],
    ['MAT-201', 'Cálculo diferencial', 4, teorica, ['MAT-101']],
    ['MAT-202', 'Cálculo integral', 4, teorica, ['MAT-201']],
    ['INF-101', 'Introducción a la programación', 4, practica, []],
    ['INF-201', 'Programación orientada a objetos', 4, practica, ['INF-101']],
    ['INF-202', 'Estructuras de datos', 4, practica, ['INF-201', 'MAT-101']],
    ['INF-301', 'Bases de datos', 4, practica, ['INF-202']],
    ['ESP-101', 'Lengua española I', 3, teorica, []],
    ['ESP-102', 'Lengua española II', 3, teorica, ['ESP-101']],
  ];
  await fill(
    database,
    'asignatura',
    subjects.map(([c, d, cr, tipo]) => ({
      asigCodigo: c,
      asigDescripcion: d,
      asigCreditos: cr,
      escuelaId: informatica,
      tipoAsignaturaId: tipo,
      asigHorasTeoricas: 3,
      asigHorasPracticas: cr - 3,
    })),
  );
  const [{ n }] = await database.query<{ n: number }>(`select count(*)::int as n from asignatura_asignatura_prerrequisitos`);
  if (n > 0) return;
  await database.query(
    `insert into asignatura_asignatura_prerrequisitos (owner_id, prerrequisito_id)
     select a.asignatura_id, p.asignatura_id from json_to_recordset($1::json) x(codigo text, prerrequisito text)
       join asignatura a on a.asig_codigo = x.codigo join asignatura p on p.asig_codigo = x.prerrequisito`,
    [JSON.stringify(subjects.flatMap(([c, , , , pre]) => pre.map((p) => ({ codigo: c, prerrequisito: p }))))],
  );
}

/** Menu groups and one option per screen of the spec; labels follow the code on every start. */
async function seedMenu(database: Database) {
  const labelOfScreen = new Map(resources.map((r) => [r.screen.toLowerCase(), r.plural]));
  const options: { id: number; padre: number | null; url: string | null; descripcion: string; ingles: string; orden: number; icon: string | null }[] = [];
  for (const [group, label] of Object.entries(routeGroups)) {
    options.push({ id: Number(group), padre: null, url: null, descripcion: label.es, ingles: label.en, orden: Number(group) * 1000, icon: 'folder' });
  }
  const seen = new Set<number>();
  routes.forEach((r, i) => {
    // Wildcard prefixes (`/reportes/academicos/*`) are families of screens, not one screen.
    if (r.public || r.path === '/' || r.path.endsWith('*') || r.kind === 'shell' || r.path.includes('{')) return;
    const id = optionId(r.path);
    if (seen.has(id)) throw new Error(`menu id collision on ${r.path}`);
    seen.add(id);
    const label = labelOfScreen.get(r.path.toLowerCase()) ?? r.label;
    options.push({ id, padre: r.group, url: r.path, descripcion: label.es, ingles: label.en, orden: r.group * 1000 + i, icon: null });
  });
  // Catalogue screens the spec's route list does not name ("lookup tables … and others") join their area's group.
  const areaGroup: Record<string, number> = {
    academicos: 11,
    generales: 26,
    'planta-fisica': 30,
    investigacion: 29,
    'administracion-sistema': 16,
    seguridad: 31,
  };
  for (const def of resources) {
    const id = optionId(def.screen);
    if (seen.has(id)) continue;
    seen.add(id);
    const group = areaGroup[def.screen.split('/')[1]] ?? 16;
    options.push({ id, padre: group, url: def.screen, descripcion: def.plural.es, ingles: def.plural.en, orden: group * 1000 + 500, icon: null });
  }
  // Hand-made screens the spec's route list does not name.
  for (const extra of [{ url: '/academicos/profesores', group: 5, es: 'Profesores', en: 'Professors' }]) {
    const id = optionId(extra.url);
    if (seen.has(id)) continue;
    seen.add(id);
    options.push({ id, padre: extra.group, url: extra.url, descripcion: extra.es, ingles: extra.en, orden: extra.group * 1000 + 600, icon: null });
  }
  // Screens reached through a {id} parameter are granted by their base path.
  for (const r of routes.filter((x) => x.path.includes('{'))) {
    const base = r.path.replace(/\/\{[^}]+\}$/, '');
    const id = optionId(base);
    if (seen.has(id)) continue;
    seen.add(id);
    options.push({ id, padre: r.group, url: base, descripcion: r.label.es || base, ingles: r.label.en || base, orden: r.group * 1000 + 999, icon: null });
  }
  await database.query(
    `insert into opcion_menu (id, padre, url, icon, descripcion, ingles, orden)
     select * from json_to_recordset($1::json) as x(id int, padre int, url text, icon text, descripcion text, ingles text, orden int)
     on conflict (id) do update set padre = excluded.padre, url = excluded.url, icon = excluded.icon,
       descripcion = excluded.descripcion, ingles = excluded.ingles, orden = excluded.orden`,
    [JSON.stringify(options)],
  );
}

/** Which screens each demo role holds (by path prefix); the administrator holds every screen. */
const roleScreens: Record<number, RegExp> = {
  // Registro: the academic areas, but for the screens of a student's or a professor's own (their calls answer only them).
  [roles.registro]:
    /^(?!\/(seleccion\/seleccion-asignaturas|academicos\/geo-asistencia-estudiante)$)\/(academicos|solicitudes-online|generales|horarios?|seleccion|Seleccion|reportes\/academicos|reportes\/horarios|reportes\/estadisticos\/(?!rendimiento-financiero)|administracion-sistema\/(mensajes|carreras-accesos-usuarios)|planta-fisica\/(aulas|edificios)|evaluacion\/(listadoevaluacion|evaluacion-admin)$)/,
  [roles.caja]: /^\/(financieros?|reporte\/financieros|reportes\/estadisticos\/rendimiento-financiero)|^\/generales\/(dgii-rnc|personas)/,
  [roles.profesor]: /^\/(profesores\/|reportes\/horarios\/horario-profesores\/mi-horario|academicos\/profesor-asistencia|academicos\/digitacion-notas)/,
  [roles.admisiones]: /^\/academicos\/(solicitud-admision|comite-admisiones|pruebas-admision)/,
  // Enfermería: the infirmary and the dental clinic's external people.
  [roles.enfermeria]: /^\/(enfermeria|odontologico)\//,
  // Educación continuada: its own area and its reports, nothing else (the register collects its participants).
  [roles.continuada]: /^\/(educacion-continuada|reportes\/educacion-continuada)\//,
  // Facilitador: their own courses' attendance (a facilitator is the user whose e-mail their record gives).
  [roles.facilitador]: /^\/educacion-continuada\/mis-cursos$/,
  [roles.estudiante]:
    /^\/(estudiantes\/|estudiantes-calificaciones\/|seleccion\/seleccion-asignaturas$|academicos\/geo-asistencia-estudiante$|financieros\/pago-(servicios|matricula)-online$|evaluacion\/evaluacion$)/,
};

async function seedRolesAndGrants(database: Database) {
  await database.query(
    `insert into rol (rol_id, rol_descripcion, rol_descripcion_ingles, es_estudiante)
     values (1, 'Administrador', 'Administrator', false), (2, 'Registro', 'Registrar', false), (3, 'Caja', 'Cashier', false),
            (4, 'Profesor', 'Professor', false), (5, 'Admisiones', 'Admissions', false), (6, 'Estudiante', 'Student', true)
     on conflict (rol_id) do nothing`,
  );
  // A role added by an upgrade starts with its screens; the first roles' grants are people's decisions after the first start.
  const nuevos = await database.query<{ rol_id: number }>(
    `insert into rol (rol_id, rol_descripcion, rol_descripcion_ingles, es_estudiante)
     values (7, 'Enfermería', 'Nursing', false), (8, 'Educación continuada', 'Continuing education', false), (9, 'Facilitador', 'Facilitator', false)
     on conflict (rol_id) do nothing returning rol_id`,
  );
  // The administrator role holds every screen, including screens added by an upgrade — but never the
  // confidential ones (granted before they were built, they are taken back): who needs them holds the role made for them.
  await database.query(
    `insert into rol_opcion (rol_id, opcion_id) select $1, id from opcion_menu where url is not null and not url = any($2::text[]) on conflict do nothing`,
    [roles.admin, pantallasConfidenciales],
  );
  await database.query(`delete from rol_opcion where rol_id = $1 and opcion_id in (select id from opcion_menu where url = any($2::text[]))`, [
    roles.admin,
    pantallasConfidenciales,
  ]);
  const [{ n }] = await database.query<{ n: number }>(`select count(*)::int as n from rol_opcion where rol_id <> $1`, [roles.admin]);
  const options = await database.query<{ id: number; url: string }>(`select id, url from opcion_menu where url is not null`);
  for (const [rolId, pattern] of Object.entries(roleScreens)) {
    if (n > 0 && !nuevos.some((r) => r.rol_id === Number(rolId))) continue;
    const ids = options.filter((o) => pattern.test(o.url)).map((o) => o.id);
    if (ids.length) {
      await database.query(`insert into rol_opcion (rol_id, opcion_id) select $1, unnest($2::int[])`, [Number(rolId), ids]);
    }
  }
}

const demoUsers = [
  { usuaNombre: 'admin', nombres: 'Ana', apellidos: 'Administradora Peña', rolId: roles.admin, sedes: ['SD', 'STI'] },
  { usuaNombre: 'registro', nombres: 'Rafael', apellidos: 'Registro Almonte', rolId: roles.registro, sedes: ['SD', 'STI'] },
  { usuaNombre: 'caja', nombres: 'Carmen', apellidos: 'Cajera Rosario', rolId: roles.caja, sedes: ['SD'] },
  { usuaNombre: 'admisiones', nombres: 'Adela', apellidos: 'Admisiones Reyes', rolId: roles.admisiones, sedes: ['SD', 'STI'] },
  { usuaNombre: 'profesor', nombres: 'Pedro', apellidos: 'Profesor Jiménez', rolId: roles.profesor, sedes: ['SD'] },
  { usuaNombre: 'estudiante', nombres: 'Elena', apellidos: 'Estudiante Marte', rolId: roles.estudiante, sedes: ['SD'] },
  { usuaNombre: 'enfermeria', nombres: 'Nereida', apellidos: 'Enfermera Santos', rolId: roles.enfermeria, sedes: ['SD', 'STI'] },
  { usuaNombre: 'continuada', nombres: 'Cecilia', apellidos: 'Coordinadora Núñez', rolId: roles.continuada, sedes: ['SD', 'STI'] },
  // The demo's facilitator of the project-management diploma: her record's e-mail is her account's.
  { usuaNombre: 'facilitador', nombres: 'Ana Cecilia', apellidos: 'Rosario Féliz', rolId: roles.facilitador, sedes: ['SD'], email: 'ana.rosario@demo.edu.do' },
];

async function seedUsers(database: Database) {
  const sedes = new Map(
    (await database.query<{ sede_id: number; sede_iniciales: string }>(`select sede_id, sede_iniciales from sede`)).map((s) => [s.sede_iniciales, s.sede_id]),
  );
  const existing = new Set((await database.query<{ usua_nombre: string }>(`select lower(usua_nombre) as usua_nombre from usuario`)).map((r) => r.usua_nombre));
  const missing = demoUsers.filter((u) => !existing.has(u.usuaNombre));
  if (!missing.length) return;
  const hash = await hashPassword(demoPassword);
  for (const u of missing) {
    const [p] = await database.query<{ persona_id: number }>(`insert into persona (pers_nombres, pers_apellidos) values ($1, $2) returning persona_id`, [
      u.nombres,
      u.apellidos,
    ]);
    const sedeIds = u.sedes.map((s) => sedes.get(s)!).filter(Boolean);
    const [row] = await database.query<{ usuario_id: number }>(
      `insert into usuario (persona_id, usua_nombre, usua_email, clave_hash, rol_id, sede_id)
       values ($1, $2, $3, $4, $5, $6) returning usuario_id`,
      [p.persona_id, u.usuaNombre, u.email ?? `${u.usuaNombre}@demo.claustro.do`, hash, u.rolId, sedeIds[0] ?? null],
    );
    await database.query(`insert into usuario_sede (usuario_id, sede_id) select $1, unnest($2::int[])`, [row.usuario_id, sedeIds]);
  }
}

/**
 * Base data every installation needs (catalogues, roles, menu) and, for demo institutions, the demo
 * accounts. Safe to run on every start.
 */
export async function seed(database: Database, opts: { demoUsers: boolean }) {
  await seedCatalogues(database);
  await seedAcademicCatalogues(database);
  await seedMenu(database);
  await seedRolesAndGrants(database);
  if (opts.demoUsers) await seedUsers(database);
}
