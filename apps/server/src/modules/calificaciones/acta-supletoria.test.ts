import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectionFixture } from '../seleccion/seleccion.fixture.ts';

/*
 * Corrections of submitted grades (actas supletorias): asked for with a reason by who grades the
 * section, decided by someone else holding the screen; the grade changes only when approved.
 */

let f: Awaited<ReturnType<typeof selectionFixture>>;
let literal: Record<string, number>;
const base = '/api/academicos/acta-supletoria';

const ask = (payload: object, as = 'profesor', lang?: 'en') => f.ctx.call({ method: 'POST', url: base, as, payload, lang });
const decide = (id: number, payload: object, as = 'registro') => f.ctx.call({ method: 'POST', url: `${base}/${id}/decision`, as, payload });
const grade = async (ec: number) =>
  (
    await f.ctx.database.query<{ g: string }>(
      `select coalesce(c.nota::text, '-') || ' ' || l.ca_li_literal as g from calificacion c
         join calificacion_literal l on l.calificacion_literal_id = c.calificacion_literal_id where c.seccion_asignatura_id = $1 and c.estudiante_carrera_id = $2`,
      [f.ids.a, ec],
    )
  )[0]?.g;
const count = async () => (await f.ctx.database.query<{ n: number }>(`select count(*)::int as n from acta_supletoria`))[0].n;
const sheet = (as = 'profesor') => f.ctx.call({ method: 'GET', url: `/api/academicos/digitacion-notas/secciones/${f.ids.a}`, as });

beforeAll(async () => {
  f = await selectionFixture();
  const { ids } = f;
  // The demo account "profesor" teaches SEL-101-01; Elena and another student are registered in it.
  await f.demoProfessorTeaches('SD-9302', ids.a);
  for (const ec of [ids.elena, ids.otro]) expect((await f.add(ec, ids.a, 'registro')).status).toBe(201);
  await f.ctx.database.query(`update periodo_academico set pe_ac_periodo_digitacion_nota = true where periodo_academico_id = $1`, [ids.periodo]);
  literal = Object.fromEntries(
    (await f.ctx.database.query<{ l: string; id: number }>(`select ca_li_literal as l, calificacion_literal_id as id from calificacion_literal`)).map((r) => [
      r.l,
      r.id,
    ]),
  );
});
afterAll(() => f.ctx.close());

const elena = () => ({ seccionAsignaturaId: f.ids.a, estudianteCarreraId: f.ids.elena });
const motivo = 'Error de digitación: la nota del examen final era 92.';

describe('a correction of a submitted grade', () => {
  it('is not asked for while the sheet is open: the grade is corrected in grade entry', async () => {
    const url = `/api/academicos/digitacion-notas/secciones/${f.ids.a}`;
    const put = (enviar: boolean) =>
      f.ctx.call({
        method: 'PUT',
        url,
        as: 'profesor',
        payload: {
          enviar,
          notas: [
            { estudianteCarreraId: f.ids.elena, nota: 85.5 },
            { estudianteCarreraId: f.ids.otro, nota: 64 },
          ],
        },
      });
    expect((await put(false)).status).toBe(200);
    const early = await ask({ ...elena(), nota: 92, motivo });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('El acta de SEL-101-01 aún no se ha enviado: corrija la nota en la digitación.');
    expect((await put(true)).status).toBe(200);
    expect(await count()).toBe(0);
  });

  it('refuses bad input, and anyone but who grades the section, writing nothing', async () => {
    expect((await ask({ ...elena(), nota: 92, motivo: 'corto' })).status).toBe(400);
    expect((await ask({ ...elena(), nota: 101, motivo })).status).toBe(400);
    expect((await ask({ ...elena(), nota: 92.555, motivo })).status).toBe(400);
    expect((await ask({ ...elena(), nota: null, motivo })).status).toBe(400);
    const same = await ask({ ...elena(), nota: 85.5, motivo }, 'profesor', 'en');
    expect(same.status).toBe(400);
    expect(same.body.message).toBe('The correction leaves the grade as it is.');
    expect((await ask({ ...elena(), nota: 92, motivo }, 'estudiante')).status).toBe(403);
    expect((await ask({ ...elena(), nota: 92, motivo }, 'caja')).status).toBe(403);
    // The professor does not teach SEL-103-01.
    expect((await ask({ seccionAsignaturaId: f.ids.c, estudianteCarreraId: f.ids.elena, nota: 92, motivo })).status).toBe(403);
    // A student not on the sheet.
    const tercera = await f.studentCareer(3);
    expect((await ask({ seccionAsignaturaId: f.ids.a, estudianteCarreraId: tercera, nota: 92, motivo })).status).toBe(404);
    expect(await count()).toBe(0);
    expect(await grade(f.ids.elena)).toBe('85.50 B');
  });

  it("is asked for by the section's professor with a reason: pending, the grade unchanged, the sheet shows it; one at a time", async () => {
    const res = await ask({ ...elena(), nota: 92, motivo });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      seccion: 'SEL-101-01',
      nombre: 'Estudiante Marte, Elena',
      antes: { nota: 85.5, literal: 'B' },
      despues: { nota: 92, literal: 'A' },
      motivo,
      estado: 'pendiente',
      solicitadaPor: 'profesor',
      resueltaPor: null,
    });
    expect(await grade(f.ids.elena)).toBe('85.50 B');
    const row = (await sheet()).body.filas.find((r: { estudianteCarreraId: number }) => r.estudianteCarreraId === f.ids.elena);
    expect(row).toMatchObject({ nota: 85.5, literal: 'B', correccion: { nota: 92, literal: 'A' } });
    const again = await ask({ ...elena(), nota: 95, motivo });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('Ya hay una corrección pendiente');
  });

  it('is listed for those who decide, by state and by search; not for the professor', async () => {
    const list = await f.ctx.call({ method: 'GET', url: `${base}?estado=pendiente`, as: 'registro' });
    expect(list.status).toBe(200);
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.body[0].nombre).toBe('Estudiante Marte, Elena');
    expect((await f.ctx.call({ method: 'GET', url: `${base}?value=marte`, as: 'registro' })).body).toHaveLength(1);
    expect((await f.ctx.call({ method: 'GET', url: `${base}?value=SEL-101`, as: 'registro' })).body).toHaveLength(1);
    expect((await f.ctx.call({ method: 'GET', url: `${base}?estado=aprobada`, as: 'registro' })).body).toHaveLength(0);
    expect((await f.ctx.call({ method: 'GET', url: `${base}?estado=otra`, as: 'registro' })).status).toBe(400);
    expect((await f.ctx.call({ method: 'GET', url: base, as: 'profesor' })).status).toBe(403);
  });

  it('is decided by someone else holding the screen: never by who asked, never by the professor; a rejection says why', async () => {
    const otro = await ask(
      { seccionAsignaturaId: f.ids.a, estudianteCarreraId: f.ids.otro, nota: 72, motivo: 'Revisión del examen: suma mal hecha.' },
      'registro',
    );
    expect(otro.status, JSON.stringify(otro.body)).toBe(201);
    const own = await decide(otro.body.actaSupletoriaId, { aprobar: true });
    expect(own.status).toBe(409);
    expect(own.body.message).toBe('Otra persona debe decidir sobre la corrección que usted pidió.');
    expect((await decide(otro.body.actaSupletoriaId, { aprobar: true }, 'profesor')).status).toBe(403);
    expect((await decide(otro.body.actaSupletoriaId, { aprobar: false }, 'admin')).status).toBe(400);
    const rejected = await decide(otro.body.actaSupletoriaId, { aprobar: false, observacion: 'El examen no suma 72.' }, 'admin');
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body).toMatchObject({ estado: 'rechazada', resueltaPor: 'admin', observacion: 'El examen no suma 72.' });
    expect(await grade(f.ids.otro)).toBe('64.00 D');
    expect((await decide(otro.body.actaSupletoriaId, { aprobar: true }, 'admin')).status).toBe(409);
  });

  it('changes the grade when approved, keeping the request, the decision and the audit; once', async () => {
    const [{ id }] = await f.ctx.database.query<{ id: number }>(`select id from acta_supletoria where estado = 'pendiente'`);
    const res = await decide(id, { aprobar: true, observacion: 'Verificado con el examen.' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ estado: 'aprobada', resueltaPor: 'registro', antes: { nota: 85.5, literal: 'B' }, despues: { nota: 92, literal: 'A' } });
    expect(await grade(f.ids.elena)).toBe('92.00 A');
    expect((await decide(id, { aprobar: true })).status).toBe(409);
    const audit = await f.ctx.database.query<{ entidad: string; accion: string }>(
      `select entidad, accion from audit_log where entidad in ('acta_supletoria', 'calificacion') order by id`,
    );
    expect(audit.map((a) => `${a.entidad}:${a.accion}`)).toEqual([
      'acta_supletoria:crear',
      'acta_supletoria:crear',
      'acta_supletoria:rechazar',
      'calificacion:actualizar',
      'acta_supletoria:aprobar',
    ]);
    // The sheet itself stays submitted: grade entry still refuses it.
    const put = await f.ctx.call({
      method: 'PUT',
      url: `/api/academicos/digitacion-notas/secciones/${f.ids.a}`,
      as: 'profesor',
      payload: { notas: [{ estudianteCarreraId: f.ids.elena, nota: 60 }] },
    });
    expect(put.status).toBe(409);
    expect((await sheet()).body.filas[0]).toMatchObject({ nota: 92, literal: 'A', correccion: null });
  });

  it('is not applied over a grade that changed after it was asked for', async () => {
    const res = await ask({ ...elena(), nota: 95, motivo });
    expect(res.status).toBe(201);
    await f.ctx.database.query(
      `update calificacion set nota = 93, calificacion_literal_id = $1 where seccion_asignatura_id = $2 and estudiante_carrera_id = $3`,
      [literal.A, f.ids.a, f.ids.elena],
    );
    const stale = await decide(res.body.actaSupletoriaId, { aprobar: true });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('La nota cambió después de pedirse esta corrección');
    expect(await grade(f.ids.elena)).toBe('93.00 A');
  });
});
