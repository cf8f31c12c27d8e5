import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectionFixture } from '../seleccion/seleccion.fixture.ts';

/* Online requests: the student files and follows their own; the registry moves them on; the student is told. */

let f: Awaited<ReturnType<typeof selectionFixture>>;
/** The documents requested online (free here: their fees are finance's test, `solicitud-cargo.test.ts`). */
const doc: Record<string, number> = {};
const q = <T = Record<string, unknown>>(text: string, p: unknown[] = []) => f.ctx.database.query<T & Record<string, unknown>>(text, p);
const pedir = (payload: Record<string, unknown>, as = 'estudiante') =>
  f.ctx.call({ method: 'POST', url: '/api/estudiantes/solicitudes-online', as, payload: { estudianteCarreraId: f.ids.elena, ...payload } });
const mover = (id: number, payload: Record<string, unknown>, as = 'registro') =>
  f.ctx.call({ method: 'POST', url: `/api/solicitudes-online/${id}/estado`, as, payload });

beforeAll(async () => {
  f = await selectionFixture();
  await f.studentWithAccount(3, 'ana');
  for (const [k, d] of [
    ['record', 'Récord de calificaciones'],
    ['constancia', 'Constancia de estudios'],
    ['creditos', 'Certificación de créditos'],
  ]) {
    const [r] = await q<{ id: number }>(
      `insert into servicio_contable (se_co_descripcion, se_co_permite_solicitud_en_linea) values ($1, true) returning servicio_contable_id as id`,
      [d],
    );
    doc[k] = r.id;
  }
  doc.carnet = (await q<{ id: number }>(`insert into servicio_contable (se_co_descripcion) values ('Carnet') returning servicio_contable_id as id`))[0].id;
});
afterAll(() => f.ctx.close());

describe('online requests', () => {
  let id: number;
  it('a student asks for a document for her career; a second open one of the same kind is refused', async () => {
    const res = await pedir({ servicioContableId: doc.record, copias: 2, destinatario: 'Banco de Reservas', observacion: 'Para una beca.' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      documento: 'Récord de calificaciones',
      copias: 2,
      saldo: null,
      estado: 'pendiente',
      nombre: 'Elena Estudiante Marte',
      historial: [{ estado: 'pendiente', usuario: 'estudiante' }],
    });
    expect(res.body.numero).toMatch(/^SOL-\d{6}$/);
    id = res.body.solicitudId;
    expect((await pedir({ servicioContableId: doc.record })).body).toMatchObject({ code: 'solicitud_abierta' });
    expect((await pedir({ servicioContableId: doc.constancia })).status).toBe(201);
  });

  it("checks its input and never files for another student's career", async () => {
    expect((await pedir({ servicioContableId: doc.carnet })).status).toBe(400);
    expect((await pedir({ servicioContableId: doc.record, copias: 9 })).status).toBe(400);
    expect((await pedir({ servicioContableId: doc.record, estudianteCarreraId: f.ids.otro })).status).toBe(404);
    expect((await f.ctx.call({ method: 'GET', url: '/api/solicitudes-online', as: 'estudiante' })).status).toBe(403);
    expect(await q(`select count(*)::int as n from solicitud_online`)).toEqual([{ n: 2 }]);
  });

  it('the registry takes it, has it ready and hands it over; every step is kept and the student is told', async () => {
    const list = await f.ctx.call({ method: 'GET', url: '/api/solicitudes-online?estado=pendiente', as: 'registro' });
    expect(list.body.map((s: { solicitudId: number }) => s.solicitudId)).toContain(id);
    expect((await mover(id, { estado: 'lista' })).body).toMatchObject({ code: 'solicitud_estado' });
    expect((await mover(id, { estado: 'en_proceso' })).status).toBe(200);
    const ready = await mover(id, { estado: 'lista', nota: 'Pase por Registro con su cédula.' });
    expect(ready.status, JSON.stringify(ready.body)).toBe(200);
    expect(ready.body.historial.map((p: { estado: string }) => p.estado)).toEqual(['pendiente', 'en_proceso', 'lista']);
    const avisos = await q<{ asunto: string; mensaje: string }>(
      `select e.asunto, e.mensaje from mensaje_envio e where e.asunto like 'Solicitud SOL-%' order by e.id`,
    );
    expect(avisos).toHaveLength(2);
    expect(avisos[1].mensaje).toContain('está lista: puede retirarla en Registro. Nota: Pase por Registro con su cédula.');
    const jobs = await q(`select count(*)::int as n from job where tipo = 'mensajes.correo'`);
    expect(jobs).toEqual([{ n: 2 }]);
    // The student cannot cancel what the registry took.
    const cancel = await f.ctx.call({ method: 'POST', url: `/api/estudiantes/solicitudes-online/${id}/cancelar`, as: 'estudiante' });
    expect(cancel.body).toMatchObject({ code: 'solicitud_estado' });
    expect((await mover(id, { estado: 'entregada' })).body).toMatchObject({ estado: 'entregada' });
  });

  it('a rejection says why; the student cancels what nobody took; nobody else touches her requests', async () => {
    const mine = await f.ctx.call({ method: 'GET', url: '/api/estudiantes/solicitudes-online', as: 'estudiante' });
    const constancia = mine.body.find((s: { documento: string }) => s.documento === 'Constancia de estudios');
    expect((await mover(constancia.solicitudId, { estado: 'rechazada' })).status).toBe(400);
    expect((await mover(constancia.solicitudId, { estado: 'rechazada', nota: 'x' }, 'estudiante')).status).toBe(403);
    const other = await f.ctx.call({ method: 'POST', url: `/api/estudiantes/solicitudes-online/${constancia.solicitudId}/cancelar`, as: 'ana' });
    expect(other.status).toBe(404);
    const cancel = await f.ctx.call({ method: 'POST', url: `/api/estudiantes/solicitudes-online/${constancia.solicitudId}/cancelar`, as: 'estudiante' });
    expect(cancel.body).toMatchObject({ estado: 'cancelada' });
    // Closed: a new one of the kind may be filed.
    expect((await pedir({ servicioContableId: doc.constancia })).status).toBe(201);
    const re = await pedir({ servicioContableId: doc.creditos });
    const rej = await mover(re.body.solicitudId, { estado: 'rechazada', nota: 'Tiene documentos pendientes de entregar.' });
    expect(rej.body).toMatchObject({ estado: 'rechazada' });
    expect(rej.body.historial.at(-1)).toMatchObject({ estado: 'rechazada', nota: 'Tiene documentos pendientes de entregar.', usuario: 'registro' });
  });
});
