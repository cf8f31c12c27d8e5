import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectionFixture } from '../seleccion/seleccion.fixture.ts';
import { pdfText } from '../../test/pdf-text.ts';

/*
 * Attendance: the professor marks a section's students on a day it meets (not ahead of it); staff may
 * correct; a student checks in near the building and on time, and reads their attendance.
 */

// The institution's time (Santo Domingo, UTC−4): Monday 18 January 2027, 08:05 — SEL-101-01 meets on Mondays 08:00–10:00.
let now = new Date('2027-01-18T12:05:00Z');
const clock = { now: () => now, today: () => now.toISOString().slice(0, 10) };
let f: Awaited<ReturnType<typeof selectionFixture>>;
const edificio = { lat: 18.4861, lon: -69.9312 };
const url = (fecha: string, seccion = () => f.ids.a) => `/api/academicos/asistencia/secciones/${seccion()}/fecha/${fecha}`;
const get = (fecha: string, as = 'profesor') => f.ctx.call({ method: 'GET', url: url(fecha), as });
const put = (fecha: string, lineas: object[], as = 'profesor') => f.ctx.call({ method: 'PUT', url: url(fecha), as, payload: { lineas } });
const marcar = (lat: number, lon: number, as = 'estudiante', lang?: 'en') =>
  f.ctx.call({ method: 'POST', url: '/api/academicos/asistencia/marcar', as, lang, payload: { seccionAsignaturaId: f.ids.a, latitud: lat, longitud: lon } });

beforeAll(async () => {
  f = await selectionFixture({ clock });
  const { ids } = f;
  const one = async (q: string, p: unknown[] = []) => (await f.ctx.database.query<{ id: number }>(q, p))[0].id;
  const [{ id: profesorId }] = await f.ctx.database.query<{ id: number }>(
    `insert into profesor (persona_id, prof_codigo_referencia, sede_id) select persona_id, 'SD-9303', $1 from usuario where usua_nombre = 'profesor'
     returning profesor_id as id`,
    [ids.sd],
  );
  // SEL-101-01 meets in a room of a building whose location is on record, within 80 m.
  const edif = await one(
    `insert into edificio (edif_descripcion, sede_id, edif_cantidad_pisos, localizacion, rango_localizacion) values ('Edificio G', $1, 2, $2, '80') returning edificio_id as id`,
    [ids.sd, `${edificio.lat}, ${edificio.lon}`],
  );
  const aula = await one(
    `insert into aula (aula_descripcion, sede_id, edificio_id, tipo_aula_id, aula_capacidad_persona) values ('G-101', $1, $2, (select min(tipo_aula_id) from tipo_aula), 40)
     returning aula_id as id`,
    [ids.sd, edif],
  );
  await f.ctx.database.query(`update seccion_horario_detalle set profesor_id = $1, aula_id = $2 where seccion_asignatura_id = $3`, [profesorId, aula, ids.a]);
  for (const ec of [ids.elena, ids.otro]) expect((await f.add(ec, ids.a, 'registro')).status).toBe(201);
  await f.ctx.database.query(`update periodo_academico set pe_ac_periodo_digitacion_nota = true where periodo_academico_id = $1`, [ids.periodo]);
});
afterAll(() => f.ctx.close());

describe("a section's attendance", () => {
  it('is marked by its professor on a day it meets: each student, saved, audited', async () => {
    const before = await get('2027-01-18');
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body).toMatchObject({ seccion: 'SEL-101-01', editable: true, reuniones: [{ horaInicio: '08:00', horaFin: '10:00', aula: 'G-101' }] });
    expect(before.body.filas.map((r: { estado: null }) => r.estado)).toEqual([null, null]);
    const res = await put('2027-01-18', [
      { estudianteCarreraId: f.ids.otro, estado: 'ausente' },
      { estudianteCarreraId: f.ids.elena, estado: 'tarde' },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.filas.map((r: { estado: string; metodo: string }) => `${r.estado}/${r.metodo}`)).toEqual(['tarde/profesor', 'ausente/profesor']);
    expect((await f.ctx.database.query(`select 1 from audit_log where entidad = 'asistencia'`)).length).toBe(1);
  });

  it('is not marked on a day the section does not meet, nor ahead of the day; bad input writes nothing', async () => {
    const tuesday = await put('2027-01-19', [{ estudianteCarreraId: f.ids.elena, estado: 'presente' }]);
    expect(tuesday.status).toBe(409);
    expect(tuesday.body.message).toBe('La sección SEL-101-01 no tiene clase ese día.');
    expect((await get('2027-01-25')).body.editable).toBe(false);
    expect((await put('2027-01-25', [{ estudianteCarreraId: f.ids.elena, estado: 'presente' }])).status).toBe(409);
    expect((await put('2027-01-18', [{ estudianteCarreraId: f.ids.elena, estado: 'dormido' }])).status).toBe(400);
    expect((await put('2027-01-18', [{ estudianteCarreraId: 99999, estado: 'presente' }])).status).toBe(400);
    expect((await put('18-01-2027', [{ estudianteCarreraId: f.ids.elena, estado: 'presente' }])).status).toBe(400);
    expect((await f.ctx.database.query(`select 1 from asistencia`)).length).toBe(2);
  });

  it('is for its professor and staff holding the screen: not another professor’s, a student’s or a cashier’s', async () => {
    expect((await f.ctx.call({ method: 'GET', url: url('2027-01-18', () => f.ids.c), as: 'profesor' })).status).toBe(403);
    expect((await get('2027-01-18', 'estudiante')).status).toBe(403);
    expect((await get('2027-01-18', 'caja')).status).toBe(403);
    expect((await put('2027-01-18', [{ estudianteCarreraId: f.ids.elena, estado: 'excusa' }], 'registro')).status).toBe(200);
  });
});

describe("a student's check-in", () => {
  it('is taken near the building while the class is on, and shows in their attendance', async () => {
    now = new Date('2027-01-25T12:10:00Z'); // the next Monday, 08:10
    const far = await marcar(edificio.lat + 0.01, edificio.lon);
    expect(far.status).toBe(409);
    expect(far.body.message).toMatch(/^Está a 1\d{3} m del edificio; se marca a 80 m o menos\.$/);
    const res = await marcar(edificio.lat + 0.0003, edificio.lon);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const sec = res.body.secciones.find((s: { seccion: string }) => s.seccion === 'SEL-101-01');
    expect(sec).toMatchObject({ marcadaHoy: 'presente', resumen: { registradas: 2, presente: 1, excusa: 1, porcentaje: 50 } });
    const [row] = await f.ctx.database.query<{ metodo: string; distancia_m: number }>(
      `select metodo, distancia_m from asistencia where fecha = '2027-01-25' and estudiante_carrera_id = $1`,
      [f.ids.elena],
    );
    expect(row.metodo).toBe('geo');
    expect(row.distancia_m).toBeGreaterThan(25);
  });

  it('is refused outside the class hours, on a day without class, and for a section not theirs', async () => {
    now = new Date('2027-01-25T14:30:00Z'); // 10:30, after the class
    const late = await marcar(edificio.lat, edificio.lon, 'estudiante', 'en');
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Attendance is marked from 15 minutes before the class until it ends (08:00–10:00).');
    now = new Date('2027-01-26T12:05:00Z'); // Tuesday
    expect((await marcar(edificio.lat, edificio.lon)).status).toBe(409);
    expect((await marcar(edificio.lat, edificio.lon, 'registro')).status).toBe(403);
  });
});

describe("a section's attendance over its term", () => {
  const resumen = (as = 'profesor', seccion = () => f.ids.a) => f.ctx.call({ method: 'GET', url: `/api/academicos/asistencia/secciones/${seccion()}`, as });

  it('lists the days it meets, how many were marked each, and per student the marks summed and the last day attended', async () => {
    now = new Date('2027-01-26T12:05:00Z');
    const res = await resumen();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // SEL-101-01 meets on Mondays from 11 January to 24 April 2027: fifteen days.
    expect(res.body.dias).toHaveLength(15);
    expect(res.body.dias.slice(0, 3)).toEqual([
      { fecha: '2027-01-11', marcadas: 0 },
      { fecha: '2027-01-18', marcadas: 2 },
      { fecha: '2027-01-25', marcadas: 1 },
    ]);
    expect(res.body.dias.at(-1).fecha).toBe('2027-04-19');
    expect(res.body.hoy).toBe('2027-01-26');
    const fila = (ec: number) => res.body.filas.find((r: { estudianteCarreraId: number }) => r.estudianteCarreraId === ec);
    expect(fila(f.ids.elena)).toMatchObject({ registradas: 2, presente: 1, tarde: 0, ausente: 0, excusa: 1, porcentaje: 50, ultima: '2027-01-25' });
    expect(fila(f.ids.otro)).toMatchObject({ registradas: 1, ausente: 1, porcentaje: 0, ultima: null });
  });

  it('is read by who marks it only', async () => {
    expect((await resumen('registro')).status).toBe(200);
    expect((await resumen('profesor', () => f.ids.c)).status).toBe(403);
    expect((await resumen('estudiante')).status).toBe(403);
    expect((await resumen('caja')).status).toBe(403);
    expect((await resumen('registro', () => 999999)).status).toBe(404);
  });

  it('prints as a register: the students against the meeting days, each mark, the totals and the signature line', async () => {
    const { token } = await f.ctx.login('profesor');
    const res = await f.ctx.app.inject({
      method: 'GET',
      url: `/api/academicos/asistencia/secciones/${f.ids.a}/pdf`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Registro de asistencia');
    expect(text).toContain('SEL-101-01');
    expect(text).toContain('Días de clase: 15 · 3 ya impartidos');
    expect(text).toMatch(/lu\s*11\/01/);
    expect(text).toMatch(/lu\s*19\/04/);
    expect(text).toContain('Firma del profesor');
    expect(text).toContain('P presente · T tarde · A ausente · E excusa');
    const { token: student } = await f.ctx.login('estudiante');
    const denied = await f.ctx.app.inject({
      method: 'GET',
      url: `/api/academicos/asistencia/secciones/${f.ids.a}/pdf`,
      headers: { authorization: `Bearer ${student}` },
    });
    expect(denied.statusCode).toBe(403);
  });
});
