import type { Label } from '../platform/i18n.ts';
import { reglasRepeticion } from '../calificaciones/repeticion.rules.ts';

/*
 * The settings the product reads (`parametro_sistema`), each with its type and range. A value is
 * stored as text; it is checked against its declaration when written (a wrong one is refused naming
 * the setting) and read back through the same declaration, so no reader casts text and a value
 * written before this check existed falls back to the setting's default instead of failing a
 * registration. Keys the product does not know stay free text (an institution's own notes).
 */

type Tipo =
  | { tipo: 'entero'; min: number; max: number }
  | { tipo: 'decimal'; min: number; max: number }
  | { tipo: 'opcion'; opciones: readonly string[] }
  | { tipo: 'fecha' }
  | { tipo: 'formato'; marcas: readonly string[] };

type Parametro = Tipo & { defecto: number | string | null; descripcion: Label };

const entero = (min: number, max: number) => ({ tipo: 'entero', min, max }) as const;

export const parametros = {
  'matricula.formato': {
    tipo: 'formato',
    marcas: ['anio', 'anio2', 'sede', 'secuencia'],
    defecto: '{anio}-{secuencia:4}',
    descripcion: { es: 'Forma de la matrícula de un nuevo estudiante', en: "A new student's ID number pattern" },
  },
  'seleccion.creditos_maximos': {
    ...entero(1, 60),
    defecto: 24,
    descripcion: { es: 'Créditos máximos por período sin autorización', en: 'Maximum credits per term without authorisation' },
  },
  'seleccion.sala_espera.capacidad': {
    ...entero(0, 100_000),
    defecto: 0,
    descripcion: {
      es: 'Estudiantes inscribiéndose a la vez antes de abrir la sala de espera (0: sin sala)',
      en: 'Students registering at once before the waiting room opens (0: no room)',
    },
  },
  'seleccion.sala_espera.por_segundo': {
    ...entero(0, 1_000),
    defecto: 0,
    descripcion: {
      es: 'Estudiantes que la sala de espera deja pasar por segundo (0: tantos como quepan)',
      en: 'Students the waiting room lets in per second (0: as many as fit)',
    },
  },
  'seleccion.sala_espera.minutos': {
    ...entero(1, 120),
    defecto: 3,
    descripcion: {
      es: 'Minutos sin actividad tras los que un estudiante cede su turno en la inscripción',
      en: 'Idle minutes after which a student gives up their turn at registration',
    },
  },
  'seleccion.espera_horas': {
    ...entero(1, 720),
    defecto: 24,
    descripcion: {
      es: 'Horas que se reserva un cupo liberado al primero de la lista de espera',
      en: 'Hours a freed seat is held for the first student on the waiting list',
    },
  },
  'graduacion.indice_minimo': {
    tipo: 'decimal',
    min: 0,
    max: 4,
    defecto: 2,
    descripcion: { es: 'Índice acumulado mínimo para graduarse', en: 'Minimum cumulative index to graduate' },
  },
  'calificaciones.repeticion': {
    tipo: 'opcion',
    opciones: reglasRepeticion,
    defecto: 'todas',
    descripcion: {
      es: 'Intento que cuenta en el índice cuando se repite una asignatura: todas, ultima (el último) o mejor (el mejor)',
      en: 'Which attempt counts in the index when a subject is retaken: todas (all), ultima (the last) or mejor (the best)',
    },
  },
  'asistencia.radio_metros': {
    ...entero(10, 10_000),
    defecto: 100,
    descripcion: {
      es: 'Metros del edificio a los que un estudiante marca su asistencia (si el edificio no fija otro)',
      en: 'Metres from the building within which a student checks in (unless the building sets its own)',
    },
  },
  'estudiantes.actualizar_datos_desde': {
    tipo: 'fecha',
    defecto: null,
    descripcion: {
      es: 'Fecha desde la que cada estudiante debe confirmar sus datos personales',
      en: 'Date from which each student must confirm their personal data',
    },
  },
} as const satisfies Record<string, Parametro>;

export type ClaveParametro = keyof typeof parametros;
export type ValorParametro<K extends ClaveParametro> = (typeof parametros)[K] extends { tipo: 'entero' | 'decimal' }
  ? number
  : (typeof parametros)[K]['defecto'] extends null
    ? string | null
    : string;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** Why a value does not fit its setting (null when it does, or when the setting is not one the product reads). */
export function problemaParametro(clave: string, valor: string): Label | null {
  const p = (parametros as Record<string, Parametro>)[clave.trim()];
  if (!p) return null;
  const v = valor.trim();
  switch (p.tipo) {
    case 'entero':
    case 'decimal': {
      const ok = p.tipo === 'entero' ? /^-?\d+$/.test(v) : /^-?\d+(\.\d+)?$/.test(v);
      const n = Number(v);
      if (ok && n >= p.min && n <= p.max) return null;
      const que = p.tipo === 'entero' ? { es: 'un número entero', en: 'a whole number' } : { es: 'un número', en: 'a number' };
      return {
        es: `${clave} debe ser ${que.es} entre ${p.min} y ${p.max}.`,
        en: `${clave} must be ${que.en} between ${p.min} and ${p.max}.`,
      };
    }
    case 'opcion':
      return p.opciones.includes(v)
        ? null
        : { es: `${clave} debe ser uno de: ${p.opciones.join(', ')}.`, en: `${clave} must be one of: ${p.opciones.join(', ')}.` };
    case 'fecha':
      return isoDate.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v)
        ? null
        : { es: `${clave} debe ser una fecha AAAA-MM-DD.`, en: `${clave} must be a date YYYY-MM-DD.` };
    case 'formato': {
      const marcas = [...v.matchAll(/\{([a-z0-9]+)(?::\d+)?\}/g)].map((m) => m[1]);
      const ajenas = marcas.filter((m) => !p.marcas.includes(m));
      const sinSecuencia = !marcas.includes('secuencia');
      if (!ajenas.length && !sinSecuencia) return null;
      const lista = p.marcas.map((m) => `{${m}}`).join(', ');
      return {
        es: `${clave} debe llevar {secuencia} y solo las marcas ${lista}.`,
        en: `${clave} must hold {secuencia} and only the marks ${lista}.`,
      };
    }
  }
}

/** A stored setting as its type: the default when it is unset or does not fit (a value from before values were checked). */
export function leerParametro<K extends ClaveParametro>(clave: K, texto: string | null | undefined): ValorParametro<K> {
  const p: Parametro = parametros[clave];
  if (texto == null || problemaParametro(clave, texto)) return p.defecto as ValorParametro<K>;
  const v = texto.trim();
  return (p.tipo === 'entero' || p.tipo === 'decimal' ? Number(v) : v) as ValorParametro<K>;
}
