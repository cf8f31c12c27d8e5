import { describe, expect, it } from 'vitest';
import { guard, isPublicPath, screenOfPath } from './guard.rules.ts';

const signedIn = { expiredPassword: false };
const expired = { expiredPassword: true };

describe('route guard (spec §4)', () => {
  it('lets public routes pass with or without a session', () => {
    expect(guard({ path: '/solicitud-admision/nueva', session: null })).toEqual({ go: 'pass' });
    expect(guard({ path: '/validacion-titulo', session: signedIn })).toEqual({ go: 'pass' });
  });
  it('sends a signed-in user away from login, and an anonymous one to it', () => {
    expect(guard({ path: '/login', session: signedIn })).toEqual({ go: 'redirect', to: '/' });
    expect(guard({ path: '/login', session: null })).toEqual({ go: 'pass' });
    expect(guard({ path: '/generales/paises', session: null })).toEqual({ go: 'redirect', to: '/login' });
    expect(guard({ path: '/', session: null })).toEqual({ go: 'redirect', to: '/login' });
  });
  it('forces the password change everywhere when the password expired', () => {
    expect(guard({ path: '/', session: expired })).toEqual({ go: 'redirect', to: '/seguridad/cambiar-clave' });
    expect(guard({ path: '/seguridad/cambiar-clave', session: expired })).toEqual({ go: 'pass' });
  });
  it('lets home, change-password and personal data pass without a grant', () => {
    for (const path of ['/', '/seguridad/cambiar-clave', '/datos-personales']) {
      expect(guard({ path, session: signedIn, menuUrls: [] })).toEqual({ go: 'pass' });
    }
  });
  it('decides other routes by the menu when loaded, else asks the server', () => {
    expect(guard({ path: '/generales/paises', session: signedIn, menuUrls: ['/generales/paises'] })).toEqual({ go: 'pass' });
    expect(guard({ path: '/GENERALES/PAISES/', session: signedIn, menuUrls: ['/generales/paises'] })).toEqual({ go: 'pass' });
    expect(guard({ path: '/generales/paises', session: signedIn, menuUrls: ['/generales/idiomas'] })).toEqual({ go: 'redirect', to: '/no-access' });
    // A section's root opens for whoever holds one of its screens.
    expect(guard({ path: '/reportes/academicos/*', session: signedIn, menuUrls: ['/reportes/academicos/mescyt/egresados'] })).toEqual({ go: 'pass' });
    expect(guard({ path: '/reportes/academicos/*', session: signedIn, menuUrls: ['/reportes/academicos'] })).toEqual({ go: 'redirect', to: '/no-access' });
    expect(guard({ path: '/reportes/educacion-continuada/*', session: signedIn, menuUrls: ['/financieros/reporte-cobros-por-curso-ep'] })).toEqual({
      go: 'pass',
    });
    expect(guard({ path: '/reportes/estadisticos/*', session: signedIn, menuUrls: ['/reportes/academicos/mescyt/egresados'] })).toEqual({
      go: 'redirect',
      to: '/no-access',
    });
    expect(guard({ path: '/generales/paises', session: signedIn })).toEqual({ go: 'ask-server' });
  });
  it('maps a path with an id to its screen', () => {
    expect(screenOfPath('/financieros/reportes-recibos/15?x=1')).toBe('/financieros/reportes-recibos');
    expect(screenOfPath('/generales/paises/')).toBe('/generales/paises');
    expect(isPublicPath('/no-access')).toBe(true);
  });
});
