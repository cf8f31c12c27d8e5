import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestContext, type TestContext } from '../../test/context.ts';
import { careerWithPlan, registerStudent, sedeId } from '../../test/academic-fixtures.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { seed } from '../../seed/seed.ts';

/*
 * The infirmary: a visit gives a medicine and takes it off the stock (never below zero, even when
 * twenty nurses give the last units at once); a correction moves the stock with it; bad input is a 400
 * that writes nothing; only nursing staff read clinical records — not a student, a professor, the
 * cashier or the administrator — and every read leaves an audit row naming who read which visit.
 */

let ctx: TestContext;
let estudianteId = 0;
let enfermeraId = 0;
let tipoCuenta = 0;
let tipoCura = 0;
const nurse = { as: 'enfermeria' } as const;

async function medicamento(mediDescripcion: string, existencia: number, tipoMedicamentoId = tipoCuenta) {
  const res = await ctx.call({
    method: 'POST',
    url: '/api/enfermeria/medicamentos',
    ...nurse,
    payload: { mediDescripcion, tipoMedicamentoId, mediCantidad_Existente: existencia },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.medicamentoId as number;
}
const existencia = async (id: number) =>
  (await ctx.database.query<{ n: number }>(`select medi_cantidad_existente as n from medicamento where medicamento_id = $1`, [id]))[0].n;
const visita = (payload: object) => ctx.call({ method: 'POST', url: '/api/enfermeria/expediente', ...nurse, payload });
const deEstudiante = (extra: object = {}) => ({ tipoPersonaId: 1, estudianteId, expeSintomas: 'Dolor de cabeza.', enfermeraId, ...extra });

beforeAll(async () => {
  ctx = await createTestContext();
  const sd = await sedeId(ctx, 'SD');
  const carrera = await careerWithPlan(ctx, 'ENF', [sd]);
  estudianteId = (await registerStudent(ctx, { ...carrera, sedeId: sd })).estudianteId;
  const nueva = async (url: string, payload: object) => {
    const res = await ctx.call({ method: 'POST', url, ...nurse, payload });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  };
  enfermeraId = (await nueva('/api/enfermeria/enfermeras', { enfeNombres: 'Nereida Santos', enfeTanda: 'Matutina', sedeId: sd })).enfermeraId;
  tipoCuenta = (await nueva('/api/enfermeria/tipos-medicamentos', { tiMeDescripcion: 'Analgésico' })).tipoMedicamentoId;
  tipoCura = (await nueva('/api/enfermeria/tipos-medicamentos', { tiMeDescripcion: 'Curas', tiMeAfectaInventario: false })).tipoMedicamentoId;
});
afterAll(() => ctx.close());

describe('a visit to the infirmary', () => {
  it('gives a medicine off its stock, refuses more than is left with what is left, and moves the stock with a correction', async () => {
    const acetaminofen = await medicamento('Acetaminofén 500 mg', 10);
    const ibuprofeno = await medicamento('Ibuprofeno 400 mg', 5);
    const res = await visita(deEstudiante({ medicamentoId: acetaminofen, expeCantidad_Suministrada: 2, expeTratamiento: 'Reposo.' }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      expeNombrePersona: 'Estudiante De Prueba',
      medicamento: 'Acetaminofén 500 mg',
      enfermera: 'Nereida Santos',
      expeImpreso: false,
    });
    expect(await existencia(acetaminofen)).toBe(8);

    const visitas = await countRows(ctx.database, 'expediente');
    const corto = await visita(deEstudiante({ medicamentoId: ibuprofeno, expeCantidad_Suministrada: 6 }));
    expect(corto.status).toBe(409);
    expect(corto.body.message).toBe('Quedan 5 unidades de Ibuprofeno 400 mg: no alcanzan para 6.');
    expect(await countRows(ctx.database, 'expediente')).toBe(visitas);
    expect(await existencia(ibuprofeno)).toBe(5);

    // Corrected: 2 of acetaminophen become 3 of ibuprofen — the 2 go back, the 3 come off.
    const id = res.body.expedienteId;
    const put = await ctx.call({
      method: 'PUT',
      url: `/api/enfermeria/expediente/${id}`,
      ...nurse,
      payload: deEstudiante({ medicamentoId: ibuprofeno, expeCantidad_Suministrada: 3, expeTratamiento: 'Reposo.' }),
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect([await existencia(acetaminofen), await existencia(ibuprofeno)]).toEqual([10, 2]);
    // A correction that would need more than is left changes nothing.
    const demasiado = await ctx.call({
      method: 'PUT',
      url: `/api/enfermeria/expediente/${id}`,
      ...nurse,
      payload: deEstudiante({ medicamentoId: ibuprofeno, expeCantidad_Suministrada: 9 }),
    });
    expect(demasiado.status).toBe(409);
    expect([await existencia(acetaminofen), await existencia(ibuprofeno)]).toEqual([10, 2]);

    // What is not counted in stock (a dressing) is given without touching it.
    const cura = await medicamento('Gasa y venda', 0, tipoCura);
    expect((await visita(deEstudiante({ medicamentoId: cura, expeCantidad_Suministrada: 1 }))).status).toBe(201);
    expect(await existencia(cura)).toBe(0);
  });

  it('never goes below zero when twenty nurses give the last ten units at once', async () => {
    const sales = await medicamento('Sales de rehidratación', 10);
    const antes = await countRows(ctx.database, 'expediente');
    const answers = await Promise.all(Array.from({ length: 20 }, () => visita(deEstudiante({ medicamentoId: sales, expeCantidad_Suministrada: 1 }))));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(10);
    expect(await existencia(sales)).toBe(0);
    expect(await countRows(ctx.database, 'expediente')).toBe(antes + 10);
  });

  it('answers bad input with a 400 naming each field, and writes nothing', async () => {
    const antes = [await countRows(ctx.database, 'expediente'), await countRows(ctx.database, 'audit_log')];
    const casos: [object, string][] = [
      [{ tipoPersonaId: 1, expeSintomas: 'Fiebre.', enfermeraId }, 'estudianteId'],
      [{ tipoPersonaId: 2, estudianteId, expeSintomas: 'Fiebre.', enfermeraId }, 'profesorId'],
      [{ tipoPersonaId: 3, expeSintomas: 'Fiebre.', enfermeraId }, 'expeNombrePersona'],
      [{ tipoPersonaId: 4, expeSintomas: 'Fiebre.', enfermeraId }, 'tipoPersonaId'],
      [deEstudiante({ expeSintomas: '' }), 'expeSintomas'],
      [deEstudiante({ medicamentoId: 1 }), 'expeCantidad_Suministrada'],
      [deEstudiante({ expeCantidad_Suministrada: 2 }), 'medicamentoId'],
      [deEstudiante({ estudianteId: 999_999 }), 'estudianteId'],
      [deEstudiante({ enfermeraId: 999_999 }), 'enfermeraId'],
    ];
    for (const [payload, campo] of casos) {
      const res = await visita(payload);
      expect(res.status, `${campo}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(Object.keys(res.body.fields ?? {}), JSON.stringify(res.body)).toContain(campo);
    }
    expect([await countRows(ctx.database, 'expediente'), await countRows(ctx.database, 'audit_log')]).toEqual(antes);
  });
});

describe('clinical records', () => {
  it('are read by nursing staff alone — not a student, a professor, the cashier or the administrator', async () => {
    const [{ id }] = await ctx.database.query<{ id: number }>(`select min(expediente_id) as id from expediente`);
    for (const as of ['estudiante', 'profesor', 'caja', 'admin']) {
      for (const url of ['/api/enfermeria/expediente', `/api/enfermeria/expediente/${id}`, `/api/enfermeria/expediente/${id}/historial`]) {
        expect((await ctx.call({ method: 'GET', url, as })).status, `${as} ${url}`).toBe(403);
      }
      expect((await ctx.call({ method: 'POST', url: '/api/enfermeria/expediente', as, payload: deEstudiante() })).status, as).toBe(403);
    }
    // External people's data is the nurses' too (their catalogue reads need its screen).
    expect((await ctx.call({ method: 'GET', url: '/api/odontologico/persona-externa', as: 'estudiante' })).status).toBe(403);
    expect((await ctx.call({ method: 'GET', url: '/api/odontologico/persona-externa', as: 'caja' })).status).toBe(403);
  });

  it('are taken back from an administrator role that held them before they were built, at the next start', async () => {
    const held = async () =>
      (
        await ctx.database.query<{ n: number }>(
          `select count(*)::int as n from rol_opcion r join opcion_menu o on o.id = r.opcion_id where r.rol_id = 1 and o.url = '/enfermeria/expediente'`,
        )
      )[0].n;
    await ctx.database.query(
      `insert into rol_opcion (rol_id, opcion_id) select 1, id from opcion_menu where url = '/enfermeria/expediente' on conflict do nothing`,
    );
    expect(await held()).toBe(1);
    await seed(ctx.database, { demoUsers: true });
    expect(await held()).toBe(0);
  });

  it('leave an audit row for every visit read: in a list, one by one and in a printed record', async () => {
    const nurseId = (await ctx.database.query<{ id: number }>(`select usuario_id as id from usuario where usua_nombre = 'enfermeria'`))[0].id;
    const leidas = async () =>
      (
        await ctx.database.query<{ id: string }>(
          `select entidad_id as id from audit_log where entidad = 'expediente' and accion = 'acceso' and usuario_id = $1`,
          [nurseId],
        )
      ).map((r) => Number(r.id));
    const list = await ctx.call({ method: 'GET', url: `/api/enfermeria/expediente?estudianteId=${estudianteId}&pageSize=5`, ...nurse });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(5);
    expect(Number(list.headers['x-total-count'])).toBeGreaterThan(5);
    expect((await leidas()).sort()).toEqual(list.body.map((v: { expedienteId: number }) => v.expedienteId).sort());

    const uno = list.body[0].expedienteId;
    expect((await ctx.call({ method: 'GET', url: `/api/enfermeria/expediente/${uno}`, ...nurse })).status).toBe(200);
    expect((await leidas()).filter((x) => x === uno)).toHaveLength(2);

    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/enfermeria/expediente/${uno}/historial`,
      headers: { authorization: `Bearer ${(await ctx.login('enfermeria')).token}` },
    });
    expect(pdf.headers['content-type'], pdf.body).toBe('application/pdf');
    const texto = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
    expect(texto).toContain('Estudiante De Prueba');
    expect(texto).toContain('Ibuprofeno 400 mg');
    expect(texto).toContain('Sales de rehidratación');
    const total = Number(list.headers['x-total-count']);
    expect(await leidas()).toHaveLength(5 + 1 + total);
    const [{ impresos }] = await ctx.database.query<{ impresos: number }>(
      `select count(*)::int as impresos from expediente where estudiante_id = $1 and expe_impreso`,
      [estudianteId],
    );
    expect(impresos).toBe(total);
  });

  it('finds the person a visit is of: a student by matrícula or name, an external person by name', async () => {
    const found = await ctx.call({ method: 'GET', url: '/api/enfermeria/personas?tipoPersonaId=1&value=prueba', ...nurse });
    expect(found.status).toBe(200);
    expect(found.body.map((p: { id: number }) => p.id)).toContain(estudianteId);
    const sd = await sedeId(ctx, 'SD');
    const externa = await ctx.call({
      method: 'POST',
      url: '/api/odontologico/persona-externa',
      ...nurse,
      payload: { peExNombres: 'Ramón', peExApellidos: 'Castillo Guzmán', peExDocumentoIdentificacion: '00112345678', sedeId: sd },
    });
    expect(externa.status, JSON.stringify(externa.body)).toBe(201);
    const porNombre = await ctx.call({ method: 'GET', url: '/api/enfermeria/personas?tipoPersonaId=6&value=castillo', ...nurse });
    expect(porNombre.body).toEqual([{ id: externa.body.personaExternaId, nombre: 'Ramón Castillo Guzmán', identificacion: '00112345678' }]);
    const v = await visita({ tipoPersonaId: 6, personaExternaId: externa.body.personaExternaId, expeSintomas: 'Dolor de muela.', enfermeraId });
    expect(v.status, JSON.stringify(v.body)).toBe(201);
    expect(v.body).toMatchObject({ expeNombrePersona: 'Ramón Castillo Guzmán', identificacion: '00112345678' });
  });
});
