import { describe, expect, it } from 'vitest';
import {
  conEquivalencias,
  rechazos,
  rechazosRetiro,
  type ContextoSeleccion,
  type Retencion,
  type Excepcion,
  type SeccionCandidata,
} from './seleccion.rules.ts';

const dates = { fechaInicia: '2027-01-11', fechaFinaliza: '2027-04-24' };
const sec = (
  id: number,
  asignaturaId: number,
  creditos: number,
  diaId: number,
  horaInicio: string,
  horaFin: string,
  extra: Partial<SeccionCandidata> = {},
): SeccionCandidata => ({
  seccionAsignaturaId: id,
  nombre: `S${id}`,
  asignaturaId,
  creditos,
  periodoAcademicoId: 5,
  activa: true,
  reuniones: [{ diaId, horaInicio, horaFin, ...dates }],
  ...extra,
});
const ctx = (extra: Partial<ContextoSeleccion> = {}): ContextoSeleccion => ({
  periodoAcademicoId: 5,
  periodoAbierto: true,
  asignaturasDelPlan: [1, 2, 3, 4],
  creditosMaximos: 10,
  seleccionadas: [],
  retenciones: [],
  ...extra,
});
const reglas = (c: ContextoSeleccion, s: SeccionCandidata) => rechazos(c, s).map((r) => r.regla);

describe('what may be added to a selection', () => {
  it('lets a section of the plan in an open period in', () => {
    expect(rechazos(ctx(), sec(1, 1, 4, 1, '08:00', '10:00'))).toEqual([]);
  });

  it('names a clash with the section already chosen, its day and the hours they share, in both languages', () => {
    const [r] = rechazos(ctx({ seleccionadas: [sec(1, 1, 4, 1, '08:00', '10:00')] }), sec(2, 2, 4, 1, '09:00', '11:00'));
    expect(r).toEqual({ regla: 'choque', motivo: { es: 'Choca con S1 el lunes de 09:00 a 10:00.', en: 'It clashes with S1 on Monday from 09:00 to 10:00.' } });
    expect(reglas(ctx({ seleccionadas: [sec(1, 1, 4, 1, '08:00', '10:00')] }), sec(2, 2, 4, 1, '10:00', '12:00'))).toEqual([]);
  });

  it('counts credits against the maximum', () => {
    const chosen = [sec(1, 1, 4, 1, '08:00', '10:00'), sec(2, 2, 4, 2, '08:00', '10:00')];
    const [r] = rechazos(ctx({ seleccionadas: chosen }), sec(3, 3, 3, 3, '08:00', '10:00'));
    expect(r.motivo.es).toBe('Con esta asignatura tendría 11 créditos; el máximo es 10.');
    expect(reglas(ctx({ seleccionadas: chosen }), sec(3, 3, 2, 3, '08:00', '10:00'))).toEqual([]);
  });

  it('refuses a subject outside the plan, the same subject twice, an inactive section and a closed period', () => {
    expect(reglas(ctx(), sec(1, 9, 3, 1, '08:00', '10:00'))).toEqual(['plan']);
    expect(reglas(ctx({ seleccionadas: [sec(1, 1, 4, 1, '08:00', '10:00')] }), sec(2, 1, 4, 2, '08:00', '10:00'))).toEqual(['repetida']);
    expect(reglas(ctx(), sec(1, 1, 4, 1, '08:00', '10:00', { activa: false }))).toEqual(['seccion']);
    expect(reglas(ctx({ periodoAbierto: false }), sec(1, 1, 4, 1, '08:00', '10:00'))).toEqual(['periodo']);
    expect(reglas(ctx(), sec(1, 1, 4, 1, '08:00', '10:00', { periodoAcademicoId: 6 }))).toEqual(['periodo']);
  });

  it('says every hold and every other reason at once, in order', () => {
    const hold: Retencion = {
      origen: 'finanzas',
      motivo: { es: 'Tiene un balance pendiente.', en: 'You have a pending balance.' },
      levanta: { es: 'Páguelo en caja.', en: "Pay at the cashier's." },
      bloquea: true,
    };
    const c = ctx({ retenciones: [hold], seleccionadas: [sec(1, 1, 10, 1, '08:00', '10:00')] });
    expect(reglas(c, sec(2, 9, 3, 1, '08:00', '10:00'))).toEqual(['retencion', 'plan', 'choque', 'creditos']);
    const turn = { es: 'Su turno de inscripción empieza el 30/11/2026 a las 08:00.', en: 'Your registration turn starts on 30/11/2026 at 08:00.' };
    expect(reglas({ ...c, fueraDeTurno: turn }, sec(2, 9, 3, 1, '08:00', '10:00'))).toEqual(['turno', 'retencion', 'plan', 'choque', 'creditos']);
    expect(rechazos(c, sec(2, 9, 3, 1, '08:00', '10:00'))[0].motivo.es).toBe('Tiene un balance pendiente. Páguelo en caja.');
  });

  it('refuses nothing for a hold that only informs', () => {
    const aviso: Retencion = {
      origen: 'documentos',
      motivo: { es: 'Le falta entregar: Acta de nacimiento.', en: 'Still to hand in: Birth certificate.' },
      levanta: { es: 'Entréguelos en Registro.', en: 'Hand them in at the registry.' },
      bloquea: false,
    };
    expect(reglas(ctx({ retenciones: [aviso] }), sec(1, 1, 4, 1, '08:00', '10:00'))).toEqual([]);
  });

  it('adds the credits authorised for the period to the plan’s limit, and says both', () => {
    const chosen = [sec(1, 1, 4, 1, '08:00', '10:00'), sec(2, 2, 4, 2, '08:00', '10:00')];
    expect(reglas(ctx({ seleccionadas: chosen, creditosExtra: 3 }), sec(3, 3, 4, 3, '08:00', '10:00'))).toEqual([]);
    const [r] = rechazos(ctx({ seleccionadas: chosen, creditosExtra: 1 }), sec(3, 3, 4, 3, '08:00', '10:00'));
    expect(r.motivo).toEqual({
      es: 'Con esta asignatura tendría 12 créditos; el máximo es 11 (10 del plan y 1 autorizados).',
      en: 'With this subject you would have 12 credits; the maximum is 11 (10 from the plan and 1 authorised).',
    });
  });

  describe("against the student's record", () => {
    const mat1 = { asignaturaId: 1, nombre: 'MAT-101 Cálculo I' };
    const fis = { asignaturaId: 2, nombre: 'FIS-101 Física I' };
    // Subject 4 asks for Cálculo I and Física I passed; its lab (3) goes with Física I (2).
    const calculo2 = (extra: Partial<SeccionCandidata> = {}) =>
      sec(4, 4, 4, 1, '08:00', '10:00', { requisitos: { prerrequisitos: [mat1, fis], correquisitos: [] }, ...extra });
    const laboratorio = sec(3, 3, 1, 2, '08:00', '10:00', { requisitos: { prerrequisitos: [], correquisitos: [fis] } });

    it('asks nothing of the record while there is none (no module keeps grades yet)', () => {
      expect(reglas(ctx(), calculo2())).toEqual([]);
      expect(reglas(ctx(), laboratorio)).toEqual([]);
    });

    it('names every prerequisite not yet passed, in both languages', () => {
      expect(rechazos(ctx({ historial: { aprobadas: [] } }), calculo2())).toEqual([
        {
          regla: 'prerrequisito',
          motivo: {
            es: 'Le falta aprobar sus prerrequisitos MAT-101 Cálculo I, FIS-101 Física I.',
            en: 'You have yet to pass its prerequisites MAT-101 Cálculo I, FIS-101 Física I.',
          },
        },
      ]);
      expect(rechazos(ctx({ historial: { aprobadas: [2] } }), calculo2())[0].motivo.es).toBe('Le falta aprobar su prerrequisito MAT-101 Cálculo I.');
      expect(reglas(ctx({ historial: { aprobadas: [1, 2] } }), calculo2())).toEqual([]);
    });

    it('takes a corequisite passed, or already in the selection', () => {
      expect(reglas(ctx({ historial: { aprobadas: [] } }), laboratorio)).toEqual(['correquisito']);
      expect(reglas(ctx({ historial: { aprobadas: [2] } }), laboratorio)).toEqual([]);
      expect(reglas(ctx({ historial: { aprobadas: [] }, seleccionadas: [sec(2, 2, 4, 3, '08:00', '10:00')] }), laboratorio)).toEqual([]);
    });

    it('takes a subject being finished in an earlier period for a prerequisite or corequisite; the subject itself is not taken again meanwhile', () => {
      expect(reglas(ctx({ historial: { aprobadas: [2], enCurso: [1] } }), calculo2())).toEqual([]);
      expect(reglas(ctx({ historial: { aprobadas: [], enCurso: [2] } }), laboratorio)).toEqual([]);
      expect(reglas(ctx({ historial: { aprobadas: [1, 2], enCurso: [4] } }), calculo2())).toEqual(['enCurso']);
    });

    it('refuses a subject already passed, or one equivalent to a subject passed', () => {
      expect(reglas(ctx({ historial: { aprobadas: [4, 1, 2] } }), calculo2())).toEqual(['aprobada']);
      // Subject 9 (from an older plan) is equivalent to 4: passing it counts as passing 4, and the other way round.
      expect(reglas(ctx({ historial: { aprobadas: conEquivalencias([9, 1, 2], [[4, 9]]) } }), calculo2())).toEqual(['aprobada']);
      expect(
        conEquivalencias(
          [4],
          [
            [4, 9],
            [5, 6],
          ],
        ),
      ).toEqual([4, 9]);
      expect(conEquivalencias([9], [[4, 9]])).toEqual([4, 9]);
    });

    it('lets an exception for prerequisites past them and the corequisites, never past a subject passed', () => {
      const sin: Excepcion = { permiteChoque: false, permiteCupoLleno: false, permiteSinPrerrequisito: true };
      expect(rechazos(ctx({ historial: { aprobadas: [] } }), calculo2(), sin)).toEqual([]);
      expect(rechazos(ctx({ historial: { aprobadas: [] } }), laboratorio, sin)).toEqual([]);
      expect(rechazos(ctx({ historial: { aprobadas: [4] } }), calculo2(), sin).map((r) => r.regla)).toEqual(['aprobada']);
    });
  });

  it('lets an exception waive a clash: never the period, a hold, the plan, a repeated subject or the credits', () => {
    const choque: Excepcion = { permiteChoque: true, permiteCupoLleno: false, permiteSinPrerrequisito: false };
    const nada: Excepcion = { permiteChoque: false, permiteCupoLleno: true, permiteSinPrerrequisito: true };
    const hold: Retencion = { origen: 'finanzas', motivo: { es: 'Balance.', en: 'Balance.' }, levanta: { es: 'Pague.', en: 'Pay.' }, bloquea: true };
    const c = ctx({ retenciones: [hold], seleccionadas: [sec(1, 1, 10, 1, '08:00', '10:00')] });
    const s = sec(2, 9, 3, 1, '08:00', '10:00');
    expect(rechazos(c, s, choque).map((r) => r.regla)).toEqual(['retencion', 'plan', 'creditos']);
    expect(rechazos(c, s, nada).map((r) => r.regla)).toEqual(['retencion', 'plan', 'choque', 'creditos']);
    expect(rechazos(ctx({ seleccionadas: [sec(1, 1, 4, 1, '08:00', '10:00')] }), sec(2, 2, 4, 1, '09:00', '11:00'), choque)).toEqual([]);
  });
});

describe("the student's status and subjects in progress", () => {
  const estado = (o: Partial<import('./seleccion.rules.ts').EstadoInscripcion> = {}) => ({
    nombre: 'Activo',
    activo: true,
    cuentaComoActivo: true,
    permiteModificar: true,
    suspension: false,
    retirado: false,
    graduado: false,
    ...o,
  });

  it('lets in only a status that counts as active, allows changes and is no suspension, withdrawal or graduation; the refusal names it', () => {
    expect(reglas(ctx({ estado: estado() }), sec(1, 1, 4, 1, '08:00', '10:00'))).toEqual([]);
    for (const o of [{ cuentaComoActivo: false }, { permiteModificar: false }, { suspension: true }, { retirado: true }, { graduado: true }, { activo: false }])
      expect(reglas(ctx({ estado: estado(o) }), sec(1, 1, 4, 1, '08:00', '10:00'))).toEqual(['estado']);
    const [r] = rechazos(ctx({ estado: estado({ nombre: 'Retirado', retirado: true }) }), sec(1, 1, 4, 1, '08:00', '10:00'));
    expect(r.motivo.es).toBe('Su estado (Retirado) no le permite inscribir asignaturas.');
    // Under no exception.
    const todo: Excepcion = { permiteChoque: true, permiteCupoLleno: true, permiteSinPrerrequisito: true, permiteEnCurso: true };
    expect(rechazos(ctx({ estado: estado({ suspension: true }) }), sec(1, 1, 4, 1, '08:00', '10:00'), todo).map((x) => x.regla)).toEqual(['estado']);
  });

  it('refuses a subject being taken in an earlier period, unless under an exception that allows it', () => {
    const c = ctx({ historial: { aprobadas: [], enCurso: [1] } });
    expect(reglas(c, sec(1, 1, 4, 1, '08:00', '10:00'))).toEqual(['enCurso']);
    expect(reglas(c, sec(2, 2, 4, 1, '08:00', '10:00'))).toEqual([]);
    const excepcion: Excepcion = { permiteChoque: false, permiteCupoLleno: false, permiteSinPrerrequisito: false, permiteEnCurso: true };
    expect(rechazos(c, sec(1, 1, 4, 1, '08:00', '10:00'), excepcion)).toEqual([]);
  });
});

describe('what may be dropped', () => {
  const fisica = {
    asignaturaId: 2,
    nombre: 'FIS-101-01',
    requisitos: { prerrequisitos: [], correquisitos: [{ asignaturaId: 1, nombre: 'MAT-101 Cálculo I' }] },
  };
  const calculo = { asignaturaId: 1, nombre: 'MAT-101-01' };

  it('refuses dropping a corequisite another selected subject needs, naming the pair', () => {
    expect(rechazosRetiro([calculo, fisica], calculo, { aprobadas: [] })).toEqual([
      {
        regla: 'correquisito',
        motivo: {
          es: 'FIS-101-01 la tiene como correquisito; retire antes FIS-101-01.',
          en: 'FIS-101-01 takes it as a corequisite; drop FIS-101-01 first.',
        },
      },
    ]);
    expect(rechazosRetiro([calculo, fisica], fisica, { aprobadas: [] })).toEqual([]);
  });

  it('lets it go when the corequisite is passed, or another section of it stays', () => {
    expect(rechazosRetiro([calculo, fisica], calculo, { aprobadas: [1] })).toEqual([]);
    expect(rechazosRetiro([calculo, { ...calculo, nombre: 'MAT-101-02' }, fisica], calculo, { aprobadas: [] })).toEqual([]);
  });
});
