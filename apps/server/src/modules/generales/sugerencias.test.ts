import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestContext, type TestContext } from '../../test/context.ts';

let ctx: TestContext;
let punto = 0;
beforeAll(async () => {
  ctx = await createTestContext();
  punto = (
    await ctx.call({
      method: 'POST',
      url: '/api/generales/buzon-sugerencias',
      as: 'admin',
      payload: { buSuDescripcion: 'Cafetería central', buSuUbicacion: 'Edificio A', buSuEmailNotificacion: 'bienestar@demo.do' },
    })
  ).body.buzonSugerenciaId;
});
afterAll(() => ctx.close());

const leave = (payload: object, remoteAddress = '10.5.0.1') => ctx.call({ method: 'POST', url: '/api/sugerencias', payload, remoteAddress });

describe('the suggestion box', () => {
  it('takes a comment from anyone, at a QR point, and tells the point’s e-mail', async () => {
    expect((await ctx.call({ method: 'GET', url: '/api/sugerencias/puntos' })).body).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: punto, label: 'Cafetería central' })]),
    );
    const res = await leave({ buzonSugerenciaId: punto, tipo: 'queja', texto: 'La fila del almuerzo es muy larga a las 12.' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [mail] = await ctx.database.query<{ asunto: string; texto: string }>(`select asunto, texto from correo_saliente where para = 'bienestar@demo.do'`);
    expect(mail).toMatchObject({ asunto: 'Nueva queja en Cafetería central' });
    expect(mail.texto).toContain('Anónimo');
    const list = await ctx.call({ method: 'GET', url: `/api/generales/sugerencias?buzonSugerenciaId=${punto}`, as: 'admin' });
    expect(list.body[0]).toMatchObject({ tipo: 'queja', punto: 'Cafetería central', leida: false });
    expect((await ctx.call({ method: 'PUT', url: `/api/generales/sugerencias/${list.body[0].sugerenciaId}/leida`, as: 'admin' })).status).toBe(204);
    expect((await ctx.call({ method: 'GET', url: '/api/generales/sugerencias?soloNoLeidas=true', as: 'admin' })).body).toEqual([]);
  });

  it('refuses empty or odd input and floods, and keeps the list for staff', async () => {
    const before = await countRows(ctx.database, 'sugerencia');
    const short = await leave({ tipo: 'sugerencia', texto: 'corto' });
    expect(short.status).toBe(400);
    expect(short.body.fields.texto).toMatch(/al menos 10/);
    expect((await leave({ tipo: 'otro', texto: 'Un comentario suficiente' })).status).toBe(400);
    expect((await leave({ buzonSugerenciaId: 999999, tipo: 'sugerencia', texto: 'Un comentario suficiente' })).status).toBe(400);
    expect(await countRows(ctx.database, 'sugerencia')).toBe(before);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await leave({ tipo: 'felicitacion', texto: `Excelente atención número ${i}` }, '10.5.9.9')).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await ctx.call({ method: 'GET', url: '/api/generales/sugerencias' })).status).toBe(401);
    expect((await ctx.call({ method: 'GET', url: '/api/generales/sugerencias', as: 'caja' })).status).toBe(403);
  });

  it('draws each point’s QR code, leading to the form with the point chosen', async () => {
    const qr = await ctx.app.inject({
      method: 'GET',
      url: `/api/generales/buzon-sugerencias/${punto}/qr`,
      headers: { authorization: `Bearer ${(await ctx.login('admin')).token}`, host: 'claustro.demo.do' },
    });
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toBe('image/png');
    expect(qr.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await ctx.call({ method: 'GET', url: `/api/generales/buzon-sugerencias/${punto}/qr`, as: 'caja' })).status).toBe(403);
    const [one] = (await ctx.call({ method: 'GET', url: '/api/generales/sugerencias', as: 'admin' })).body;
    expect((await ctx.call({ method: 'PUT', url: `/api/generales/sugerencias/${one.sugerenciaId}/leida`, as: 'caja' })).status).toBe(403);
  });
});
