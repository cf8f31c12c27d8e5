import { seedDemoElectivas, seedDemoEquivalencias } from './demo-electivas.ts';
import { fill } from './fill.ts';
import { formatMatricula } from '@claustro/domain/academicos/estudiante.rules';
import type { Database } from '../platform/db/database.ts';
import { localNow, type Clock } from '../platform/clock.ts';
import type { Institution } from '../platform/config.ts';
import { demoCareers, extraSchools, foundational, generalEducation, withLab, type DemoCareer } from './demo-university.data.ts';
import { apellidos, cedulaFor, nombres } from './scale-nombres.ts';
import {
  seedDemoActas,
  seedDemoComponentes,
  seedDemoAsistencia,
  seedDemoGraduados,
  seedDemoIndices,
  seedDemoOficios,
  seedDemoSolicitudes,
  seedDemoAsistenciaProfesor,
  seedDemoTitulos,
  seedDemoOtorgadas,
} from './demo-actas.ts';
import { seedDemoBlocks, seedDemoEnrolment, seedDemoGrades, seedDemoRoomAssignment, seedDemoSchedule } from './demo-schedule.ts';
import { seedDemoCatalogues } from './demo-catalogues.ts';
import { seedDemoCategoriasDocentes, seedDemoFinanzas } from './finanzas.ts';
import { seedDemoCobros } from './demo-cobros.ts';
import { seedDemoPagosOnline } from './demo-pagos-online.ts';
import { seedDemoAcuerdos } from './demo-acuerdos.ts';
import { seedDemoCompras } from './demo-compras.ts';
import { seedDemoContinuada } from './educacion-continuada.ts';
import { seedDemoEnfermeria } from './demo-enfermeria.ts';
import { seedDemoEvaluacion } from './demo-evaluacion.ts';
import { seedDemoEncuestas } from './demo-encuestas.ts';
import { seedDemoConsejo } from './demo-consejo.ts';
import { seedDemoDiplomas } from './demo-diplomas.ts';
import { seedDemoTemporadaContinuada } from './demo-continuada-temporada.ts';
import { seedDemoDonaciones } from './demo-donaciones.ts';
import { seedDemoServicios } from './demo-servicios.ts';
import { seedDemoFirmas } from './demo-firmas.ts';

/** A small deterministic generator: the demo looks the same on every machine. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)],
    /** An index chosen in proportion to the weights. */
    weighted: (weights: number[]) => {
      let r = next() * weights.reduce((s, w) => s + w, 0);
      for (const [i, w] of weights.entries()) if ((r -= w) < 0) return i;
      return weights.length - 1;
    },
  };
}

const roman = ['I', 'II', 'III', 'IV', 'V', 'VI'];
const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();

/** A subject code prefix per line, unique among all lines and the codes already taken. */
function prefixes(lines: string[], taken: Set<string>): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of lines) {
    const words = plain(line)
      .split(/\s+/)
      .filter((w) => w.length > 2 && !['DE', 'DEL', 'LOS', 'LAS', 'PARA'].includes(w));
    const [a, b = ''] = words;
    const candidates = [
      a.slice(0, 3),
      a.slice(0, 2) + b.slice(0, 1),
      a.slice(0, 1) + b.slice(0, 2),
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => a.slice(0, 2) + d),
    ];
    const prefix = candidates.find((c) => c.length === 3 && !taken.has(c))!;
    taken.add(prefix);
    out.set(line, prefix);
  }
  return out;
}

/** Terms of a plan by career type, and where its own lines start. */
const shapeOf = (c: DemoCareer) =>
  c.type === 'Grado'
    ? { terms: 10, first: 2, genEd: generalEducation }
    : c.type === 'Técnico superior'
      ? {
          terms: 6,
          first: 1,
          genEd: generalEducation.filter(([code]) => ['ORI-100', 'ESP-101', 'MAT-101', 'ING-101', 'TIC-101', 'ESP-102', 'ING-102', 'ETI-301'].includes(code)),
        }
      : { terms: 5, first: 1, genEd: [] };

interface Subject {
  code: string;
  name: string;
  credits: number;
  school: string;
  kind: string;
  requires: string[];
}
interface PlanRow {
  career: string;
  code: string;
  term: number;
  credits: number;
}

/** Every subject and every plan row of the demo offer, with its prerequisite chains. */
export function demoOffer() {
  const subjects = new Map<string, Subject>();
  for (const [code, name, credits, , requires] of generalEducation) {
    subjects.set(code, { code, name, credits, school: 'Escuela de Educación', kind: 'Teórica', requires });
  }
  const lines = [...new Set(demoCareers.flatMap((c) => c.lines.map(([l]) => l)))];
  // A line runs at least two terms (I and II); a line taught at several depths is
  // numbered everywhere ("Programación I" even where only I is taught).
  const depthIn = (_c: DemoCareer, depth: number) => Math.max(depth, 2);
  const maxDepth = new Map<string, number>();
  for (const c of demoCareers) for (const [line, depth] of c.lines) maxDepth.set(line, Math.max(maxDepth.get(line) ?? 0, depthIn(c, depth)));
  const taken = new Set(['ORI', 'ESP', 'MAT', 'HIS', 'ING', 'FIL', 'SOC', 'EST', 'MET', 'ETI', 'INF', 'ELE', 'TIC', 'CIV', 'AMB', 'ART', 'EMP']);
  const prefix = prefixes(lines, taken);
  const rows: PlanRow[] = [];
  for (const career of demoCareers) {
    const shape = shapeOf(career);
    const last = shape.terms - 1;
    const load = new Map<number, number>();
    const place = (code: string, term: number, credits: number) => {
      rows.push({ career: career.alias, code, term, credits });
      load.set(term, (load.get(term) ?? 0) + credits);
    };
    for (const [code, , credits, term] of shape.genEd) place(code, Math.min(term, last), credits);
    // Undergraduate plans have six electives, one per term from the fourth on.
    if (career.type === 'Grado') {
      for (let k = 1; k <= 6; k++) {
        const code = `ELE-${k}01`;
        if (!subjects.has(code))
          subjects.set(code, { code, name: `Electiva ${roman[k - 1]}`, credits: 3, school: 'Escuela de Educación', kind: 'Teórica', requires: [] });
        place(code, last - 6 + k, 3);
      }
    }
    // Basic sciences and first tools open the plan (they start in its first three terms); the other
    // lines keep the career's order, spread over the plan, each starting within a term of its place
    // where the terms it runs through carry the least: every term's load is one a student can take.
    const basics = career.lines.filter(([l]) => foundational.test(l));
    const professional = career.lines.filter(([l]) => !foundational.test(l));
    for (const [line, d] of [...basics, ...professional]) {
      const depth = depthIn(career, d);
      const credits = withLab.test(line) ? 5 : 4;
      const basic = foundational.test(line);
      const i = professional.findIndex(([l]) => l === line);
      const latest = last - depth + 1;
      // Professional lines follow the first term of basics (when the career has any) and spread to the last.
      const from = shape.first + (basics.length ? 1 : 0);
      const target = basic ? shape.first : Math.min(from + Math.floor((i * (last - from + 1)) / professional.length), latest);
      const hi = basic ? Math.min(shape.first + 2, latest) : Math.min(target + 2, latest);
      const window = [basic ? shape.first : Math.min(Math.max(from, target - 1), hi), hi];
      let start = Math.max(window[0], Math.min(target, window[1]));
      let best = Infinity;
      for (let s = window[0]; s <= window[1]; s++) {
        const heaviest = Math.max(...Array.from({ length: depth }, (_, k) => (load.get(s + k) ?? 0) + credits));
        if (heaviest < best || (heaviest === best && Math.abs(s - target) < Math.abs(start - target))) [best, start] = [heaviest, s];
      }
      for (let k = 1; k <= depth; k++) {
        const code = `${prefix.get(line)}-${k}01`;
        const name = (maxDepth.get(line) ?? 1) === 1 ? line : `${line} ${roman[k - 1]}`;
        if (!subjects.has(code))
          subjects.set(code, { code, name, credits, school: career.school, kind: 'Teórica', requires: k > 1 ? [`${prefix.get(line)}-${k - 1}01`] : [] });
        place(code, start + k - 1, subjects.get(code)!.credits);
      }
    }
    const capstone = `${career.alias}-900`;
    const lastOfFirstLine = `${prefix.get(career.lines[0][0])}-${career.lines[0][1]}01`;
    const kind = /Tesis|Proyecto|Seminario|Plan de/.test(career.capstone) ? 'Trabajo de grado' : 'Pasantía';
    subjects.set(capstone, {
      code: capstone,
      name: career.capstone,
      credits: 6,
      school: career.school,
      kind,
      requires: [lastOfFirstLine, ...(career.type === 'Grado' ? ['MET-201'] : [])],
    });
    rows.push({ career: career.alias, code: capstone, term: shape.terms, credits: 6 });
  }
  return { subjects: [...subjects.values()], rows };
}

/** The term a date falls in: January–April 1, May–August 2, September–December 3. */
const termOf = (d: Date) => ({ year: d.getUTCFullYear(), term: Math.floor(d.getUTCMonth() / 4) + 1 });
const shift = (p: { year: number; term: number }, by: number) => {
  const n = p.year * 3 + (p.term - 1) + by;
  return { year: Math.floor(n / 3), term: (n % 3) + 1 };
};
const termDates = (p: { year: number; term: number }) => {
  const m = (p.term - 1) * 4;
  const iso = (y: number, mo: number, d: number) => new Date(Date.UTC(y, mo, d)).toISOString().slice(0, 10);
  return { start: iso(p.year, m, 8), end: iso(p.year, m + 4, 0) };
};

/**
 * A believable university for demonstrations, written on the first start only (when no career
 * exists): about thirty careers with study plans and prerequisite chains, eight academic periods
 * around today, a few hundred professors and a few thousand students with Dominican names and
 * valid cédulas. The demo accounts `estudiante` and `profesor` become a student and a professor.
 */
export async function seedDemoUniversity(
  database: Database,
  clock: Clock,
  opts: { students?: number; professors?: number; institution?: Institution; progress?: Progress; filesDir?: string } = {},
) {
  const progress = opts.progress ?? (() => undefined);
  // Classrooms came later than the rest: a demo written before them gets them on its next start.
  await seedClassrooms(database);
  const [{ n }] = await database.query<{ n: number }>(`select count(*)::int as n from carrera`);
  const parts = demoParts(database, clock, opts.institution, opts.filesDir);
  // Each later part adds only what is missing: a demo written by an older version gets them on its next start.
  if (n > 0) {
    for (const [name, write] of parts) await write().then(() => progress(name));
    return;
  }
  const rnd = random(2026);
  const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => database.query<T>(text, params);
  const json = (v: unknown) => JSON.stringify(v);

  // Schools, careers and the campuses where each is offered.
  await q(
    `insert into escuela (escu_descripcion, facultad_id)
     select x.school, f.facultad_id from json_to_recordset($1::json) x(school text, faculty text) join facultad f on f.facu_descripcion = x.faculty
      where not exists (select 1 from escuela e where e.escu_descripcion = x.school)`,
    [json(extraSchools.map(([school, faculty]) => ({ school, faculty })))],
  );
  await q(
    `insert into carrera (carr_descripcion, carr_alias, escuela_id, tipo_carrera_id, carr_fecha_inicio)
     select x.name, x.alias, e.escuela_id, t.tipo_carrera_id, date '2005-01-01' + (x.i * 211)
       from json_to_recordset($1::json) x(name text, alias text, school text, type text, i int)
       join escuela e on e.escu_descripcion = x.school join tipo_carrera t on t.ti_ca_descripcion = x.type`,
    [json(demoCareers.map((c, i) => ({ name: c.name, alias: c.alias, school: c.school, type: c.type, i })))],
  );
  await q(
    `insert into carrera_sedes (owner_id, sede_id)
     select c.carrera_id, s.sede_id from json_to_recordset($1::json) x(alias text, sede text)
       join carrera c on c.carr_alias = x.alias join sede s on s.sede_iniciales = x.sede`,
    [json(demoCareers.flatMap((c) => c.campuses.map((sede) => ({ alias: c.alias, sede }))))],
  );

  // Subjects (shared by the careers that teach them), their prerequisites, and one plan in force per career.
  const offer = demoOffer();
  await q(
    `insert into asignatura (asig_codigo, asig_descripcion, asig_creditos, escuela_id, tipo_asignatura_id, asig_horas_teoricas, asig_horas_practicas)
     select x.code, x.name, x.credits, e.escuela_id, t.tipo_asignatura_id, least(x.credits, 3), greatest(x.credits - 3, 0)
       from json_to_recordset($1::json) x(code text, name text, credits int, school text, kind text)
       join escuela e on e.escu_descripcion = x.school join tipo_asignatura t on t.ti_as_descripcion = x.kind
      where not exists (select 1 from asignatura a where lower(a.asig_codigo) = lower(x.code))`,
    [json(offer.subjects)],
  );
  const requisites = offer.subjects.flatMap((s) => s.requires.map((r) => ({ code: s.code, requires: r })));
  await q(
    `insert into asignatura_asignatura_prerrequisitos (owner_id, prerrequisito_id)
     select a.asignatura_id, p.asignatura_id from json_to_recordset($1::json) x(code text, requires text)
       join asignatura a on a.asig_codigo = x.code join asignatura p on p.asig_codigo = x.requires
      where not exists (select 1 from asignatura_asignatura_prerrequisitos e where e.owner_id = a.asignatura_id and e.prerrequisito_id = p.asignatura_id)`,
    [json(requisites)],
  );
  await q(
    `insert into plan_estudio (pl_en_descripcion, carrera_id, pl_en_version, pl_en_vigente, pl_en_fecha_inicio, pl_en_titulo_masc, pl_en_titulo_fem,
                               pl_en_resolucion_no, pl_en_cred_maximo_autorizado)
     select 'Plan ' || x.alias || ' 2020', c.carrera_id, 1, true, date '2020-01-08', x.m, x.f, 'CONESCyT-' || (100 + x.i) || '-2019', 24
       from json_to_recordset($1::json) x(alias text, m text, f text, i int) join carrera c on c.carr_alias = x.alias`,
    [json(demoCareers.map((c, i) => ({ alias: c.alias, m: c.titles[0], f: c.titles[1], i })))],
  );
  await q(
    `insert into plan_estudio_planes_estudios_detalles (owner_id, pl_de_cuatrimestre, asignatura_id, pl_de_creditos)
     select p.plan_estudio_id, x.term, a.asignatura_id, x.credits from json_to_recordset($1::json) x(career text, code text, term int, credits int)
       join carrera c on c.carr_alias = x.career join plan_estudio p on p.carrera_id = c.carrera_id join asignatura a on a.asig_codigo = x.code`,
    [json(offer.rows)],
  );
  // The plan's own prerequisites: the subject prerequisites between subjects of the plan.
  await q(
    `insert into plan_estudio_planes_estudios_prerrequisitos (owner_id, asignatura_id, prerrequisito_id)
     select d.owner_id, r.owner_id, r.prerrequisito_id
       from plan_estudio_planes_estudios_detalles d
       join asignatura_asignatura_prerrequisitos r on r.owner_id = d.asignatura_id
       join plan_estudio_planes_estudios_detalles d2 on d2.owner_id = d.owner_id and d2.asignatura_id = r.prerrequisito_id
      where d.owner_id in (select plan_estudio_id from plan_estudio p join carrera c on c.carrera_id = p.carrera_id where c.carr_alias = any($1::text[]))`,
    [demoCareers.map((c) => c.alias)],
  );

  // Eight periods around today: six past, the current one (grades open) and the next (enrolment open).
  const now = termOf(clock.now());
  const periods = [-6, -5, -4, -3, -2, -1, 0, 1].map((by) => {
    const p = shift(now, by);
    const { start, end } = termDates(p);
    return { alias: `${p.year}-${p.term}`, year: p.year, term: p.term, start, end, grades: by === 0, enrolment: by === 1, by };
  });
  const months = ['enero–abril', 'mayo–agosto', 'septiembre–diciembre'];
  await q(
    `insert into periodo_academico (pe_ac_alias, pe_ac_descripcion, pe_ac_ano, pe_ac_cuatrimestre, pe_ac_fecha_inicio, pe_ac_fecha_fin,
                                    pe_ac_periodo_inscripcion, pe_ac_periodo_digitacion_nota)
     select x.alias, upper(left(x.months, 1)) || substr(x.months, 2) || ' ' || x.year, x.year, x.term, x.start, x."end", x.enrolment, x.grades
       from json_to_recordset($1::json) x(alias text, months text, year int, term int, start date, "end" date, enrolment boolean, grades boolean)
      where not exists (select 1 from periodo_academico p where p.pe_ac_alias = x.alias)`,
    [json(periods.map((p) => ({ ...p, months: months[p.term - 1] })))],
  );
  // Past and current terms had their admission windows (first three weeks, tests the week after);
  // the next term has none, so it takes requests now (a period without a window follows its
  // enrolment flag) and the public form has something to offer.
  await q(
    `insert into periodo_academico_periodo_procesos_det (owner_id, proceso_academico_id, fecha_inicio, fecha_fin)
     select p.periodo_academico_id, pr.proceso_academico_id,
            p.pe_ac_fecha_inicio + case pr.pr_ac_descripcion when 'Prueba de admisión' then 21 else 0 end,
            p.pe_ac_fecha_inicio + case pr.pr_ac_descripcion when 'Prueba de admisión' then 27 else 20 end
       from periodo_academico p cross join proceso_academico pr
      where p.pe_ac_alias = any($1::text[]) and pr.pr_ac_descripcion in ('Solicitud de admisión', 'Prueba de admisión')`,
    [periods.filter((p) => p.by <= 0).map((p) => p.alias)],
  );

  progress('careers, plans and periods');
  await seedPeople(database, rnd, periods, opts);
  progress('professors, students and applicants');
  for (const [name, write] of parts) await write().then(() => progress(name));
}

/** Told each part of the demo as it is written. */
export type Progress = (part: string) => void;

/** The demo's parts after its people, in the order they build on each other, each with its name for the start's progress. */
function demoParts(database: Database, clock: Clock, institution: Institution | undefined, filesDir?: string): [string, () => Promise<void>][] {
  return [
    ['catalogues', () => seedDemoCatalogues(database)],
    ['finance', () => seedDemoFinanzas(database)],
    ['timetable', () => seedDemoSchedule(database)],
    ['registration', () => seedDemoEnrolment(database, clock.today())],
    ['first-year blocks', () => seedDemoBlocks(database)],
    ['classrooms', () => seedDemoRoomAssignment(database)],
    ['grades', () => seedDemoGrades(database)],
    ['grade sheets', () => seedDemoActas(database)],
    ['grade components', () => seedDemoComponentes(database)],
    ['granted subjects', () => seedDemoOtorgadas(database)],
    ['electives', () => seedDemoElectivas(database)],
    ['equivalences', () => seedDemoEquivalencias(database)],
    // The grades above are written in bulk: their trail as their rows tell it (what the migration did for older grades).
    ['grade trails', () => database.query('select bitacora_inicial()').then(() => undefined)],
    ['indexes', () => seedDemoIndices(database)],
    ['attendance', () => seedDemoAsistencia(database)],
    ['graduates', () => seedDemoGraduados(database)],
    ['titles', () => seedDemoTitulos(database)],
    ['letters', () => seedDemoOficios(database, clock.today())],
    // Continuing education before the collections: its participants pay at the register too.
    ['continuing education', () => seedDemoContinuada(database, clock)],
    ['collections', () => seedDemoCobros(database, clock, institution)],
    ['online payments', () => seedDemoPagosOnline(database, clock, institution)],
    // After the collections: what participants paid decides who has a certificate.
    ['continuing education season', () => seedDemoTemporadaContinuada(database, clock, institution, filesDir)],
    ['payment agreements', () => seedDemoAcuerdos(database, clock)],
    ['purchases', () => seedDemoCompras(database, clock)],
    ['professor categories', () => seedDemoCategoriasDocentes(database)],
    // After the online payments: the fees of the requests still pending stay unpaid.
    ['online requests', () => seedDemoSolicitudes(database, clock)],
    ['professor attendance', () => seedDemoAsistenciaProfesor(database, localNow(clock, 'America/Santo_Domingo')())],
    ['infirmary', () => seedDemoEnfermeria(database, clock)],
    ['teacher evaluation', () => seedDemoEvaluacion(database, clock)],
    ['surveys', () => seedDemoEncuestas(database, clock)],
    ['council', () => seedDemoConsejo(database, clock)],
    ['diplomas', () => seedDemoDiplomas(database, clock)],
    ['donations', () => seedDemoDonaciones(database, clock)],
    ['special services', () => seedDemoServicios(database, clock)],
    // Images are files: written only where the server keeps its files (not in the tests' databases).
    ['diploma signatures', () => (filesDir ? seedDemoFirmas(database, filesDir) : Promise.resolve())],
  ];
}

/**
 * Buildings and classrooms on each campus, so that sections can be scheduled: regular rooms of 30 to
 * 45 seats on every floor (`A-203` is building A, floor 2, room 3), laboratories with computers, and
 * a virtual room per campus. Capacities vary by room so that the scheduling screens show real choices.
 */
async function seedClassrooms(database: Database) {
  const q = (text: string, params: unknown[] = []) => database.query(text, params);
  const [{ n }] = await database.query<{ n: number }>(`select count(*)::int as n from aula`);
  if (n > 0) return;
  await q(
    `insert into edificio (edif_descripcion, sede_id, edif_cantidad_pisos, localizacion)
     select x.name, s.sede_id, x.floors, x.place from json_to_recordset($1::json) x(name text, sede text, floors int, place text)
       join sede s on s.sede_iniciales = x.sede
      where not exists (select 1 from edificio e where e.edif_descripcion = x.name)`,
    [
      JSON.stringify([
        { name: 'Edificio C — Laboratorios', sede: 'SD', floors: 3, place: '18.4875, -69.9598' },
        { name: 'Edificio D — Salud', sede: 'SD', floors: 4, place: '18.4868, -69.9611' },
        { name: 'Edificio Norte', sede: 'STI', floors: 3, place: '19.4517, -70.6970' },
      ]),
    ],
  );
  // Each building gets a letter (its first after "Edificio"), rooms per floor by building.
  await q(
    `with b as (select e.edificio_id, e.sede_id, e.edif_cantidad_pisos as floors,
                       upper(left(split_part(e.edif_descripcion, ' ', 2), 1)) as letter,
                       e.edif_descripcion like '%Laboratorio%' as labs
                  from edificio e),
          rooms as (select b.*, f as floor, r as room from b, generate_series(1, b.floors) f, generate_series(1, case when b.labs then 5 else 6 end) r)
     insert into aula (aula_descripcion, sede_id, edificio_id, aula_piso, tipo_aula_id, aula_capacidad_persona,
                       aula_dimension_ancho_mts, aula_dimension_largo_mts, aula_no_llave_puerta, aula_lleva_pago)
     select rooms.letter || '-' || rooms.floor || lpad(rooms.room::text, 2, '0'), rooms.sede_id, rooms.edificio_id, rooms.floor,
            t.tipo_aula_id,
            case when rooms.labs then 20 + 5 * (rooms.room % 3) else 30 + 5 * ((rooms.floor + rooms.room) % 4) end,
            case when rooms.labs then 8 else 7 + (rooms.room % 3) end, case when rooms.labs then 10 else 8 + (rooms.floor % 3) end,
            'LL-' || rooms.edificio_id || rooms.floor || lpad(rooms.room::text, 2, '0'), rooms.labs
       from rooms join tipo_aula t on t.ti_au_descripcion = case when rooms.labs then 'Laboratorio' else 'Aula regular' end`,
  );
  await q(
    `insert into aula (aula_descripcion, sede_id, edificio_id, aula_piso, tipo_aula_id, aula_capacidad_persona)
     select 'Virtual ' || s.sede_iniciales || '-' || n, s.sede_id,
            (select min(e.edificio_id) from edificio e where e.sede_id = s.sede_id), 0,
            (select tipo_aula_id from tipo_aula where ti_au_descripcion = 'Aula virtual'), 120
       from sede s, generate_series(1, 2) n
      where exists (select 1 from edificio e where e.sede_id = s.sede_id)`,
  );
  // Facilities: a projector and air conditioning almost everywhere, computers in the laboratories.
  await q(
    `insert into aula_facilidades (owner_id, tipo_facilidad_id)
     select a.aula_id, f.tipo_facilidad_id
       from aula a join tipo_aula t on t.tipo_aula_id = a.tipo_aula_id cross join tipo_facilidad f
      where (f.ti_fa_descripcion in ('Proyector', 'Aire acondicionado') and not t.ti_au_es_virtual and a.aula_id % 7 <> 0)
         or (f.ti_fa_descripcion = 'Computadoras' and t.ti_au_es_laboratorio)
         or (f.ti_fa_descripcion = 'Acceso para sillas de ruedas' and a.aula_piso = 1)`,
  );
}

type Rnd = ReturnType<typeof random>;

/** Professors and students, set-based; then the demo accounts join them and registro gets every career. */
async function seedPeople(
  database: Database,
  rnd: Rnd,
  periods: { alias: string; year: number; by: number }[],
  opts: { students?: number; professors?: number },
) {
  const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => database.query<T>(text, params);
  const careers = await q<{ carrera_id: number; alias: string; plan: number; sedes: string[]; tipo: string }>(
    `select c.carrera_id, c.carr_alias as alias, p.plan_estudio_id as plan, t.ti_ca_descripcion as tipo,
            array(select s.sede_iniciales from carrera_sedes cs join sede s on s.sede_id = cs.sede_id where cs.owner_id = c.carrera_id order by s.sede_id) as sedes
       from carrera c join plan_estudio p on p.carrera_id = c.carrera_id join tipo_carrera t on t.tipo_carrera_id = c.tipo_carrera_id order by c.carrera_id`,
  );
  const weights = careers.map((c) => demoCareers.find((d) => d.alias === c.alias)?.weight ?? 1);
  const phoneNumber = () => `${rnd.pick(['809', '829', '849'])}-${String(200 + rnd.int(800))}-${String(rnd.int(10000)).padStart(4, '0')}`;
  const person = (n: number) => {
    const i = rnd.int(nombres.length);
    const second = rnd.next() < 0.35 ? ` ${nombres[(i + 2 * (1 + rnd.int(15))) % nombres.length]}` : '';
    const a = rnd.pick(apellidos);
    const b = apellidos[(apellidos.indexOf(a) + 1 + rnd.int(apellidos.length - 1)) % apellidos.length];
    const login = plain(`${nombres[i]}.${a.split(' ').pop()}`)
      .toLowerCase()
      .replace(/[^a-z.]/g, '');
    return {
      nombres: nombres[i] + second,
      apellidos: `${a} ${b}`,
      sexo: i % 2 === 0 ? 'Masculino' : 'Femenino',
      cedula: cedulaFor(n),
      email: `${login}${n % 1000}@correo.do`,
      telefono: phoneNumber(),
      direccion: `${rnd.pick(calles)} #${1 + rnd.int(140)}${rnd.next() < 0.4 ? `, apto. ${1 + rnd.int(4)}0${1 + rnd.int(4)}` : ''}`,
    };
  };
  const people = `
    src as (select * from json_to_recordset($1::json) as x(k int, nombres text, apellidos text, sexo text, nacimiento date, cedula text, email text, telefono text, direccion text)),
    rd as (select p.pais_id, (select min(n.nacionalidad_id) from nacionalidad n where n.pais_id = p.pais_id) as nacionalidad_id from pais p where p.pais_codigo_iso = 'DO'),
    made as (insert into persona (pers_nombres, pers_apellidos, sexo_id, pers_fecha_nacimiento, pais_id, nacionalidad_id)
             select nombres, apellidos, (select sexo_id from sexo where sexo_descripcion = src.sexo), nacimiento, rd.pais_id, rd.nacionalidad_id
               from src cross join rd order by k returning persona_id),
    pairs as (select m.persona_id, s.* from (select persona_id, row_number() over (order by persona_id) as rn from made) m
                join (select *, row_number() over (order by k) as rn from src) s using (rn)),
    docs as (insert into persona_documento_identificacion (persona_id, tipo_documento_identificacion_id, do_id_valor)
             select persona_id, (select tipo_documento_identificacion_id from tipo_documento_identificacion where do_id_descripcion = 'Cédula'), cedula from pairs),
    mails as (insert into persona_email (persona_id, tipo_email_id, pe_em_email) select persona_id, (select min(tipo_email_id) from tipo_email), email from pairs),
    phones as (insert into persona_telefono (persona_id, tipo_telefono_id, pe_te_telefono)
               select persona_id, (select tipo_telefono_id from tipo_telefono where ti_te_es_celular limit 1), telefono from pairs),
    -- Half live in Santo Domingo or Santiago (where the campuses are), the rest anywhere in the country.
    places as (select m.municipio_id, m.provincia_id, m.pais_id, row_number() over (order by m.municipio_id) - 1 as i, count(*) over () as n,
                      row_number() over (partition by m.provincia_id in (select provincia_id from provincia where prov_descripcion in ('Distrito Nacional', 'Santo Domingo', 'Santiago'))
                                         order by m.municipio_id) - 1 as near_i,
                      m.provincia_id in (select provincia_id from provincia where prov_descripcion in ('Distrito Nacional', 'Santo Domingo', 'Santiago')) as near
                 from municipio m),
    homes as (insert into persona_direccion (persona_id, pais_id, provincia_id, municipio_id, pe_di_direccion)
              select p.persona_id, pl.pais_id, pl.provincia_id, pl.municipio_id, p.direccion
                from pairs p join places pl on case when p.k % 2 = 0 then pl.near and pl.near_i = (p.k / 2) % (select count(*) from places where near)
                                                    else pl.i = p.k % pl.n end)`;

  // Professors: each career gets a share, at one of its campuses, with the campus's next reference code.
  const professorCount = opts.professors ?? 320;
  const codes = new Map<string, number>();
  const profs = Array.from({ length: professorCount }, (_, k) => {
    const career = careers[rnd.weighted(weights)];
    const sede = rnd.pick(career.sedes);
    codes.set(sede, (codes.get(sede) ?? 0) + 1);
    const year = 1960 + rnd.int(35);
    return {
      k,
      ...person(900_000 + k),
      nacimiento: `${year}-${String(1 + rnd.int(12)).padStart(2, '0')}-${String(1 + rnd.int(28)).padStart(2, '0')}`,
      carrera: career.carrera_id,
      sede,
      codigo: `${sede}-${String(codes.get(sede)).padStart(4, '0')}`,
      ingreso: `${2000 + rnd.int(26)}-0${1 + rnd.int(9)}-15`,
      elegible: rnd.next() > 0.03,
    };
  });
  await q(
    `with ${people},
     extra as (select * from json_to_recordset($1::json) as x(k int, carrera int, sede text, codigo text, ingreso date, elegible boolean))
     insert into profesor (persona_id, prof_codigo_referencia, sede_id, carrera_id, estatus_id, prof_fecha_ingreso, prof_es_elegible)
     select p.persona_id, e.codigo, s.sede_id, e.carrera, (select estatus_id from estatus where esta_descripcion = 'Activo'), e.ingreso, e.elegible
       from pairs p join extra e using (k) join sede s on s.sede_iniciales = e.sede`,
    [JSON.stringify(profs)],
  );
  for (const [sede, valor] of codes) {
    await q(
      `insert into secuencia (clave, valor) select 'profesor:' || sede_id, $2 from sede where sede_iniciales = $1
             on conflict (clave) do update set valor = greatest(secuencia.valor, excluded.valor)`,
      [sede, valor],
    );
  }

  // Students: more in recent periods; the current period's are new; a few left, were suspended or graduated.
  const studentCount = opts.students ?? 3200;
  const entry = periods.filter((p) => p.by <= 0);
  const [pattern] = await q<{ v: string | null }>(`select pa_si_valor as v from parametro_sistema where pa_si_clave = 'matricula.formato' and estatus`);
  const seq = new Map<number, number>();
  const studs = Array.from({ length: studentCount }, (_, k) => {
    const career = careers[rnd.weighted(weights)];
    const period = entry[rnd.weighted(entry.map((_, i) => 1 + i / 2))];
    const sede = rnd.pick(career.sedes);
    seq.set(period.year, (seq.get(period.year) ?? 0) + 1);
    const age = career.tipo === 'Maestría' ? 24 + rnd.int(15) : 17 + rnd.int(6);
    const r = rnd.next();
    const termsIn = -period.by;
    const estado =
      period.by === 0
        ? 'Nuevo ingreso'
        : career.tipo === 'Técnico superior' && termsIn >= 6 && r < 0.5
          ? 'Graduado'
          : r < 0.84
            ? 'Activo'
            : r < 0.9
              ? 'Inactivo'
              : r < 0.94
                ? 'Retirado'
                : r < 0.96
                  ? 'Suspendido'
                  : 'Readmitido';
    const who = person(k + 1);
    return {
      k,
      ...who,
      sangre: bloodTypes[rnd.weighted(bloodTypes.map(([, w]) => w))][0],
      emergencia: `${rnd.pick(nombres)} ${who.apellidos.split(' ')[0]}`,
      emergenciaTelefono: phoneNumber(),
      nacimiento: `${period.year - age}-${String(1 + rnd.int(12)).padStart(2, '0')}-${String(1 + rnd.int(28)).padStart(2, '0')}`,
      matricula: formatMatricula(pattern?.v ?? '{anio}-{secuencia:4}', { anio: period.year, secuencia: seq.get(period.year)!, sede }),
      carrera: career.carrera_id,
      plan: career.plan,
      sede,
      periodo: period.alias,
      estado,
    };
  });
  for (let from = 0; from < studs.length; from += 2000) {
    await q(
      `with ${people},
       extra as (select * from json_to_recordset($1::json) as x(k int, matricula text, carrera int, plan int, sede text, periodo text, estado text,
                                                              sangre text, emergencia text, "emergenciaTelefono" text)),
       studs as (insert into estudiante (persona_id, matricula, tipo_sangre_id, estu_en_caso_emergencia, estu_contacto_emergencia)
                 select p.persona_id, e.matricula, (select tipo_sangre_id from tipo_sangre where ti_sa_descripcion = e.sangre), e.emergencia, e."emergenciaTelefono"
                   from pairs p join extra e using (k) returning estudiante_id, persona_id)
       insert into estudiante_carrera (estudiante_id, carrera_id, plan_estudio_id, sede_id, estado_estudiante_id, periodo_ingreso_id, admitido_como_id, condicion_academica_id)
       select st.estudiante_id, e.carrera, e.plan, s.sede_id, ee.estado_estudiante_id, pa.periodo_academico_id,
              (select admitido_como_id from admitido_como where ad_co_descripcion = case when e.k % 12 = 0 then 'Transferido' else 'Nuevo ingreso' end),
              (select condicion_academica_id from condicion_academica where co_ac_descripcion = 'Normal')
         from studs st join pairs p on p.persona_id = st.persona_id join extra e using (k)
         join sede s on s.sede_iniciales = e.sede join estado_estudiante ee on ee.es_es_descripcion = e.estado
         join periodo_academico pa on pa.pe_ac_alias = e.periodo`,
      [JSON.stringify(studs.slice(from, from + 2000))],
    );
  }
  await seedStatusHistory(database);
  await seedDocumentsDelivered(database);
  for (const [year, valor] of seq) {
    await q(`insert into secuencia (clave, valor) values ($1, $2) on conflict (clave) do update set valor = greatest(secuencia.valor, excluded.valor)`, [
      `matricula:${year}`,
      valor,
    ]);
  }

  await seedApplicants(
    database,
    rnd,
    careers,
    periods.find((p) => p.by === 1)!,
    person,
  );
  await joinDemoAccounts(database, periods);
  await seedStudentAccounts(database);
  await q('analyze');
}

/**
 * Every demo student handed in the admission documents around their entry: most delivered a week or
 * two before classes, about a third still owing one (the medical certificate most often).
 */
async function seedDocumentsDelivered(database: Database) {
  await database.query(
    `insert into estudiante_documento (estudiante_carrera_id, documento_academico_id, entregado, fecha_entrega, observacion, usuario_id)
     select ec.estudiante_carrera_id, d.documento_academico_id, not owed, case when not owed then pa.pe_ac_fecha_inicio - 3 - abs(h) % 18 end,
            case when owed then 'Pendiente desde la inscripción' end, (select usuario_id from usuario where usua_nombre = 'registro')
       from estudiante_carrera ec
       join periodo_academico pa on pa.periodo_academico_id = ec.periodo_ingreso_id
       join documento_academico d on d.do_ac_descripcion in ('Acta de nacimiento', 'Copia de la cédula', 'Récord de notas del bachillerato',
                                                             'Certificado de bachiller', 'Fotografía 2x2', 'Certificado médico'),
       lateral (select hashtext(ec.estudiante_carrera_id || ':' || d.documento_academico_id) as h) x,
       lateral (select abs(h) % (case when d.do_ac_descripcion = 'Certificado médico' then 4 else 40 end) = 0 as owed) o
     on conflict (estudiante_carrera_id, documento_academico_id) do nothing`,
  );
}

/**
 * The demo student's record, as two years at the university leave it: identity and contacts, a move
 * from the Santiago campus to Santo Domingo, documents handed in, and messages from the registrar.
 */
async function elenasRecord(database: Database, periods: { alias: string; by: number }[], entry: string) {
  const q = (text: string, params: unknown[] = []) => database.query(text, params);
  const [me] = await database.query<{ persona_id: number; estudiante_id: number; estudiante_carrera_id: number; has_doc: boolean }>(
    `select e.persona_id, e.estudiante_id, ec.estudiante_carrera_id,
            exists (select 1 from persona_documento_identificacion d where d.persona_id = e.persona_id) as has_doc
       from usuario u join estudiante e on e.persona_id = u.persona_id join estudiante_carrera ec on ec.estudiante_id = e.estudiante_id
      where u.usua_nombre = 'estudiante'`,
  );
  if (!me || me.has_doc) return;
  const p = me.persona_id;
  await q(
    `update persona set pais_id = rd.pais_id, nacionalidad_id = (select min(nacionalidad_id) from nacionalidad n where n.pais_id = rd.pais_id)
       from (select pais_id from pais where pais_codigo_iso = 'DO') rd where persona_id = $1`,
    [p],
  );
  await q(
    `update estudiante set tipo_sangre_id = (select tipo_sangre_id from tipo_sangre where ti_sa_descripcion = 'O+'), pers_alergico = 'Penicilina.',
            estu_en_caso_emergencia = 'Rosa Marte (madre)', estu_contacto_emergencia = '809-555-4040', datos_actualizados_en = now() - interval '20 days'
      where estudiante_id = $1`,
    [me.estudiante_id],
  );
  await q(
    `insert into persona_documento_identificacion (persona_id, tipo_documento_identificacion_id, do_id_valor)
     select $1, tipo_documento_identificacion_id, $2 from tipo_documento_identificacion where do_id_descripcion = 'Cédula'`,
    [p, cedulaFor(999_001)],
  );
  await q(
    `insert into persona_telefono (persona_id, tipo_telefono_id, pe_te_telefono)
     select $1, tipo_telefono_id, t.n from tipo_telefono, (values ('Celular', '829-555-1070'), ('Residencial', '809-555-2211')) t(k, n) where ti_te_descripcion = t.k`,
    [p],
  );
  await q(
    `insert into persona_email (persona_id, tipo_email_id, pe_em_email)
     select $1, tipo_email_id, t.m from tipo_email, (values ('Personal', 'elena.marte@correo.do'), ('Institucional', 'elena.marte@demo.edu.do')) t(k, m) where ti_em_descripcion = t.k`,
    [p],
  );
  await q(
    `insert into persona_direccion (persona_id, pais_id, provincia_id, municipio_id, pe_di_direccion)
     select $1, m.pais_id, m.provincia_id, m.municipio_id, 'Calle Las Mercedes #214, Zona Colonial' from municipio m
      where m.muni_descripcion = 'Santo Domingo de Guzmán' limit 1`,
    [p],
  );
  // She started at the Santiago campus and moved to Santo Domingo two terms ago.
  const moved = periods.find((x) => x.by === -2)!;
  await q(
    `with who as (select usuario_id from usuario where usua_nombre = 'registro'),
          ec as (select * from estudiante_carrera where estudiante_carrera_id = $1),
          pa as (select periodo_academico_id, pe_ac_fecha_inicio from periodo_academico where pe_ac_alias = $2),
          sides as (select jsonb_build_object('carreraId', ec.carrera_id, 'planEstudioId', ec.plan_estudio_id, 'estadoEstudianteId', ec.estado_estudiante_id,
                                              'condicionAcademicaId', null, 'sedeId', (select sede_id from sede where sede_iniciales = 'STI')) as antes,
                           jsonb_build_object('carreraId', ec.carrera_id, 'planEstudioId', ec.plan_estudio_id, 'estadoEstudianteId', ec.estado_estudiante_id,
                                              'condicionAcademicaId', null, 'sedeId', ec.sede_id) as despues,
                           (pa.pe_ac_fecha_inicio - 10)::timestamptz + interval '11 hours' as en, ec.*, pa.periodo_academico_id as periodo
                      from ec, pa),
          change as (insert into estudiante_cambio (tipo, estudiante_id, estudiante_carrera_id, periodo_academico_id, antes, despues, motivo_id, usuario_id, creado_en)
                     select 'sede', estudiante_id, estudiante_carrera_id, periodo, antes, despues,
                            (select motivo_id from motivo where moti_descripcion = 'Cercanía a la residencia'), who.usuario_id, en from sides, who)
     insert into audit_log (en, usuario_id, entidad, entidad_id, accion, antes, despues)
     select en, who.usuario_id, 'estudianteCambio.sede', estudiante_id::text, 'actualizar', antes, despues from sides, who`,
    [me.estudiante_carrera_id, moved.alias],
  );
  await q(
    `insert into estudiante_documento (estudiante_carrera_id, documento_academico_id, entregado, fecha_entrega, observacion, usuario_id)
     select $1, d.documento_academico_id, x.entregado, (select pe_ac_fecha_inicio from periodo_academico where pe_ac_alias = $2) + x.dias, x.nota,
            (select usuario_id from usuario where usua_nombre = 'registro')
       from (values ('Acta de nacimiento', true, -14, null), ('Copia de la cédula', true, -14, null), ('Récord de notas del bachillerato', true, -14, null),
                    ('Certificado de bachiller', true, 5, 'Legalizado por el MINERD'), ('Fotografía 2x2', true, -14, null),
                    ('Certificado médico', false, null, 'Pendiente desde la inscripción')) x(doc, entregado, dias, nota)
       join documento_academico d on d.do_ac_descripcion = x.doc`,
    [me.estudiante_carrera_id, entry],
  );
  await q(
    `insert into usuario_mensaje (usuario_id, remitente_id, mensaje, leido, leido_en, creado_en)
     select u.usuario_id, r.usuario_id, x.texto, x.leido, case when x.leido then t.en + interval '2 hours' end, t.en
       from usuario u, usuario r,
            (values ('Bienvenida a la Universidad. Su matrícula y su cuenta ya están activas.', true, (select pe_ac_fecha_inicio - 14 from periodo_academico where pe_ac_alias = $1)),
                    ('Su cambio al Recinto Santo Domingo fue aprobado. Sus clases del próximo período serán en ese recinto.', true,
                     (select pe_ac_fecha_inicio - 10 from periodo_academico where pe_ac_alias = $2)),
                    ('Su carnet estudiantil está listo. Puede retirarlo en Registro, de 8:00 a. m. a 4:00 p. m.', false, current_date - 3)) x(texto, leido, dia),
            lateral (select x.dia::timestamptz + interval '11 hours 30 minutes' as en) t
      where u.usua_nombre = 'estudiante' and r.usua_nombre = 'registro'`,
    [entry, moved.alias],
  );
}

/** How common each blood type is (Dominican blood banks' proportions, rounded). */
const bloodTypes: [string, number][] = [
  ['O+', 46],
  ['A+', 26],
  ['B+', 13],
  ['O-', 5],
  ['AB+', 4],
  ['A-', 3],
  ['B-', 2],
  ['AB-', 1],
];
const calles = [
  'Calle El Conde',
  'Calle Las Mercedes',
  'Calle Padre Billini',
  'Av. Duarte',
  'Av. 27 de Febrero',
  'Av. Winston Churchill',
  'Av. Abraham Lincoln',
  'Av. Máximo Gómez',
  'Av. Independencia',
  'Av. Las Américas',
  'Av. Hermanas Mirabal',
  'Av. Estrella Sadhalá',
  'Calle Restauración',
  'Calle Del Sol',
  'Calle Beller',
  'Calle Sánchez',
  'Calle Mella',
  'Calle José Contreras',
  'Calle San Martín',
  'Calle Los Próceres',
];

/**
 * The change that put each student who is not active where they are: from active to their status,
 * by the registrar, with a reason and in the audit trail, as the status-change screen records it.
 */
async function seedStatusHistory(database: Database) {
  await database.query(
    `with who as (select usuario_id from usuario where usua_nombre = 'registro'),
          moved as (select ec.estudiante_id, ec.estudiante_carrera_id, ec.carrera_id, ec.plan_estudio_id, ec.sede_id, ec.estado_estudiante_id, ee.es_es_descripcion,
                           pa.periodo_academico_id, pa.pe_ac_fecha_inicio
                      from estudiante_carrera ec join estado_estudiante ee on ee.estado_estudiante_id = ec.estado_estudiante_id
                      join periodo_academico pa on pa.periodo_academico_id = ec.periodo_ingreso_id
                     where ee.es_es_descripcion in ('Inactivo', 'Retirado', 'Suspendido', 'Readmitido')),
          sides as (select m.*, jsonb_build_object('carreraId', m.carrera_id, 'planEstudioId', m.plan_estudio_id, 'sedeId', m.sede_id, 'condicionAcademicaId', null,
                                                   'estadoEstudianteId', (select estado_estudiante_id from estado_estudiante where es_es_descripcion = 'Activo')) as antes,
                           jsonb_build_object('carreraId', m.carrera_id, 'planEstudioId', m.plan_estudio_id, 'sedeId', m.sede_id, 'condicionAcademicaId', null,
                                              'estadoEstudianteId', m.estado_estudiante_id) as despues,
                           (select motivo_id from motivo where moti_descripcion = case m.es_es_descripcion when 'Suspendido' then 'Bajo rendimiento académico'
                                                                                 when 'Inactivo' then 'Falta de pago' else 'Solicitud del estudiante' end) as motivo_id,
                           least(m.pe_ac_fecha_inicio + 60 + (m.estudiante_id % 40), current_date - 5)::timestamptz + interval '10 hours' as en
                      from moved m),
          changes as (insert into estudiante_cambio (tipo, estudiante_id, estudiante_carrera_id, periodo_academico_id, antes, despues, motivo_id, usuario_id, creado_en)
                      select 'estatus', estudiante_id, estudiante_carrera_id,
                             coalesce((select p.periodo_academico_id from periodo_academico p where en::date between p.pe_ac_fecha_inicio and p.pe_ac_fecha_fin limit 1),
                                      periodo_academico_id),
                             antes, despues, motivo_id, who.usuario_id, en
                        from sides cross join who returning estudiante_id)
     insert into audit_log (en, usuario_id, entidad, entidad_id, accion, antes, despues)
     select en, who.usuario_id, 'estudianteCambio.estatus', estudiante_id::text, 'actualizar', antes, despues from sides cross join who`,
  );
}

/**
 * Applicants for the next term, at every stage: most just sent, some validated (a few approved by
 * the committee), some rejected or cancelled, with their history. They attached no files.
 */
async function seedApplicants(
  database: Database,
  rnd: Rnd,
  careers: { carrera_id: number; sedes: string[] }[],
  next: { alias: string },
  person: (n: number) => { nombres: string; apellidos: string; cedula: string; email: string; telefono: string },
) {
  const states: [estado: number, weight: number][] = [
    [2, 60],
    [8, 20],
    [5, 8],
    [7, 4],
  ];
  const rows = Array.from({ length: 80 }, (_, k) => {
    const p = person(950_000 + k);
    const career = rnd.pick(careers);
    const estado = states[rnd.weighted(states.map(([, w]) => w))][0];
    const codigo = Array.from({ length: 8 }, () => '23456789ABCDEFGHJKMNPQRSTUVWXYZ'[rnd.int(31)]).join('');
    return { ...p, k, codigo, carrera: career.carrera_id, sede: rnd.pick(career.sedes), estado, comite: estado === 8 && rnd.next() < 0.5 ? 'aprobada' : null };
  });
  await database.query(
    `with src as (select * from json_to_recordset($1::json) x(k int, codigo text, nombres text, apellidos text, cedula text, email text, telefono text, carrera int, sede text, estado int, comite text)),
          ins as (insert into solicitud_admision (codigo, clave_envio, estado_id, periodo_academico_id, sede_id, carrera_id, admitido_como_id, nombres, apellidos,
                                                  fecha_nacimiento, cedula, email, celular, comite_decision, creado_en)
                  select codigo, 'demo-' || k, estado, (select periodo_academico_id from periodo_academico where pe_ac_alias = $2), s.sede_id, carrera,
                         (select admitido_como_id from admitido_como where ad_co_descripcion = 'Nuevo ingreso'), nombres, apellidos,
                         date '2006-01-01' + (k * 37 % 1500), cedula, email, telefono, comite, now() - make_interval(days => 40 - k / 2)
                    from src join sede s on s.sede_iniciales = src.sede
                  returning solicitud_admision_id, estado_id, creado_en)
     insert into solicitud_admision_historial (solicitud_admision_id, estado_anterior_id, estado_id, motivo, creado_en)
     select solicitud_admision_id, null, 2, null, creado_en from ins
     union all
     select solicitud_admision_id, 2, estado_id, case estado_id when 5 then 'No cumple los requisitos de ingreso' when 7 then 'Desistió' end, creado_en + interval '3 days'
       from ins where estado_id <> 2`,
    [JSON.stringify(rows), next.alias],
  );
  await seedTestSittings(database, next);
}

/**
 * Two sittings of the aptitude test for the applicants: one held last week (who came and their scores,
 * a few absent), one next week with its roster called and waiting for results.
 */
async function seedTestSittings(database: Database, next: { alias: string }) {
  const [periodo] = await database.query<{ id: number; sede: number; prueba: number }>(
    `select p.periodo_academico_id as id, (select min(sede_id) from sede) as sede,
            (select prueba_admision_id from prueba_admision where pr_ad_descripcion = 'Prueba de aptitud académica') as prueba
       from periodo_academico p where p.pe_ac_alias = $1`,
    [next.alias],
  );
  if (!periodo?.prueba) return;
  const dia = (dias: number) => new Date(Date.now() + dias * 86_400_000).toISOString().slice(0, 10);
  const sitting = (sePrDescripcion: string, dias: number, sePrHora: string) => ({
    sePrDescripcion,
    pruebaAdmisionId: periodo.prueba,
    periodoAcademicoId: periodo.id,
    sedeId: periodo.sede,
    sePrFecha: dia(dias),
    sePrHora,
    sePrLugar: 'Aula B-201',
    sePrCupo: 30,
  });
  await fill(database, 'sesionPruebaAdmision', [sitting('PAA — primer grupo', -7, '09:00'), sitting('PAA — segundo grupo', 7, '14:00')]);
  // The applicants still in process, oldest first: the first fourteen sat the test, the next eight are called.
  await database.query(
    `with sesiones as (select sesion_prueba_admision_id as id, row_number() over (order by se_pr_fecha) as n
                         from sesion_prueba_admision where periodo_academico_id = $1),
          aspirantes as (select solicitud_admision_id as id, row_number() over (order by creado_en, solicitud_admision_id) as k
                           from solicitud_admision where periodo_academico_id = $1 and estado_id in (2, 8))
     insert into solicitud_admision_prueba (solicitud_admision_id, sesion_prueba_admision_id, asistio, puntuacion)
     select a.id, s.id, case when s.n = 1 then a.k % 7 <> 0 end,
            case when s.n = 1 and a.k % 7 <> 0 then 48 + (a.k * 37) % 50 end
       from aspirantes a join sesiones s on s.n = case when a.k <= 14 then 1 else 2 end
      where a.k <= 22
     on conflict do nothing`,
    [periodo.id],
  );
}

/**
 * Every demo student has an account, as at a university where the portal is how students register:
 * the matrícula is the user name, the e-mail is the institution's, the password the demo one.
 */
async function seedStudentAccounts(database: Database) {
  await database.query(
    `with made as (
       insert into usuario (persona_id, usua_nombre, usua_email, clave_hash, rol_id, sede_id)
       select e.persona_id, lower(e.matricula), lower(e.matricula) || '@estudiantes.demo.claustro.do', d.clave_hash, d.rol_id, ec.sede_id
         from estudiante e
         join lateral (select sede_id from estudiante_carrera x where x.estudiante_id = e.estudiante_id order by x.estudiante_carrera_id limit 1) ec on true
        cross join (select clave_hash, rol_id from usuario where usua_nombre = 'estudiante') d
        where not exists (select 1 from usuario u where u.persona_id = e.persona_id)
       returning usuario_id, sede_id)
     insert into usuario_sede (usuario_id, sede_id) select usuario_id, sede_id from made`,
  );
}

/** `estudiante` becomes a student of Sistemas and `profesor` a professor of it; registro works with every career. */
async function joinDemoAccounts(database: Database, periods: { alias: string; year: number; by: number }[]) {
  const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => database.query<T>(text, params);
  const entry = periods.find((p) => p.by === -3)!;
  const [seq] = await q<{ valor: number }>(
    `insert into secuencia (clave, valor) values ($1, 1) on conflict (clave) do update set valor = secuencia.valor + 1 returning valor`,
    [`matricula:${entry.year}`],
  );
  const [pattern] = await q<{ v: string | null }>(`select pa_si_valor as v from parametro_sistema where pa_si_clave = 'matricula.formato' and estatus`);
  await q(
    `with u as (select persona_id from usuario where usua_nombre = 'estudiante'),
          e as (insert into estudiante (persona_id, matricula) select persona_id, $1 from u
                 where not exists (select 1 from estudiante x where x.persona_id = u.persona_id) returning estudiante_id)
     insert into estudiante_carrera (estudiante_id, carrera_id, plan_estudio_id, sede_id, estado_estudiante_id, periodo_ingreso_id, admitido_como_id, condicion_academica_id)
     select e.estudiante_id, c.carrera_id, p.plan_estudio_id, (select sede_id from sede where sede_iniciales = 'SD'),
            (select estado_estudiante_id from estado_estudiante where es_es_descripcion = 'Activo'),
            (select periodo_academico_id from periodo_academico where pe_ac_alias = $2),
            (select admitido_como_id from admitido_como where ad_co_descripcion = 'Nuevo ingreso'),
            (select condicion_academica_id from condicion_academica where co_ac_descripcion = 'Normal')
       from e, carrera c join plan_estudio p on p.carrera_id = c.carrera_id where c.carr_alias = 'ISC'`,
    [formatMatricula(pattern?.v ?? '{anio}-{secuencia:4}', { anio: entry.year, secuencia: seq.valor, sede: 'SD' }), entry.alias],
  );
  await q(
    `update persona set sexo_id = (select sexo_id from sexo where sexo_descripcion = 'Femenino'), pers_fecha_nacimiento = date '2004-06-12'
      where persona_id = (select persona_id from usuario where usua_nombre = 'estudiante')`,
  );
  await elenasRecord(database, periods, entry.alias);
  const [code] = await q<{ valor: number }>(
    `insert into secuencia (clave, valor) select 'profesor:' || sede_id, 1 from sede where sede_iniciales = 'SD'
     on conflict (clave) do update set valor = secuencia.valor + 1 returning valor`,
  );
  await q(
    `insert into profesor (persona_id, prof_codigo_referencia, sede_id, carrera_id, estatus_id, prof_fecha_ingreso)
     select u.persona_id, $1, (select sede_id from sede where sede_iniciales = 'SD'), (select carrera_id from carrera where carr_alias = 'ISC'),
            (select estatus_id from estatus where esta_descripcion = 'Activo'), date '2015-08-01'
       from usuario u where u.usua_nombre = 'profesor' and not exists (select 1 from profesor f where f.persona_id = u.persona_id)`,
    [`SD-${String(code.valor).padStart(4, '0')}`],
  );
  await q(
    `insert into carrera_usuario_acceso (carrera_id, usuario_id)
     select c.carrera_id, u.usuario_id from carrera c cross join usuario u
      where u.usua_nombre = 'registro' and not exists (select 1 from carrera_usuario_acceso a where a.carrera_id = c.carrera_id and a.usuario_id = u.usuario_id)`,
  );
}
