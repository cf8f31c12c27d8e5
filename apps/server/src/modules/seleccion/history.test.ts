import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkHistory, type Ack } from '../../test/registration-history.ts';
import { selectionFixture } from './seleccion.fixture.ts';

let f: Awaited<ReturnType<typeof selectionFixture>>;
beforeAll(async () => {
  f = await selectionFixture();
});
afterAll(() => f.ctx.close());

const yieldNow = () => new Promise((r) => setImmediate(r));

describe('the history of a registration rush', () => {
  it('holds every acknowledged registration, and no section more than its seats, when forty students try six sections at once', async () => {
    const secciones: number[] = [];
    for (let n = 0; n < 6; n++) secciones.push(await f.section('SEL-103', 5, { seccionId: 20 + n }));
    const students: number[] = [];
    for (let n = 0; n < 40; n++) students.push(await f.studentCareer(600 + n));
    const acks: Ack[] = [];
    await Promise.all(
      students.flatMap((ec) =>
        secciones.map(async (sid) => {
          const res = await f.add(ec, sid, 'registro');
          if (res.status === 201) acks.push({ estudianteCarreraId: ec, seccionAsignaturaId: sid });
          else expect(res.status, JSON.stringify(res.body)).toBe(409);
        }),
      ),
    );
    const report = await checkHistory(f.ctx.database, acks, secciones);
    expect(report).toEqual({ lost: [], overbooked: [], miscounted: [] });
    expect(acks).toHaveLength(30); // every seat taken, each student once
    expect(new Set(acks.map((a) => a.estudianteCarreraId)).size).toBe(30);
  });

  it('catches a naive read-then-write registration overbooking (the checker can fail)', async () => {
    const secciones = [await f.section('SEL-104', 5, { seccionId: 30 }), await f.section('SEL-104', 5, { seccionId: 31 })];
    const students: number[] = [];
    for (let n = 0; n < 30; n++) students.push(await f.studentCareer(700 + n));
    const q = <T>(sql: string, p: unknown[]) => f.ctx.database.query<T>(sql, p);
    /** What must never be written: the seats read, then written back, with other requests in between. */
    const naiveAdd = async (ec: number, sid: number) => {
      const [s] = await q<{ inscritos: number; capacidad: number; asignatura: number; periodo: number }>(
        `select se_en_inscritos as inscritos, se_en_capacidad as capacidad, asignatura_id as asignatura, periodo_academico_id as periodo
           from seccion_horario where seccion_asignatura_id = $1`,
        [sid],
      );
      await yieldNow();
      if (s.inscritos >= s.capacidad) return false;
      await q(`update seccion_horario set se_en_inscritos = $2 where seccion_asignatura_id = $1`, [sid, s.inscritos + 1]);
      await q(
        `insert into seleccion (estudiante_carrera_id, seccion_asignatura_id, periodo_academico_id, asignatura_id, usuario_id)
         values ($1, $2, $3, $4, (select min(usuario_id) from usuario))`,
        [ec, sid, s.periodo, s.asignatura],
      );
      return true;
    };
    const acks: Ack[] = [];
    await Promise.all(
      students.map(async (ec, i) => {
        const sid = secciones[i % 2];
        if (await naiveAdd(ec, sid)) acks.push({ estudianteCarreraId: ec, seccionAsignaturaId: sid });
      }),
    );
    const report = await checkHistory(f.ctx.database, acks, secciones);
    expect(report.lost).toEqual([]);
    expect(report.overbooked.length + report.miscounted.length).toBeGreaterThan(0);
  });
});
