import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectionFixture } from './seleccion.fixture.ts';

let f: Awaited<ReturnType<typeof selectionFixture>>;
beforeAll(async () => {
  f = await selectionFixture();
});
afterAll(() => f.ctx.close());

const q = <T>(sql: string, p: unknown[] = []) => f.ctx.database.query<T>(sql, p);
const url = '/api/administracion-sistema/parametros-sistema';
const setting = async (clave: string) =>
  (await q<{ id: number; valor: string }>(`select parametro_sistema_id as id, pa_si_valor as valor from parametro_sistema where pa_si_clave = $1`, [clave]))[0];
const put = (id: number, clave: string, valor: string) =>
  f.ctx.call({ method: 'PUT', url: `${url}/${id}`, as: 'admin', payload: { paSiClave: clave, paSiValor: valor, paSiDescripcion: 'x', estatus: true } });

describe('system settings', () => {
  it('refuse a value that does not fit the setting, naming it, and keep the one they had', async () => {
    for (const [clave, valor] of [
      ['seleccion.espera_horas', '1.5'],
      ['seleccion.sala_espera.capacidad', 'abc'],
      ['calificaciones.repeticion', 'peor'],
    ]) {
      const before = await setting(clave);
      const res = await put(before.id, clave, valor);
      expect(res.status, `${clave}=${valor}`).toBe(400);
      expect(res.body.fields.paSiValor).toContain(clave);
      expect((await setting(clave)).valor).toBe(before.valor);
    }
    const created = await f.ctx.call({ method: 'POST', url, as: 'admin', payload: { paSiClave: 'graduacion.indice_minimo', paSiValor: '5' } });
    expect(created.status).toBe(400);
  });

  it('take a value of their type and range', async () => {
    const horas = await setting('seleccion.espera_horas');
    expect((await put(horas.id, 'seleccion.espera_horas', '48')).status).toBe(200);
    expect((await setting('seleccion.espera_horas')).valor).toBe('48');
  });

  it('read a value stored before they were checked as their default: a drop with a waiting list still offers the seat', async () => {
    await q(`update parametro_sistema set pa_si_valor = '1.5' where pa_si_clave = 'seleccion.espera_horas'`);
    const full = await f.section('SEL-102', 1, { seccionId: 7, diaId: 3, desde: '14:00', hasta: '16:00' });
    const holder = await f.studentCareer(700);
    expect((await f.add(holder, full, 'registro')).status).toBe(201);
    const waits = await f.ctx.call({ method: 'POST', url: `${f.url(f.ids.otro)}/espera`, as: 'registro', payload: { seccionAsignaturaId: full } });
    expect(waits.status, JSON.stringify(waits.body)).toBe(201);
    const drop = await f.ctx.call({ method: 'DELETE', url: `${f.url(holder)}/secciones/${full}`, as: 'registro' });
    expect(drop.status, JSON.stringify(drop.body)).toBe(200);
    const [offer] = await q<{ horas: number }>(
      `select round(extract(epoch from vence_en - ofrecida_en) / 3600)::int as horas from lista_espera where seccion_asignatura_id = $1`,
      [full],
    );
    expect(offer.horas).toBe(24);
  });
});
