import { describe, expect, it } from 'vitest';
import { problemasDeVisita } from './expediente.rules.ts';

const base = {
  tipoPersonaId: 1,
  estudianteId: 7,
  profesorId: null,
  personaExternaId: null,
  expeNombrePersona: null,
  medicamentoId: null,
  expeCantidad_Suministrada: 0,
};

describe('a visit holds together', () => {
  it('when its person is linked as their type says, and a medicine goes with how much of it', () => {
    expect(problemasDeVisita(base)).toEqual([]);
    expect(problemasDeVisita({ ...base, medicamentoId: 3, expeCantidad_Suministrada: 2 })).toEqual([]);
    expect(problemasDeVisita({ ...base, tipoPersonaId: 3, estudianteId: null, expeNombrePersona: 'Julio Taveras' })).toEqual([]);
    expect(problemasDeVisita({ ...base, tipoPersonaId: 6, estudianteId: null, personaExternaId: 2 })).toEqual([]);
  });

  it('names each field that does not', () => {
    expect(problemasDeVisita({ ...base, estudianteId: null })).toEqual([{ campo: 'estudianteId', problema: 'persona_requerida' }]);
    expect(problemasDeVisita({ ...base, tipoPersonaId: 2, profesorId: 4 })).toEqual([{ campo: 'estudianteId', problema: 'persona_de_otro_tipo' }]);
    expect(problemasDeVisita({ ...base, tipoPersonaId: 3, estudianteId: null })).toEqual([{ campo: 'expeNombrePersona', problema: 'nombre_requerido' }]);
    expect(problemasDeVisita({ ...base, medicamentoId: 3 })).toEqual([{ campo: 'expeCantidad_Suministrada', problema: 'cantidad_requerida' }]);
    expect(problemasDeVisita({ ...base, expeCantidad_Suministrada: 1 })).toEqual([{ campo: 'medicamentoId', problema: 'medicamento_requerido' }]);
  });
});
