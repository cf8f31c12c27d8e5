/**
 * `npm run bench` (registration day): 20,000 simulated students arrive within 60 seconds, each to
 * register 5 subjects through the API, with the waiting room on (its size set for this machine by
 * BENCH_ROOM, 24 by default). Reported: the admitted requests' p50/p99 (goal p99 ≤ 300 ms), errors
 * (goal: no 5xx), throughput, how long students waited, and the history checker's verdict.
 * On PostgreSQL with its production settings, like the other benchmarks.
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '@claustro/server/src/app.ts';
import { loadInstitution } from '@claustro/server/src/platform/config.ts';
import { checkHistory, type Ack } from '@claustro/server/src/test/registration-history.ts';
import { rolEstudiante } from '@claustro/domain/seguridad/session';
import { benchDatabase, runBench } from './bench-database.ts';
import { requestJson } from './load.ts';
import { seedRegistrationWorld, spreadPair } from './registration-world.ts';

const students = Number(process.env.BENCH_ROOM_STUDENTS ?? 20_000);
const arrivalSeconds = Number(process.env.BENCH_ROOM_ARRIVAL ?? 60);
const room = Number(process.env.BENCH_ROOM ?? 24);
const subjects = 5;
const pct = (xs: number[], p: number) => (xs.length ? xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] : NaN);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main() {
  const { database, settings, drop } = await benchDatabase('claustro_bench_room');
  try {
    const w = await seedRegistrationWorld(database, students);
    // Every student gets an account; tokens are signed here (20,000 sign-ins would measure argon2, not registration).
    await database.query(
      `insert into usuario (persona_id, usua_nombre, usua_email, clave_hash, rol_id)
       select e.persona_id, 'alumno' || ec.estudiante_carrera_id, 'alumno' || ec.estudiante_carrera_id || '@carga.edu.do', 'x', $2
         from estudiante_carrera ec join estudiante e on e.estudiante_id = ec.estudiante_id where ec.estudiante_carrera_id >= $1`,
      [w.ecBase, rolEstudiante],
    );
    await database.query(`update parametro_sistema set pa_si_valor = $1 where pa_si_clave = 'seleccion.sala_espera.capacidad'`, [String(room)]);
    const accounts = await database.query<{ ec: number; usuarioId: number; usuaNombre: string; email: string; sv: number }>(
      `select ec.estudiante_carrera_id as ec, u.usuario_id as "usuarioId", u.usua_nombre as "usuaNombre", u.usua_email as email, u.sesion_version as sv
         from estudiante_carrera ec join estudiante e on e.estudiante_id = ec.estudiante_id join usuario u on u.persona_id = e.persona_id
        where ec.estudiante_carrera_id >= $1 order by ec.estudiante_carrera_id`,
      [w.ecBase],
    );
    const app = await buildApp({ institution: loadInstitution('TEST'), database, webDist: '/nonexistent', logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    const sign = (a: (typeof accounts)[number]) =>
      app.tokens.sign(
        {
          usuarioId: a.usuarioId,
          usuaNombre: a.usuaNombre,
          nombres: 'Estudiante',
          apellidos: 'Carga',
          email: a.email,
          fotoPerfil: null,
          companyLogo: '',
          sede: null,
          sedeId: null,
          multipleSedes: false,
          rolId: rolEstudiante,
          expiredPassword: false,
          companyId: 1,
          sv: a.sv,
        },
        3600,
      );
    const tokens = await Promise.all(accounts.map(sign));

    const admittedLat: number[] = [];
    const pollLat: number[] = [];
    const waited: number[] = [];
    const statuses = new Map<number, number>();
    const acks: Ack[] = [];
    let polls = 0;
    const count = (s: number) => statuses.set(s, (statuses.get(s) ?? 0) + 1);
    const t0 = performance.now();
    const student = async (i: number) => {
      await sleep((i / accounts.length) * arrivalSeconds * 1000);
      const a = accounts[i];
      const token = tokens[i];
      const arrived = performance.now();
      for (;;) {
        const s = performance.now();
        const turno = await requestJson({ port, token, method: 'POST', path: '/api/seleccion/sala-espera' });
        pollLat.push(performance.now() - s);
        polls++;
        count(turno.status);
        if (turno.status !== 200) {
          await sleep(2000);
          continue;
        }
        const body = turno.body as { admitido: boolean; reintentarSegundos: number | null };
        if (body.admitido) break;
        await sleep((body.reintentarSegundos ?? 5) * 1000);
      }
      waited.push((performance.now() - arrived) / 1000);
      for (let j = 0; j < subjects; j++) {
        const p = spreadPair(w, (a.ec - w.ecBase) * 40 + j);
        const s = performance.now();
        const res = await requestJson({
          port,
          token,
          method: 'POST',
          path: `/api/seleccion/estudiantes/${a.ec}/periodo/${w.periodo}/secciones`,
          body: { seccionAsignaturaId: p.sid },
        });
        count(res.status);
        if (res.status === 201) {
          admittedLat.push(performance.now() - s);
          acks.push({ estudianteCarreraId: a.ec, seccionAsignaturaId: p.sid });
        }
      }
      await requestJson({ port, token, method: 'DELETE', path: '/api/seleccion/sala-espera' });
    };
    await Promise.all(accounts.map((_, i) => student(i)));
    const seconds = (performance.now() - t0) / 1000;
    const touched = [...new Set(acks.map((a) => a.seccionAsignaturaId))];
    const history = await checkHistory(database, acks, touched);
    await app.close();

    admittedLat.sort((a, b) => a - b);
    pollLat.sort((a, b) => a - b);
    waited.sort((a, b) => a - b);
    const fmt = (n: number, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : '-');
    const fiveXX = [...statuses].filter(([s]) => s >= 500 || s === 0).reduce((n, [, c]) => n + c, 0);
    console.log(
      `\nRegistration day — ${accounts.length} students arriving within ${arrivalSeconds} s, ${subjects} subjects each, waiting room of ${room}, PostgreSQL (${settings})\n`,
    );
    console.log('| measurement | value | goal |');
    console.log('| --- | ---: | ---: |');
    console.log(`| registrations accepted | ${acks.length} of ${accounts.length * subjects} | all |`);
    console.log(`| admitted requests p50 / p99 ms | ${fmt(pct(admittedLat, 50))} / ${fmt(pct(admittedLat, 99))} | p99 ≤ 300 |`);
    console.log(`| registrations per second (whole day) | ${fmt(acks.length / seconds, 0)} | |`);
    console.log(`| waiting-room polls: count, p50 / p99 ms | ${polls}, ${fmt(pct(pollLat, 50))} / ${fmt(pct(pollLat, 99))} | |`);
    console.log(`| wait before being let in: p50 / p99 / max s | ${fmt(pct(waited, 50))} / ${fmt(pct(waited, 99))} / ${fmt(waited.at(-1) ?? NaN)} | |`);
    console.log(`| 5xx or failed connections | ${fiveXX} | 0 |`);
    console.log(`| answers | ${JSON.stringify(Object.fromEntries(statuses))} | |`);
    console.log(`| day length s | ${fmt(seconds)} | |`);
    console.log(
      `| history: lost / overbooked / miscounted | ${history.lost.length} / ${history.overbooked.length} / ${history.miscounted.length} | 0 / 0 / 0 |`,
    );
  } finally {
    await drop();
  }
}

runBench(main);
