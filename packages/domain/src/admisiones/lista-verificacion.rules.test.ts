import { describe, expect, it } from 'vitest';
import { estadosSolicitud as e } from './estado-solicitud.rules.ts';
import { listaVerificacion, type SolicitudParaLista } from './lista-verificacion.rules.ts';

const doc = (estado: SolicitudParaLista['documentos'][number]['estado'], obligatorio = true) => ({ estado, obligatorio });
const base: SolicitudParaLista = { estadoId: e.solicitada, documentos: [], pruebas: [], comiteDecision: null, matriculaId: null };
const states = (s: Partial<SolicitudParaLista>) => Object.fromEntries(listaVerificacion({ ...base, ...s }).map((p) => [p.paso, p.estado]));

describe('an admission request’s checklist', () => {
  it('counts the required documents only, and says which are missing, to review or rejected', () => {
    const [docs] = listaVerificacion({ ...base, documentos: [doc('aceptado'), doc('falta'), doc('pendiente'), doc('rechazado'), doc('falta', false)] });
    expect(docs).toEqual({ paso: 'documentos', estado: 'rechazado', aceptados: 1, obligatorios: 4, faltan: 1, porRevisar: 1, rechazados: 1 });
    expect(states({ documentos: [doc('aceptado'), doc('pendiente')] }).documentos).toBe('pendiente');
    expect(states({ documentos: [doc('aceptado'), doc('falta', false)] }).documentos).toBe('hecho');
  });

  it('asks for tests only of a request called to one: passed, waiting for a result, or failed every one', () => {
    expect(states({}).pruebas).toBe('no_aplica');
    expect(states({ pruebas: [{ asistio: null, puntuacion: null, aprobado: false }] }).pruebas).toBe('pendiente');
    expect(states({ pruebas: [{ asistio: true, puntuacion: '40', aprobado: false }] }).pruebas).toBe('rechazado');
    expect(
      states({
        pruebas: [
          { asistio: false, puntuacion: null, aprobado: false },
          { asistio: true, puntuacion: '80', aprobado: true },
        ],
      }).pruebas,
    ).toBe('hecho');
  });

  it('follows the request from filed to admitted, and stops where it was rejected or cancelled', () => {
    expect(states({})).toMatchObject({ validacion: 'pendiente', comite: 'pendiente', admision: 'pendiente' });
    expect(states({ estadoId: e.validada, comiteDecision: 'aprobada' })).toMatchObject({ validacion: 'hecho', comite: 'hecho', admision: 'pendiente' });
    expect(states({ estadoId: e.admitida, comiteDecision: 'aprobada', matriculaId: '2027-0001' })).toMatchObject({ validacion: 'hecho', admision: 'hecho' });
    expect(states({ estadoId: e.validada, comiteDecision: 'rechazada' })).toMatchObject({ comite: 'rechazado', admision: 'rechazado' });
    expect(states({ estadoId: e.cancelada })).toMatchObject({ validacion: 'rechazado', admision: 'rechazado' });
  });
});
