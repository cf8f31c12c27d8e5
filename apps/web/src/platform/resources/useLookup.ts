import { useQuery } from '@tanstack/react-query';
import { resourceByName } from '@claustro/domain/registry';
import { statusField } from '@claustro/domain/platform/resource';
import { api } from '../api.ts';

export interface LookupOption {
  id: number;
  label: string;
  active: boolean;
}

/** Options of a catalogue for dropdowns (spec §4: selection lists offer only active records). */
export function useLookup(name: string, opts: { enabled?: boolean; includeInactive?: boolean } = {}) {
  const def = resourceByName.get(name);
  const query = useQuery({
    queryKey: ['lookup', name],
    enabled: !!def && opts.enabled !== false,
    staleTime: 5 * 60_000,
    queryFn: async () => {
      const rows = await api<Record<string, unknown>[]>(def!.api, { query: { pageSize: 1000 } });
      const status = statusField(def!);
      return rows.map((r) => ({ id: r[def!.id] as number, label: String(r[def!.display] ?? ''), active: status ? r[status] !== false : true }));
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
