import { describe, expect, it } from 'vitest';
import { avisoSolicitud, cargoAlCerrar, conceptoSolicitud, esperaPago, estadosSolicitud, pidePago, transicionPermitida } from './solicitud-online.rules.ts';

describe("an online request's life", () => {
  it('goes forward for staff: taken, ready, handed over; rejected before it is ready', () => {
    expect(transicionPermitida('pendiente', 'en_proceso', 'personal')).toBe(true);
    expect(transicionPermitida('en_proceso', 'lista', 'personal')).toBe(true);
    expect(transicionPermitida('lista', 'entregada', 'personal')).toBe(true);
    expect(transicionPermitida('pendiente', 'rechazada', 'personal')).toBe(true);
    expect(transicionPermitida('en_proceso', 'rechazada', 'personal')).toBe(true);
    expect(transicionPermitida('pendiente', 'lista', 'personal')).toBe(false);
    expect(transicionPermitida('lista', 'rechazada', 'personal')).toBe(false);
    expect(transicionPermitida('pendiente', 'cancelada', 'personal')).toBe(false);
  });
  it('never leaves a closed state', () => {
    for (const de of ['entregada', 'rechazada', 'cancelada'] as const)
      for (const a of estadosSolicitud) for (const q of ['personal', 'estudiante'] as const) expect(transicionPermitida(de, a, q)).toBe(false);
  });
  it('lets the student only cancel what nobody has taken', () => {
    expect(transicionPermitida('pendiente', 'cancelada', 'estudiante')).toBe(true);
    expect(transicionPermitida('en_proceso', 'cancelada', 'estudiante')).toBe(false);
    expect(transicionPermitida('pendiente', 'en_proceso', 'estudiante')).toBe(false);
  });
  it('tells the student in both languages, with the note when there is one', () => {
    const a = avisoSolicitud({
      numero: 'SOL-12',
      documento: { es: 'Récord de calificaciones', en: 'Academic transcript' },
      estado: 'rechazada',
      nota: 'Tiene un saldo pendiente.',
    });
    expect(a.asunto).toBe('Solicitud SOL-12: Récord de calificaciones / Request SOL-12: Academic transcript');
    expect(a.mensaje).toContain('Su solicitud SOL-12 (Récord de calificaciones) fue rechazada. Nota: Tiene un saldo pendiente.');
    expect(a.mensaje).toContain('Your request SOL-12 (Academic transcript) was rejected. Note: Tiene un saldo pendiente.');
    expect(avisoSolicitud({ numero: 'SOL-1', documento: { es: 'X', en: 'X' }, estado: 'lista', nota: null }).mensaje).not.toContain('Nota');
  });
  it('waits for its fee while something is left to pay; only taking it asks for the payment', () => {
    expect(esperaPago('300.00')).toBe(true);
    expect(esperaPago('0.01')).toBe(true);
    expect(esperaPago('0.00')).toBe(false);
    expect(esperaPago(null)).toBe(false);
    expect(estadosSolicitud.filter(pidePago)).toEqual(['en_proceso']);
  });
  it('closed unserved, annuls an unpaid fee; one paid keeps the student from cancelling, and stays when the registry rejects', () => {
    expect(cargoAlCerrar('estudiante', false)).toBe('anular');
    expect(cargoAlCerrar('personal', false)).toBe('anular');
    expect(cargoAlCerrar('estudiante', true)).toBe('rehusar');
    expect(cargoAlCerrar('personal', true)).toBe('conservar');
  });
  it("reads on the account as the document, its copies and the request's number", () => {
    expect(conceptoSolicitud('Récord de calificaciones', 2, 42)).toBe('Récord de calificaciones ×2 · solicitud SOL-000042');
    expect(conceptoSolicitud('Constancia de estudios', 1, 7)).toBe('Constancia de estudios · solicitud SOL-000007');
  });
});
