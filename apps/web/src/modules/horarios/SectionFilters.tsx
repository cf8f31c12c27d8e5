import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack } from '@mui/material';
import { ListSearch, useListState } from '../../platform/PagedGrid.tsx';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { SelectField } from '../../platform/SelectField.tsx';
import { PeriodSelect, usePeriodChoice } from '../../platform/PeriodSelect.tsx';
import { useSecciones } from './api.ts';

/**
 * A paged list of a period's records on a campus: the period (the running one first, or the one open
 * for registration), the campus, the search and the page; changing a filter goes back to the first page.
 */
export function usePeriodCampusList(o: { pageSize?: number; registration?: boolean } = {}) {
  const choice = usePeriodChoice({ registration: o.registration });
  const [sedeId, setSedeId] = useState<number | null>(null);
  const list = useListState(o.pageSize);
  const firstPage = () => list.setPagination((p) => ({ ...p, page: 0 }));
  return {
    ...list,
    choice,
    sedeId,
    setSede: (id: number | null) => {
      setSedeId(id);
      firstPage();
    },
    firstPage,
  };
}

/**
 * A period's sections as a paged list, and the rows for the table (an empty list without a period,
 * not one still loading). `refreshSeconds` asks again while the page is open (the seats report).
 */
export function usePeriodSections(opts: { pageSize?: number; refreshSeconds?: number; conCupo?: boolean } = {}) {
  const f = usePeriodCampusList({ pageSize: opts.pageSize });
  const { periodoAcademicoId } = f.choice;
  const answer = useSecciones(
    {
      periodoAcademicoId: periodoAcademicoId ?? 0,
      sedeId: f.sedeId,
      carreraId: null,
      asignaturaId: null,
      value: f.query.value,
      conCupo: opts.conCupo,
      page: f.query.page,
      pageSize: f.query.pageSize,
    },
    { enabled: !!periodoAcademicoId, refreshSeconds: opts.refreshSeconds },
  );
  return {
    ...f,
    rows: periodoAcademicoId ? answer.data?.rows : f.choice.periods && [],
    total: periodoAcademicoId ? answer.data?.total : 0,
    loading: answer.isFetching,
  };
}

/** The list's filters in one row (stacked on a phone): period, campus, search. */
export function SectionFilters({ f, list }: { f: ReturnType<typeof usePeriodCampusList>; list: string }) {
  const { t } = useTranslation();
  const sedes = useLookup('sede');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <PeriodSelect choice={f.choice} onChange={f.firstPage} />
      <SelectField
        label={t('sections.campus')}
        value={f.sedeId ?? ''}
        onChange={(v) => f.setSede(v === '' ? null : Number(v))}
        options={sedes.options}
        none={t('sections.allCampuses')}
        sx={{ minWidth: 220 }}
      />
      <ListSearch list={list} value={f.search} onChange={f.setSearch} />
    </Stack>
  );
}
