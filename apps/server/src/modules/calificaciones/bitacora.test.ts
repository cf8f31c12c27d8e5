import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectionFixture } from '../seleccion/seleccion.fixture.ts';

/*
 * A grade's trail: every change on a sheet (entered, changed, cleared), the submission and an approved
 * correction, each with who, when, before and after; append-only; read by who reads the sheet and by
 * staff who read grades, never by a student.
 */

let f: Awaited<ReturnType<typeof selectionFixture>>;
let hoja: string;
type Evento = {
  accion: string;
  usuario: string;
  estudianteCarreraId: number;
  antes: unknown;
  despues: unknown;
  motivo: string | null;
  solicitadaPor: string | null;
};

const put = (payload: object, as = 'profesor') => f.ctx.call({ method: 'PUT', url: hoja, as, payload });
const trail = async (as = 'profesor') => {
  const res = await f.ctx.call({ method: 'GET', url: `${hoja}/bitacora`, as });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.eventos as Evento[];
};
const de = (ec: number, eventos: Evento[]) => eventos.filter((e) => e.estudianteCarreraId === ec).map((e) => [e.accion, e.usuario, e.antes, e.despues]);

beforeAll(async () => {
  f = await selectionFixture();
  const { ids } = f;
  hoja = `/api/academicos/digitacion-notas/secciones/${ids.a}`;
  await f.demoProfessorTeaches('SD-9303', ids.a);
  for (const ec of [ids.elena, ids.otro]) expect((await f.add(ec, ids.a, 'registro')).status).toBe(201);
  await f.ctx.database.query(`update periodo_academico set pe_ac_periodo_digitacion_nota = true where periodo_academico_id = $1`, [ids.periodo]);
});
afterAll(() => f.ctx.close());

describe("a grade's trail", () => {
  it('records each line entered, changed and cleared on the sheet, by whom; a line saved unchanged leaves nothing', async () => {
    const { elena, otro } = f.ids;
    expect(
      (
        await put({
          notas: [
            { estudianteCarreraId: elena, nota: 80 },
            { estudianteCarreraId: otro, nota: 70 },
          ],
        })
      ).status,
    ).toBe(200);
    // Elena's 80 saved again as it was; the other student's 70 becomes 75 and then is cleared.
    expect(
      (
        await put({
          notas: [
            { estudianteCarreraId: elena, nota: 80 },
            { estudianteCarreraId: otro, nota: 75 },
          ],
        })
      ).status,
    ).toBe(200);
    expect((await put({ notas: [{ estudianteCarreraId: otro, nota: null }] })).status).toBe(200);
    const eventos = await trail();
    expect(de(elena, eventos)).toEqual([['digitada', 'profesor', null, { nota: 80, literal: 'B' }]]);
    expect(de(otro, eventos)).toEqual([
      ['digitada', 'profesor', null, { nota: 70, literal: 'C' }],
      ['modificada', 'profesor', { nota: 70, literal: 'C' }, { nota: 75, literal: 'C' }],
      ['borrada', 'profesor', { nota: 75, literal: 'C' }, null],
    ]);
    expect(eventos.every((e) => e.motivo === null)).toBe(true);
  });

  it('records the submission of each line, by whom, and an approved correction with its reason, who asked and who approved', async () => {
    const { elena, otro } = f.ids;
    expect((await put({ notas: [{ estudianteCarreraId: otro, nota: 91 }], enviar: true })).status).toBe(200);
    const asked = await f.ctx.call({
      method: 'POST',
      url: '/api/academicos/acta-supletoria',
      as: 'profesor',
      payload: { seccionAsignaturaId: f.ids.a, estudianteCarreraId: elena, nota: 86, motivo: 'Error de suma en el examen final.' },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const decided = await f.ctx.call({
      method: 'POST',
      url: `/api/academicos/acta-supletoria/${asked.body.actaSupletoriaId}/decision`,
      as: 'registro',
      payload: { aprobar: true },
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    const eventos = await trail('registro');
    expect(de(elena, eventos)).toEqual([
      ['digitada', 'profesor', null, { nota: 80, literal: 'B' }],
      ['enviada', 'profesor', null, { nota: 80, literal: 'B' }],
      ['corregida', 'registro', { nota: 80, literal: 'B' }, { nota: 86, literal: 'B' }],
    ]);
    expect(eventos.at(-1)).toMatchObject({ motivo: 'Error de suma en el examen final.', solicitadaPor: 'profesor', seccion: 'SEL-101-01' });
    expect(de(otro, eventos).slice(-2)).toEqual([
      ['digitada', 'profesor', null, { nota: 91, literal: 'A' }],
      ['enviada', 'profesor', null, { nota: 91, literal: 'A' }],
    ]);
  });

  it("is the student's too, by period and subject, for staff who read grades", async () => {
    const url = `/api/academicos/estudiantes-calificaciones/estudiante/${f.ids.elena}/bitacora`;
    const all = await f.ctx.call({ method: 'GET', url, as: 'registro' });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body).toMatchObject({ completa: true });
    expect(all.body.eventos.map((e: Evento) => e.accion)).toEqual(['digitada', 'enviada', 'corregida']);
    const bySubject = await f.ctx.call({
      method: 'GET',
      url,
      as: 'registro',
      query: { periodoAcademicoId: String(f.ids.periodo), asignaturaId: String(f.ids['SEL-101']) },
    });
    expect(bySubject.body.eventos).toHaveLength(3);
    const other = await f.ctx.call({ method: 'GET', url, as: 'registro', query: { asignaturaId: String(f.ids['SEL-102']) } });
    expect(other.body.eventos).toEqual([]);
    expect((await f.ctx.call({ method: 'GET', url, as: 'estudiante' })).status).toBe(403); // her own, but it names who typed
    expect((await f.ctx.call({ method: 'GET', url, as: 'caja' })).status).toBe(403);
    expect((await f.ctx.call({ method: 'GET', url: url.replace(`/${f.ids.elena}/`, '/99999999/'), as: 'registro' })).status).toBe(404);
    expect((await f.ctx.call({ method: 'GET', url, as: 'registro', query: { asignaturaId: 'x' } })).status).toBe(400);
  });

  it('is not read through the sheet by a student, by staff without a grade screen, or by a professor of other sections', async () => {
    expect((await f.ctx.call({ method: 'GET', url: `${hoja}/bitacora`, as: 'estudiante' })).status).toBe(403);
    expect((await f.ctx.call({ method: 'GET', url: `${hoja}/bitacora`, as: 'caja' })).status).toBe(403);
    const other = `/api/academicos/digitacion-notas/secciones/${f.ids.c}/bitacora`;
    expect((await f.ctx.call({ method: 'GET', url: other, as: 'profesor' })).status).toBe(403);
    expect((await f.ctx.call({ method: 'GET', url: '/api/academicos/digitacion-notas/secciones/99999999/bitacora', as: 'registro' })).status).toBe(404);
  });

  it('is append-only: the database refuses to change or remove an event', async () => {
    await expect(f.ctx.database.query(`update calificacion_bitacora set nota = 100`)).rejects.toThrow(/append-only/);
    await expect(f.ctx.database.query(`delete from calificacion_bitacora`)).rejects.toThrow(/append-only/);
    const [{ n }] = await f.ctx.database.query<{ n: number }>(`select count(*)::int as n from calificacion_bitacora where seccion_asignatura_id = $1`, [
      f.ids.a,
    ]);
    expect(n).toBe(8); // Elena 3, the other student 5: nothing removed
  });
});
