import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { careerWithPlan, registerStudent, sedeId } from '../../test/academic-fixtures.ts';

let ctx: TestContext;
let elena = 0;
let otro = 0;
const clock = { now: () => new Date('2026-11-22T12:00:00Z'), today: () => '2026-11-22' };

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  const sd = await sedeId(ctx, 'SD');
  const career = await careerWithPlan(ctx, 'DATOS', [sd]);
  const created = await registerStudent(ctx, { ...career, sedeId: sd }, { persNombres: 'Elena' });
  elena = created.estudianteId;
  otro = (await registerStudent(ctx, { ...career, sedeId: sd })).estudianteId;
  // The demo account `estudiante` is Elena (admissions makes such accounts).
  await ctx.database.query(`update usuario set persona_id = $1 where usua_nombre = 'estudiante'`, [created.personaId]);
});
afterAll(() => ctx.close());

const upToDate = (id: number, as = 'estudiante') => ctx.call({ method: 'GET', url: `/api/dashboard/estudiantes/proceso-datos-actualizar/${id}`, as });
const campaign = (desde: string | null, as = 'admin') =>
  ctx.call({ method: 'PUT', url: '/api/academicos/procesamiento-datos-estudiantes', as, payload: { desde } });
const datos = {
  telefonos: [{ tipoTelefonoId: 2, peTeTelefono: '809-555-3030' }],
  emails: [{ tipoEmailId: 1, peEmEmail: 'elena@correo.do' }],
  direcciones: [{ peDiDireccion: 'Av. Duarte 45, Santiago' }],
  estuEnCasoEmergencia: 'Rosa Marte',
  estuContactoEmergencia: '809-555-4040',
  persAlergico: 'Ninguna',
};

describe('students confirming their personal data', () => {
  it('are up to date while no campaign is in force', async () => {
    expect((await upToDate(elena)).body).toBe(true);
  });

  it('are blocked by a campaign until they confirm, and only the student (or staff who see students) may ask', async () => {
    const started = await campaign('2026-11-01');
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toMatchObject({ desde: '2026-11-01', alDia: 0 });
    expect(started.body.pendientes).toBeGreaterThanOrEqual(2);
    expect((await upToDate(elena)).body).toBe(false);
    expect((await upToDate(otro)).status).toBe(403);
    expect((await upToDate(otro, 'registro')).body).toBe(false);

    const missing = await ctx.call({
      method: 'PUT',
      url: '/api/dashboard/estudiantes/datos-personales',
      as: 'estudiante',
      payload: { ...datos, telefonos: [], estuEnCasoEmergencia: '' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toMatchObject({ telefonos: 'Indique al menos un teléfono.' });
    expect(missing.body.fields.estuEnCasoEmergencia).toBeTruthy();
    expect((await upToDate(elena)).body).toBe(false);

    const saved = await ctx.call({ method: 'PUT', url: '/api/dashboard/estudiantes/datos-personales', as: 'estudiante', payload: datos });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ alDia: true, estuEnCasoEmergencia: 'Rosa Marte', telefonos: [{ peTeTelefono: '809-555-3030' }] });
    expect((await upToDate(elena)).body).toBe(true);
    expect((await ctx.call({ method: 'GET', url: '/api/academicos/procesamiento-datos-estudiantes', as: 'admin' })).body.alDia).toBe(1);
  });

  it('lets the student read the catalogues the form needs, and refuses a type that does not exist, writing nothing', async () => {
    for (const url of ['/api/generales/tipos-telefonos', '/api/generales/tipos-emails', '/api/generales/paises', '/api/generales/tipos-sangres']) {
      const res = await ctx.call({ method: 'GET', url, as: 'estudiante' });
      expect([url, res.status]).toEqual([url, 200]);
      expect(res.body.length, url).toBeGreaterThan(0);
    }
    // Catalogues the form does not need stay closed to students.
    expect((await ctx.call({ method: 'GET', url: '/api/academicos/carreras', as: 'estudiante' })).status).toBe(403);
    const before = (await ctx.call({ method: 'GET', url: '/api/dashboard/estudiantes/datos-personales', as: 'estudiante' })).body;
    const bad = await ctx.call({
      method: 'PUT',
      url: '/api/dashboard/estudiantes/datos-personales',
      as: 'estudiante',
      payload: { ...datos, telefonos: [{ tipoTelefonoId: 999_999, peTeTelefono: '809-555-0000' }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.telefonos).toMatch(/Teléfonos/);
    const after = (await ctx.call({ method: 'GET', url: '/api/dashboard/estudiantes/datos-personales', as: 'estudiante' })).body;
    expect(after).toEqual(before);
  });

  it('is refused to non-students and to staff without the parameters screen; a future campaign date is refused', async () => {
    expect((await ctx.call({ method: 'GET', url: '/api/dashboard/estudiantes/datos-personales', as: 'caja' })).status).toBe(403);
    expect((await campaign('2026-11-01', 'registro')).status).toBe(403);
    expect((await campaign('2027-01-01')).body.fields.desde).toMatch(/futura/);
    const ended = await campaign(null);
    expect(ended.body.desde).toBeNull();
    expect((await upToDate(otro, 'registro')).body).toBe(true);
  });
});
