import { resources } from '@claustro/domain/registry';
import { routes, routeGroups } from '@claustro/domain/shell/routes';
import { tableName } from '@claustro/domain/platform/resource';
import { toSnake } from '@claustro/domain/platform/naming';
import type { Database } from '../platform/db/database.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import { paises, provinciasRD } from './geografia-rd.ts';

/** Role ids; 6 is the student role (spec §6). */
export const roles = {
  admin: 1,
  registro: 2,
  caja: 3,
  profesor: 4,
  admisiones: 5,
  estudiante: 6,
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

/** Inserts catalogue rows only into an empty table: first start fills it, later starts leave people's edits alone. */
async function fill(database: Database, resource: string, rows: Record<string, unknown>[]) {
  const def = resources.find((r) => r.name === resource);
  if (!def || rows.length === 0) throw new Error(`seed: unknown resource ${resource}`);
  const table = tableName(def);
  const [{ n }] = await database.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  if (n > 0) return;
  const columns = Object.keys(rows[0]);
  const params: unknown[] = [];
  const values = rows.map((row) => `(${columns.map((c) => (params.push(row[c]), `$${params.length}`)).join(', ')})`);
  await database.query(`insert into ${table} (${columns.map(toSnake).join(', ')}) values ${values.join(', ')}`, params);
}

const names = (field: string, list: string[], extra: Record<string, unknown> = {}) =>
  list.map((v) => ({ [field]: v, ...extra }));

async function seedCatalogues(database: Database) {
  await fill(database, 'pais', paises.map(([d, iso]) => ({ paisDescripcion: d, paisCodigoISO: iso })));
  const [{ pais_id: rd }] = await database.query<{ pais_id: number }>(`select pais_id from pais where pais_codigo_iso = 'DO'`);
  const paisIds = new Map(
    (await database.query<{ pais_id: number; pais_codigo_iso: string }>(`select pais_id, pais_codigo_iso from pais`)).map((r) => [
      r.pais_codigo_iso,
      r.pais_id,
    ]),
  );
  await fill(database, 'nacionalidad', paises.map(([, iso, nac]) => ({ naciDescripcion: nac, paisId: paisIds.get(iso) ?? null })));
  await fill(database, 'provincia', provinciasRD.map((p) => ({ provDescripcion: p.nombre, paisId: rd, provCodLocalidadOne: p.codigo })));
  const provIds = new Map(
    (await database.query<{ provincia_id: number; prov_descripcion: string }>(`select provincia_id, prov_descripcion from provincia`)).map(
      (r) => [r.prov_descripcion, r.provincia_id],
    ),
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
    (await database.query<{ tipo_motivo_id: number; ti_mo_descripcion: string }>(`select tipo_motivo_id, ti_mo_descripcion from tipo_motivo`)).map(
      (r) => [r.ti_mo_descripcion, r.tipo_motivo_id],
    ),
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
    names('cargDescripcion', ['Rector(a)', 'Vicerrector(a) académico(a)', 'Decano(a)', 'Director(a) de escuela', 'Registrador(a)', 'Cajero(a)', 'Coordinador(a)', 'Docente']),
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
    { rncId: '401007551', nombre: 'DIRECCION GENERAL DE IMPUESTOS INTERNOS', razonSocial: 'DIRECCION GENERAL DE IMPUESTOS INTERNOS', estatusDescr: 'ACTIVO', tipoRnc: 'ESTATAL' },
    { rncId: '101010632', nombre: 'BANCO POPULAR DOMINICANO', razonSocial: 'BANCO POPULAR DOMINICANO S A BANCO MULTIPLE', estatusDescr: 'ACTIVO', tipoRnc: 'PERSONA JURIDICA' },
  ]);
  await fill(database, 'sede', [
    { sedeDescripcion: 'Recinto Santo Domingo', sedeIniciales: 'SD', paisId: rd, provinciaId: provIds.get('Distrito Nacional'), sedeDireccion: 'Av. Máximo Gómez 31, Gazcue', sedeTelefono: '809-555-0100' },
    { sedeDescripcion: 'Recinto Santiago', sedeIniciales: 'STI', paisId: rd, provinciaId: provIds.get('Santiago'), sedeDireccion: 'Av. Estrella Sadhalá 12', sedeTelefono: '809-555-0200' },
  ]);
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
  [roles.registro]: /^\/(academicos|generales|horarios?|seleccion|Seleccion|reportes\/academicos|reportes\/horarios|administracion-sistema\/(mensajes|carreras-accesos-usuarios)|planta-fisica\/(aulas|edificios))/,
  [roles.caja]: /^\/(financieros?|reporte\/financieros)|^\/generales\/(dgii-rnc|personas)/,
  [roles.profesor]: /^\/(profesores\/|reportes\/horarios\/horario-profesores\/mi-horario|academicos\/profesor-asistencia|academicos\/digitacion-notas)/,
  [roles.admisiones]: /^\/academicos\/(solicitud-admision|comite-admisiones|pruebas-admision)/,
  [roles.estudiante]: /^\/(estudiantes\/|estudiantes-calificaciones\/)/,
};

async function seedRolesAndGrants(database: Database) {
  await database.query(
    `insert into rol (rol_id, rol_descripcion, rol_descripcion_ingles, es_estudiante)
     values (1, 'Administrador', 'Administrator', false), (2, 'Registro', 'Registrar', false), (3, 'Caja', 'Cashier', false),
            (4, 'Profesor', 'Professor', false), (5, 'Admisiones', 'Admissions', false), (6, 'Estudiante', 'Student', true)
     on conflict (rol_id) do nothing`,
  );
  const [{ n }] = await database.query<{ n: number }>(`select count(*)::int as n from rol_opcion`);
  if (n > 0) return; // grants are people's decisions after the first start
  await database.query(`insert into rol_opcion (rol_id, opcion_id) select $1, id from opcion_menu where url is not null`, [roles.admin]);
  const options = await database.query<{ id: number; url: string }>(`select id, url from opcion_menu where url is not null`);
  for (const [rolId, pattern] of Object.entries(roleScreens)) {
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
];

async function seedUsers(database: Database) {
  const sedes = new Map(
    (await database.query<{ sede_id: number; sede_iniciales: string }>(`select sede_id, sede_iniciales from sede`)).map((s) => [
      s.sede_iniciales,
      s.sede_id,
    ]),
  );
  const existing = new Set(
    (await database.query<{ usua_nombre: string }>(`select lower(usua_nombre) as usua_nombre from usuario`)).map((r) => r.usua_nombre),
  );
  const missing = demoUsers.filter((u) => !existing.has(u.usuaNombre));
  if (!missing.length) return;
  const hash = await hashPassword(demoPassword);
  for (const u of missing) {
    const [p] = await database.query<{ persona_id: number }>(
      `insert into persona (pers_nombres, pers_apellidos) values ($1, $2) returning persona_id`,
      [u.nombres, u.apellidos],
    );
    const sedeIds = u.sedes.map((s) => sedes.get(s)!).filter(Boolean);
    const [row] = await database.query<{ usuario_id: number }>(
      `insert into usuario (persona_id, usua_nombre, usua_email, clave_hash, rol_id, sede_id)
       values ($1, $2, $3, $4, $5, $6) returning usuario_id`,
      [p.persona_id, u.usuaNombre, `${u.usuaNombre}@demo.claustro.do`, hash, u.rolId, sedeIds[0] ?? null],
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
  await seedMenu(database);
  await seedRolesAndGrants(database);
  if (opts.demoUsers) await seedUsers(database);
}
