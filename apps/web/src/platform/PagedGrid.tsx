import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { DataGrid, type GridColDef, type GridPaginationModel, type GridRowIdGetter, type GridSortModel, type GridValidRowModel } from '@mui/x-data-grid';
import { esES } from '@claustro/grid-locale-es';
import { currentLang } from './i18n.ts';
import { saveBlob } from './api.ts';

const noSort: GridSortModel = [];

/**
 * The one list of records paged on the server (spec §8): the grid's texts in the user's language, the
 * page, its size and its order kept by the caller (they are part of the query), the total from `x-total-count`.
 */
export function PagedGrid<R extends GridValidRowModel>(props: {
  rows: R[] | undefined;
  total: number | undefined;
  loading: boolean;
  columns: GridColDef<R>[];
  getRowId: GridRowIdGetter<R>;
  pagination: GridPaginationModel;
  onPaginationChange: (p: GridPaginationModel) => void;
  onRowClick?: (row: R) => void;
  /** Sorting on the server: the columns a list may be sorted by say so (`sortable`); without it, the server's order. */
  sort?: GridSortModel;
  onSortChange?: (s: GridSortModel) => void;
  /** The grid's toolbar (columns, density). */
  toolbar?: boolean;
  /**
   * The whole list (same search, filters and order, every page) as a spreadsheet the server makes:
   * offered in the toolbar's export menu. The grid's own CSV and print would hold only the page shown.
   */
  sheet?: { download: () => Promise<Blob>; name: string };
  label?: string;
}) {
  const { t } = useTranslation();
  const sorted = !!props.onSortChange;
  const lang = currentLang();
  const [exporting, setExporting] = useState(false);
  const sheet = props.sheet;
  const toolbar = props.toolbar || !!sheet;
  const exportItems =
    sheet &&
    ((close: () => void) => (
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
              close();
            });
        }}
      >
        {t('app.exportSheet')}
      </MenuItem>
    ));
  return (
    <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
      <DataGrid
        rows={props.rows ?? []}
        columns={props.columns}
        getRowId={props.getRowId}
        rowCount={props.total ?? 0}
        paginationMode="server"
        paginationModel={props.pagination}
        onPaginationModelChange={props.onPaginationChange}
        pageSizeOptions={[10, 25, 50, 100]}
        loading={props.loading}
        disableColumnFilter
        disableColumnSorting={!sorted}
        // Passed only when the list sorts on the server: a sort model that changes (even a new empty
        // one each render) makes the grid go back to the first page.
        {...(sorted ? { sortingMode: 'server' as const, sortModel: props.sort ?? noSort, onSortModelChange: props.onSortChange } : {})}
        autoHeight
        aria-label={props.label}
        onRowClick={props.onRowClick && ((p) => props.onRowClick!(p.row))}
        disableRowSelectionOnClick
        showToolbar={toolbar}
        slotProps={
          toolbar
            ? {
                toolbar: {
                  showQuickFilter: false,
                  csvOptions: { disableToolbarButton: true },
                  printOptions: { disableToolbarButton: true },
                  ...(exportItems ? { additionalExportMenuItems: exportItems } : {}),
                } as object,
              }
            : undefined
        }
        // Until its first page arrives the grid holds a screen's height, its pager at the bottom: the rows
        // then fill it instead of pushing the pager and the footer down under the reader's eyes.
        localeText={lang === 'en' ? undefined : esES.components.MuiDataGrid.defaultProps.localeText}
        sx={{
          border: 0,
          minHeight: props.rows === undefined ? '100vh' : undefined,
          '& .MuiDataGrid-row': { cursor: props.onRowClick ? 'pointer' : 'default' },
        }}
      />
    </Paper>
  );
}

/**
 * The page, its size, its order and the search of a server-paged list: a new search or a new order
 * goes back to the first page. `S` are the columns the list's contract sorts by.
 */
export function useListState<S extends string = never>(pageSize = 25) {
  const [search, setSearchText] = useState('');
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize });
  const [sort, setSortModel] = useState<GridSortModel>(noSort);
  const first = () => setPagination((p) => ({ ...p, page: 0 }));
  const setSearch = (value: string) => {
    setSearchText(value);
    first();
  };
  const setSort = (model: GridSortModel) => {
    setSortModel(model);
    first();
  };
  /** The list's query as the server pages it (pages counted from 1). */
  const query = {
    value: search,
    page: pagination.page + 1,
    pageSize: pagination.pageSize,
    sort: sort[0]?.field as S | undefined,
    order: sort[0]?.sort ?? undefined,
  };
  return { search, setSearch, pagination, setPagination, sort, setSort, query };
}

/** Columns the server cannot sort by are not offered for sorting (`sortable` lists the ones it can). */
export const sortableOnly = <R extends GridValidRowModel>(columns: GridColDef<R>[], sortable: readonly string[]): GridColDef<R>[] =>
  columns.map((c) => ({ ...c, sortable: sortable.includes(c.field) }));

/** The title row of a list screen: its name, then its filters, search and actions (stacked on a phone). */
export function ListHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
      <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
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
