import { useQuery } from '@tanstack/react-query';
import { statusField, type CatalogueRow, type ResourceDef } from '@claustro/domain/platform/resource';
import { api } from '../api.ts';

export interface LookupOption {
  id: number;
  label: string;
  active: boolean;
}

/**
 * Options of a catalogue for dropdowns (spec §4: selection lists offer only active records). The
 * catalogues' declarations load with the first lookup, not with the screen's own code.
 */
export function useLookup(name: string, opts: { enabled?: boolean; includeInactive?: boolean } = {}) {
  const query = useQuery({
    queryKey: ['lookup', name],
    enabled: opts.enabled !== false,
    staleTime: 5 * 60_000,
    queryFn: async () => {
      const def = (await import('@claustro/domain/registry')).resourceByName.get(name);
      if (!def) throw new Error(`No catalogue is named ${name}`);
      const rows = await api<Record<string, unknown>[]>(def.api, { query: { pageSize: 1000 } });
      const status = statusField(def);
      return rows.map((r) => ({ id: r[def.id] as number, label: String(r[def.display] ?? ''), active: status ? r[status] !== false : true }));
    },
  });
  const all = query.data ?? [];
  return {
    all,
    options: opts.includeInactive ? all : all.filter((o) => o.active),
    labelOf: (id: unknown) => all.find((o) => o.id === id)?.label ?? (id == null ? '' : String(id)),
    loading: query.isLoading,
  };
}

/**
 * A catalogue's rows, typed from its declaration: all of them (`query` filters on the server, as
 * `{ activos: 'true' }`), or those of one of its lookups (`lookup`: the path after the catalogue's,
 * parameters filled in, as `/periodo/5`).
 */
export function useCatalogueRows<R extends ResourceDef>(def: R, opts: { query?: Record<string, string>; lookup?: string; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['lookup', def.name, 'rows', opts.lookup ?? '', opts.query ?? {}],
    staleTime: 5 * 60_000,
    enabled: opts.enabled ?? true,
    queryFn: () => api<CatalogueRow<R>[]>(`${def.api}${opts.lookup ?? ''}`, { query: { pageSize: 1000, ...opts.query } }),
  });
}

/** One record of a catalogue with its child lists, as its form edits it (not fetched until `enabled`). */
export function useCatalogueRecord(def: ResourceDef, id: number, enabled: boolean) {
  return useQuery({ queryKey: ['resource', def.name, 'record', id], enabled, queryFn: () => api<Record<string, unknown>>(`${def.api}/${id}`) });
}
