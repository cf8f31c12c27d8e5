import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';

/*
 * A list's state — its search, page, page size, order and filters — kept in the address (`?q=ana&
 * pagina=3&orden=-fecha&estado=pendiente`), so a reload or a shared link reopens the same list on the
 * same page. Changes replace the address rather than add to the history: typing a search is not
 * twenty steps back. A list drawn inside another screen names its own keys (`prefix`), or keeps its
 * state to itself (`url: false`).
 */

export interface PageModel {
  /** The page shown, counted from 0. */
  page: number;
  pageSize: number;
}
/** The order asked of the server: one column at most. */
export type SortModel = { field: string; sort: 'asc' | 'desc' }[];

/** The page sizes a list offers. */
export const pageSizes = [10, 25, 50, 100];

type Params = Record<string, string>;
/** Keys and values of the address, or of a state of the list's own. */
function useParams(url: boolean): [Params, (change: Params) => void] {
  const [search, setSearch] = useSearchParams();
  const [own, setOwn] = useState<Params>({});
  const set = useCallback(
    (change: Params) => {
      if (!url) return setOwn((o) => Object.fromEntries(Object.entries({ ...o, ...change }).filter(([, v]) => v !== '')));
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(change))
            if (v === '') next.delete(k);
            else next.set(k, v);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [url, setSearch],
  );
  return [url ? Object.fromEntries(search) : own, set];
}

const whole = (s: string | undefined, fallback: number, ok: (n: number) => boolean) => {
  const n = Number(s);
  return s !== undefined && Number.isInteger(n) && ok(n) ? n : fallback;
};

/**
 * The page, its size, its order, its search and its filters of a server-paged list: a new search, a
 * new order or a new filter goes back to the first page. `S` are the columns the list's contract
 * sorts by; filters are named texts (`estado`, '' for none).
 */
export function useListState<S extends string = never>(pageSize = 25, opts: { prefix?: string; url?: boolean } = {}) {
  const [params, set] = useParams(opts.url !== false);
  const key = (name: string) => `${opts.prefix ?? ''}${name}`;
  const search = params[key('q')] ?? '';
  const pagination: PageModel = {
    page: whole(params[key('pagina')], 1, (n) => n >= 1) - 1,
    pageSize: whole(params[key('filas')], pageSize, (n) => pageSizes.includes(n) || n === pageSize),
  };
  const orden = params[key('orden')] ?? '';
  const sort: SortModel = orden ? [{ field: orden.replace(/^-/, ''), sort: orden.startsWith('-') ? 'desc' : 'asc' }] : [];
  const first = { [key('pagina')]: '' };
  const setPagination = (p: PageModel | ((p: PageModel) => PageModel)) => {
    const next = typeof p === 'function' ? p(pagination) : p;
    set({ [key('pagina')]: next.page > 0 ? String(next.page + 1) : '', [key('filas')]: next.pageSize !== pageSize ? String(next.pageSize) : '' });
  };
  const setSearch = (value: string) => set({ [key('q')]: value, ...first });
  const setSort = (model: SortModel) => set({ [key('orden')]: model[0] ? `${model[0].sort === 'desc' ? '-' : ''}${model[0].field}` : '', ...first });
  /** A filter's value as the address has it ('' for none). */
  const filter = (name: string) => params[key(name)] ?? '';
  const setFilter = (name: string, value: string | number | null) => set({ [key(name)]: value === null ? '' : String(value), ...first });
  /** The record whose detail is open (`?ver=`), so a reload or a link reopens it too. */
  const opened = whole(params[key('ver')], 0, (n) => n > 0) || null;
  const setOpened = (id: number | null) => set({ [key('ver')]: id ? String(id) : '' });
  /** The list's query as the server pages it (pages counted from 1). */
  const query = {
    value: search,
    page: pagination.page + 1,
    pageSize: pagination.pageSize,
    sort: sort[0]?.field as S | undefined,
    order: sort[0]?.sort ?? undefined,
  };
  return { search, setSearch, pagination, setPagination, sort, setSort, filter, setFilter, opened, setOpened, query };
}
