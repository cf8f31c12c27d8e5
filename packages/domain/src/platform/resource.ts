import type { Label } from './i18n.ts';

/**
 * A catalogue is declared once (DESIGN §3). From this declaration the server derives its table,
 * migration, validation, REST routes and permission; the browser derives its list, form and labels.
 */
export type FieldKind = 'text' | 'int' | 'decimal' | 'bool' | 'date' | 'email' | 'ref';

export interface FieldDef {
  kind: FieldKind;
  label: Label;
  required?: boolean;
  /** text: maximum length; int/decimal: maximum value */
  max?: number;
  /** int/decimal: minimum value */
  min?: number;
  /** Unique within the institution, ignoring case (a duplicate answers 409 naming the field). */
  unique?: boolean;
  /** Looked up by its exact value on a hot path (an index on it); refs get one always. */
  indexed?: boolean;
  /** ref: the referenced resource's name */
  ref?: string;
  /** Input forced to upper case as the user types and on the server (codes, acronyms). */
  upper?: boolean;
  /** A pattern the value must match, with its message. */
  pattern?: { regex: RegExp; message: Label };
  /** Value used when the field is omitted on create. */
  default?: string | number | boolean;
  /** Valid sample values (the n-th), required with `pattern`: the API docs show one, the registry test uses many. */
  example?: (n: number) => string;
  /** Hidden in the list grid (still in the form). */
  hideInList?: boolean;
  /**
   * Equal to a field of the record one of this record's references points at (an NCF range's prefix
   * is its type's DGII series): every write is checked against it, and a different value is refused.
   */
  matches?: { ref: string; field: string };
}

type Opts = Omit<FieldDef, 'kind' | 'label'>;
/** A field of one kind (kept in the type, so a catalogue's row type knows each field's value). */
type Of<K extends FieldKind> = FieldDef & { kind: K };
export const text = (label: Label, o: Opts = {}): Of<'text'> => ({ kind: 'text', label, max: 120, ...o });
export const int = (label: Label, o: Opts = {}): Of<'int'> => ({ kind: 'int', label, ...o });
export const decimal = (label: Label, o: Opts = {}): Of<'decimal'> => ({ kind: 'decimal', label, ...o });
export const bool = (label: Label, o: Opts = {}): Of<'bool'> => ({ kind: 'bool', label, default: false, ...o });
export const date = (label: Label, o: Opts = {}): Of<'date'> => ({ kind: 'date', label, ...o });
/** A time of day as the forms write it: 24-hour `HH:MM`. */
export const timeOfDay = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A time-of-day field (`HH:MM`); `o.example` gives valid samples. */
export const time = (label: Label, o: Opts = {}): Of<'text'> => ({
  kind: 'text',
  label,
  max: 5,
  pattern: { regex: timeOfDay, message: { es: 'Use el formato 24 horas HH:MM.', en: 'Use the 24-hour format HH:MM.' } },
  example: (n) => `${String(7 + (n % 12)).padStart(2, '0')}:00`,
  ...o,
});
export const email = (label: Label, o: Opts = {}): Of<'email'> => ({ kind: 'email', label, max: 150, ...o });
export const ref = (resource: string, label: Label, o: Opts = {}): Of<'ref'> => ({
  kind: 'ref',
  ref: resource,
  label,
  ...o,
});
export const active = (): Of<'bool'> => ({
  kind: 'bool',
  label: { es: 'Activo', en: 'Active' },
  default: true,
});

/** A read path beyond the standard four: records filtered by path parameters (`provincias/pais/{paisId}`). */
export interface LookupDef {
  /** Relative to `api`, or absolute when it starts with `/api/`. Parameters as `:name`. */
  path: string;
  /** Path parameter → field it filters. A parameter named `value` is a text search instead. */
  where?: Record<string, string>;
  /** Fixed filters (`estatus/persona` → `{ estaPersona: true }`). */
  fixed?: Record<string, string | number | boolean>;
  /** Answers one record (404 when none) instead of a list. */
  single?: boolean;
}

/**
 * A list inside a record (a career's campuses, a period's process calendar): child rows in a table
 * of their own, written whole with the record (forms send whole lists) and read back with it.
 * A child with a single reference field may be sent as a bare list of ids.
 */
export interface ChildDef {
  label: Label;
  fields: Record<string, FieldDef>;
  max?: number;
  /** Child fields that may not repeat within one record (e.g. the same campus twice). */
  unique?: string[];
  /** Blank rows a new record's form starts with (spec §3: a new study plan has one blank detail row). */
  initialRows?: number;
  /** A read path answering one record's list (`/asignatura-prerrequisitos` → `{api}/asignatura-prerrequisitos/{id}`). */
  path?: string;
}

export interface ResourceDef {
  /** The spec's entity name (`estadoCivil`). */
  name: string;
  /** Table name; defaults to the snake_case of `name`. */
  table?: string;
  /** The spec's API path (`/api/generales/estados-civiles`). */
  api: string;
  /** The spec's screen route; also the permission that guards writes. */
  screen: string;
  /** Id field as the spec spells it (`estadoCivilId`). */
  id: string;
  label: Label;
  plural: Label;
  fields: Record<string, FieldDef>;
  /** Fields searched by `?value=`. */
  search: string[];
  /** Field that names a record in dropdowns and messages. */
  display: string;
  /** The table carries companyId (most do). */
  company?: boolean;
  /** GET only (sexos, tipos-sangres): no create or update. */
  readOnly?: boolean;
  /** The order of lists and dropdowns when none is asked (periods by start date, newest first); by default the display field's. */
  sort?: { field: string; order: 'asc' | 'desc' };
  /** A page that reads one record (a path with `{id}`, as a study plan's): the list links each row to it. */
  view?: string;
  /**
   * Reading needs the catalogue's own screen too (system parameters): by default any staff user reads
   * a catalogue, since dropdowns everywhere need them.
   */
  privateReads?: boolean;
  /** Students read it too: the forms of their own data need it (phone and e-mail types, countries, blood types). */
  studentReads?: boolean;
  /** Lists of unbounded size page by default with this page size. */
  pageSize?: number;
  lookups?: LookupDef[];
  children?: Record<string, ChildDef>;
  /**
   * "Is this value free?" for a unique field, ignoring one record (`/{id}/alias/{value}` →
   * `{ disponible }`): forms ask before saving. Parameters `:id` and `:value`.
   */
  availability?: { path: string; field: string };
  /** The field that marks a record active, when not `estatus` (e.g. `esEsActivo`). */
  status?: string;
  /** A rule across fields (a range's start before its end): field → message, or null when fine. */
  check?: (values: Record<string, unknown>) => Record<string, Label> | null;
}

export function defineResource<const R extends ResourceDef>(def: R): R {
  for (const [name, f] of Object.entries(def.fields)) {
    if (f.pattern && !f.example) throw new Error(`${def.name}.${name}: a field with a pattern needs an example`);
  }
  if (!def.fields[def.display]) throw new Error(`${def.name}: display field ${def.display} is not declared`);
  if (def.sort && !def.fields[def.sort.field]) throw new Error(`${def.name}: sort field ${def.sort.field} is not declared`);
  for (const s of def.search) if (!def.fields[s]) throw new Error(`${def.name}: search field ${s} is not declared`);
  return def;
}

/** The field that marks a record active, when the resource has one. */
export function statusField(def: ResourceDef): string | undefined {
  return [def.status, 'estatus', 'estaActivo'].find((f) => f && def.fields[f]?.kind === 'bool');
}

/** "start ≤ end" for two numeric or date fields, as a `check` hook. */
export function ordered(start: string, end: string, message: Label) {
  return (v: Record<string, unknown>): Record<string, Label> | null => {
    const a = v[start];
    const b = v[end];
    if (a === null || a === undefined || b === null || b === undefined || a === '' || b === '') return null;
    const isoDate = /^\d{4}-\d{2}-\d{2}/;
    const bad = isoDate.test(String(a)) && isoDate.test(String(b)) ? String(a) > String(b) : Number(a) > Number(b);
    return bad ? { [end]: message } : null;
  };
}

export function tableName(def: ResourceDef): string {
  return def.table ?? def.name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

/** Every name the API accepts or answers for this resource (for case-insensitive input). */
export function fieldNames(def: ResourceDef): string[] {
  return [def.id, 'companyId', ...Object.keys(def.fields), ...Object.keys(def.children ?? {})];
}

/** Each field's label by its name: what a form checked by the declaration names its problems by. */
export function fieldLabels(def: ResourceDef): Record<string, Label> {
  return Object.fromEntries(Object.entries(def.fields).map(([k, f]) => [k, f.label]));
}

/** Table of a child list: `<parent table>_<child>` (`carrera_sedes`). */
export function childTableName(def: ResourceDef, child: string): string {
  return `${tableName(def)}_${child.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase()}`;
}

/** Column of a child row pointing at its record. */
export const childOwnerColumn = 'owner_id';

/** How a stored field of a kind is answered (see `outputSchema`): every field may be null. */
type AnsweredValue<F extends FieldDef> =
  (F['kind'] extends 'bool' ? boolean : F['kind'] extends 'int' | 'ref' ? number : F['kind'] extends 'decimal' ? string | number : string) | null;

/** A catalogue's row as its API answers it, typed from the declaration (no page-local copy of the entity). */
export type CatalogueRow<R extends ResourceDef> = { [K in R['id']]: number } & { [K in keyof R['fields']]: AnsweredValue<R['fields'][K]> };
