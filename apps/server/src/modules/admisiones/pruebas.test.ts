import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestContext, type TestContext } from '../../test/context.ts';
import { idOf } from '../../test/academic-fixtures.ts';
import { admissionSetup } from '../../test/admission-fixtures.ts';

let ctx: TestContext;
let setup: Awaited<ReturnType<typeof admissionSetup>>;
const ids: Record<string, number> = {};
const api = (sesion: number) => `/api/academicos/pruebas-admision-sesiones/${sesion}/solicitudes`;

beforeAll(async () => {
  ctx = await createTestContext();
  setup = await admissionSetup(ctx, 'PRUE');
  ids.paa = await idOf(ctx, `select prueba_admision_id as id from prueba_admision where pr_ad_descripcion = 'Prueba de aptitud académica'`);
  const sitting = async (cupo: number) =>
    (
      await ctx.call({
        method: 'POST',
        url: '/api/academicos/pruebas-admision-sesiones',
        as: 'admisiones',
        payload: {
          sePrDescripcion: `PAA grupo ${cupo}`,
          pruebaAdmisionId: ids.paa,
          periodoAcademicoId: setup.periodo,
          sedeId: setup.sd,
          sePrFecha: '2027-01-20',
          sePrHora: '09:00',
          sePrLugar: 'Aula B-201',
          sePrCupo: cupo,
        },
      })
    ).body.sesionPruebaAdmisionId;
  ids.sesion = await sitting(2);
  ids.otra = await sitting(10);
  for (const name of ['ana', 'beto', 'carla'])
    ids[name] = (await setup.submit(setup.solicitud({ nombres: name, email: `${name}.prueba@correo.do` }))).body.solicitudAdmisionId;
});
afterAll(() => ctx.close());

const call = (sesion: number, solicitudAdmisionId: number, as = 'admisiones') =>
  ctx.call({ method: 'POST', url: api(sesion), as, payload: { solicitudAdmisionId } });

describe('admission test sittings', () => {
  it('call applicants within the seats, once per test, telling them by e-mail', async () => {
    const first = await call(ids.sesion, ids.ana);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ prueba: 'Prueba de aptitud académica', inscritos: 1, cupo: 2 });
    const [mail] = await ctx.database.query<{ texto: string }>(
      `select texto from correo_saliente where para = 'ana.prueba@correo.do' and asunto like '%convocatoria%'`,
    );
    expect(mail.texto).toContain('2027-01-20 a las 09:00, en Aula B-201');
    expect((await call(ids.sesion, ids.beto)).status).toBe(201);
    const full = await call(ids.sesion, ids.carla);
    // A full sitting and a second call are business conflicts: 409 with their code.
    expect([full.status, full.body.code]).toEqual([409, 'sesion_llena']);
    expect(full.body.fields.sesionPruebaAdmisionId).toBe('La convocatoria no tiene cupo.');
    const twice = await call(ids.otra, ids.ana);
    expect([twice.status, twice.body.code]).toEqual([409, 'ya_convocado']);
    expect(twice.body.fields.solicitudAdmisionId).toMatch(/ya está convocado/);
    expect((await call(ids.otra, ids.carla, 'caja')).status).toBe(403);
  });

  it('record attendance and scores, passing at the test’s mark, refusing impossible ones', async () => {
    const save = (body: object[]) => ctx.call({ method: 'PUT', url: `${api(ids.sesion)}/resultados`, as: 'admisiones', payload: body });
    const over = await save([{ solicitudAdmisionId: ids.ana, asistio: true, puntuacion: 120 }]);
    expect(over.body.fields['0.puntuacion']).toBe('La puntuación máxima es 100.');
    const absentScore = await save([{ solicitudAdmisionId: ids.beto, asistio: false, puntuacion: 50 }]);
    expect(absentScore.status).toBe(400);
    const stranger = await save([{ solicitudAdmisionId: ids.carla, asistio: true, puntuacion: 80 }]);
    expect(stranger.status).toBe(400);
    const ok = await save([
      { solicitudAdmisionId: ids.ana, asistio: true, puntuacion: 75.5 },
      { solicitudAdmisionId: ids.beto, asistio: false },
    ]);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.solicitudes.map((s: { nombres: string; puntuacion: string | null; aprobado: boolean }) => [s.nombres, s.puntuacion, s.aprobado])).toEqual([
      ['ana', '75.50', true],
      ['beto', null, false],
    ]);
    const request = await ctx.call({ method: 'GET', url: `/api/academicos/solicitudes-admisiones/${ids.ana}`, as: 'admisiones' });
    expect(request.body.pruebas).toEqual([expect.objectContaining({ prueba: 'Prueba de aptitud académica', puntuacion: '75.50', aprobado: true })]);
  });

  it('let go only of who has no result yet', async () => {
    const before = await countRows(ctx.database, 'solicitud_admision_prueba');
    // Taking off someone who already has a result is a conflict: 409 with its code.
    const off = await ctx.call({ method: 'DELETE', url: `${api(ids.sesion)}/${ids.ana}`, as: 'admisiones' });
    expect([off.status, off.body.code]).toEqual([409, 'convocado_con_resultado']);
    expect(await countRows(ctx.database, 'solicitud_admision_prueba')).toBe(before);
    expect((await call(ids.otra, ids.carla)).status).toBe(201);
    const freed = await ctx.call({ method: 'DELETE', url: `${api(ids.otra)}/${ids.carla}`, as: 'admisiones' });
    expect(freed.status).toBe(200);
    expect(freed.body.inscritos).toBe(0);
  });
});
