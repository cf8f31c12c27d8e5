import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestContext, type TestContext } from '../../test/context.ts';
import type { ServicioDetalle } from '@claustro/domain/servicios-especiales/servicio-especial.contract';

/*
 * Special services: a request filed on the public form (code mailed), followed by code and e-mail,
 * moved by the office along its course — each step kept with its note and who took it, and mailed —
 * never backwards nor past its end; bad input and floods write nothing; the office's screen only.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({});
}, 120_000);
afterAll(() => ctx.close());

const pedido = (o: object = {}) => ({
  tipo: 'laboratorio',
  nombre: 'Pedro Almonte',
  organizacion: 'Agroindustrias del Cibao',
  email: 'calidad@agrocibao.example.do',
  telefono: '809-555-0123',
  descripcion: 'Análisis microbiológico de 12 muestras de agua de pozo.',
  fechaDeseada: '2026-12-15',
  ...o,
});
const pedir = (payload: object, remoteAddress = '10.8.0.1') => ctx.call({ method: 'POST', url: '/api/servicios-especiales', payload, remoteAddress });
const correos = (para: string) =>
  ctx.database.query<{ asunto: string; texto: string }>(`select asunto, texto from correo_saliente where para = $1 order by id`, [para]);

describe('special services', () => {
  let id = 0;
  let codigo = '';

  it('files a request on the public form and mails its code; the requester follows it by code and e-mail', async () => {
    const r = await pedir(pedido());
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({ tipo: 'laboratorio', estado: 'recibida', historial: [{ estado: 'recibida', nota: null }] });
    codigo = r.body.codigo;
    const [mail] = await correos('calidad@agrocibao.example.do');
    expect(mail!.texto).toContain(codigo);
    expect(mail!.texto).toContain(`/solicitud-servicios-especiales?codigo=${codigo}`);
    const seguir = await ctx.call({
      method: 'POST',
      url: '/api/servicios-especiales/consulta',
      payload: { codigo: codigo.toLowerCase(), email: 'CALIDAD@agrocibao.example.do' },
    });
    expect(seguir.body).toMatchObject({ codigo, estado: 'recibida' });
    expect(seguir.body.historial[0]).not.toHaveProperty('usuario');
    const ajeno = await ctx.call({ method: 'POST', url: '/api/servicios-especiales/consulta', payload: { codigo, email: 'otro@example.com' } });
    expect(ajeno.status).toBe(404);
    const [fila] = (await ctx.call({ method: 'GET', url: `/api/servicios-especiales?value=${codigo}`, as: 'admin' })).body;
    id = fila.solicitudServicioId;
  });

  it('moves along its course with notes, each step mailed; never backwards nor past its end; a rejection says why', async () => {
    const cambiar = (estado: string, nota: string | null = null) =>
      ctx.call({ method: 'POST', url: `/api/servicios-especiales/${id}/estado`, as: 'admin', payload: { estado, nota } });
    expect((await cambiar('en_revision')).status).toBe(200);
    const aprobada = await cambiar('aprobada', 'Entregue las muestras el lunes en el laboratorio de Química.');
    expect(aprobada.status).toBe(200);
    const d = aprobada.body as ServicioDetalle;
    expect(d.estado).toBe('aprobada');
    expect(d.historial.map((p) => [p.estado, p.usuario])).toEqual([
      ['recibida', null],
      ['en_revision', 'admin'],
      ['aprobada', 'admin'],
    ]);
    const mails = await correos('calidad@agrocibao.example.do');
    expect(mails).toHaveLength(3);
    expect(mails[2]!.asunto).toContain('aprobada');
    expect(mails[2]!.texto).toContain('laboratorio de Química');
    const atras = await cambiar('en_revision');
    expect(atras.status).toBe(409);
    expect(atras.body.message).toContain('Aprobada');
    expect((await cambiar('cancelada')).status).toBe(400);
    expect((await cambiar('completada')).status).toBe(200);
    expect((await cambiar('cancelada', 'Ya no.')).status).toBe(409);
    expect((await correos('calidad@agrocibao.example.do')).length).toBe(4);
    const publico = await ctx.call({ method: 'POST', url: '/api/servicios-especiales/consulta', payload: { codigo, email: 'calidad@agrocibao.example.do' } });
    expect(publico.body.historial.map((p: { estado: string }) => p.estado)).toEqual(['recibida', 'en_revision', 'aprobada', 'completada']);
  });

  it('refuses bad input writing nothing, and floods from one address', async () => {
    const antes = [await countRows(ctx.database, 'solicitud_servicio'), await countRows(ctx.database, 'solicitud_servicio_paso')];
    for (const mal of [{ tipo: 'fiesta' }, { descripcion: 'Muy corto' }, { email: 'nadie' }, { nombre: ' ' }, { fechaDeseada: '15/12/2026' }]) {
      expect((await pedir(pedido(mal), '10.8.0.2')).status, JSON.stringify(mal)).toBe(400);
    }
    expect([await countRows(ctx.database, 'solicitud_servicio'), await countRows(ctx.database, 'solicitud_servicio_paso')]).toEqual(antes);
    const estados = [];
    for (let i = 0; i < 6; i++) estados.push((await pedir(pedido(), '10.8.0.3')).status);
    expect(estados).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('is the office’s screen alone', async () => {
    expect((await ctx.call({ method: 'GET', url: '/api/servicios-especiales' })).status).toBe(401);
    for (const who of ['estudiante', 'profesor', 'caja']) {
      expect((await ctx.call({ method: 'GET', url: '/api/servicios-especiales', as: who })).status, who).toBe(403);
      expect(
        (await ctx.call({ method: 'POST', url: `/api/servicios-especiales/${id}/estado`, as: who, payload: { estado: 'cancelada', nota: 'x' } })).status,
        who,
      ).toBe(403);
    }
  });
});
