import { problemasDelBloque } from '@claustro/domain/horarios/bloque.rules';
import { rechazos } from '@claustro/domain/seleccion/seleccion.rules';
import { reunionesDe, seccionNombre } from '@claustro/domain/horarios/semana-items';
import type { Seccion } from '@claustro/domain/horarios/seccion-horario.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidCedula } from '@claustro/domain/academicos/estudiante.rules';
import { findPrerequisiteCycle } from '@claustro/domain/academicos/prerequisites.rules';
import { loadInstitution } from '../platform/config.ts';
import { cents } from '@claustro/domain/platform/money';
import { countRows, createTestContext, type TestContext } from '../test/context.ts';
import type { Institution } from '../platform/config.ts';
import { seedDemoUniversity, demoOffer } from './demo-university.ts';
import { demoCareers } from './demo-university.data.ts';
import { cedulaFor } from './scale-nombres.ts';
import { problemasXsd } from '../test/xsd-dgii.ts';

let ctx: TestContext;
// A fixed "today": 22 November 2026, in the September–December term.
const clock = { now: () => new Date('2026-11-22T12:00:00Z'), today: () => '2026-11-22' };
// How long each of the seed's statements took: a statement the planner gets wrong (nested loops
// over thousands of students) takes most of the first start, whatever the machine's speed.
const statements: { ms: number; sql: string }[] = [];

beforeAll(async () => {
  // The demo's institution pays online through the local test gateway (DEMO.json), as here.
  const conPasarela = (i: Institution) => ({ ...i, cardCheckoutScriptUrl: '/pasarela-prueba' });
  ctx = await createTestContext({ clock, institution: conPasarela });
  const timed = {
    ...ctx.database,
    query: async <T>(sql: string, params?: unknown[], name?: string) => {
      const started = performance.now();
      try {
        return await ctx.database.query<T>(sql, params, name);
      } finally {
        statements.push({ ms: performance.now() - started, sql });
      }
    },
  };
  await seedDemoUniversity(timed, clock, { institution: conPasarela(loadInstitution('TEST')) });
}, 180_000);
afterAll(() => ctx.close());

const rows = <T>(q: string, p: unknown[] = []) => ctx.database.query<T>(q, p);

describe('the demo university', () => {
  it('is written by statements none of which takes half the time', () => {
    const total = statements.reduce((sum, s) => sum + s.ms, 0);
    const slowest = statements.reduce((a, b) => (b.ms > a.ms ? b : a));
    expect(slowest.ms / total, slowest.sql.replace(/\s+/g, ' ').slice(0, 200)).toBeLessThan(1 / 2);
  });

  it('has about thirty careers, each offered somewhere with one plan in force whose terms and credits add up', async () => {
    const careers = await rows<{ alias: string; sedes: number; planes: number; filas: number; terminos: number; creditos: number }>(`
      select c.carr_alias as alias, (select count(*)::int from carrera_sedes s where s.owner_id = c.carrera_id) as sedes,
             (select count(*)::int from plan_estudio p where p.carrera_id = c.carrera_id and p.pl_en_vigente) as planes,
             (select count(*)::int from plan_estudio p join plan_estudio_planes_estudios_detalles d on d.owner_id = p.plan_estudio_id where p.carrera_id = c.carrera_id) as filas,
             (select count(distinct d.pl_de_cuatrimestre)::int from plan_estudio p join plan_estudio_planes_estudios_detalles d on d.owner_id = p.plan_estudio_id where p.carrera_id = c.carrera_id) as terminos,
             (select sum(d.pl_de_creditos)::int from plan_estudio p join plan_estudio_planes_estudios_detalles d on d.owner_id = p.plan_estudio_id where p.carrera_id = c.carrera_id) as creditos
        from carrera c order by 1`);
    expect(careers).toHaveLength(demoCareers.length);
    expect(careers.length).toBeGreaterThanOrEqual(28);
    for (const c of careers) {
      expect(c.sedes, c.alias).toBeGreaterThan(0);
      expect(c.planes, c.alias).toBe(1);
      expect(c.filas, c.alias).toBeGreaterThanOrEqual(8);
      expect(c.terminos, c.alias).toBeGreaterThanOrEqual(5);
    }
    const grado = careers.find((c) => c.alias === 'MED')!;
    expect(grado.terminos).toBe(10);
    expect(grado.creditos).toBeGreaterThanOrEqual(120);
  });

  it('has believable plans: foundations first, advanced subjects late, a load a student can carry every term', async () => {
    const terms = await rows<{ alias: string; term: number; creditos: number }>(`
      select c.carr_alias as alias, d.pl_de_cuatrimestre as term, sum(d.pl_de_creditos)::int as creditos
        from plan_estudio p join carrera c using (carrera_id) join plan_estudio_planes_estudios_detalles d on d.owner_id = p.plan_estudio_id
       group by 1, 2 order by 1, 2`);
    for (const t of terms) {
      const last = Math.max(...terms.filter((x) => x.alias === t.alias).map((x) => x.term));
      if (t.term < last) expect([t.alias, t.term, t.creditos >= 4 && t.creditos <= 24]).toEqual([t.alias, t.term, true]);
    }
    const placed = await rows<{ alias: string; nombre: string; term: number }>(`
      select c.carr_alias as alias, a.asig_descripcion as nombre, d.pl_de_cuatrimestre as term
        from plan_estudio p join carrera c using (carrera_id) join plan_estudio_planes_estudios_detalles d on d.owner_id = p.plan_estudio_id
        join asignatura a on a.asignatura_id = d.asignatura_id
       where a.asig_descripcion in ('Cálculo I', 'Programación I', 'Física I', 'Contabilidad I', 'Anatomía I')`);
    expect(placed.length).toBeGreaterThan(10);
    for (const p of placed) expect([p.alias, p.nombre, p.term <= 4]).toEqual([p.alias, p.nombre, true]);
    const isc = Object.fromEntries(
      (
        await rows<{ nombre: string; term: number }>(`
        select a.asig_descripcion as nombre, d.pl_de_cuatrimestre as term from plan_estudio p join carrera c using (carrera_id)
          join plan_estudio_planes_estudios_detalles d on d.owner_id = p.plan_estudio_id join asignatura a on a.asignatura_id = d.asignatura_id
         where c.carr_alias = 'ISC'`)
      ).map((r) => [r.nombre, r.term]),
    );
    expect(isc['Programación I']).toBeLessThan(isc['Estructuras de datos I']);
    expect(isc['Estructuras de datos I']).toBeLessThan(isc['Ingeniería de software II']);
  });

  it('has prerequisite chains without cycles, and every plan prerequisite comes before its subject in the plan', async () => {
    const edges = await rows<{ a: number; p: number }>(`select owner_id as a, prerrequisito_id as p from asignatura_asignatura_prerrequisitos`);
    expect(edges.length).toBeGreaterThan(100);
    const requires = (id: unknown) => edges.filter((e) => e.a === id).map((e) => e.p);
    for (const e of edges) expect(findPrerequisiteCycle(e.a, requires(e.a), requires)).toBeNull();
    const late = await rows(`
      select 1 from plan_estudio_planes_estudios_prerrequisitos r
        join plan_estudio_planes_estudios_detalles s on s.owner_id = r.owner_id and s.asignatura_id = r.asignatura_id
        join plan_estudio_planes_estudios_detalles q on q.owner_id = r.owner_id and q.asignatura_id = r.prerrequisito_id
       where q.pl_de_cuatrimestre >= s.pl_de_cuatrimestre`);
    expect(late).toEqual([]);
    expect(await countRows(ctx.database, 'plan_estudio_planes_estudios_prerrequisitos')).toBeGreaterThan(300);
    const codes = demoOffer().subjects.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('has eight periods around today: the current one open for grades, the next for enrolment', async () => {
    const periods = await rows<{ alias: string; notas: boolean; inscripcion: boolean }>(
      `select pe_ac_alias as alias, pe_ac_periodo_digitacion_nota as notas, pe_ac_periodo_inscripcion as inscripcion from periodo_academico order by pe_ac_fecha_inicio`,
    );
    expect(periods.map((p) => p.alias)).toEqual(['2024-3', '2025-1', '2025-2', '2025-3', '2026-1', '2026-2', '2026-3', '2027-1']);
    expect(periods.filter((p) => p.notas).map((p) => p.alias)).toEqual(['2026-3']);
    expect(periods.filter((p) => p.inscripcion).map((p) => p.alias)).toEqual(['2027-1']);
    // …and the public admission form offers the next one.
    const form = await ctx.call({ method: 'GET', url: '/api/solicitudes-admisiones/formulario' });
    expect(form.body.periodos.map((p: { label: string }) => p.label)).toEqual(['Enero–abril 2027']);
  });

  it('has hundreds of professors and thousands of students, with valid, unique cédulas and matrículas', async () => {
    expect(await countRows(ctx.database, 'profesor')).toBeGreaterThanOrEqual(300);
    expect(await countRows(ctx.database, 'estudiante')).toBeGreaterThanOrEqual(3000);
    const cedulas = await rows<{ v: string }>(`select do_id_valor as v from persona_documento_identificacion`);
    expect(cedulas.filter((c) => !isValidCedula(c.v))).toEqual([]);
    expect(new Set(cedulas.map((c) => c.v)).size).toBe(cedulas.length);
    const [dupes] = await rows<{ n: number }>(`select count(*)::int as n from (select lower(matricula) from estudiante group by 1 having count(*) > 1) d`);
    expect(dupes.n).toBe(0);
    const statuses = await rows<{ d: string }>(
      `select distinct ee.es_es_descripcion as d from estudiante_carrera ec join estado_estudiante ee using (estado_estudiante_id)`,
    );
    expect(statuses.map((s) => s.d)).toEqual(expect.arrayContaining(['Activo', 'Nuevo ingreso', 'Retirado']));
  });

  it('has applicants for the next term at every stage, with their history', async () => {
    const byStatus = await rows<{ estado: number; n: number }>(`select estado_id as estado, count(*)::int as n from solicitud_admision group by 1 order by 1`);
    expect(byStatus.map((r) => r.estado)).toEqual([2, 5, 7, 8]);
    expect(byStatus.reduce((n, r) => n + r.n, 0)).toBe(80);
    const [{ n }] = await rows<{ n: number }>(
      `select count(*)::int as n from solicitud_admision s where not exists (select 1 from solicitud_admision_historial h where h.solicitud_admision_id = s.solicitud_admision_id)`,
    );
    expect(n).toBe(0);
  });

  it('has the aptitude test sat by some applicants (scores, a few absent) and a sitting to come with its roster', async () => {
    const sesiones = await rows<{ id: number }>(`select sesion_prueba_admision_id as id from sesion_prueba_admision order by se_pr_fecha`);
    expect(sesiones.length).toBe(2);
    const [held, next] = await Promise.all(
      sesiones.map((s) => ctx.call({ method: 'GET', url: `/api/academicos/pruebas-admision-sesiones/${s.id}/solicitudes`, as: 'admisiones' })),
    );
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    expect(held.body.solicitudes.length).toBe(14);
    expect(held.body.solicitudes.filter((r: { asistio: boolean }) => !r.asistio).length).toBe(2);
    expect(held.body.solicitudes.some((r: { aprobado: boolean }) => r.aprobado)).toBe(true);
    expect(held.body.solicitudes.some((r: { puntuacion: string | null; aprobado: boolean }) => r.puntuacion !== null && !r.aprobado)).toBe(true);
    expect(next.body.solicitudes.length).toBe(8);
    expect(next.body.solicitudes.every((r: { asistio: boolean | null }) => r.asistio === null)).toBe(true);
  });

  it("fills the student's record: the demo student's and everyone's identity, and the history of who is not active", async () => {
    const own = await ctx.call({ method: 'GET', url: '/api/academicos/estudiantes-ficha/propia', as: 'estudiante' });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    const f = own.body;
    expect(f.identidad).toMatchObject({ nacionalidad: expect.any(String), pais: 'República Dominicana', tipoSangre: 'O+' });
    expect(isValidCedula(f.identidad.documentos[0].valor)).toBe(true);
    expect(f.identidad.telefonos.length).toBe(2);
    expect(f.identidad.direcciones[0]).toMatchObject({ municipio: 'Santo Domingo de Guzmán', provincia: 'Distrito Nacional' });
    expect(f.cambios).toEqual([
      expect.objectContaining({ tipo: 'sede', antes: expect.stringMatching(/Santiago/), despues: expect.stringMatching(/Santo Domingo/) }),
    ]);
    expect(f.documentos.filter((d: { entregado: boolean }) => d.entregado)).toHaveLength(5);
    expect(f.mensajes).toHaveLength(3);
    const [people] = await rows<{ sin_direccion: number; sin_pais: number; sin_sangre: number; sin_historia: number }>(`
      select (select count(*)::int from estudiante e where not exists (select 1 from persona_direccion d where d.persona_id = e.persona_id)) as sin_direccion,
             (select count(*)::int from estudiante e join persona p using (persona_id) where p.pais_id is null) as sin_pais,
             (select count(*)::int from estudiante where tipo_sangre_id is null or estu_contacto_emergencia is null) as sin_sangre,
             (select count(*)::int from estudiante_carrera ec join estado_estudiante ee using (estado_estudiante_id)
               where ee.es_es_descripcion in ('Inactivo', 'Retirado', 'Suspendido', 'Readmitido')
                 and not exists (select 1 from estudiante_cambio c where c.estudiante_id = ec.estudiante_id and c.tipo = 'estatus' and c.creado_en <= now())) as sin_historia`);
    // The demo student's own data is written by hand above; everyone else's by the generator.
    expect(people).toEqual({ sin_direccion: 0, sin_pais: 0, sin_sangre: 0, sin_historia: 0 });
    const staff = await ctx.call({ method: 'GET', url: `/api/academicos/estudiantes/${f.identidad.estudianteId}/ficha`, as: 'registro' });
    expect(staff.body.auditoria.map((a: { entidad: string }) => a.entidad)).toContain('estudianteCambio.sede');
    // Everyone handed in the admission documents; some still owe one, and a record shows it.
    const [docs] = await rows<{ sin_documentos: number; con_pendiente: number; carreras: number }>(`
      select (select count(*)::int from estudiante_carrera ec where not exists (select 1 from estudiante_documento d where d.estudiante_carrera_id = ec.estudiante_carrera_id)) as sin_documentos,
             (select count(distinct estudiante_carrera_id)::int from estudiante_documento where not entregado) as con_pendiente,
             (select count(*)::int from estudiante_carrera) as carreras`);
    expect(docs.sin_documentos).toBe(0);
    expect(docs.con_pendiente / docs.carreras).toBeGreaterThan(0.15);
    expect(docs.con_pendiente / docs.carreras).toBeLessThan(0.5);
    const [other] = await rows<{ estudiante_id: number }>(
      `select estudiante_id from estudiante where matricula <> (select matricula from estudiante e join usuario u using (persona_id) where u.usua_nombre = 'estudiante') limit 1`,
    );
    const someone = await ctx.call({ method: 'GET', url: `/api/academicos/estudiantes/${other.estudiante_id}/ficha`, as: 'registro' });
    expect(someone.body.documentos).toHaveLength(6);
  });

  it('has catalogues complete enough to look real: every country, Dominican schools and universities, careers with short names and directors, research', async () => {
    const [c] = await rows<{
      paises: number;
      colegios: number;
      universidades: number;
      sin_corto: number;
      sin_director: number;
      proyectos: number;
      con_equipo: number;
    }>(`
      select (select count(*)::int from pais) as paises, (select count(*)::int from colegio) as colegios, (select count(*)::int from universidad) as universidades,
             (select count(*)::int from carrera where nombre_corto is null) as sin_corto, (select count(*)::int from carrera where carr_director is null) as sin_director,
             (select count(*)::int from proyecto_investigacion) as proyectos,
             (select count(distinct owner_id)::int from proyecto_investigacion_investigadores) as con_equipo`);
    expect(c.paises).toBeGreaterThanOrEqual(240);
    expect(c.colegios).toBeGreaterThanOrEqual(20);
    expect(c.universidades).toBeGreaterThanOrEqual(20);
    expect([c.sin_corto, c.sin_director]).toEqual([0, 0]);
    expect(c.proyectos).toBeGreaterThanOrEqual(8);
    expect(c.con_equipo).toBe(c.proyectos);
    const named = await rows<{ d: string }>(`select pais_descripcion as d from pais where pais_codigo_iso in ('JP', 'NG', 'DO', 'CI') order by 1`);
    expect(named.map((r) => r.d)).toEqual(['Costa de Marfil', 'Japón', 'Nigeria', 'República Dominicana']);
    const [isc] = await rows<{ corto: string }>(`select nombre_corto as corto from carrera where carr_alias = 'ISC'`);
    expect(isc.corto).toBe('Ing. Sistemas Comp.');
  });

  it('lets staff go on registering: the next student and professor take the next numbers', async () => {
    const [isc] = await rows<{ carrera_id: number; plan: number }>(
      `select c.carrera_id, p.plan_estudio_id as plan from carrera c join plan_estudio p using (carrera_id) where c.carr_alias = 'ISC'`,
    );
    const [{ n: thisYear }] = await rows<{ n: number }>(`select count(*)::int as n from estudiante where matricula like '2026-%'`);
    const res = await ctx.call({
      method: 'POST',
      url: '/api/academicos/estudiantes',
      as: 'registro',
      payload: {
        persNombres: 'Nueva',
        persApellidos: 'Inscrita',
        documentosIdentificacion: [{ tipoDocumentoIdentificacionId: 1, doIdValor: cedulaFor(5_000_000) }],
        carreraId: isc.carrera_id,
        planEstudioId: isc.plan,
        sedeId: 1,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.matriculaId).toBe(`2026-${String(thisYear + 1).padStart(4, '0')}`);
    const prof = await ctx.call({
      method: 'POST',
      url: '/api/academicos/profesores',
      as: 'admin',
      payload: {
        persNombres: 'Nuevo',
        persApellidos: 'Docente',
        documentosIdentificacion: [{ tipoDocumentoIdentificacionId: 1, doIdValor: cedulaFor(5_000_001) }],
        sedeId: 1,
        carreraId: isc.carrera_id,
      },
    });
    expect(prof.status, JSON.stringify(prof.body)).toBe(201);
    const [{ n: sdProfs }] = await rows<{ n: number }>(`select count(*)::int as n from profesor where prof_codigo_referencia like 'SD-%'`);
    expect(prof.body.profCodigo_Referencia).toBe(`SD-${String(sdProfs).padStart(4, '0')}`);
  });

  it('makes the demo accounts a student and a professor, and lets registro work with every career', async () => {
    const mine = await ctx.call({ method: 'GET', url: '/api/academicos/estudiantes?pageSize=5', as: 'registro' });
    expect(Number(mine.headers['x-total-count'])).toBeGreaterThanOrEqual(3000);
    const [elena] = await rows<{ carrera: string }>(`
      select c.carr_alias as carrera from usuario u join estudiante e on e.persona_id = u.persona_id
        join estudiante_carrera ec on ec.estudiante_id = e.estudiante_id join carrera c on c.carrera_id = ec.carrera_id where u.usua_nombre = 'estudiante'`);
    expect(elena.carrera).toBe('ISC');
    const [pedro] = await rows<{ codigo: string }>(
      `select f.prof_codigo_referencia as codigo from usuario u join profesor f on f.persona_id = u.persona_id where u.usua_nombre = 'profesor'`,
    );
    expect(pedro.codigo).toMatch(/^SD-\d{4}$/);
    // Every demo student has an account: the matrícula signs in with the demo password, as a student.
    const [{ sin }] = await rows<{ sin: number }>(
      `select count(*)::int as sin from estudiante e join estudiante_carrera ec on ec.estudiante_id = e.estudiante_id
        where exists (select 1 from seleccion s where s.estudiante_carrera_id = ec.estudiante_carrera_id)
          and not exists (select 1 from usuario u where u.persona_id = e.persona_id)`,
    );
    expect(sin).toBe(0);
    const [one] = await rows<{ matricula: string }>(`select matricula from estudiante order by estudiante_id limit 1`);
    const login = await ctx.call({ method: 'POST', url: '/api/login', payload: { username: one.matricula.toLowerCase(), clave: 'Demo2026' } });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    expect((await ctx.call({ method: 'GET', url: '/api/academicos/estudiantes?pageSize=1', token: login.body.token })).status).toBe(403);
  });

  it('has buildings and classrooms on every campus, with types, capacities and facilities, served by the API', async () => {
    const campuses = await rows<{ sede: string; edificios: number; aulas: number; labs: number; virtuales: number; min: number; max: number }>(`
      select s.sede_iniciales as sede,
             (select count(*)::int from edificio e where e.sede_id = s.sede_id) as edificios,
             count(a.*)::int as aulas,
             count(*) filter (where t.ti_au_es_laboratorio)::int as labs,
             count(*) filter (where t.ti_au_es_virtual)::int as virtuales,
             min(a.aula_capacidad_persona) as min, max(a.aula_capacidad_persona) as max
        from sede s join aula a on a.sede_id = s.sede_id join tipo_aula t on t.tipo_aula_id = a.tipo_aula_id
       group by s.sede_id order by 1`);
    expect(campuses.map((c) => c.sede)).toEqual(['SD', 'STI']);
    for (const c of campuses) {
      expect(c.edificios, c.sede).toBeGreaterThanOrEqual(2);
      expect(c.aulas, c.sede).toBeGreaterThanOrEqual(30);
      expect(c.virtuales, c.sede).toBe(2);
      expect(c.max, c.sede).toBeGreaterThan(c.min);
    }
    expect(campuses.find((c) => c.sede === 'SD')!.labs).toBeGreaterThan(0);
    // Every room sits in a building of its own campus (the classroom hook's rule).
    expect(await rows(`select 1 from aula a join edificio e on e.edificio_id = a.edificio_id where e.sede_id <> a.sede_id`)).toEqual([]);
    const [{ n }] = await rows<{ n: number }>(`select count(*)::int as n from aula_facilidades`);
    expect(n).toBeGreaterThan(50);
    const api = await ctx.call({ method: 'GET', url: '/api/planta-fisica/aulas/todas', as: 'admin' });
    expect(api.status).toBe(200);
    expect(Number(api.headers['x-total-count'])).toBeGreaterThanOrEqual(60);
  });

  it('has a timetable for the current and the next period: every plan subject placed, no room or professor twice at once, no clash within a plan term', async () => {
    const [t] = await rows<{ periodos: number; secciones: number; sin_horario: number; sin_profesor: number; demo: number }>(`
      select count(distinct s.periodo_academico_id)::int as periodos, count(*)::int as secciones,
             count(*) filter (where not exists (select 1 from seccion_horario_detalle d where d.seccion_asignatura_id = s.seccion_asignatura_id))::int as sin_horario,
             count(*) filter (where exists (select 1 from seccion_horario_detalle d where d.seccion_asignatura_id = s.seccion_asignatura_id and d.profesor_id is null))::int as sin_profesor,
             count(*) filter (where exists (select 1 from seccion_horario_detalle d join profesor f using (profesor_id) join usuario u on u.persona_id = f.persona_id
                                            where d.seccion_asignatura_id = s.seccion_asignatura_id and u.usua_nombre = 'profesor'))::int as demo
        from seccion_horario s`);
    expect(t.periodos).toBe(2);
    expect(t.secciones).toBeGreaterThan(300);
    expect(t.sin_horario).toBe(0);
    expect(t.sin_profesor).toBe(0);
    expect(t.demo).toBeGreaterThanOrEqual(4); // the demo professor teaches in both periods
    // Every subject of every plan in force is offered on each campus of its career, in both periods.
    const [missing] = await rows<{ n: number }>(`
      select count(*)::int as n from carrera c join carrera_sedes cs on cs.owner_id = c.carrera_id
        join plan_estudio p on p.carrera_id = c.carrera_id and p.pl_en_vigente
        join plan_estudio_planes_estudios_detalles d on d.owner_id = p.plan_estudio_id
        cross join (select periodo_academico_id from periodo_academico where pe_ac_periodo_digitacion_nota or pe_ac_periodo_inscripcion) pa
       where not exists (select 1 from seccion_horario s where s.periodo_academico_id = pa.periodo_academico_id and s.sede_id = cs.sede_id and s.asignatura_id = d.asignatura_id)`);
    expect(missing.n).toBe(0);
    // The same reading as the clash checks: a room (that checks clashes) or a professor in two places at once.
    const [clashes] = await rows<{ aula: number; profesor: number }>(`
      with m as (select d.*, s.periodo_academico_id as pa, s.seccion_asignatura_id as sid, t.ti_au_valida_choque as valida
                   from seccion_horario_detalle d join seccion_horario s using (seccion_asignatura_id)
                   left join aula a on a.aula_id = d.aula_id left join tipo_aula t on t.tipo_aula_id = a.tipo_aula_id)
      select count(*) filter (where x.aula_id = y.aula_id and x.valida)::int as aula, count(*) filter (where x.profesor_id = y.profesor_id)::int as profesor
        from m x join m y on x.pa = y.pa and x.sid < y.sid and x.dia_id = y.dia_id
         and x.se_de_hora_inicio < y.se_de_hora_fin and y.se_de_hora_inicio < x.se_de_hora_fin
         and (x.aula_id = y.aula_id or x.profesor_id = y.profesor_id)`);
    expect(clashes).toEqual({ aula: 0, profesor: 0 });
    // A student following the plan: the subjects of one term of one career on one campus never meet at the same hour.
    const [termClash] = await rows<{ n: number }>(`
      with m as (select cs.sede_id, c.carrera_id, d.pl_de_cuatrimestre as term, s.periodo_academico_id as pa, s.asignatura_id, r.dia_id, r.se_de_hora_inicio as f, r.se_de_hora_fin as t
                   from carrera c join carrera_sedes cs on cs.owner_id = c.carrera_id
                   join plan_estudio p on p.carrera_id = c.carrera_id and p.pl_en_vigente
                   join plan_estudio_planes_estudios_detalles d on d.owner_id = p.plan_estudio_id
                   join seccion_horario s on s.asignatura_id = d.asignatura_id and s.sede_id = cs.sede_id
                   join seccion_horario_detalle r on r.seccion_asignatura_id = s.seccion_asignatura_id)
      select count(*)::int as n from m x join m y on (x.sede_id, x.carrera_id, x.term, x.pa, x.dia_id) = (y.sede_id, y.carrera_id, y.term, y.pa, y.dia_id)
       and x.asignatura_id < y.asignatura_id and x.f < y.t and y.f < x.t`);
    expect(termClash.n).toBe(0);
    // The screen's list answers with it.
    const [current] = await rows<{ id: number }>(`select periodo_academico_id as id from periodo_academico where pe_ac_periodo_digitacion_nota`);
    const list = await ctx.call({ method: 'GET', url: `/api/horarios/secciones-horarios?periodoAcademicoId=${current.id}&value=calculo`, as: 'registro' });
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThan(0);
    expect(list.body[0].seccionesHorariosDetalle[0]).toMatchObject({ aulaDescripcion: expect.any(String), profesorNombre: expect.any(String) });
  });

  it('has the current period registered: students in their plan term, seats counted and never exceeded, the demo student with a full week', async () => {
    const [t] = await rows<{ filas: number; estudiantes: number; excedidas: number; descuadradas: number }>(`
      select (select count(*)::int from seleccion) as filas, (select count(distinct estudiante_carrera_id)::int from seleccion) as estudiantes,
             (select count(*)::int from seccion_horario where se_en_inscritos > se_en_capacidad) as excedidas,
             (select count(*)::int from seccion_horario s where s.se_en_inscritos <> (select count(*) from seleccion x where x.seccion_asignatura_id = s.seccion_asignatura_id and x.estado = 'inscrita')) as descuadradas`);
    expect(t.estudiantes).toBeGreaterThan(1000);
    expect(t.excedidas).toBe(0);
    expect(t.descuadradas).toBe(0);
    const mine = await ctx.call({ method: 'GET', url: '/api/seleccion/propia', as: 'estudiante' });
    expect(mine.body.carreras).toHaveLength(1);
    const ec = mine.body.carreras[0].estudianteCarreraId;
    const week = await ctx.call({ method: 'GET', url: `/api/seleccion/estudiantes/${ec}/periodo/${mine.body.actual.periodoAcademicoId}`, as: 'estudiante' });
    expect(week.status).toBe(200);
    expect(week.body.secciones.length).toBeGreaterThanOrEqual(4);
    // The next period is open: her plan's sections are on offer and her selection there is empty.
    const offer = await ctx.call({
      method: 'GET',
      url: `/api/seleccion/estudiantes/${ec}/periodo/${mine.body.periodo.periodoAcademicoId}/oferta`,
      as: 'estudiante',
    });
    expect(offer.body.length).toBeGreaterThan(20);
  });

  it('has registration day under way in the next period: a third registered, one of her sections full with three students waiting, a few extra credits', async () => {
    const mine = await ctx.call({ method: 'GET', url: '/api/seleccion/propia', as: 'estudiante' });
    const ec = mine.body.carreras[0].estudianteCarreraId;
    const next = mine.body.periodo.periodoAcademicoId;
    const [t] = await rows<{ registrados: number; activos: number; llenas: number; esperando: number }>(
      `select (select count(distinct estudiante_carrera_id)::int from seleccion where periodo_academico_id = $1) as registrados,
              (select count(distinct estudiante_carrera_id)::int from seleccion where periodo_academico_id <> $1) as activos,
              (select count(*)::int from seccion_horario where periodo_academico_id = $1 and se_en_inscritos >= se_en_capacidad) as llenas,
              (select count(*)::int from lista_espera where periodo_academico_id = $1 and estado = 'esperando') as esperando`,
      [next],
    );
    expect(t.registrados).toBeGreaterThan(t.activos / 4);
    expect(t.registrados).toBeLessThan(t.activos / 2);
    expect(t.llenas).toBeGreaterThanOrEqual(1);
    expect(t.esperando).toBe(3);
    // A few students near the end of their plan may take extra credits, as the registry's screen lists.
    const extra = await ctx.call({ method: 'GET', url: `/api/seleccion/extra-creditos?periodoAcademicoId=${next}`, as: 'registro' });
    expect(extra.status).toBe(200);
    expect(extra.body).toHaveLength(6);
    // Registration turns: the first for students with 90 credits, the general one open now (hers).
    const turns = await ctx.call({ method: 'GET', url: '/api/seleccion/acceso-seleccion-carrera', as: 'registro' });
    expect(turns.body.map((r: { acSeCreditosMinimos: number }) => r.acSeCreditosMinimos).sort()).toEqual([0, 90]);
    const hers = await ctx.call({ method: 'GET', url: `/api/seleccion/estudiantes/${ec}/periodo/${next}`, as: 'estudiante' });
    expect(hers.body.fueraDeTurno).toBeNull();
    const [{ conCreditos }] = await rows<{ conCreditos: number }>(`select count(*)::int as "conCreditos" from estudiante where estu_creditos_cursados >= 90`);
    expect(conCreditos).toBeGreaterThan(50);
    const own = await ctx.call({ method: 'GET', url: `/api/seleccion/estudiantes/${ec}/periodo/${next}`, as: 'estudiante' });
    expect(own.body.secciones).toEqual([]);
    const offer = await ctx.call({ method: 'GET', url: `/api/seleccion/estudiantes/${ec}/periodo/${next}/oferta`, as: 'estudiante' });
    // The full section is of her coming term, and her record lets her in but for the seat: its
    // prerequisites passed in earlier terms or being finished now.
    const req = (await ctx.call({ method: 'GET', url: `/api/seleccion/estudiantes/${ec}/periodo/${next}/requisitos`, as: 'estudiante' })).body;
    expect(req.historial.aprobadas.length).toBeGreaterThan(0);
    expect(req.historial.enCurso.length).toBeGreaterThan(0);
    const full = (offer.body as Seccion[]).filter((s) => s.seEnInscritos >= s.seEnCapacidad);
    expect(full).toHaveLength(1);
    const candidata = (s: Seccion) => ({
      ...s,
      nombre: seccionNombre(s),
      activa: s.estatus,
      reuniones: reunionesDe(s),
      requisitos: req.requisitos.find((r: { asignaturaId: number }) => r.asignaturaId === s.asignaturaId),
    });
    const context = {
      periodoAcademicoId: next,
      periodoAbierto: true,
      asignaturasDelPlan: offer.body.map((s: Seccion) => s.asignaturaId),
      creditosMaximos: 24,
      seleccionadas: [],
      retenciones: [],
      historial: req.historial,
    };
    expect(rechazos(context, candidata(full[0]))).toEqual([]);
    // Her offer holds no subject she passed; some it holds are beyond her reach yet (a later term's).
    expect(offer.body.filter((s: Seccion) => req.historial.aprobadas.includes(s.asignaturaId))).toEqual([]);
    expect((offer.body as Seccion[]).some((s) => rechazos(context, candidata(s)).some((r) => r.regla === 'prerrequisito'))).toBe(true);
    // Some of her subjects run in two sections at different hours: what she may change between.
    const sections = new Map<number, number>();
    for (const s of offer.body as { asignaturaId: number }[]) sections.set(s.asignaturaId, (sections.get(s.asignaturaId) ?? 0) + 1);
    expect([...sections.values()].filter((n) => n > 1).length).toBeGreaterThanOrEqual(3);
    // First-year blocks, of first and of second sections, for the registry to register new students in at once.
    const blocks = await ctx.call({ method: 'GET', url: `/api/horarios/bloques-horarios?periodoAcademicoId=${next}&pageSize=100`, as: 'registro' });
    expect(blocks.status).toBe(200);
    expect(blocks.body.length).toBeGreaterThan(10);
    const isc = blocks.body.filter((b: { blHoDescripcion: string }) => /^ISC-1-[AB]$/.test(b.blHoDescripcion));
    expect(isc).toHaveLength(2);
    for (const b of blocks.body) {
      // Every block could be made on the screen: its sections of its campus, each subject once, no clash.
      const secciones = b.secciones.map((x: Seccion) => ({ ...x, nombre: seccionNombre(x), reuniones: reunionesDe(x) }));
      expect(
        problemasDelBloque(b, secciones).map((p) => p.es),
        b.blHoDescripcion,
      ).toEqual([]);
    }
    for (const b of isc) expect(b.secciones.length).toBeGreaterThanOrEqual(4);
    // Each career's rooms, as its timetable uses them.
    const rooms = await ctx.call({ method: 'GET', url: '/api/horarios/aula-asignacion-carrera', as: 'registro' });
    expect(rooms.status).toBe(200);
    expect(rooms.body.length).toBeGreaterThan(5);
    expect(rooms.body[0].aulas.length).toBeGreaterThan(0);
  });

  it('has grades for the terms students completed — some failed, a D or withdrawn and retaken — so that what they take now has its prerequisites passed', async () => {
    const [g] = await rows<{ notas: number; estudiantes: number; periodos: number; actuales: number; fuera: number }>(`
      select count(*)::int as notas, count(distinct estudiante_carrera_id)::int as estudiantes, count(distinct periodo_academico_id)::int as periodos,
             count(*) filter (where periodo_academico_id in (select periodo_academico_id from periodo_academico where pe_ac_periodo_digitacion_nota or pe_ac_periodo_inscripcion))::int as actuales,
             count(*) filter (where nota > 100)::int as fuera
        from calificacion c where seccion_asignatura_id is null and not exists (select 1 from calificacion_otorgada o where o.calificacion_id = c.id)`);
    expect(g.notas).toBeGreaterThan(10_000);
    expect(g.estudiantes).toBeGreaterThan(1000);
    expect(g.periodos).toBe(6); // the six past periods; in the current one, only a submitted sheet (below) and subjects granted
    expect(g.actuales).toBe(0);
    const [now] = await rows<{ secciones: number }>(
      `select count(distinct seccion_asignatura_id)::int as secciones from calificacion where seccion_asignatura_id is not null`,
    );
    expect(now.secciones).toBe(1);
    expect(g.fuera).toBe(0);
    // Each grade's letter is the one its score earns on the scale (a withdrawal has no score).
    const [wrong] = await rows<{ n: number }>(`
      select count(*)::int as n from calificacion c join calificacion_literal l on l.calificacion_literal_id = c.calificacion_literal_id
       where (c.nota is not null and not (c.nota between l.ca_li_rango_inicio and l.ca_li_rango_fin)) or (c.nota is null and not l.ca_li_retirada and not l.ca_li_convalidada and not l.ca_li_exonerada and not l.ca_li_colacionada)`);
    expect(wrong.n).toBe(0);
    // Failures, D's and withdrawals a registrar recognises, each retaken in a later term and passed.
    const letras = Object.fromEntries(
      (
        await rows<{ l: string; n: number }>(
          `select l.ca_li_literal as l, count(*)::int as n from calificacion c join calificacion_literal l using (calificacion_literal_id) group by 1`,
        )
      ).map((r) => [r.l, r.n]),
    );
    for (const l of ['F', 'D', 'R']) expect(letras[l], l).toBeGreaterThan(100);
    const [sinRepetir] = await rows<{ n: number }>(`
      select count(*)::int as n from calificacion c join calificacion_literal l using (calificacion_literal_id) join periodo_academico p using (periodo_academico_id)
       where not (l.ca_li_supera or l.ca_li_convalidada or l.ca_li_exonerada or l.ca_li_colacionada) and c.seccion_asignatura_id is null
         and not exists (select 1 from calificacion r join calificacion_literal rl using (calificacion_literal_id) join periodo_academico rp using (periodo_academico_id)
                          where r.estudiante_carrera_id = c.estudiante_carrera_id and r.asignatura_id = c.asignatura_id and rl.ca_li_supera
                            and rp.pe_ac_fecha_inicio > p.pe_ac_fecha_inicio)`);
    expect(sinRepetir.n).toBe(0);
    // No one is registered in the current period for a subject whose plan prerequisite they have not passed (itself or an equivalent, as registration reads it).
    const [missing] = await rows<{ n: number }>(`
      select count(*)::int as n from seleccion x join estudiante_carrera ec on ec.estudiante_carrera_id = x.estudiante_carrera_id
        join plan_estudio_planes_estudios_prerrequisitos r on r.owner_id = ec.plan_estudio_id and r.asignatura_id = x.asignatura_id
       where x.estado = 'inscrita' and x.periodo_academico_id in (select periodo_academico_id from periodo_academico where pe_ac_periodo_digitacion_nota)
         and not exists (select 1 from calificacion c join calificacion_literal l using (calificacion_literal_id)
                          where c.estudiante_carrera_id = x.estudiante_carrera_id
                            and (c.asignatura_id = r.prerrequisito_id
                                 or c.asignatura_id in (select asignatura_equivalente_id from asignatura_asignatura_equivalencias where owner_id = r.prerrequisito_id
                                                        union select owner_id from asignatura_asignatura_equivalencias where asignatura_equivalente_id = r.prerrequisito_id))
                            and (l.ca_li_supera or l.ca_li_convalidada or l.ca_li_exonerada))`);
    expect(missing.n).toBe(0);
  });

  it('is written once: a second start adds nothing', async () => {
    const tables = [
      'carrera',
      'asignatura',
      'estudiante',
      'profesor',
      'periodo_academico',
      'aula',
      'edificio',
      'calificacion',
      'indice_periodo',
      'acta_supletoria',
    ];
    const before = await Promise.all(tables.map((t) => countRows(ctx.database, t)));
    await seedDemoUniversity(ctx.database, clock);
    const after = await Promise.all(tables.map((t) => countRows(ctx.database, t)));
    expect(after).toEqual(before);
  });
  it("has one of the demo professor's sheets submitted, with a correction approved and one waiting; his others open for grading", async () => {
    const list = await ctx.call({ method: 'GET', url: '/api/academicos/acta-supletoria', as: 'registro' });
    expect(list.status).toBe(200);
    expect(list.body.map((c: { estado: string }) => c.estado).sort()).toEqual(['aprobada', 'pendiente']);
    const [seccion] = new Set(list.body.map((c: { seccionAsignaturaId: number }) => c.seccionAsignaturaId));
    const sheet = await ctx.call({ method: 'GET', url: `/api/academicos/digitacion-notas/secciones/${seccion}`, as: 'profesor' });
    expect(sheet.body.estado).toBe('enviada');
    expect(sheet.body.filas.every((f: { literal: string | null }) => f.literal)).toBe(true);
    const approved = list.body.find((c: { estado: string }) => c.estado === 'aprobada');
    const row = sheet.body.filas.find((f: { estudianteCarreraId: number }) => f.estudianteCarreraId === approved.estudianteCarreraId);
    expect({ nota: row.nota, literal: row.literal }).toEqual(approved.despues);
    expect(sheet.body.filas.filter((f: { correccion: unknown }) => f.correccion)).toHaveLength(1);
    const [p] = await rows<{ id: number }>(`select periodo_academico_id as id from periodo_academico where pe_ac_periodo_digitacion_nota`);
    const mine = await ctx.call({ method: 'GET', url: `/api/horarios/secciones-horarios/propias/periodo/${p.id}`, as: 'profesor' });
    expect(mine.status).toBe(200);
    expect(mine.body.secciones.length).toBeGreaterThan(1);
  });
  it("has grading templates with components, and a sheet of the demo professor's graded by them: two partial exams in, the final exam to come", async () => {
    const [t] = await rows<{ plantillas: number; seccion: number }>(`
      select (select count(distinct owner_id)::int from tipo_calificacion_plantilla_componentes) as plantillas,
             (select min(seccion_asignatura_id) from calificacion_componente) as seccion`);
    expect(t.plantillas).toBe(3);
    const res = await ctx.call({ method: 'GET', url: `/api/academicos/digitacion-notas/secciones/${t.seccion}`, as: 'profesor' });
    expect(res.status).toBe(200);
    expect(res.body.componentes.map((c: { descripcion: string; peso: number }) => `${c.descripcion} ${c.peso}`)).toEqual([
      'Primer parcial 30',
      'Segundo parcial 30',
      'Examen final 40',
    ]);
    expect(res.body.estado).toBe('abierta');
    expect(res.body.filas.length).toBeGreaterThan(5);
    for (const f of res.body.filas) expect(f).toMatchObject({ parciales: [expect.any(Number), expect.any(Number), null], nota: null });
  });

  it('has the index calculated for the whole institution once: every graded career with its periods, the run finished', async () => {
    const runs = await ctx.call({ method: 'GET', url: '/api/academicos/calculo-indice-academico/all', as: 'registro' });
    expect(runs.body).toHaveLength(1);
    expect(runs.body[0]).toMatchObject({ estado: 'hecho', iniciadoPor: 'registro' });
    expect(runs.body[0].procesados).toBe(runs.body[0].total);
    const [n] = await rows<{ sin: number; filas: number }>(`
      select (select count(distinct estudiante_carrera_id)::int from calificacion c
               where not exists (select 1 from indice_periodo i where i.estudiante_carrera_id = c.estudiante_carrera_id)) as sin,
             (select count(*)::int from indice_periodo) as filas`);
    expect(n.sin).toBe(0);
    expect(n.filas).toBeGreaterThan(5000);
    // The calculation over the same record changes nothing.
    const mine = await ctx.call({ method: 'GET', url: '/api/seleccion/propia', as: 'estudiante' });
    const again = await ctx.call({
      method: 'POST',
      url: `/api/academicos/calculo-indice-academico/estudiante/${mine.body.carreras[0].estudianteCarreraId}`,
      as: 'registro',
    });
    expect(again.body).toMatchObject({ actualizados: 0, condicion: 'Normal' });
    expect(again.body.periodos.length).toBeGreaterThan(1);
  });
  it("has elective requirements: the plans' elective rows typed, six general electives each offered, some students who passed one in their place", async () => {
    const [e] = await rows<{ filas: number; generales: number; secciones: number; sustituidas: number }>(`
      select (select count(*)::int from asignatura where asig_codigo like 'ELE-_01' and tipo_asignatura_electiva_id is not null) as filas,
             (select count(*)::int from asignatura where asig_codigo like 'ELG-%' and tipo_asignatura_electiva_id is not null) as generales,
             (select count(distinct s.asignatura_id)::int from seccion_horario s join asignatura a using (asignatura_id)
               join periodo_academico p using (periodo_academico_id) where a.asig_codigo like 'ELG-%' and p.pe_ac_periodo_inscripcion) as secciones,
             (select count(*)::int from calificacion c join asignatura a using (asignatura_id) where a.asig_codigo like 'ELG-%') as sustituidas`);
    expect(e).toMatchObject({ filas: 6, generales: 6, secciones: 6 });
    expect(e.sustituidas).toBeGreaterThan(50);
    // One of them: the audit meets an elective row with the general elective, in a block with its sections on offer.
    const [who] = await rows<{ ec: number; codigo: string }>(`
      select c.estudiante_carrera_id as ec, a.asig_codigo as codigo from calificacion c join asignatura a using (asignatura_id)
       where a.asig_codigo like 'ELG-%' order by c.id limit 1`);
    const res = await ctx.call({ method: 'GET', url: `/api/academicos/auditoria-carrera/estudiante/${who.ec}`, as: 'registro' });
    expect(res.status).toBe(200);
    const [bloque] = res.body.bloques;
    expect(bloque).toMatchObject({ tipo: 'Electiva general', creditos: 18 });
    expect(bloque.opciones.find((o: { codigo: string }) => o.codigo === who.codigo)).toMatchObject({ estado: 'aprobada', secciones: expect.any(Number) });
    expect(bloque.opciones.filter((o: { codigo: string; secciones: number }) => o.codigo.startsWith('ELG-') && o.secciones > 0)).toHaveLength(6);
    const filas = res.body.terminos.flatMap((t: { asignaturas: { codigo: string; nota: { codigo: string } | null }[] }) => t.asignaturas);
    expect(filas.some((f: { codigo: string; nota: { codigo: string } | null }) => f.codigo.startsWith('ELE-') && f.nota?.codigo === who.codigo)).toBe(true);
  });

  it("has equivalences: the 2015 plans' first subjects, out of force, passed by some in place of their successors, met through them", async () => {
    const [e] = await rows<{ pares: number; notas: number }>(`
      select (select count(*)::int from asignatura_asignatura_equivalencias q join asignatura a on a.asignatura_id = q.asignatura_equivalente_id
               where a.asig_codigo in ('MAT-100', 'ESP-100') and not a.estatus) as pares,
             (select count(*)::int from calificacion c join asignatura a using (asignatura_id) where a.asig_codigo in ('MAT-100', 'ESP-100')) as notas`);
    expect(e.pares).toBe(2);
    expect(e.notas).toBeGreaterThan(50);
    const [who] = await rows<{ ec: number }>(`
      select c.estudiante_carrera_id as ec from calificacion c join asignatura a using (asignatura_id) where a.asig_codigo = 'MAT-100' order by c.id limit 1`);
    const res = await ctx.call({ method: 'GET', url: `/api/academicos/auditoria-carrera/estudiante/${who.ec}`, as: 'registro' });
    const fila = res.body.terminos.flatMap((t: { asignaturas: object[] }) => t.asignaturas).find((a: { codigo: string }) => a.codigo === 'MAT-101');
    expect(fila).toMatchObject({ estado: 'aprobada', nota: { codigo: 'MAT-100' } });
    expect(res.body.fueraDelPlan.map((n: { asignaturaCodigo: string }) => n.asignaturaCodigo)).not.toContain('MAT-100');
  });

  it('has validated and exempted subjects: two transfer students with two each from the UASD, one with English exempted', async () => {
    const [n] = await rows<{ convalidadas: number; exoneradas: number; estudiantes: number }>(`
      select count(*) filter (where tipo = 'convalidacion')::int as convalidadas, count(*) filter (where tipo = 'exoneracion')::int as exoneradas,
             count(distinct c.estudiante_carrera_id)::int as estudiantes
        from calificacion_otorgada o join calificacion c on c.id = o.calificacion_id`);
    expect(n).toEqual({ convalidadas: 4, exoneradas: expect.any(Number), estudiantes: 3 });
    expect(n.exoneradas).toBeGreaterThanOrEqual(1);
    const [{ ec }] = await rows<{ ec: number }>(
      `select c.estudiante_carrera_id as ec from calificacion_otorgada o join calificacion c on c.id = o.calificacion_id where o.tipo = 'convalidacion' limit 1`,
    );
    const list = await ctx.call({ method: 'GET', url: `/api/academicos/convalidaciones/estudiante/${ec}`, as: 'registro' });
    expect(list.body).toHaveLength(2);
    expect(list.body[0]).toMatchObject({ literal: 'CV', institucionOrigen: 'Universidad Autónoma de Santo Domingo' });
  });
  it("has attendance taken every class day so far in the demo professor's and the demo student's sections, and buildings located for check-in", async () => {
    const [a] = await rows<{ dias: number; marcas: number; presentes: number }>(
      `
      select count(distinct (seccion_asignatura_id, fecha))::int as dias, count(*)::int as marcas, count(*) filter (where estado = 'presente')::int as presentes
        from asistencia where fecha < $1::date`,
      [clock.today()],
    );
    expect(a.dias).toBeGreaterThan(10);
    expect(a.presentes / a.marcas).toBeGreaterThan(0.7);
    const mine = await ctx.call({ method: 'GET', url: '/api/academicos/asistencia/propia', as: 'estudiante' });
    expect(mine.status).toBe(200);
    expect(mine.body.secciones.length).toBeGreaterThan(3);
    expect(mine.body.secciones.every((x: { resumen: { registradas: number } }) => x.resumen.registradas > 0)).toBe(true);
    const [{ sin }] = await rows<{ sin: number }>(`select count(*)::int as sin from edificio where localizacion !~ '^-?[0-9.]+, -?[0-9.]+$'`);
    expect(sin).toBe(0);
  });

  it('has graduates written in a graduates book, line after line, with honours, and candidates for the next ceremony', async () => {
    const g = await rows<{ secuencia: number; pagina: number; linea: number; honor: number | null; titulo: string; completo: boolean }>(
      `select secuencia, pagina, linea, honor_academico_id as honor, titulo from graduado order by secuencia`,
    );
    expect(g.length).toBeGreaterThan(5);
    expect(g.map((x) => x.secuencia)).toEqual(g.map((_x, i) => i + 1));
    expect(g.every((x) => x.linea === ((x.secuencia - 1) % 25) + 1 && x.pagina === Math.floor((x.secuencia - 1) / 25) + 1)).toBe(true);
    expect(g.some((x) => x.honor !== null)).toBe(true);
    expect(g.every((x) => x.titulo.length > 5)).toBe(true);
    // Each graduate's own degree audit agrees: the plan is complete.
    const [one] = await rows<{ ec: number }>(`select estudiante_carrera_id as ec from graduado order by id desc limit 1`);
    const audit = await ctx.call({ method: 'GET', url: `/api/academicos/auditoria-carrera/estudiante/${one.ec}`, as: 'registro' });
    expect(audit.body).toMatchObject({ completo: true });
    // The first ceremony's titles were printed: each code verifies in public.
    const titulos = await rows<{ codigo: string }>(`select codigo from documento_emitido where tipo = 'titulo'`);
    expect(titulos.length).toBeGreaterThan(0);
    const ok = await ctx.call({ method: 'POST', url: '/api/validacion-titulo', payload: { codigo: titulos[0].codigo } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ tipo: 'titulo' });
    const candidatos = await ctx.call({ method: 'GET', url: '/api/academicos/graduacion/candidatos', as: 'registro' });
    expect(candidatos.status).toBe(200);
    expect(Number(candidatos.headers['x-total-count'])).toBeGreaterThan(0);
  });
  it('has online requests at every step: the demo student sees her transcript ready and a certificate waiting for its fee', async () => {
    const mine = await ctx.call({ method: 'GET', url: '/api/estudiantes/solicitudes-online', as: 'estudiante' });
    expect(mine.body.map((s: { documento: string; estado: string; saldo: string | null }) => `${s.documento} ${s.estado} ${s.saldo}`)).toEqual([
      'Constancia de estudios pendiente 300.00',
      'Récord de calificaciones lista null',
    ]);
    expect(mine.body[0]).toMatchObject({ monto: '300.00', moneda: 'DOP', cargoEstudianteId: expect.any(Number) });
    // The term open for registering is not charged yet: she may still choose the six-instalment plan.
    const planes = await ctx.call({ method: 'GET', url: '/api/financieros/cuentas/mias/planes', as: 'estudiante' });
    expect(planes.body).toEqual([
      expect.objectContaining({ cerrada: false, planes: [expect.objectContaining({ descripcion: expect.stringMatching(/^Plan en 6 cuotas/) })] }),
    ]);
    // The registry sees which pending requests wait for their fees.
    const pendientes = await ctx.call({ method: 'GET', url: '/api/solicitudes-online?estado=pendiente&pageSize=100', as: 'registro' });
    expect(pendientes.body.filter((s: { saldo: string | null }) => s.saldo !== null && Number(s.saldo) > 0).length).toBeGreaterThan(5);
    expect(mine.body[1].historial.map((p: { estado: string }) => p.estado)).toEqual(['pendiente', 'en_proceso', 'lista']);
    expect(mine.body[1].historial[0].usuario).toBe('estudiante');
    const [n] = await rows<{ estados: number; sinPasos: number }>(
      `select count(distinct estado)::int as estados, count(*) filter (where not exists (select 1 from solicitud_online_paso p where p.solicitud_id = s.id))::int as "sinPasos" from solicitud_online s`,
    );
    expect(n).toEqual({ estados: 5, sinPasos: 0 });
  });
  it("has professors' check-ins to past class days: the demo professor's record and the registry's day report", async () => {
    const mine = await ctx.call({ method: 'GET', url: '/api/academicos/profesor-asistencia/propia', as: 'profesor' });
    expect(mine.status).toBe(200);
    expect(mine.body.secciones.length).toBeGreaterThan(1);
    expect(
      mine.body.secciones.every((s: { resumen: { registradas: number; porcentaje: number } }) => s.resumen.registradas > 5 && s.resumen.porcentaje > 80),
    ).toBe(true);
    const [{ fecha }] = await rows<{ fecha: string }>(`select max(fecha)::text as fecha from asistencia_profesor`);
    const day = await ctx.call({ method: 'GET', url: `/api/academicos/profesor-asistencia/dia/${fecha}`, as: 'registro' });
    expect(day.body.filter((r: { marca: unknown }) => r.marca).length).toBeGreaterThan(day.body.length / 2);
  });
  it("has finance set up: the peso by default, DGII receipt types, the country's banks, a register and NCF ranges on every campus", async () => {
    const peso = await ctx.call({ method: 'GET', url: '/api/financieros/monedas-pagos/default/0', as: 'caja' });
    expect(peso.body).toMatchObject({ moPaCodigo: 'DOP', moPaDefault: true });
    const [n] = await rows<{ sedes: number; cajas: number; rangos: number; malos: number; bancos: number }>(`
      select (select count(*) from sede where estatus)::int as sedes, (select count(distinct sede_id) from caja where estatus)::int as cajas,
             (select count(distinct sede_id) from ncf where estatus)::int as rangos,
             (select count(*) from ncf where not (ncfisecuencia_desde <= ncfisecuencia_hasta and ncfisecuencia <= ncfisecuencia_hasta))::int as malos,
             (select count(*) from banco)::int as bancos`);
    expect(n.cajas).toBe(n.sedes);
    expect(n.rangos).toBe(n.sedes);
    expect(n.malos).toBe(0);
    expect(n.bancos).toBeGreaterThan(5);
    const [{ u }] = await rows<{ u: number }>(`select usuario_id as u from usuario where usua_nombre = 'caja'`);
    const cajero = await ctx.call({ method: 'GET', url: `/api/financieros/cajeros/cajero-usuario/${u}`, as: 'caja' });
    expect(cajero.body).toMatchObject({ usuarioId: u, esSupervisor: false, cajaId: expect.any(Number) });
    const servicios = await ctx.call({ method: 'GET', url: '/api/financieros/servicios-contables?value=record', as: 'caja' });
    expect(servicios.body).toEqual([
      expect.objectContaining({
        seCoDescripcion: 'Récord de calificaciones',
        seCoPermiteSolicitudEnLinea: true,
        detalles: [expect.objectContaining({ seCoDeMonto: 500 })],
      }),
    ]);
    // A default payment plan for every career on every campus that offers it, its instalments the whole tuition.
    const [p] = await rows<{ sinPlan: number; descuadrados: number }>(`
      select (select count(*) from carrera c join carrera_sedes cs on cs.owner_id = c.carrera_id
               where c.estatus and not exists (select 1 from plan_pago p where p.carrera_id = c.carrera_id and p.sede_id = cs.sede_id and p.pl_pa_default))::int as "sinPlan",
             (select count(*) from plan_pago p where (select sum(pl_pa_de_porcentaje) from plan_pago_detalles d where d.owner_id = p.plan_pago_id) <> 100)::int as descuadrados`);
    expect(p).toEqual({ sinPlan: 0, descuadrados: 0 });
    const tipos = await ctx.call({ method: 'GET', url: '/api/financieros/tipos-ncf/disponibles', as: 'caja' });
    expect(tipos.body.map((t: { tiNcDescripcion: string }) => t.tiNcDescripcion)).toEqual(
      expect.arrayContaining(['B01 · Crédito fiscal', 'B02 · Consumidor final']),
    );
  });
  it("has a month of the cashier's days: registers opened and closed with the count, receipts with consecutive NCFs, a few annulled; today's register left to open", async () => {
    const [d] = await rows<{ dias: number; abiertas: number; recibos: number; anulados: number; ncfs: number; huecos: number; descuadres: number }>(`
      select (select count(*) from caja_apertura)::int as dias, (select count(*) from caja_apertura a join caja k on k.caja_id = a.caja_id where not a.cerrada and not k.caja_en_linea)::int as abiertas,
             (select count(*) from documento_contable)::int as recibos, (select count(*) from documento_contable where estado = 'anulado')::int as anulados,
             (select count(distinct ncf) from documento_contable)::int as ncfs,
             (select count(*) from documento_contable d where d.recibido <> (select sum(monto) from documento_contable_forma_pago f
                                                                           where f.documento_contable_id = d.documento_contable_id))::int as descuadres,
             (select coalesce(sum(h), 0) from (select max(substr(ncf, 4)::int) - min(substr(ncf, 4)::int) + 1 - count(*) as h
                                                 from documento_contable group by left(ncf, 3)) x)::int as huecos`);
    expect(d.dias).toBeGreaterThan(15);
    expect(d.abiertas).toBe(0);
    expect(d.recibos).toBeGreaterThan(d.dias * 8);
    expect(d.ncfs).toBe(d.recibos);
    expect(d.huecos).toBe(0);
    expect(d.descuadres).toBe(0);
    expect(d.anulados).toBeGreaterThan(2);
    const [{ u }] = await rows<{ u: number }>(`select usuario_id as u from usuario where usua_nombre = 'caja'`);
    const mia = await ctx.call({ method: 'GET', url: `/api/financieros/cajas-aperturas/usuarioid/${u}`, as: 'caja' });
    expect(mia.body).toMatchObject({ cajero: { esSupervisor: false }, apertura: null });
    const ultima = (await ctx.call({ method: 'GET', url: '/api/financieros/cajas-aperturas?estado=cerrada&pageSize=1', as: 'caja' })).body[0];
    const cierre = await ctx.call({ method: 'GET', url: `/api/financieros/cajas-aperturas/${ultima.cajaAperturaId}`, as: 'caja' });
    expect(cierre.body.monedas[0]).toMatchObject({ moneda: 'DOP', fondo: '5000.00', contado: expect.any(String) });
    expect(cierre.body.monedas[0].formasPago.length).toBeGreaterThan(0);
    // Cheques among the takings, each with its bank and number: the closing's deposit slip lists them.
    const [ch] = await rows<{ cheques: number; sinBanco: number; dias: number }>(`
      select count(*)::int as cheques, count(*) filter (where f.banco_id is null or f.referencia is null)::int as "sinBanco",
             count(distinct d.caja_apertura_id)::int as dias
        from documento_contable_forma_pago f join tipo_forma_pago t on t.tipo_forma_pago_contable_id = f.tipo_forma_pago_id
        join documento_contable d on d.documento_contable_id = f.documento_contable_id
       where t.ti_fp_descripcion = 'Cheque' and d.estado = 'emitido'`);
    expect(ch.cheques).toBeGreaterThan(5);
    expect(ch.sinBanco).toBe(0);
    expect(ch.dias).toBeGreaterThan(5);
    // This term's charges from the plans, some instalments paid at the register; the demo student reads her own account.
    const [c] = await rows<{ cargos: number; abonos: number; excedidos: number }>(`
      select (select count(*) from cargo_estudiante)::int as cargos, (select count(*) from documento_contable_cargo)::int as abonos,
             (select count(*) from cargo_estudiante c where c.monto < (select coalesce(sum(a.monto), 0) from documento_contable_cargo a
                join documento_contable d on d.documento_contable_id = a.documento_contable_id where a.cargo_estudiante_id = c.cargo_estudiante_id and d.estado = 'emitido'))::int as excedidos`);
    expect(c.cargos).toBeGreaterThan(1000);
    const [{ recargos }] = await rows<{ recargos: number }>(`select count(*)::int as recargos from cargo_estudiante where tipo = 'recargo'`);
    expect(recargos).toBeGreaterThan(50);
    const becas = await ctx.call({ method: 'GET', url: '/api/financieros/estudiante-descuento-pago?soloBecas=true', as: 'caja' });
    expect(Number(becas.headers['x-total-count'])).toBe(30);
    const [{ descontado }] = await rows<{ descontado: number }>(`select count(*)::int as descontado from cargo_estudiante where descuento > 0`);
    expect(descontado).toBeGreaterThan(100);
    const autorizaciones = await ctx.call({ method: 'GET', url: '/api/financieros/estudiante-autorizacion-inscripcion', as: 'caja' });
    expect(autorizaciones.body.filter((a: { vigente: boolean }) => a.vigente)).toHaveLength(3);
    expect(c.abonos).toBeGreaterThan(30);
    expect(c.excedidos).toBe(0);
    const mias = await ctx.call({ method: 'GET', url: '/api/financieros/cuentas/mias', as: 'estudiante' });
    expect(mias.body[0].cargos.length).toBeGreaterThan(3);
    expect(mias.body[0].pagos.length).toBeGreaterThan(0);
    // She is up to date: nothing past due holds her registration.
    expect(mias.body[0].vencido).toBe('0.00');
  });

  it('has the ledger those days posted: every receipt, annulment and charge with its balanced entry, all of it on an account', async () => {
    const [l] = await rows<{ recibos: number; anulaciones: number; cargos: number; sinAsiento: number; sinCuenta: number; descuadre: string }>(`
      select (select count(*) from transaccion_contable where origen = 'recibo')::int as recibos,
             (select count(*) from transaccion_contable where origen = 'anulacion')::int as anulaciones,
             (select count(*) from transaccion_contable where origen = 'cargo')::int as cargos,
             (select count(*) from documento_contable d where not exists (select 1 from transaccion_contable t where t.documento_contable_id = d.documento_contable_id))::int as "sinAsiento",
             (select count(*) from transaccion_contable_linea where cuenta_contable_catalogo_id is null)::int as "sinCuenta",
             (select (sum(debito) - sum(credito))::text from transaccion_contable_linea) as descuadre`);
    const [d] = await rows<{ recibos: number; anulados: number; cargos: number }>(`
      select (select count(*) from documento_contable)::int as recibos, (select count(*) from documento_contable where estado = 'anulado')::int as anulados,
             (select count(*) from cargo_estudiante where monto > 0 and tipo <> 'acuerdo')::int as cargos`);
    // An agreement's instalments post nothing: they owe on other dates what the charges already posted.
    expect(l).toMatchObject({ recibos: d.recibos, anulaciones: d.anulados, cargos: d.cargos, sinAsiento: 0, sinCuenta: 0, descuadre: '0.00' });
    // The last weeks read in the summary and export to GP (every demo account has its GP number).
    const dia = (atras: number) => new Date(Date.now() - atras * 86_400_000).toISOString().slice(0, 10);
    const span = `desde=${dia(40)}&hasta=${dia(0)}`;
    const resumen = await ctx.call({ method: 'GET', url: `/api/financieros/transacciones-contables/resumen?${span}`, as: 'caja' });
    expect(resumen.body.totales).toHaveLength(1);
    expect(resumen.body.totales[0].debito).toBe(resumen.body.totales[0].credito);
    expect((await ctx.call({ method: 'GET', url: `/api/financieros/transacciones-contables/gp?${span}`, as: 'caja' })).status).toBe(200);
  });

  it("has finance's reports add up to what the books say", async () => {
    const dia = (atras: number) => new Date(Date.now() - atras * 86_400_000).toISOString().slice(0, 10);
    const [desde, hasta] = [dia(40), dia(0)];
    const informe = async (nombre: string) => {
      // Reports page on the server: the largest page (500 rows) holds each of these whole.
      const r = await ctx.call({ method: 'GET', url: `/api/financieros/informes/${nombre}?desde=${desde}&hasta=${hasta}&tamano=500`, as: 'caja' });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.total).toBeLessThanOrEqual(500);
      expect(r.body.totales).toHaveLength(1);
      return r.body as { filas: Record<string, string | number | null>[]; totales: Record<string, string | number | null>[] };
    };
    // The demo's receipts all fall in the last four weeks. Collections by career count what students owe
    // (continuing education's participants have a report of their own).
    const [libros] = await rows<{ cobrado: string; vencido: string; descontado: string }>(
      `select (select sum(total)::text from documento_contable where estado = 'emitido') as cobrado,
              (select sum(monto - refinanciado)::text from cargo_estudiante
                where estado = 'vigente' and estudiante_carrera_id is not null and fecha_vence between $1::date and $2::date) as vencido,
              (select sum(descuento)::text from cargo_estudiante
                where estado = 'vigente' and estudiante_carrera_id is not null and fecha_vence between $1::date and $2::date) as descontado`,
      [desde, hasta],
    );
    const formas = await informe('recibosFormasPago');
    expect(formas.totales[0].monto).toBe(libros.cobrado);
    expect(formas.filas.map((f) => f.formaPago)).toContain('Efectivo');
    // Biggest first, by amount (not by the amount's text: 9,000 after 10,850).
    const montos = formas.filas.map((f) => Number(f.monto));
    expect(montos).toEqual([...montos].sort((a, b) => b - a));
    expect((await informe('cobrosServiciosCarrera')).totales[0].monto).toBe(libros.cobrado);
    const cobranzas = await informe('cobranzas');
    expect(cobranzas.totales[0]).toMatchObject({ vencido: libros.vencido });
    expect(Number(cobranzas.totales[0].porcentaje)).toBeGreaterThan(0);
    expect((await informe('descuentosEstudiantes')).totales[0].descuento).toBe(libros.descontado);
    const pagos = await informe('pagosEstudiantes');
    expect(Number(pagos.totales[0].total)).toBeGreaterThan(0);
    expect(pagos.filas.every((f) => cents(String(f.total)) === cents(String(f.cargos)) + cents(String(f.servicios)))).toBe(true);
    expect((await informe('planesPagos')).totales[0]).toMatchObject({ vencido: libros.vencido, cobrado: cobranzas.totales[0].cobrado });
    expect((await informe('cobrosCarreraInscripcion')).filas.length).toBeGreaterThan(0);
    // The four reports summed off the receipts' rows (resumen_cobro) say what the receipts and their lines say.
    for (const [nombre, referencia] of Object.entries(desdeLosRecibos)) {
      const esperado = await rows<Record<string, unknown>>(referencia, [desde, hasta, 'America/Santo_Domingo']);
      expect(esperado.length, nombre).toBeGreaterThan(0);
      expect((await informe(nombre)).filas, nombre).toEqual(esperado);
    }
    const [{ servicios }] = await rows<{ servicios: string }>(
      `select sum(s.monto)::text as servicios from documento_contable_servicio s join documento_contable d on d.documento_contable_id = s.documento_contable_id where d.estado = 'emitido'`,
    );
    expect((await informe('serviciosContables')).totales[0].monto).toBe(servicios);
    const xlsx = await ctx.call({ method: 'GET', url: `/api/financieros/informes/cobranzas?desde=${desde}&hasta=${hasta}&formato=xlsx`, as: 'caja' });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect((await ctx.call({ method: 'GET', url: `/api/financieros/informes/cobranzas?desde=${desde}&hasta=${hasta}`, as: 'estudiante' })).status).toBe(403);
    const alReves = await ctx.call({ method: 'GET', url: `/api/financieros/informes/cobranzas?desde=${hasta}&hasta=${desde}`, as: 'caja' });
    expect(alReves.status).toBe(400);
    expect(JSON.stringify(alReves.body)).toContain('anterior a la inicial');
  });

  it("has a register for online payments on each campus, and the demo student's payments of today: two approved with their receipts, a card declined", async () => {
    const [c] = await rows<{ sedes: number; enLinea: number; bloqueos: number }>(`
      select (select count(*) from sede where estatus)::int as sedes,
             (select count(distinct k.sede_id) from caja k join cajero c on c.caja_id = k.caja_id where k.caja_en_linea and k.tipo_ncf_id is not null)::int as "enLinea",
             (select count(*) from estudiante_bloqueo_pago_linea where levantado_en is null)::int as bloqueos`);
    expect(c.enLinea).toBe(c.sedes);
    expect(c.bloqueos).toBe(1);
    const oferta = await ctx.call({ method: 'GET', url: '/api/financieros/pagos-online/oferta', as: 'estudiante' });
    expect(oferta.body).toMatchObject({ disponible: true, motivo: null });
    expect(oferta.body.servicios.map((s: { descripcion: string }) => s.descripcion)).toEqual(
      expect.arrayContaining(['Carnet estudiantil', 'Derecho de graduación']),
    );
    // Documents requested online are paid through their requests.
    expect(oferta.body.servicios.map((s: { descripcion: string }) => s.descripcion)).not.toContain('Récord de calificaciones');
    expect(oferta.body.servicios.map((s: { descripcion: string }) => s.descripcion)).not.toContain('Inscripción');
    const mios = (await ctx.call({ method: 'GET', url: '/api/financieros/pagos-online', as: 'estudiante' })).body;
    expect(mios.map((o: { estado: string; tipo: string }) => `${o.tipo} ${o.estado}`).sort()).toEqual([
      'matricula aprobado',
      'servicios aprobado',
      'servicios rechazado',
    ]);
    const aprobado = mios.find((o: { estado: string; tipo: string }) => o.tipo === 'servicios' && o.estado === 'aprobado');
    expect(aprobado).toMatchObject({ descripcion: 'Carnet estudiantil', numero: expect.stringMatching(/^REC-/), ncf: expect.stringMatching(/^B02/) });
    const pdf = await ctx.call({ method: 'GET', url: `/api/financieros/pagos-online/${aprobado.pagoOnlineId}/recibo`, as: 'estudiante' });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const todos = await ctx.call({ method: 'GET', url: '/api/financieros/pagos-online', as: 'caja' });
    expect(Number(todos.headers['x-total-count'])).toBe(3);
  });

  it('has payment agreements: students who were behind, all they owed in monthly instalments, no longer past due; one annulled', async () => {
    const list = await ctx.call({ method: 'GET', url: '/api/financieros/acuerdos-pago', as: 'caja' });
    expect(list.body.map((a: { estado: string }) => a.estado).sort()).toEqual(['anulado', 'vigente', 'vigente', 'vigente', 'vigente', 'vigente']);
    const a = (
      await ctx.call({
        method: 'GET',
        url: `/api/financieros/acuerdos-pago/${list.body.find((x: { estado: string }) => x.estado === 'vigente').acuerdoPagoId}`,
        as: 'caja',
      })
    ).body;
    expect(a.plazos.length).toBe(a.cuotas);
    expect(a.plazos.reduce((s: number, p: { monto: string }) => s + Number(p.monto), 0)).toBeCloseTo(Number(a.monto), 2);
    const cuenta = (await ctx.call({ method: 'GET', url: `/api/financieros/cuentas/estudiantes/${a.estudianteCarreraId}`, as: 'caja' })).body;
    expect(cuenta.vencido).toBe('0.00');
  });

  it("has sponsors: two companies paying their employees' terms, each owing what its sponsorships took off", async () => {
    const r = await ctx.call({ method: 'GET', url: '/api/financieros/balance-patrocinadores', as: 'caja' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.map((f: { rnc: string; estudiantes: number }) => `${f.rnc} ${f.estudiantes}`).sort()).toEqual(['101001577 4', '101010632 4']);
    // The bank has paid some of its students' terms at the register (a fiscal-credit receipt each).
    const banco = r.body.find((f: { rnc: string }) => f.rnc === '101010632');
    expect(Number(banco.pagado)).toBeGreaterThan(0);
    expect(Number(banco.balance)).toBeCloseTo(Number(banco.cargado) - Number(banco.pagado), 2);
    const cuenta = await ctx.call({ method: 'GET', url: `/api/financieros/balance-patrocinadores/${r.body[0].empresaId}`, as: 'caja' });
    expect(cuenta.body.cargos).toHaveLength(4);
  });

  it('has continuing-education participants who owe their courses, some paid at the register, with late fees still to run', async () => {
    const r = await ctx.call({ method: 'GET', url: '/api/financieros/balance-personas', as: 'caja' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    // The eight accepted or enrolled requests, of eight people.
    expect(r.body).toHaveLength(8);
    expect(r.body.some((f: { pagado: string }) => Number(f.pagado) > 0)).toBe(true);
    for (const f of r.body) expect(Number(f.balance)).toBeCloseTo(Number(f.cargado) - Number(f.pagado), 2);
    const cuenta = await ctx.call({ method: 'GET', url: `/api/financieros/balance-personas/${r.body[0].identificacion}`, as: 'caja' });
    expect(cuenta.body.cargos.length).toBeGreaterThan(0);
    const desde = new Date(Date.parse(`${clock.today()}T12:00:00Z`) - 40 * 86_400_000).toISOString().slice(0, 10);
    const informe = await ctx.call({ method: 'GET', url: `/api/financieros/informes/cobrosCursoEp?desde=${desde}&hasta=${clock.today()}`, as: 'caja' });
    expect(informe.body.filas.length).toBeGreaterThan(0);
    const recargos = await ctx.call({ method: 'POST', url: '/api/financieros/proceso-recargo-ec', as: 'admin', payload: { prueba: true } });
    expect(recargos.body.recargos).toBeGreaterThan(0);
  });

  it('has continuing education: courses open, in progress and finished, each with its meetings, facilitator and contents', async () => {
    const r = await ctx.call({ method: 'GET', url: '/api/educacion-continuada/cursos', as: 'admin' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    // Five of the season, and the one made for a company's closed group (its request accepted).
    expect(r.body).toHaveLength(6);
    expect(r.body.filter((c: { curTitulo: string }) => c.curTitulo.endsWith('· Banco Popular'))).toHaveLength(1);
    const abierto = r.body.find((c: { curTitulo: string }) => c.curTitulo === 'Python para análisis de datos');
    const uno = (await ctx.call({ method: 'GET', url: `/api/educacion-continuada/cursos/${abierto.cursoId}`, as: 'admin' })).body;
    expect(uno).toMatchObject({ curCosto: '18500.00', curMontoIns: '6500.00', curCantCuotas: 2 });
    expect(uno.horarios).toHaveLength(2);
    expect(uno.facilitadores).toHaveLength(1);
    expect(uno.contenidos.length).toBeGreaterThan(2);
    expect(uno.curFechaInicio > clock.today()).toBe(true);
    const fac = await ctx.call({ method: 'GET', url: '/api/educacion-continuada/facilitadores', as: 'admin' });
    expect(fac.body.length).toBe(5);
    const sol = await ctx.call({ method: 'GET', url: '/api/educacion-continuada/solicitudesinscripcion?value=guzman', as: 'admin' });
    expect(sol.body.map((s: { soInCodigo: string }) => s.soInCodigo)).toEqual([expect.stringMatching(/^EC-\d{6}$/), expect.stringMatching(/^EC-\d{6}$/)]);
  });

  it("has a purchases register: last month's 606 lists its active purchases, a consultant's with the taxes withheld", async () => {
    const hoy = clock.today();
    const [y, m] = hoy.split('-').map(Number);
    const anterior = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
    const r = await ctx.call({ method: 'GET', url: `/api/financieros/dgii/resumen?periodo=${anterior}`, as: 'caja' });
    expect(r.body.f606).toEqual({ registros: 6, monto: '851850.00', itbis: '113202.00' });
    const f = await ctx.call({ method: 'GET', url: `/api/financieros/dgii/606?periodo=${anterior}`, as: 'caja' });
    const consultor = (f.body as string)
      .split('\r\n')
      .find((l) => l.startsWith('00114587962|2|02|B11'))!
      .split('|');
    expect([consultor[11], consultor[16], consultor[17]]).toEqual(['10800.00', '02', '6000.00']);
  });

  it('has the teaching payroll plan of this month: every professor teaching in a pay category, their class hours valued', async () => {
    const hoy = clock.today();
    const r = await ctx.call({ method: 'GET', url: `/api/financieros/informes/planificacionNomina?desde=${hoy.slice(0, 8)}01&hasta=${hoy}`, as: 'caja' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.filas.length).toBeGreaterThan(20);
    expect(r.body.filas.every((f: { moneda: string; monto: string }) => f.moneda === 'DOP' && Number(f.monto) > 0)).toBe(true);
  });

  it('has electronic receipts in its last days: each e-CF signed, a credit note for each one annulled, waiting to be sent', async () => {
    const [e] = await rows<{ ecf: number; firmados: number; notas: number; anulados: number; recibos: number }>(`
      select (select count(*) from ecf_documento where tipo in (31, 32))::int as ecf, (select count(*) from ecf_documento where codigo_seguridad is not null)::int as firmados,
             (select count(*) from ecf_documento where tipo = 34)::int as notas,
             (select count(*) from documento_contable where ncf like 'E%' and estado = 'anulado')::int as anulados,
             (select count(*) from documento_contable where ncf like 'E%')::int as recibos`);
    expect(e.ecf).toBeGreaterThan(20);
    expect(e.ecf).toBe(e.recibos);
    expect(e.firmados).toBe(e.ecf + e.notas);
    expect(e.notas).toBe(e.anulados);
    const [{ id }] = await rows<{ id: number }>(`select documento_contable_id as id from documento_contable where ncf like 'E32%' order by 1 desc limit 1`);
    const r = await ctx.call({ method: 'GET', url: `/api/financieros/cobros-servicios/datos-recibo/${id}`, as: 'caja' });
    expect(r.body.ecf[0]).toMatchObject({ tipo: 32, estado: 'pendiente', codigoSeguridad: expect.stringMatching(/^\S{6}$/) });
  });

  it('keeps on each charge what its standing receipts paid (the trigger agrees with the receipt lines, annulled receipts left out)', async () => {
    const [r] = await rows<{ cargos: number; pagados: number; desacuerdos: number; anulados: number }>(`
      with lineas as (select a.cargo_estudiante_id, sum(a.monto) as pagado from documento_contable_cargo a
                        join documento_contable d on d.documento_contable_id = a.documento_contable_id where d.estado = 'emitido' group by 1)
      select count(*)::int as cargos, count(*) filter (where c.pagado > 0)::int as pagados,
             count(*) filter (where c.pagado <> coalesce(l.pagado, 0))::int as desacuerdos,
             (select count(distinct a.cargo_estudiante_id) from documento_contable_cargo a join documento_contable d on d.documento_contable_id = a.documento_contable_id
               where d.estado = 'anulado')::int as anulados
        from cargo_estudiante c left join lineas l on l.cargo_estudiante_id = c.cargo_estudiante_id`);
    expect(r.pagados).toBeGreaterThan(500);
    expect(r.anulados).toBeGreaterThan(0);
    expect(r.desacuerdos).toBe(0);
  });

  it("has e-CF that the DGII's schemas take: every demo document (31, 32 and 34) validates against its type's XSD", async () => {
    const docs = await rows<{ tipo: number; encf: string; xml: string }>(`select tipo, encf, xml from ecf_documento order by ecf_documento_id`);
    expect(new Set(docs.map((d) => d.tipo))).toEqual(new Set([31, 32, 34]));
    expect(docs.map((d) => ({ encf: d.encf, problemas: problemasXsd(d.xml) })).filter((d) => d.problemas.length)).toEqual([]);
  });

  it("has the DGII's formats to send: companies' fiscal-credit receipts in the 607, the annulled numbers in the 608", async () => {
    const [{ periodo }] = await rows<{ periodo: string }>(
      `select to_char(fecha at time zone 'America/Santo_Domingo', 'YYYY-MM') as periodo from documento_contable group by 1 order by count(*) desc limit 1`,
    );
    const r = await ctx.call({ method: 'GET', url: `/api/financieros/dgii/resumen?periodo=${periodo}`, as: 'caja' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.f608.registros).toBeGreaterThan(0);
    expect(r.body.consumoMenor.registros).toBeGreaterThan(50);
    const [{ fiscales }] = await rows<{ fiscales: number }>(
      `select count(*)::int as fiscales from documento_contable where ncf ~ '^(B01|E31)' and estado = 'emitido'
          and to_char(fecha at time zone 'America/Santo_Domingo', 'YYYY-MM') = $1`,
      [periodo],
    );
    expect(fiscales).toBeGreaterThan(0);
    expect(r.body.f607.registros).toBe(fiscales);
  });
  it('has official letters numbered this year, one annulled, each checked in public by its number and code', async () => {
    const list = await ctx.call({ method: 'GET', url: '/api/academicos/oficios', as: 'registro' });
    expect(list.body.map((o: { numero: string; estado: string }) => `${o.numero} ${o.estado}`)).toEqual([
      'OF-2026-0003 anulado',
      'OF-2026-0002 vigente',
      'OF-2026-0001 vigente',
    ]);
    const [, o] = list.body;
    const check = await ctx.call({ method: 'POST', url: '/api/consulta-oficios', payload: { numero: o.numero, codigo: o.codigo } });
    expect(check.body).toMatchObject({ estado: 'vigente', asunto: 'Confirmación de estudios' });
  });
});

/**
 * Finance's four receipt reports as they were computed before each receipt kept its rows of them
 * (`resumen_cobro`): straight from the standing receipts of the span and their lines. The reports must
 * answer exactly these. `$1`, `$2`: the span's days; `$3`: the institution's time zone.
 */
const recibosDelSpan = `
  select d.documento_contable_id, d.moneda_pago_id, d.estudiante_id, d.devuelto from documento_contable d
   where d.estado = 'emitido' and d.fecha >= ($1::date)::timestamp at time zone $3 and d.fecha < ($2::date + 1)::timestamp at time zone $3`;
const ultimaCarrera = (estudiante: string) =>
  `left join lateral (select ec.carrera_id from estudiante_carrera ec where ec.estudiante_id = ${estudiante} order by ec.estudiante_carrera_id desc limit 1) ec on true`;
const desdeLosRecibos: Record<string, string> = {
  recibosFormasPago: `
    with d as (${recibosDelSpan}),
    lineas as (
      select d.moneda_pago_id, x.tipo_forma_pago_id, d.documento_contable_id, x.id, x.monto, d.devuelto,
             min(x.id) filter (where not t.ti_fp_validar_referencia and t.se_puede_seleccionar) over (partition by d.documento_contable_id) as primera
        from d join documento_contable_forma_pago x on x.documento_contable_id = d.documento_contable_id
        join tipo_forma_pago t on t.tipo_forma_pago_contable_id = x.tipo_forma_pago_id),
    x as (select moneda_pago_id, tipo_forma_pago_id, count(distinct documento_contable_id)::int as recibos,
                 sum(monto - case when id = primera then devuelto else 0 end) as monto from lineas group by 1, 2)
    select m.mo_pa_codigo as moneda, t.ti_fp_descripcion as "formaPago", x.recibos, x.monto::text as monto
      from x join tipo_forma_pago t on t.tipo_forma_pago_contable_id = x.tipo_forma_pago_id join moneda_pago m on m.moneda_pago_id = x.moneda_pago_id
     order by 1, x.monto desc, 2`,
  cobrosServiciosCarrera: `
    with d as (${recibosDelSpan})
    select m.mo_pa_codigo as moneda, x.carrera, x.concepto, sum(x.cantidad)::int as cantidad, sum(x.monto)::text as monto
      from (
        select d.moneda_pago_id, ca.carr_descripcion as carrera, s.descripcion as concepto, s.cantidad, s.monto
          from d join documento_contable_servicio s on s.documento_contable_id = d.documento_contable_id ${ultimaCarrera('d.estudiante_id')}
          left join carrera ca on ca.carrera_id = ec.carrera_id
        union all
        select d.moneda_pago_id, ca.carr_descripcion,
               case when c.solicitud_inscripcion_id is not null then 'Educación continuada'
                    else case c.tipo when 'inscripcion' then 'Inscripción' when 'cuota' then 'Cuotas de colegiatura' when 'recargo' then 'Recargos por mora'
                                     when 'patrocinio' then 'Patrocinios' else 'Otros cargos' end end, 1, a.monto
          from d join documento_contable_cargo a on a.documento_contable_id = d.documento_contable_id
          join cargo_estudiante c on c.cargo_estudiante_id = a.cargo_estudiante_id
          left join estudiante_carrera ec on ec.estudiante_carrera_id = coalesce(c.estudiante_carrera_id,
            (select dp.estudiante_carrera_id from estudiante_descuento_pago dp where dp.estudiante_descuento_pago_id = c.estudiante_descuento_pago_id))
          left join carrera ca on ca.carrera_id = ec.carrera_id
      ) x join moneda_pago m on m.moneda_pago_id = x.moneda_pago_id
     group by 1, 2, 3 order by 1, 2 nulls last, sum(x.monto) desc, 3`,
  cobrosCarreraInscripcion: `
    with d as (${recibosDelSpan})
    select m.mo_pa_codigo as moneda, x.carrera, count(distinct x.estudiante)::int as estudiantes, sum(x.monto)::text as monto
      from (
        select d.moneda_pago_id, ca.carr_descripcion as carrera, ec.estudiante_id as estudiante, a.monto
          from d join documento_contable_cargo a on a.documento_contable_id = d.documento_contable_id
          join cargo_estudiante c on c.cargo_estudiante_id = a.cargo_estudiante_id and c.tipo = 'inscripcion'
          join estudiante_carrera ec on ec.estudiante_carrera_id = c.estudiante_carrera_id join carrera ca on ca.carrera_id = ec.carrera_id
        union all
        select d.moneda_pago_id, ca.carr_descripcion, d.estudiante_id, s.monto
          from d join documento_contable_servicio s on s.documento_contable_id = d.documento_contable_id
          join servicio_contable sc on sc.servicio_contable_id = s.servicio_contable_id and sc.se_co_es_serv_matriculacion
          ${ultimaCarrera('d.estudiante_id')} left join carrera ca on ca.carrera_id = ec.carrera_id
      ) x join moneda_pago m on m.moneda_pago_id = x.moneda_pago_id
     group by 1, 2 order by 1, sum(x.monto) desc, 2 nulls last`,
  pagosEstudiantes: `
    with d as (${recibosDelSpan}),
    a as (select a.documento_contable_id, sum(a.monto) as monto from d join documento_contable_cargo a on a.documento_contable_id = d.documento_contable_id group by 1),
    s as (select s.documento_contable_id, sum(s.monto) as monto from d join documento_contable_servicio s on s.documento_contable_id = d.documento_contable_id group by 1),
    x as (select d.moneda_pago_id, d.estudiante_id, count(*)::int as recibos, sum(coalesce(a.monto, 0)) as cargos, sum(coalesce(s.monto, 0)) as servicios
            from d left join a on a.documento_contable_id = d.documento_contable_id left join s on s.documento_contable_id = d.documento_contable_id
           where d.estudiante_id is not null group by 1, 2 order by 1, sum(coalesce(a.monto, 0)) + sum(coalesce(s.monto, 0)) desc, 2 limit 5000)
    select m.mo_pa_codigo as moneda, e.matricula, pe.pers_nombres || ' ' || pe.pers_apellidos as estudiante, ca.carr_descripcion as carrera,
           x.recibos, x.cargos::text as cargos, x.servicios::text as servicios, (x.cargos + x.servicios)::text as total
      from x join estudiante e on e.estudiante_id = x.estudiante_id join persona pe on pe.persona_id = e.persona_id
      join moneda_pago m on m.moneda_pago_id = x.moneda_pago_id ${ultimaCarrera('e.estudiante_id')} left join carrera ca on ca.carrera_id = ec.carrera_id
     order by 1, x.cargos + x.servicios desc, e.matricula`,
};
