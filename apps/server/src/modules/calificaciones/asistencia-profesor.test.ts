import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectionFixture } from '../seleccion/seleccion.fixture.ts';

/* A professor's own check-in to their classes, their record of the period, and a day's report for staff. */

// Monday 18 January 2027, 08:05 in Santo Domingo: SEL-101-01 meets on Mondays 08:00–10:00 since the 11th.
const now = new Date('2027-01-18T12:05:00Z');
const clock = { now: () => now, today: () => now.toISOString().slice(0, 10) };
let f: Awaited<ReturnType<typeof selectionFixture>>;
const edificio = { lat: 18.4861, lon: -69.9312 };
const marcar = (lat: number, lon: number, seccion?: number, as = 'profesor') =>
  f.ctx.call({
    method: 'POST',
    url: '/api/academicos/profesor-asistencia/marcar',
    as,
    payload: { seccionAsignaturaId: seccion ?? f.ids.a, latitud: lat, longitud: lon },
  });
const propia = (as = 'profesor') => f.ctx.call({ method: 'GET', url: '/api/academicos/profesor-asistencia/propia', as });

beforeAll(async () => {
  f = await selectionFixture({ clock });
  const { ids } = f;
  const one = async (q: string, p: unknown[] = []) => (await f.ctx.database.query<{ id: number }>(q, p))[0].id;
  const profesorId = await one(
    `insert into profesor (persona_id, prof_codigo_referencia, sede_id) select persona_id, 'SD-9304', $1 from usuario where usua_nombre = 'profesor' returning profesor_id as id`,
    [ids.sd],
  );
  const edif = await one(
    `insert into edificio (edif_descripcion, sede_id, edif_cantidad_pisos, localizacion, rango_localizacion) values ('Edificio H', $1, 2, $2, '80') returning edificio_id as id`,
    [ids.sd, `${edificio.lat}, ${edificio.lon}`],
  );
  const aula = await one(
    `insert into aula (aula_descripcion, sede_id, edificio_id, tipo_aula_id, aula_capacidad_persona) values ('H-101', $1, $2, (select min(tipo_aula_id) from tipo_aula), 40)
     returning aula_id as id`,
    [ids.sd, edif],
  );
  await f.ctx.database.query(`update seccion_horario_detalle set profesor_id = $1, aula_id = $2 where seccion_asignatura_id = $3`, [profesorId, aula, ids.a]);
  await f.ctx.database.query(`update periodo_academico set pe_ac_periodo_digitacion_nota = true where periodo_academico_id = $1`, [ids.periodo]);
});
afterAll(() => f.ctx.close());

describe("a professor's attendance", () => {
  it("shows today's class to check in to, and last week's class missed", async () => {
    const res = await propia();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.secciones).toEqual([
      expect.objectContaining({ seccion: 'SEL-101-01', hoy: [{ horaInicio: '08:00', horaFin: '10:00', aula: 'H-101' }], marcadaHoy: null }),
    ]);
    expect(res.body.secciones[0].resumen).toMatchObject({ registradas: 1, ausente: 1, porcentaje: 0 });
  });

  it('checks in near the building, once; refused far away or for a section not theirs', async () => {
    expect((await marcar(edificio.lat + 0.01, edificio.lon)).body).toMatchObject({ code: 'fuera_de_radio' });
    expect((await marcar(edificio.lat, edificio.lon, f.ids.b)).status).toBe(403);
    const res = await marcar(edificio.lat + 0.0003, edificio.lon);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.secciones[0]).toMatchObject({ marcadaHoy: 'presente', resumen: { registradas: 2, presente: 1, ausente: 1, porcentaje: 50 } });
    expect((await marcar(edificio.lat, edificio.lon)).status).toBe(200);
    expect(await f.ctx.database.query(`select estado, distancia_m as d from asistencia_profesor`)).toEqual([{ estado: 'presente', d: 33 }]);
    expect((await f.ctx.database.query(`select 1 from audit_log where entidad = 'asistencia_profesor'`)).length).toBe(1);
  });

  it("is read day by day by staff who are not professors: each meeting's professor and check-in", async () => {
    const res = await f.ctx.call({ method: 'GET', url: '/api/academicos/profesor-asistencia/dia/2027-01-18', as: 'registro' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const a = res.body.find((r: { seccion: string }) => r.seccion === 'SEL-101-01');
    expect(a).toMatchObject({ horaInicio: '08:00', aula: 'H-101', marca: { estado: 'presente', hora: '08:05', distancia: 33 } });
    expect((await f.ctx.call({ method: 'GET', url: '/api/academicos/profesor-asistencia/dia/2027-01-18', as: 'profesor' })).status).toBe(403);
    expect((await f.ctx.call({ method: 'GET', url: '/api/academicos/profesor-asistencia/dia/18-01-2027', as: 'registro' })).status).toBe(400);
    // Registro holds the screen to read the day: asking for its own check-ins is answered, not refused.
    expect((await propia('registro')).body).toEqual({ profesor: false, secciones: [] });
    expect((await propia('estudiante')).status).toBe(403);
  });
});
