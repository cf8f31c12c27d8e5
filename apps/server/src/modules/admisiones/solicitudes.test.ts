import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestContext, multipart, ownContextTimeout, pdfBytes, pngBytes, type MultipartFile, type TestContext } from '../../test/context.ts';
import { idOf, sedeId } from '../../test/academic-fixtures.ts';
import { admissionSetup } from '../../test/admission-fixtures.ts';
import { json, startHttpServer } from '../../test/http-stub.ts';

let ctx: TestContext;
const ids: Record<string, number> = {};
const career: Record<string, { carreraId: number; planEstudioId: number }> = {};
let setup: Awaited<ReturnType<typeof admissionSetup>>;
const solicitud = (extra: object = {}) => setup.solicitud(extra);
const submit = (...args: Parameters<typeof setup.submit>) => setup.submit(...args);
const nextCedula = () => setup.nextCedula();

beforeAll(async () => {
  ctx = await createTestContext();
  setup = await admissionSetup(ctx, 'ADMI');
  ids.sd = setup.sd;
  ids.sti = await sedeId(ctx, 'STI');
  ids.nuevo = setup.nuevo;
  ids.periodo = setup.periodo;
  career.adm = setup.career;
  ids.acta = await idOf(ctx, `select documento_academico_id as id from documento_academico where do_ac_descripcion = 'Acta de nacimiento'`);
  ids.cedulaDoc = await idOf(ctx, `select documento_academico_id as id from documento_academico where do_ac_descripcion = 'Copia de la cédula'`);
  ids.cerrado = (await setup.period('ADMI-2027-2', false)).body.periodoAcademicoId;
});
afterAll(() => ctx.close());

const file = (documentoAcademicoId: number, content: Buffer = pdfBytes): MultipartFile => ({
  field: `documento_${documentoAcademicoId}`,
  filename: 'doc.pdf',
  content,
  type: 'application/pdf',
});
const lookup = (documentoIdentificacion: string, codigo: string, remoteAddress = '10.0.0.9') =>
  ctx.call({ method: 'POST', url: '/api/solicitudes-admisiones', payload: { documentoIdentificacion, codigo }, remoteAddress });
const staff = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, as = 'admisiones') =>
  ctx.call({ method, url: `/api/academicos/solicitudes-admisiones${url}`, as, payload });
const outbox = (to: string) =>
  ctx.database.query<{ asunto: string; texto: string }>(`select asunto, texto from correo_saliente where para = $1 order by id`, [to]);

describe('the public admission form', () => {
  it('offers only what can be chosen: open periods, careers with a plan in force and their campuses, documents by admission type', async () => {
    const res = await ctx.call({ method: 'GET', url: '/api/solicitudes-admisiones/formulario' });
    expect(res.status).toBe(200);
    expect(res.body.periodos.map((p: { id: number }) => p.id)).toContain(ids.periodo);
    expect(res.body.periodos.map((p: { id: number }) => p.id)).not.toContain(ids.cerrado);
    expect(res.body.carreras).toEqual(expect.arrayContaining([expect.objectContaining({ id: career.adm.carreraId, sedes: [ids.sd] })]));
    expect(res.body.documentos.filter((d: { admitidoComoId: number }) => d.admitidoComoId === ids.nuevo)).toHaveLength(6);
    expect(res.body.sexos.length).toBeGreaterThan(0);
  });

  let codigo = '';
  let cedula = '';
  let solicitudId = 0;
  it('files a request with its documents, answering a code that also goes by e-mail', async () => {
    const body = solicitud({ email: 'aspirante1@correo.do' });
    cedula = body.cedula;
    const res = await submit(body, [file(ids.acta)]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.codigo).toMatch(/^[23456789A-HJKMNP-Z]{8}$/);
    expect(res.body.repetida).toBe(false);
    // No mail server is configured here: the answer does not claim the code went by e-mail (it waits in the outbox).
    expect(res.body.correoEnviado).toBe(false);
    ({ codigo, solicitudAdmisionId: solicitudId } = res.body);
    const mail = await outbox('aspirante1@correo.do');
    expect(mail).toHaveLength(1);
    expect(mail[0].texto).toContain(codigo);
    const found = await lookup(cedula, codigo.toLowerCase());
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body).toMatchObject({
      solicitudAdmisionId: solicitudId,
      estadoId: 2,
      estadoDescripcion: 'Solicitada',
      alergias: 'Penicilina.Polen',
      colegioDescripcion: 'Liceo Juan Pablo Duarte',
    });
    expect(found.body.documentos.find((d: { documentoAcademicoId: number }) => d.documentoAcademicoId === ids.acta)).toMatchObject({
      estado: 'pendiente',
      obligatorio: true,
    });
    expect(found.body.historial).toHaveLength(1);
  });

  it('makes one request of a repeated submission, even two at once', async () => {
    const before = await countRows(ctx.database, 'solicitud_admision');
    const body = solicitud({ email: 'doble@correo.do' });
    const key = randomUUID();
    const [a, b] = await Promise.all([submit(body, [], key), submit(body, [], key)]);
    expect([a.status, b.status].sort()).toEqual([201, 201]);
    expect(a.body.codigo).toBe(b.body.codigo);
    const again = await submit(body, [], key);
    expect(again.body).toMatchObject({ codigo: a.body.codigo, repetida: true });
    expect(await countRows(ctx.database, 'solicitud_admision')).toBe(before + 1);
    // The same person with a new submission for the same period is a duplicate.
    const dup = await submit(body);
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('solicitud_duplicada');
    expect(await countRows(ctx.database, 'solicitud_admision')).toBe(before + 1);
  });

  it('refuses bad input of every kind with clear messages, storing nothing', async () => {
    const before = await Promise.all(['solicitud_admision', 'solicitud_admision_documento'].map((t) => countRows(ctx.database, t)));
    const missing = await submit(solicitud({ nombres: '', email: 'no-es-correo' }));
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toMatchObject({ nombres: 'Nombres es obligatorio.', email: 'Correo electrónico debe ser un correo válido.' });
    const noId = await submit(solicitud({ cedula: null }));
    expect(noId.body.fields.cedula).toBe('Indique la cédula o el pasaporte.');
    const badCedula = await submit(solicitud({ cedula: '00112345678' }));
    expect(badCedula.body.fields.cedula).toMatch(/no es válida/);
    const hyphens = await submit(solicitud({ cedula: '001-1234567-8' }));
    expect(hyphens.status).toBe(400);
    const future = await submit(solicitud({ fechaNacimiento: '2999-01-01' }));
    expect(future.body.fields.fechaNacimiento).toBe('Fecha de nacimiento debe ser anterior a hoy.');
    const campus = await submit(solicitud({ sedeId: ids.sti }));
    expect(campus.body.fields.sedeId).toMatch(/no se ofrece/);
    const closed = await submit(solicitud({ periodoAcademicoId: ids.cerrado }));
    expect([closed.status, closed.body.code]).toEqual([409, 'periodo_cerrado']);
    expect(closed.body.fields.periodoAcademicoId).toMatch(/no está recibiendo/);
    const stored = () => (existsSync(join(ctx.filesDir, 'admisiones')) ? readdirSync(join(ctx.filesDir, 'admisiones')).length : 0);
    const filesBefore = stored();
    const disguised = await submit(solicitud(), [file(ids.cedulaDoc), file(ids.acta, Buffer.from('MZ\x90\x00 ejecutable'))]);
    expect([disguised.status, disguised.body.code]).toEqual([400, 'file_type']);
    expect(stored()).toBe(filesBefore); // the good first file was not kept either
    const big = await submit(solicitud(), [file(ids.acta, Buffer.concat([pdfBytes, Buffer.alloc(2_200_000)]))]);
    expect([big.status, big.body.code]).toEqual([400, 'file_too_large']);
    const unnamed = await submit(solicitud(), [{ filename: 'x.pdf', content: pdfBytes }]);
    expect(unnamed.status).toBe(400);
    const notJson = await ctx.call({
      method: 'POST',
      url: '/api/solicitudes-admisiones/nueva',
      ...multipart({ claveEnvio: randomUUID(), solicitud: '{roto' }),
    });
    expect(notJson.status).toBe(400);
    const after = await Promise.all(['solicitud_admision', 'solicitud_admision_documento'].map((t) => countRows(ctx.database, t)));
    expect(after).toEqual(before);
  });

  it('takes the same filing as a JSON body (no files), and says so when the content type is neither', async () => {
    const body = solicitud({ email: 'json@correo.do' });
    const res = await ctx.call({
      method: 'POST',
      url: '/api/solicitudes-admisiones/nueva',
      payload: { claveEnvio: randomUUID(), solicitud: body },
      remoteAddress: '10.77.0.1',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ repetida: false, codigo: expect.stringMatching(/^[23456789A-HJKMNP-Z]{8}$/) });
    // The JSON part may also come as text, the way the multipart form carries it.
    const asText = await ctx.call({
      method: 'POST',
      url: '/api/solicitudes-admisiones/nueva',
      payload: { claveEnvio: randomUUID(), solicitud: JSON.stringify(solicitud({ email: 'json2@correo.do' })) },
      remoteAddress: '10.77.0.2',
    });
    expect(asText.status).toBe(201);
    // Bad JSON input names its fields, like the form's.
    const bad = await ctx.call({
      method: 'POST',
      url: '/api/solicitudes-admisiones/nueva',
      payload: { claveEnvio: randomUUID(), solicitud: { ...body, nombres: '' } },
      remoteAddress: '10.77.0.3',
    });
    expect([bad.status, Object.keys(bad.body.fields)]).toEqual([400, ['nombres']]);
    const before = await countRows(ctx.database, 'solicitud_admision');
    const plain = await ctx.call({
      method: 'POST',
      url: '/api/solicitudes-admisiones/nueva',
      headers: { 'content-type': 'text/plain' },
      payload: 'nombres=Ana',
      remoteAddress: '10.77.0.4',
    });
    expect([plain.status, plain.body.code]).toEqual([415, 'content_type']);
    expect(plain.body.message).toMatch(/JSON.*multipart\/form-data/);
    expect(await countRows(ctx.database, 'solicitud_admision')).toBe(before);
  });

  it('takes at most ten submissions an hour from one address', async () => {
    const results = [];
    for (let i = 0; i < 11; i++) results.push((await submit(solicitud({ email: `flood${i}@correo.do` }), [], randomUUID(), '10.8.8.8')).status);
    expect(results.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(results[10]).toBe(429);
  });

  it('answers a wrong code like a wrong document, and stops guessing after five failures per document', async () => {
    const body = solicitud({ email: 'adivina@correo.do' });
    const res = await submit(body);
    expect((await lookup(body.cedula, 'ZZZZZZZZ')).status).toBe(404);
    expect((await lookup(nextCedula(), res.body.codigo)).status).toBe(404);
    for (let i = 0; i < 4; i++) await lookup(body.cedula, `WRONG${i}XX`, `10.0.1.${i}`);
    const blocked = await lookup(body.cedula, res.body.codigo, '10.0.2.1');
    expect([blocked.status, blocked.body.code]).toEqual([429, 'too_many_attempts']);
  });

  it('lets the applicant replace a document while open, never one already accepted', async () => {
    const body = solicitud({ email: 'reemplazo@correo.do' });
    const res = await submit(body, [file(ids.acta)]);
    const send = (documentoAcademicoId: number, content = pdfBytes) =>
      ctx.call({
        method: 'POST',
        url: '/api/solicitudes-admisiones/documentos',
        remoteAddress: '10.0.3.1',
        ...multipart({ documentoIdentificacion: body.cedula, codigo: res.body.codigo }, [file(documentoAcademicoId, content)]),
      });
    const replaced = await send(ids.acta, pngBytes);
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body.documentos.find((d: { documentoAcademicoId: number }) => d.documentoAcademicoId === ids.acta).archivoUrl).toMatch(/\.png$/);
    expect((await staff('PUT', `/${res.body.solicitudAdmisionId}/documentos/${ids.acta}`, { estado: 'aceptado' })).status).toBe(200);
    const again = await send(ids.acta);
    expect([again.status, again.body.code]).toEqual([409, 'documento_aprobado']);
    expect((await send(ids.cedulaDoc)).status).toBe(200);
  });
});

describe('captcha on the public form', () => {
  it('is checked on the server when configured, and a failed one stores nothing', { timeout: ownContextTimeout }, async () => {
    const provider = await startHttpServer((_req, raw, res) => json(res, 200, { success: new URLSearchParams(raw).get('response') === 'humano' }));
    const guarded = await createTestContext({
      institution: (i) => ({ ...i, captcha: { ...i.captcha, verifyUrl: `${provider.url}/siteverify`, v2: { ...i.captcha.v2, siteKey: 'site-v2' } } }),
      captchaSecrets: { v2: 'secreto-v2' },
    });
    try {
      const lookupWith = (token?: string) =>
        guarded.call({ method: 'POST', url: '/api/solicitudes-admisiones', payload: { documentoIdentificacion: '00100000001', codigo: 'ABCDEFGH', token } });
      expect((await lookupWith()).body.code).toBe('captcha_required');
      expect((await lookupWith('robot')).body.code).toBe('captcha_failed');
      expect((await lookupWith('humano')).status).toBe(404); // past the captcha, no such request
      const form = await guarded.call({
        method: 'POST',
        url: '/api/solicitudes-admisiones/nueva',
        ...multipart({ claveEnvio: randomUUID(), token: 'robot', solicitud: JSON.stringify({}) }),
      });
      expect(form.status).toBe(400);
      expect(await countRows(guarded.database, 'solicitud_admision')).toBe(0);
    } finally {
      await guarded.close();
      await provider.close();
    }
  });
});

describe('admissions staff', () => {
  let id = 0;
  let body: ReturnType<typeof solicitud>;
  beforeAll(async () => {
    body = solicitud({ email: 'admitida@correo.do', nombres: 'Xiomara' });
    const res = await submit(body, [file(ids.acta)]);
    id = res.body.solicitudAdmisionId;
  });

  it('list a period’s requests with search, and keep other roles out', async () => {
    const list = await staff('GET', `/periodo-academico/${ids.periodo}?value=${body.cedula}`);
    expect(list.status).toBe(200);
    expect(list.body.map((s: { solicitudAdmisionId: number }) => s.solicitudAdmisionId)).toEqual([id]);
    expect(Number((await staff('GET', `/periodo-academico/${ids.periodo}`)).headers['x-total-count'])).toBeGreaterThan(3);
    expect((await staff('GET', `/${id}`, undefined, 'caja')).status).toBe(403);
    expect((await ctx.call({ method: 'GET', url: `/api/academicos/solicitudes-admisiones/${id}` })).status).toBe(401);
  });

  it('see the periods in time order, newest first, each with its number of requests', async () => {
    const res = await staff('GET', '/periodos');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const starts = res.body.map((p: { inicio: string }) => p.inicio);
    expect(starts).toEqual([...starts].sort().reverse());
    const mine = res.body.find((p: { periodoAcademicoId: number }) => p.periodoAcademicoId === ids.periodo);
    expect(mine.solicitudes).toBeGreaterThan(3);
    // The catalogue lists periods the same way when no order is asked, not alphabetically.
    const catalogue = await ctx.call({ method: 'GET', url: '/api/academicos/periodos-academicos', as: 'registro' });
    const catalogueStarts = catalogue.body.map((p: { peAcFechaInicio: string }) => p.peAcFechaInicio);
    expect(catalogueStarts).toEqual([...catalogueStarts].sort().reverse());
    expect((await staff('GET', '/periodos', undefined, 'caja')).status).toBe(403);
  });

  it('page a period’s requests by key as well as by number (newest first, the total counted once)', async () => {
    const list = (query: string) => staff('GET', `/periodo-academico/${ids.periodo}?pageSize=2&${query}`);
    const [first, second] = await Promise.all([list('page=1'), list('page=2')]);
    const next = await list(`after=${encodeURIComponent(first.headers['x-next-after'] as string)}`);
    expect(next.body.map((s: { solicitudAdmisionId: number }) => s.solicitudAdmisionId)).toEqual(
      second.body.map((s: { solicitudAdmisionId: number }) => s.solicitudAdmisionId),
    );
    expect(Number(first.headers['x-total-count'])).toBeGreaterThan(3);
    expect(next.headers['x-total-count']).toBeUndefined();
    expect((await list('after=ayer')).status).toBe(400);
  });

  it('correct a request’s data with the same checks as the form, keeping what they did not touch', async () => {
    const current = (await staff('GET', `/${id}`)).body;
    const fixed = await staff('PUT', `/${id}`, { ...body, apellidos: 'Féliz Batista de Peña', celular: '809-555-9999' });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    expect(fixed.body).toMatchObject({
      apellidos: 'Féliz Batista de Peña',
      celular: '809-555-9999',
      codigo: current.codigo,
      alergias: 'Penicilina.Polen',
      estadoId: 2,
    });
    const bad = await staff('PUT', `/${id}`, { ...body, cedula: '00112345678' });
    expect(bad.body.fields.cedula).toMatch(/no es válida/);
    const other = (await submit(solicitud({ email: 'otro@correo.do' }))).body;
    const stolen = await staff('PUT', `/${other.solicitudAdmisionId}`, { ...solicitud({ email: 'otro@correo.do' }), cedula: body.cedula });
    expect([stolen.status, stolen.body.code]).toEqual([409, 'solicitud_duplicada']);
    expect((await staff('PUT', `/${id}`, body, 'caja')).status).toBe(403);
  });

  it('apply a status asked for in the saved form through the workflow, or refuse the whole save saying why', async () => {
    const filed = (await submit(solicitud({ email: 'estado.put@correo.do' }))).body;
    const url = `/${filed.solicitudAdmisionId}`;
    const current = (await staff('GET', url)).body;
    const data = { ...solicitud({ email: 'estado.put@correo.do' }), cedula: current.cedula };
    // Validating with documents missing: 409 naming the reason, and the data change is not kept either.
    const refused = await staff('PUT', url, { ...data, nombres: 'Cambiado', estadoId: 8 });
    expect([refused.status, refused.body.code]).toEqual([409, 'documentos_pendientes']);
    expect(refused.body.message).toMatch(/faltan \d+ documentos obligatorios/);
    const after = (await staff('GET', url)).body;
    expect([after.nombres, after.estadoId, after.historial.length]).toEqual([current.nombres, 2, 1]);
    // Cancelling without a reason is bad input on the reason.
    const noReason = await staff('PUT', url, { ...data, estadoId: 7 });
    expect([noReason.status, Object.keys(noReason.body.fields)]).toEqual([400, ['motivo']]);
    // With the reason, the data and the move are saved together, the move in the history and told to the applicant.
    const moved = await staff('PUT', url, { ...data, nombres: 'Cambiado', estadoId: 7, motivo: 'Lo pidió el solicitante' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect([moved.body.nombres, moved.body.estadoId]).toEqual(['Cambiado', 7]);
    expect(moved.body.historial.at(-1)).toMatchObject({ estadoAnteriorId: 2, estadoId: 7, motivo: 'Lo pidió el solicitante', usuario: 'admisiones' });
    expect((await outbox('estado.put@correo.do')).at(-1)!.asunto).toMatch(/cancelada/i);
    // The same status as now is no move at all.
    const same = await staff('PUT', url, { ...data, nombres: 'Cambiado', estadoId: 7 });
    expect([same.status, same.body.historial.length]).toEqual([200, moved.body.historial.length]);
    // Out of a cancelled request there is no move: 409 with both statuses named.
    const reopen = await staff('PUT', url, { ...data, estadoId: 2 });
    expect([reopen.status, reopen.body.code, reopen.body.message]).toEqual([
      409,
      'estado_no_permitido',
      'La solicitud no puede pasar de «Cancelada» a «Solicitada».',
    ]);
  });

  it('attach the papers a walk-in applicant brings, audited; other roles kept out, bad files refused writing nothing', async () => {
    const walkIn = (await submit(solicitud({ email: 'presencial@correo.do' }))).body.solicitudAdmisionId;
    const attach = (files: MultipartFile[], as = 'admisiones') =>
      ctx.call({ method: 'POST', url: `/api/academicos/solicitudes-admisiones/${walkIn}/documentos`, as, ...multipart({}, files) });
    const docOf = (r: { body: { documentos: { documentoAcademicoId: number; archivoUrl: string | null; estado: string }[] } }, d: number) =>
      r.body.documentos.find((x) => x.documentoAcademicoId === d)!;
    expect((await attach([file(ids.acta)], 'caja')).status).toBe(403);
    expect(
      (await ctx.call({ method: 'POST', url: `/api/academicos/solicitudes-admisiones/${walkIn}/documentos`, ...multipart({}, [file(ids.acta)]) })).status,
    ).toBe(401);
    // A file that is not a PDF or an image, a field naming no document, and no file at all: 400, nothing stored.
    const disguised = await attach([file(ids.cedulaDoc), file(ids.acta, Buffer.from('MZ\x90\x00 ejecutable'))]);
    expect(disguised.status).toBe(400);
    expect((await attach([{ filename: 'x.pdf', content: pdfBytes }])).status).toBe(400);
    expect((await attach([])).status).toBe(400);
    expect(docOf(await staff('GET', `/${walkIn}`), ids.cedulaDoc).archivoUrl).toBeNull();
    const audits = () => countRows(ctx.database, `audit_log where entidad = 'solicitudAdmision.documentos' and entidad_id = '${walkIn}'`);
    const before = await audits();
    const done = await attach([file(ids.acta), file(ids.cedulaDoc, pngBytes)]);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(docOf(done, ids.acta)).toMatchObject({ estado: 'pendiente', archivoUrl: expect.stringMatching(/\.pdf$/) });
    expect(docOf(done, ids.cedulaDoc).archivoUrl).toMatch(/\.png$/);
    expect(await audits()).toBe(before + 1);
    // Once accepted, a paper is not replaced; once the request is closed, nothing is attached.
    expect((await staff('PUT', `/${walkIn}/documentos/${ids.acta}`, { estado: 'aceptado' })).status).toBe(200);
    expect((await attach([file(ids.acta)])).body.code).toBe('documento_aprobado');
    expect((await staff('POST', `/${walkIn}/estado`, { estadoId: 7, motivo: 'Desistió' })).status).toBe(200);
    expect((await attach([file(ids.cedulaDoc)])).body.code).toBe('solicitud_cerrada');
  });

  it('validate only with every required document accepted, reject with a reason, and tell the applicant', async () => {
    expect((await staff('POST', `/${id}/estado`, { estadoId: 8 }, 'caja')).status).toBe(403);
    // The applicant's files, for staff only.
    const archivo = (await staff('GET', `/${id}`)).body.documentos.find((d: { archivoUrl: string | null }) => d.archivoUrl).archivoUrl;
    const seen = await ctx.call({ method: 'GET', url: archivo, as: 'admisiones' });
    expect([seen.status, seen.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect((await ctx.call({ method: 'GET', url: archivo, as: 'caja' })).status).toBe(403);
    expect((await ctx.call({ method: 'GET', url: archivo })).status).toBe(401);
    const early = await staff('POST', `/${id}/estado`, { estadoId: 8 });
    // Validating with required documents still unaccepted is a conflict: 409 with its code and the count.
    expect([early.status, early.body.code]).toEqual([409, 'documentos_pendientes']);
    expect(early.body.fields.estadoId).toMatch(/faltan \d documentos/);
    const reject = await staff('PUT', `/${id}/documentos/${ids.acta}`, { estado: 'rechazado' });
    expect([reject.status, reject.body.fields.motivo]).toEqual([400, 'Indique por qué se rechaza.']);
    const rejected = await staff('PUT', `/${id}/documentos/${ids.acta}`, { estado: 'rechazado', motivo: 'La imagen está borrosa' });
    expect(rejected.body.documentos.find((d: { documentoAcademicoId: number }) => d.documentoAcademicoId === ids.acta)).toMatchObject({
      estado: 'rechazado',
      motivo: 'La imagen está borrosa',
    });
    expect((await outbox('admitida@correo.do')).at(-1)!.texto).toContain('Motivo: La imagen está borrosa');
    // The applicant sends the rest, staff accept each.
    const docs = (await staff('GET', `/${id}`)).body.documentos.filter((d: { obligatorio: boolean }) => d.obligatorio);
    const found = await lookup(body.cedula, (await staff('GET', `/${id}`)).body.codigo, '10.0.4.1');
    for (const d of docs) {
      if (d.documentoAcademicoId !== ids.acta) {
        await ctx.call({
          method: 'POST',
          url: '/api/solicitudes-admisiones/documentos',
          remoteAddress: '10.0.4.2',
          ...multipart({ documentoIdentificacion: body.cedula, codigo: found.body.codigo }, [file(d.documentoAcademicoId)]),
        });
      }
      expect((await staff('PUT', `/${id}/documentos/${d.documentoAcademicoId}`, { estado: 'aceptado' })).status).toBe(200);
    }
    const ok = await staff('POST', `/${id}/estado`, { estadoId: 8 });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.historial.map((h: { estadoId: number; usuario: string | null }) => [h.estadoId, h.usuario])).toEqual([
      [2, null],
      [8, 'admisiones'],
    ]);
    expect((await outbox('admitida@correo.do')).at(-1)!.asunto).toMatch(/validada/);
    const cancelNoReason = await staff('POST', `/${id}/estado`, { estadoId: 7 });
    expect(cancelNoReason.body.fields.motivo).toBe('Indique el motivo.');
  });

  it('admit only what the committee approved, once, even on two clicks, making a student who can sign in', async () => {
    expect((await staff('POST', `/${id}/admitir`, undefined, 'caja')).status).toBe(403);
    const badDecision = await staff('PUT', `/${id}/comite`, { decision: 'quizás' });
    expect(badDecision.status).toBe(400);
    expect((await staff('GET', `/${id}`)).body.comiteDecision).toBeNull();
    const early = await staff('POST', `/${id}/admitir`);
    expect([early.status, early.body.code]).toEqual([409, 'admision_sin_aprobacion']);
    expect(early.body.fields.comiteDecision).toBeTruthy();
    expect((await staff('PUT', `/${id}/comite`, { decision: 'aprobada', notas: 'Buen índice' }, 'caja')).status).toBe(403);
    const decided = await staff('PUT', `/${id}/comite`, { decision: 'aprobada', notas: 'Buen índice de bachillerato' });
    expect(decided.body.comiteDecision).toBe('aprobada');

    const students = await countRows(ctx.database, 'estudiante');
    const [a, b] = await Promise.all([staff('POST', `/${id}/admitir`), staff('POST', `/${id}/admitir`)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.admitidoAhora, b.body.admitidoAhora].sort()).toEqual([false, true]);
    expect(await countRows(ctx.database, 'estudiante')).toBe(students + 1);
    const admitted = a.body.admitidoAhora ? a.body : b.body;
    expect(admitted).toMatchObject({ estadoId: 6, estadoDescripcion: 'Admitida' });
    const matricula = admitted.matriculaId as string;

    const student = (await ctx.call({ method: 'GET', url: `/api/academicos/estudiantes/matricula/${matricula}`, as: 'admin' })).body;
    expect(student).toMatchObject({ persNombres: 'Xiomara', persAlergico: 'Penicilina.Polen', estuEnCasoEmergencia: 'Mercedes Batista' });
    expect(student.carreras[0]).toMatchObject({
      carreraId: career.adm.carreraId,
      planEstudioId: career.adm.planEstudioId,
      sedeId: ids.sd,
      esEsDescripcion: 'Nuevo ingreso',
      admitidoComoId: ids.nuevo,
    });
    const docs = (await ctx.call({ method: 'GET', url: `/api/academicos/estudiantes/documentos/${student.carreras[0].estudianteCarreraId}`, as: 'admin' }))
      .body;
    expect(docs.filter((d: { entregado: boolean }) => d.entregado).length).toBe(6);

    // The credentials went by e-mail; the first sign-in must change the password.
    const welcome = (await outbox('admitida@correo.do')).at(-1)!;
    const clave = /contraseña (\S+);/.exec(welcome.texto)![1];
    const signIn = await ctx.call({ method: 'POST', url: '/api/login', payload: { username: matricula.toLowerCase(), clave } });
    expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);
    const claims = JSON.parse(Buffer.from(signIn.body.token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ usuaNombre: matricula.toLowerCase(), rolId: 6, expiredPassword: true });
    // The request of a student, by matrícula: for admissions staff (and the student), no one else.
    const byMatricula = await ctx.call({ method: 'GET', url: `/api/solicitudes-admisiones/estudiante?matricula=${matricula}`, as: 'admisiones' });
    expect(byMatricula.body).toMatchObject({ solicitudAdmisionId: id, matriculaId: matricula });
    expect((await ctx.call({ method: 'GET', url: `/api/solicitudes-admisiones/estudiante?matricula=${matricula}`, as: 'caja' })).status).toBe(403);
    expect((await ctx.call({ method: 'GET', url: '/api/solicitudes-admisiones/estudiante?matricula=1999-9999', as: 'admisiones' })).status).toBe(404);
    // Closed now: nothing more changes it.
    const closed = await staff('POST', `/${id}/estado`, { estadoId: 2 });
    expect([closed.status, closed.body.code]).toEqual([409, 'estado_no_permitido']);
    expect(closed.body.message).toBe('La solicitud no puede pasar de «Admitida» a «Solicitada».');
  });

  it('count a period’s requests by career and status', async () => {
    const stats = await ctx.call({ method: 'GET', url: `/api/reportes/academicos/solicitudes-admisiones/periodo/${ids.periodo}`, as: 'admisiones' });
    expect(stats.status).toBe(200);
    expect(stats.body.porEstado).toEqual(expect.arrayContaining([{ descripcion: 'Admitida', total: 1 }]));
    expect(stats.body.total).toBeGreaterThan(3);
    expect((await ctx.call({ method: 'GET', url: `/api/reportes/academicos/solicitudes-admisiones/periodo/${ids.periodo}`, as: 'caja' })).status).toBe(403);
  });
});
