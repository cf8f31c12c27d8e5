import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestContext, type TestContext, multipart, pngBytes } from '../../test/context.ts';
import { optionId } from '../../seed/seed.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('menu and permission checks', () => {
  it('gives the administrator every screen and the student only self-service', async () => {
    const admin = await ctx.call({ method: 'GET', url: '/api/seguridad/usuarios/opciones-aplicacion', as: 'admin' });
    const student = await ctx.call({ method: 'GET', url: '/api/seguridad/usuarios/opciones-aplicacion', as: 'estudiante' });
    const urls = (r: { body: { url: string | null }[] }) => r.body.map((o) => o.url).filter(Boolean) as string[];
    expect(urls(admin).length).toBeGreaterThan(250);
    expect(urls(admin)).toContain('/generales/paises');
    expect(urls(student).length).toBeGreaterThan(0);
    // Self-service: their own pages, registering for their own subjects, checking in to their own classes, paying their own account online, evaluating their professors.
    const own = [
      '/seleccion/seleccion-asignaturas',
      '/academicos/geo-asistencia-estudiante',
      '/financieros/pago-servicios-online',
      '/financieros/pago-matricula-online',
      '/evaluacion/evaluacion',
    ];
    expect(urls(student)).toEqual(expect.arrayContaining(own));
    expect(urls(student).every((u) => /^\/estudiantes/.test(u) || own.includes(u))).toBe(true);
    // Every option has both labels, and parents of granted options come along.
    for (const o of admin.body) expect(o.descripcion && o.ingles).toBeTruthy();
    const ids = new Set(student.body.map((o: { id: number }) => o.id));
    for (const o of student.body) if (o.padre) expect(ids.has(o.padre)).toBe(true);
  });

  it('answers whether a path may be opened, and logs visits', async () => {
    const ask = (as: string, path: string) => ctx.call({ method: 'GET', url: `/api/seguridad/usuarios-permisos?path=${encodeURIComponent(path)}`, as });
    expect((await ask('admin', '/generales/paises')).body).toBe(true);
    expect((await ask('estudiante', '/generales/paises')).body).toBe(false);
    expect((await ask('estudiante', '/')).body).toBe(true);
    expect((await ask('caja', '/financieros/reportes-recibos/15')).body).toBe(true);
    const before = await countRows(ctx.database, 'acceso_log');
    expect((await ctx.call({ method: 'POST', url: '/api/seguridad/usuarios-permisos?path=/generales/paises', as: 'admin' })).status).toBe(204);
    expect(await countRows(ctx.database, 'acceso_log')).toBe(before + 1);
  });

  it('grants and revokes screens per role and per user, effective on the next request', async () => {
    const paises = optionId('/generales/paises');
    const post = () => ctx.call({ method: 'POST', url: '/api/generales/paises', as: 'profesor', payload: { paisDescripcion: 'Narnia', paisCodigoISO: 'ZN' } });
    expect((await post()).status).toBe(403);

    const [{ usuario_id: profesorId }] = await ctx.database.query<{ usuario_id: number }>(`select usuario_id from usuario where usua_nombre = 'profesor'`);
    const grant = await ctx.call({ method: 'PUT', url: `/api/seguridad/permisos/usuario/${profesorId}`, as: 'admin', payload: { opciones: [paises] } });
    expect(grant.status).toBe(200);
    expect((await post()).status).toBe(201);
    expect((await ctx.call({ method: 'PUT', url: `/api/seguridad/permisos/usuario/${profesorId}`, as: 'admin', payload: { opciones: [] } })).status).toBe(200);
    expect((await post()).status).toBe(403);

    const roleGrants = await ctx.call({ method: 'GET', url: '/api/seguridad/permisos/rol/4', as: 'admin' });
    const withPaises = await ctx.call({
      method: 'PUT',
      url: '/api/seguridad/permisos/rol/4',
      as: 'admin',
      payload: { opciones: [...roleGrants.body.opciones, paises] },
    });
    expect(withPaises.status).toBe(200);
    expect((await ctx.call({ method: 'GET', url: '/api/seguridad/usuarios-permisos?path=/generales/paises', as: 'profesor' })).body).toBe(true);
    // Unknown options are refused, nothing changes.
    const bad = await ctx.call({ method: 'PUT', url: '/api/seguridad/permisos/rol/4', as: 'admin', payload: { opciones: [1].concat([123]) } });
    expect(bad.status).toBe(400);
    expect((await ctx.call({ method: 'GET', url: '/api/seguridad/permisos/rol/4', as: 'admin' })).body.opciones).toContain(paises);
    // Only holders of the permission screens may change grants.
    expect((await ctx.call({ method: 'PUT', url: '/api/seguridad/permisos/rol/4', as: 'registro', payload: { opciones: [] } })).status).toBe(403);
    const audited = await ctx.database.query(`select 1 from audit_log where entidad in ('rol_opcion', 'usuario_opcion')`);
    expect(audited.length).toBeGreaterThanOrEqual(3);
  });

  it('answers the institution colours and the public configuration without a session, and no secret', async () => {
    const colors = await ctx.call({ method: 'GET', url: '/api/planta-fisica/instituciones/institution_color' });
    expect(colors.body).toEqual({ primaryColor: '#0059b3', secondaryColor: '#0B0986' });
    const config = await ctx.call({ method: 'GET', url: '/config.json' });
    expect(config.body).toMatchObject({
      university: expect.any(String),
      system: 'Claustro',
      email: expect.any(String),
      telefono: expect.any(String),
      software: 'Claustro',
    });
    expect(JSON.stringify(config.body)).not.toMatch(/secret|password|clave/i);
    // index.html preloads it; every start asks again whether it changed.
    expect(config.headers['cache-control']).toBe('no-cache');
  });

  it('refuses every non-public route without a session', async () => {
    for (const url of ['/api/roles', '/api/seguridad/usuarios', '/api/seguridad/usuarios/opciones-aplicacion', '/api/generales/paises']) {
      expect((await ctx.call({ method: 'GET', url })).status).toBe(401);
    }
  });
});

describe('users', () => {
  const user = (name: string, extra: object = {}) => ({
    usuaNombre: name,
    usuaEmail: `${name}@demo.do`,
    clave: 'Usuario2026',
    rolId: 2,
    persNombres: 'Nombre',
    persApellidos: 'Apellido',
    documentosIdentificacion: [{ tipoDocumentoIdentificacionId: 1, doIdValor: `0010000000${name.length}` }],
    telefonos: [{ tipoTelefonoId: 2, peTeTelefono: '809-555-1234' }],
    direcciones: [{ paisId: 1, provinciaId: 1, peDiDireccion: 'Calle 1' }],
    sedes: [{ sedeId: 1 }, 2],
    ...extra,
  });

  it('creates a user with person, documents, phones, addresses and campuses, and never shows the hash', async () => {
    const res = await ctx.call({ method: 'POST', url: '/api/seguridad/usuarios', as: 'admin', payload: { ...user('nuevo'), personaId: 0, usuarioId: 0 } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ usuaNombre: 'nuevo', persNombres: 'Nombre', rolId: 2 });
    expect(res.body.sedes).toHaveLength(2);
    expect(res.body.telefonos[0].peTeTelefono).toBe('809-555-1234');
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|clave_hash|claveHash/);
    const list = await ctx.call({ method: 'GET', url: '/api/seguridad/usuarios?value=nuev', as: 'admin' });
    expect(list.body.map((u: { usuaNombre: string }) => u.usuaNombre)).toContain('nuevo');
  });

  it('are found for the screens that pick one, by user name or every word of the name, showing who they are and nothing more', async () => {
    const buscar = (value: string, as = 'registro') =>
      ctx.call({ method: 'GET', url: `/api/seguridad/usuarios/buscar?value=${encodeURIComponent(value)}`, as });
    // Registro picks users on "Acceso de usuarios a carreras" and "Enviar mensajes", without managing users.
    expect((await ctx.call({ method: 'GET', url: '/api/seguridad/usuarios', as: 'registro' })).status).toBe(403);
    const found = await buscar('Cajera, Carmen');
    expect(found.status).toBe(200);
    expect(found.body).toEqual([{ usuarioId: expect.any(Number), usuaNombre: 'caja', persNombres: 'Carmen', persApellidos: 'Cajera Rosario' }]);
    expect((await buscar('caj')).body.map((u: { usuaNombre: string }) => u.usuaNombre)).toContain('caja');
    expect((await buscar('caja', 'estudiante')).status).toBe(403);
    expect((await buscar('x'.repeat(101))).status).toBe(400);
  });

  it('checks user name and e-mail availability', async () => {
    const u = (payload: object, kind: string) => ctx.call({ method: 'POST', url: `/api/seguridad/usuarios/${kind}`, as: 'admin', payload });
    expect((await u({ usuarioId: 0, usuaNombre: 'ADMIN' }, 'username')).body).toEqual({ disponible: false });
    expect((await u({ usuarioId: 0, usuaNombre: 'libre' }, 'username')).body).toEqual({ disponible: true });
    expect((await u({ usuarioId: 1, usuaNombre: 'admin' }, 'username')).body).toEqual({ disponible: true });
    expect((await u({ usuarioId: 0, usuaEmail: 'caja@demo.claustro.do' }, 'email')).body).toEqual({ disponible: false });
  });

  it('rejects duplicates, weak passwords and bad fields with nothing written', async () => {
    const before = await countRows(ctx.database, 'usuario');
    const dup = await ctx.call({ method: 'POST', url: '/api/seguridad/usuarios', as: 'admin', payload: user('Admin') });
    expect(dup.status).toBe(409);
    expect(dup.body.fields).toHaveProperty('usuaNombre');
    const weak = await ctx.call({ method: 'POST', url: '/api/seguridad/usuarios', as: 'admin', payload: { ...user('debil'), clave: 'abc' } });
    expect(weak.status).toBe(400);
    expect(weak.body.fields).toHaveProperty('clave');
    const bad = await ctx.call({
      method: 'POST',
      url: '/api/seguridad/usuarios',
      as: 'admin',
      payload: { ...user('malo'), usuaEmail: 'x', rolId: 'a', telefonos: [{ tipoTelefonoId: 1, peTeTelefono: 'abc' }] },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(expect.arrayContaining(['usuaEmail', 'rolId', 'telefonos.0.peTeTelefono']));
    const noRole = await ctx.call({ method: 'POST', url: '/api/seguridad/usuarios', as: 'admin', payload: { ...user('sinrol'), rolId: 99 } });
    expect(noRole.status).toBe(400);
    expect(noRole.body.fields).toHaveProperty('rolId');
    expect(await countRows(ctx.database, 'usuario')).toBe(before);
    expect((await ctx.call({ method: 'POST', url: '/api/seguridad/usuarios', as: 'registro', payload: user('intruso') })).status).toBe(403);
  });

  it('updates, renames and audits with before and after', async () => {
    const created = (await ctx.call({ method: 'POST', url: '/api/seguridad/usuarios', as: 'admin', payload: user('editable') })).body;
    const { clave: _c, ...rest } = user('editable');
    const upd = await ctx.call({
      method: 'PUT',
      url: `/api/seguridad/usuarios/${created.usuarioId}`,
      as: 'admin',
      payload: { ...rest, persNombres: 'Cambiado', sedes: [1] },
    });
    expect(upd.status).toBe(200);
    expect(upd.body).toMatchObject({ persNombres: 'Cambiado' });
    expect(upd.body.sedes).toHaveLength(1);
    const ren = await ctx.call({
      method: 'PUT',
      url: `/api/seguridad/usuarios/usuario/${created.usuarioId}`,
      as: 'admin',
      payload: { usuarioId: created.usuarioId, usuaNombre: 'renombrado' },
    });
    expect(ren.body.usuaNombre).toBe('renombrado');
    const rows = await ctx.database.query<{ accion: string; antes: unknown }>(
      `select accion, antes from audit_log where entidad = 'usuario' and entidad_id = $1 order by id`,
      [String(created.usuarioId)],
    );
    expect(rows.map((r) => r.accion)).toEqual(['crear', 'actualizar', 'actualizar']);
    expect(rows[1].antes).toMatchObject({ persNombres: 'Nombre' });
    await expect(ctx.database.query(`delete from audit_log`)).rejects.toThrow(/append-only/);
  });

  it('stores a photo only when the content is an image, whatever its name', async () => {
    const [{ persona_id }] = await ctx.database.query<{ persona_id: number }>(`select persona_id from usuario where usua_nombre = 'estudiante'`);
    const form = (content: Buffer, filename: string, personaId: number) => multipart({ personaId }, { content, filename });
    const ok = await ctx.call({ method: 'POST', url: '/api/seguridad/usuarios/user-image', as: 'estudiante', ...form(pngBytes, 'yo.png', persona_id) });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.persFoto).toMatch(/\.png$/);
    const disguised = await ctx.call({
      method: 'POST',
      url: '/api/seguridad/usuarios/user-image',
      as: 'estudiante',
      ...form(Buffer.from('<script>alert(1)</script>'), 'yo.png', persona_id),
    });
    expect(disguised.status).toBe(400);
    const other = await ctx.call({ method: 'POST', url: '/api/seguridad/usuarios/user-image', as: 'estudiante', ...form(pngBytes, 'x.png', 1) });
    expect(other.status).toBe(403);
  });
});

describe('own personal data', () => {
  it('lets any user, students included, read and edit only their own contacts', async () => {
    const mine = await ctx.call({ method: 'GET', url: '/api/seguridad/perfil', as: 'estudiante' });
    expect(mine.status).toBe(200);
    expect(mine.body.usuaNombre).toBe('estudiante');
    const upd = await ctx.call({
      method: 'PUT',
      url: '/api/seguridad/perfil',
      as: 'estudiante',
      payload: {
        telefonos: [{ tipoTelefonoId: 2, peTeTelefono: '829-555-0000' }],
        emails: [{ tipoEmailId: 1, peEmEmail: 'elena@correo.do' }],
        direcciones: [{ paisId: 1, peDiDireccion: 'Calle El Sol 5' }],
        rolId: 1,
      },
    });
    expect(upd.status, JSON.stringify(upd.body)).toBe(200);
    expect(upd.body.emails[0].peEmEmail).toBe('elena@correo.do');
    expect(upd.body.rolId).toBe(6); // the role is not the user's to change
    const bad = await ctx.call({
      method: 'PUT',
      url: '/api/seguridad/perfil',
      as: 'estudiante',
      payload: { telefonos: [], emails: [{ tipoEmailId: 1, peEmEmail: 'no' }], direcciones: [] },
    });
    expect(bad.status).toBe(400);
    expect((await ctx.call({ method: 'GET', url: '/api/seguridad/perfil', as: 'estudiante' })).body.telefonos).toHaveLength(1);
  });
});
