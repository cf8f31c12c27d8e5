import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Endpoint } from '@claustro/domain/platform/contract';
import { callPaged } from '../../platform/contract-client.ts';

type Listado = Endpoint & { paged: true };

/**
 * A list searched the way finance staff type: nothing lists the newest, something that looks like a
 * matrícula (digits and hyphens) finds by it, anything else by name.
 */
export function useBusqueda<L extends Listado, M extends Listado, N extends Listado>(
  key: readonly unknown[],
  apis: { list: L; porMatricula: M; porNombres: N },
  q: { value: string; page: number; pageSize: number },
  extra: Record<string, string | undefined> = {},
) {
  const v = q.value.trim();
  const query = { page: q.page, pageSize: q.pageSize, ...extra };
  return useQuery({
    queryKey: [...key, q, extra],
    placeholderData: keepPreviousData,
    queryFn: () =>
      !v
        ? callPaged(apis.list, { query } as never)
        : /^[\d-]+$/.test(v)
          ? callPaged(apis.porMatricula, { params: { v }, query } as never)
          : callPaged(apis.porNombres, { params: { v }, query } as never),
  });
}
