import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Box,
  Button,
  Checkbox,
  IconButton,
  LinearProgress,
  ListItemText,
  Menu,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  TextField,
  Typography,
} from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import { saveBlob } from './api.ts';
import { pageSizes, type PageModel, type SortModel } from './list-state.ts';

/**
 * One column of a list: what it shows (`valueGetter` from the row, `valueFormatter` as text, or
 * `renderCell`), its header, how wide it may grow, and whether the server may sort by it.
 */
export interface GridColumn<R = Record<string, unknown>> {
  field: string;
  headerName: string;
  flex?: number;
  width?: number;
  minWidth?: number;
  type?: 'string' | 'number' | 'boolean';
  sortable?: boolean;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a cell's value is whatever its getter makes of the row
  valueGetter?: (value: any, row: R) => unknown;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  valueFormatter?: (value: any, row: R) => string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  renderCell?: (p: { value: any; row: R }) => ReactNode;
}
export { useListState, type PageModel, type SortModel } from './list-state.ts';
const noSort: SortModel = [];

/**
 * The one list of records paged on the server (spec §8): a plain table (light enough for a phone's
 * first load), the page, its size and its order kept by the caller (they are part of the query), the
 * total from `x-total-count`. On a narrow screen the table scrolls sideways; nothing is cut.
 */
/**
 * Whether an element is wider than its box (a grid with more columns than the screen): such a
 * region must take the keyboard focus, or a keyboard user cannot scroll it.
 */
function useOverflows() {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // Measured when the observer first reports (after the browser's own layout), never right after
    // mounting: reading the width there would force the whole page's layout inside React's commit.
    const observer = new ResizeObserver(() => setOverflows(el.scrollWidth > el.clientWidth));
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { ref, overflows };
}

export function PagedGrid<R extends object>(props: {
  rows: R[] | undefined;
  total: number | undefined;
  loading: boolean;
  columns: GridColumn<R>[];
  getRowId: (row: R) => string | number;
  pagination: PageModel;
  onPaginationChange: (p: PageModel) => void;
  onRowClick?: (row: R) => void;
  /** Sorting on the server: the columns a list may be sorted by say so (`sortable`); without it, the server's order. */
  sort?: SortModel;
  onSortChange?: (s: SortModel) => void;
  /** The toolbar: which columns to show. */
  toolbar?: boolean;
  /** The whole list (same search, filters and order, every page) as a spreadsheet the server makes. */
  sheet?: { download: () => Promise<Blob>; name: string };
  label?: string;
}) {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const scroll = useOverflows();
  const columns = props.columns.filter((c) => !hidden.has(c.field));
  const sort = props.sort?.[0];
  const toggleSort = (field: string) => {
    // Each click goes one step: ascending, descending, the server's own order.
    const next: SortModel = sort?.field !== field ? [{ field, sort: 'asc' }] : sort.sort === 'asc' ? [{ field, sort: 'desc' }] : noSort;
    props.onSortChange!(next);
  };
  const open = props.onRowClick;
  const onKey = (row: R) => (e: KeyboardEvent) => {
    if (e.target !== e.currentTarget || (e.key !== 'Enter' && e.key !== ' ')) return;
    e.preventDefault();
    open!(row);
  };
  return (
    <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden', position: 'relative' }}>
      {(props.toolbar || props.sheet) && (
        <Stack direction="row" spacing={1} sx={{ px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
          {props.toolbar && <ColumnsButton columns={props.columns} hidden={hidden} onChange={setHidden} />}
          {props.sheet && <ExportButton sheet={props.sheet} />}
        </Stack>
      )}
      {props.loading && <LinearProgress aria-label={t('grid.loading')} sx={{ position: 'absolute', left: 0, right: 0, zIndex: 1 }} />}
      <TableContainer
        ref={scroll.ref}
        tabIndex={scroll.overflows ? 0 : undefined}
        role={scroll.overflows ? 'region' : undefined}
        aria-label={scroll.overflows ? props.label : undefined}
      >
        {/* The body's rows and cells are plain elements styled once by the table (bodyStyle): a
            component per cell costs a phone a frame per page. */}
        <Table size="small" aria-label={props.label} aria-busy={props.loading} sx={bodyStyle(!!open)}>
          <TableHead>
            <TableRow>
              {columns.map((c) => {
                const sortable = !!props.onSortChange && c.sortable !== false;
                const active = sort?.field === c.field;
                return (
                  <TableCell
                    key={c.field}
                    align={c.type === 'number' ? 'right' : 'left'}
                    sortDirection={active ? sort.sort : false}
                    sx={{ fontWeight: 600, whiteSpace: 'nowrap', minWidth: c.minWidth, width: c.width ?? (c.flex ? undefined : 1) }}
                  >
                    {sortable ? (
                      <TableSortLabel active={active} direction={active ? sort.sort : 'asc'} onClick={() => toggleSort(c.field)}>
                        {c.headerName}
                      </TableSortLabel>
                    ) : (
                      c.headerName
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <tbody>
            {props.rows === undefined ? (
              // Until its first page arrives the list holds a screen's height: the rows then fill it
              // instead of pushing the pager and the footer down under the reader's eyes.
              <tr>
                <td colSpan={columns.length} style={{ height: '100vh', borderBottom: 0 }} />
              </tr>
            ) : props.rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="empty">
                  {t('grid.noRows')}
                </td>
              </tr>
            ) : (
              props.rows.map((row) => (
                <tr key={props.getRowId(row)} onClick={open && (() => open(row))} onKeyDown={open && onKey(row)} tabIndex={open ? 0 : undefined}>
                  {columns.map((c) => (
                    <td key={c.field} className={c.type === 'number' ? 'number' : undefined}>
                      {cell(c, row, t)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </Table>
      </TableContainer>
      <Pager total={props.total ?? 0} pagination={props.pagination} onChange={props.onPaginationChange} />
    </Paper>
  );
}

/** What a cell shows: a plain function, not a component, so a page of rows adds no hooks per cell. */
function cell<R>(column: GridColumn<R>, row: R, t: (key: string) => string): ReactNode {
  const raw = (row as Record<string, unknown>)[column.field];
  const value = column.valueGetter ? column.valueGetter(raw, row) : raw;
  if (column.renderCell) return column.renderCell({ value, row });
  if (column.valueFormatter) return column.valueFormatter(value, row);
  if (column.type === 'boolean') return value == null ? '' : value ? t('app.yes') : t('app.no');
  return value == null ? '' : String(value);
}

/**
 * The body's look, MUI's table row and cell (small size) written once for the whole table; a row that
 * opens a record shades on hover and shows the keyboard's focus.
 */
function bodyStyle(opens: boolean): SxProps<Theme> {
  return (theme) => ({
    '& tbody tr': { height: 44, cursor: opens ? 'pointer' : 'default', outline: 0 },
    '& tbody tr:hover': opens ? { backgroundColor: theme.palette.action.hover } : {},
    '& tbody tr:focus-visible': { backgroundColor: theme.palette.action.focus, boxShadow: `inset 0 0 0 2px ${theme.palette.primary.main}` },
    '& tbody td': {
      ...theme.typography.body2,
      color: theme.palette.text.primary,
      padding: '6px 16px',
      textAlign: 'left',
      whiteSpace: 'nowrap',
      borderBottom: `1px solid ${
        theme.palette.mode === 'light' ? theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88) : theme.darken(theme.alpha(theme.palette.divider, 1), 0.68)
      }`,
    },
    '& tbody td.number': { textAlign: 'right' },
    '& tbody td.empty': { py: 4, textAlign: 'center', color: theme.palette.text.secondary },
  });
}

/** Out of sight, still read by screen readers. */
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/**
 * Under the list: rows per page, which rows are shown, the previous and the next page. Plain
 * elements and a native select: MUI's TablePagination sets up number formatting (Intl) and a menu
 * when it loads, a tenth of a second of a phone's first list.
 */
function Pager(props: { total: number; pagination: PageModel; onChange: (p: PageModel) => void }) {
  const { t } = useTranslation();
  const { page, pageSize } = props.pagination;
  const lastPage = Math.max(0, Math.ceil(props.total / pageSize) - 1);
  const shown = Math.min(page, lastPage);
  const from = props.total === 0 ? 0 : shown * pageSize + 1;
  const to = Math.min(props.total, (shown + 1) * pageSize);
  return (
    <Stack
      direction="row"
      sx={{
        alignItems: 'center',
        justifyContent: 'flex-end',
        flexWrap: 'wrap',
        columnGap: 3,
        minHeight: 52,
        px: 1,
        borderTop: 1,
        borderColor: 'divider',
        typography: 'body2',
      }}
    >
      <label>
        {/* On a phone the words stay for screen readers only: with them the arrows wrapped onto a line of their own. */}
        <Box component="span" sx={(theme) => ({ [theme.breakpoints.down('sm')]: visuallyHidden })}>
          {t('grid.rowsPerPage')}
        </Box>{' '}
        <Box
          component="select"
          value={pageSize}
          onChange={(e) => props.onChange({ page: 0, pageSize: Number((e.target as HTMLSelectElement).value) })}
          sx={{ font: 'inherit', color: 'inherit', bgcolor: 'transparent', border: 0, ml: 1, py: 0.5, cursor: 'pointer' }}
        >
          {pageSizes.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </Box>
      </label>
      <span>{t('grid.rows', { from, to, total: props.total })}</span>
      <span>
        <IconButton aria-label={t('grid.previous')} disabled={shown === 0} onClick={() => props.onChange({ ...props.pagination, page: shown - 1 })}>
          <KeyboardArrowLeft />
        </IconButton>
        <IconButton aria-label={t('grid.next')} disabled={shown >= lastPage} onClick={() => props.onChange({ ...props.pagination, page: shown + 1 })}>
          <KeyboardArrowRight />
        </IconButton>
      </span>
    </Stack>
  );
}

/** The toolbar's column chooser: a column hidden stays hidden while the screen is open. */
function ColumnsButton<R>(props: { columns: GridColumn<R>[]; hidden: ReadonlySet<string>; onChange: (h: ReadonlySet<string>) => void }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const toggle = (field: string) => {
    const next = new Set(props.hidden);
    if (!next.delete(field)) next.add(field);
    // The last column shown stays.
    if (next.size < props.columns.length) props.onChange(next);
  };
  return (
    <>
      <Button size="small" onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="menu">
        {t('grid.columns')}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {props.columns
          .filter((c) => c.headerName)
          .map((c) => (
            <MenuItem key={c.field} onClick={() => toggle(c.field)} role="menuitemcheckbox" aria-checked={!props.hidden.has(c.field)}>
              <Checkbox size="small" checked={!props.hidden.has(c.field)} tabIndex={-1} sx={{ p: 0, mr: 1 }} slotProps={{ input: { 'aria-hidden': true } }} />
              <ListItemText>{c.headerName}</ListItemText>
            </MenuItem>
          ))}
      </Menu>
    </>
  );
}

/** The toolbar's export: the whole list as a spreadsheet the server makes (the page shown would hold only 25). */
function ExportButton({ sheet }: { sheet: { download: () => Promise<Blob>; name: string } }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [exporting, setExporting] = useState(false);
  return (
    <>
      <Button size="small" onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="menu">
        {t('grid.export')}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem
          disabled={exporting}
          onClick={() => {
            setExporting(true);
            sheet
              .download()
              .then((blob) => saveBlob(blob, `${sheet.name}.xlsx`))
              .catch((e: Error) => window.alert(e.message))
              .finally(() => {
                setExporting(false);
                setAnchor(null);
              });
          }}
        >
          {t('app.exportSheet')}
        </MenuItem>
      </Menu>
    </>
  );
}

/** Columns the server cannot sort by are not offered for sorting (`sortable` lists the ones it can). */
export const sortableOnly = <R,>(columns: GridColumn<R>[], sortable: readonly string[]): GridColumn<R>[] =>
  columns.map((c) => ({ ...c, sortable: sortable.includes(c.field) }));

/** The title row of a list screen: its name, then its filters, search and actions (stacked on a phone). */
export function ListHeader({ title, children, secondary }: { title: string; children?: ReactNode; secondary?: boolean }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
      <Typography variant={secondary ? 'h6' : 'h5'} component={secondary ? 'h2' : 'h1'} sx={{ flexGrow: 1 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** A list's search box, named after the list for screen readers ("Buscar: Profesores"). */
export function ListSearch({ list, value, onChange }: { list: string; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextField
      placeholder={t('app.search')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ maxWidth: { sm: 320 } }}
      slotProps={{ htmlInput: { 'aria-label': `${t('app.search')}: ${list}` } }}
    />
  );
}
