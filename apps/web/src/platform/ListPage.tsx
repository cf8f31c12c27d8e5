import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Stack } from '@mui/material';
import { ListHeader, ListSearch, PagedGrid, type GridColumn } from './PagedGrid.tsx';
import { StateFilter } from './StateFilter.tsx';
import type { useListState } from './list-state.ts';

/*
 * The list-page kit: one piece for a workflow list — its title and actions, an introduction, the
 * filter bar (a state filter, the screen's own filters, the search), the server-paged grid with its
 * order and spreadsheet, the loading, empty and error states, and the detail of the row opened. Its
 * state lives in the address (`useListState`), so a reload or a shared link reopens the same list,
 * page, filter and open record. A screen brings its query, columns and dialogs; nothing else.
 */

type ListState = ReturnType<typeof useListState<string>>;

/** A list's state filter, read from the address: its value, what "all" is, and what a new choice does. */
export function useStateFilter<E extends string>(list: ListState, states: readonly E[], byDefault: E | '' = '', name = 'estado') {
  const raw = list.filter(name);
  // A list that opens on one state keeps "all" in the address as `todos`, apart from "not chosen".
  const value: E | '' = raw === 'todos' ? '' : states.includes(raw as E) ? (raw as E) : byDefault;
  const set = (v: E | '') => list.setFilter(name, v === byDefault ? '' : v === '' ? 'todos' : v);
  return { value, set, states };
}

export function ListPage<R extends object, E extends string = never>(props: {
  title: string;
  /** The list's own name, when the screen's title names more than the list (search and grid say it). */
  label?: string;
  /** Buttons beside the title (other than "new"). */
  actions?: ReactNode;
  /** A new record: the button beside the title (its name, "Nuevo" by default) and the form it opens, closed by `close`. */
  create?: { label?: string; disabled?: boolean; form: (close: () => void) => ReactNode };
  /** What the screen is for, or a form above the list. */
  intro?: ReactNode;
  list: ListState;
  /** A filter by state (`useStateFilter`), with its label, each state's label and the word for all. */
  state?: { filter: ReturnType<typeof useStateFilter<E>>; label: string; labelOf: (e: E) => string; all: string };
  /** The screen's own filters, in the bar before the search. */
  filters?: ReactNode;
  /** Shown instead of the list while the screen's own filters are not complete (a span of dates to choose). */
  waiting?: ReactNode;
  /** Without a search box (a list the server does not search). */
  noSearch?: boolean;
  rows: { data?: { rows: R[]; total: number }; isFetching: boolean; error?: Error | null };
  columns: GridColumn<R>[];
  getRowId: (row: R) => number | string;
  /** Sorting on the server by the columns that say `sortable`. */
  sortable?: boolean;
  sheet?: { download: () => Promise<Blob>; name: string };
  toolbar?: boolean;
  /** The open record's detail (`list.opened`): its id, its row when it is on the page, and how to close it. */
  detail?: (open: { id: number; row: R | undefined; close: () => void }) => ReactNode;
  /** Dialogs of the screen's own (a new record). */
  children?: ReactNode;
  /** A second list under the screen's own (its title a section heading; give `useListState` a prefix). */
  secondary?: boolean;
}) {
  const { t } = useTranslation();
  const { list, state, create } = props;
  const [creating, setCreating] = useState(false);
  const opened = list.opened;
  // The open record as last seen on the page: it stays open when a change moves it off the page.
  const seen = useRef<{ id: number; row: R } | null>(null);
  const current = opened ? props.rows.data?.rows.find((r) => Number(props.getRowId(r)) === opened) : undefined;
  if (current && opened) seen.current = { id: opened, row: current };
  const row = current ?? (seen.current?.id === opened ? seen.current.row : undefined);
  return (
    <Stack spacing={2}>
      <ListHeader title={props.title} secondary={props.secondary}>
        {props.actions}
        {create && (
          <Button variant="contained" disabled={create.disabled} onClick={() => setCreating(true)}>
            {create.label ?? t('app.new')}
          </Button>
        )}
      </ListHeader>
      {props.intro}
      {(state || props.filters || !props.noSearch) && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {state && (
            <StateFilter
              label={state.label}
              value={state.filter.value}
              onChange={state.filter.set}
              states={state.filter.states}
              labelOf={state.labelOf}
              all={state.all}
            />
          )}
          {props.filters}
          {!props.noSearch && <ListSearch list={props.label ?? props.title} value={list.search} onChange={list.setSearch} />}
        </Stack>
      )}
      {props.rows.error && <Alert severity="error">{props.rows.error.message}</Alert>}
      {props.waiting || (
        <PagedGrid
          rows={props.rows.data?.rows}
          total={props.rows.data?.total}
          loading={props.rows.isFetching}
          columns={props.columns}
          getRowId={props.getRowId}
          pagination={list.pagination}
          onPaginationChange={list.setPagination}
          sort={props.sortable ? list.sort : undefined}
          onSortChange={props.sortable ? list.setSort : undefined}
          onRowClick={props.detail ? (r) => list.setOpened(Number(props.getRowId(r))) : undefined}
          sheet={props.sheet}
          toolbar={props.toolbar}
          label={props.label ?? props.title}
        />
      )}
      {opened && props.detail?.({ id: opened, row, close: () => list.setOpened(null) })}
      {creating && create?.form(() => setCreating(false))}
      {props.children}
    </Stack>
  );
}
