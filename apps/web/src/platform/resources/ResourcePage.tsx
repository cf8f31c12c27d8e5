import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Chip, InputAdornment, Link, Snackbar, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import SearchIcon from '@mui/icons-material/Search';
import AddIcon from '@mui/icons-material/Add';
import { PagedGrid, type GridColumn, type PageModel, type SortModel } from '../PagedGrid.tsx';
import type { FieldDef, ResourceDef } from '@claustro/domain/platform/resource';
import { api, apiBlob } from '../api.ts';
import { currentLang, formatDate } from '../i18n.ts';
import { ResourceForm } from './ResourceForm.tsx';
import { useLookup } from './useLookup.ts';

type Row = Record<string, unknown>;

/** Query keys of one resource's lists (one factory per resource, CONVENTIONS "Front end"). */
export const resourceKeys = (def: ResourceDef) => ({
  all: ['resource', def.name] as const,
  list: (q: object) => ['resource', def.name, 'list', q] as const,
});

function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const h = setTimeout(() => setV(value), ms);
    return () => clearTimeout(h);
  }, [value, ms]);
  return v;
}

function RefCell({ f, value }: { f: FieldDef; value: unknown }) {
  return <>{useLookup(f.ref!, { includeInactive: true }).labelOf(value)}</>;
}

/** The list screen of a catalogue: server-side search, paging and sorting, and its form. */
export default function ResourcePage({ def }: { def: ResourceDef }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const qc = useQueryClient();
  const keys = resourceKeys(def);
  const [search, setSearch] = useState('');
  const value = useDebounced(search.trim(), 200);
  const [pagination, setPagination] = useState<PageModel>({ page: 0, pageSize: 25 });
  const [sort, setSort] = useState<SortModel>([]);
  const [editing, setEditing] = useState<Row | null>(null);
  const [saved, setSaved] = useState(false);

  useEffect(() => setPagination((p) => ({ ...p, page: 0 })), [value]);
  const q = { value, page: pagination.page + 1, pageSize: pagination.pageSize, sort: sort[0]?.field, order: sort[0]?.sort ?? undefined };
  const list = useQuery({
    queryKey: keys.list(q),
    // The total travels with the rows: a page the server drew hands the browser its cache, not its headers.
    queryFn: async () => {
      let total = 0;
      const rows = await api<Row[]>(def.api, { query: q, onHeaders: (h) => (total = Number(h.get('x-total-count') ?? 0)) });
      return { rows, total };
    },
    placeholderData: keepPreviousData,
  });

  const columns = useMemo<GridColumn[]>(() => {
    const fields: GridColumn[] = Object.entries(def.fields)
      .filter(([, f]) => !f.hideInList)
      .map(([name, f]) => ({
        field: name,
        headerName: f.label[lang],
        flex: f.kind === 'text' || f.kind === 'ref' ? 1 : undefined,
        minWidth: f.kind === 'bool' ? 90 : 140,
        type: f.kind === 'bool' ? 'boolean' : f.kind === 'int' || f.kind === 'decimal' ? 'number' : 'string',
        // Whole numbers are years, versions, terms and counts: never "2,025".
        ...(f.kind === 'int' ? { valueFormatter: (v: unknown) => (v == null ? '' : String(v)) } : {}),
        ...(f.kind === 'date' ? { valueFormatter: (v: unknown) => formatDate(v as string | null, lang) } : {}),
        renderCell:
          f.kind === 'ref'
            ? (p) => <RefCell f={f} value={p.value} />
            : name === 'estatus' || name === 'estaActivo'
              ? (p) => <Chip size="small" color={p.value ? 'success' : 'default'} label={p.value ? t('app.active') : t('app.inactive')} />
              : undefined,
      }));
    if (!def.view) return fields;
    // A record with a page of its own: the first column opens it (a real link, for the keyboard and a new tab).
    const view: GridColumn = {
      field: '__view',
      headerName: '',
      width: 70,
      sortable: false,
      renderCell: (p) => (
        <Link
          component={RouterLink}
          to={def.view!.replace(/\{\w+\}/, String(p.row[def.id]))}
          onClick={(e) => e.stopPropagation()}
          aria-label={`${t('app.view')}: ${String(p.row[def.display] ?? '')}`}
        >
          {t('app.view')}
        </Link>
      ),
    };
    return [view, ...fields];
  }, [def, lang, t]);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {def.plural[lang]}
        </Typography>
        <TextField
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('app.search')}
          sx={{ maxWidth: { sm: 320 } }}
          slotProps={{
            htmlInput: { 'aria-label': `${t('app.search')}: ${def.plural[lang]}` },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {!def.readOnly && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>
            {t('app.new')}
          </Button>
        )}
      </Stack>
      <PagedGrid
        rows={list.data?.rows}
        total={list.data?.total ?? 0}
        loading={list.isFetching}
        columns={columns}
        getRowId={(r) => r[def.id] as number}
        pagination={pagination}
        onPaginationChange={setPagination}
        sort={sort}
        onSortChange={setSort}
        onRowClick={def.readOnly ? undefined : (row) => setEditing(row)}
        toolbar
        sheet={{
          name: def.plural[lang],
          download: () => apiBlob(def.api, { query: { value, sort: q.sort, order: q.order, formato: 'xlsx' } }),
        }}
        label={def.plural[lang]}
      />
      {!def.readOnly && (
        <ResourceForm
          def={def}
          record={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setSaved(true);
            void qc.invalidateQueries({ queryKey: keys.all });
            void qc.invalidateQueries({ queryKey: ['lookup', def.name] });
          }}
        />
      )}
      <Snackbar open={saved} autoHideDuration={3000} onClose={() => setSaved(false)} message={t('app.saved')} />
    </Stack>
  );
}
