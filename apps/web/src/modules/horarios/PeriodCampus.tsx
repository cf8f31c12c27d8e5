import { useTranslation } from 'react-i18next';
import { useListState } from '../../platform/PagedGrid.tsx';
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
  const list = useListState(o.pageSize);
  const firstPage = () => list.setPagination((p) => ({ ...p, page: 0 }));
  return {
    ...list,
    choice,
    /** The campus, kept in the address with the rest of the list (`?sede=`). */
    sedeId: Number(list.filter('sede')) || null,
    setSede: (id: number | null) => list.setFilter('sede', id),
    firstPage,
  };
}

/**
 * A period's sections as a paged list, and its rows for the list page (an empty list without a
 * period, not one still loading). `refreshSeconds` asks again while the page is open (the seats report).
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
  return { ...f, sections: periodRows(f, answer) };
}

/** A period's list as the list page shows it: no rows yet without a period, none at all when there is no period. */
export function periodRows<R>(
  f: ReturnType<typeof usePeriodCampusList>,
  answer: { data?: { rows: R[]; total: number }; isFetching: boolean; error?: Error | null },
) {
  const data = f.choice.periodoAcademicoId ? answer.data : f.choice.periods && { rows: [], total: 0 };
  return { data, isFetching: answer.isFetching, error: answer.error };
}

/** The period and the campus a list is of, in its filter bar (the list page adds the search). */
export function PeriodCampus({ f }: { f: ReturnType<typeof usePeriodCampusList> }) {
  const { t } = useTranslation();
  const sedes = useLookup('sede');
  return (
    <>
      <PeriodSelect choice={f.choice} onChange={f.firstPage} />
      <SelectField
        label={t('sections.campus')}
        value={f.sedeId ?? ''}
        onChange={(v) => f.setSede(v === '' ? null : Number(v))}
        options={sedes.options}
        none={t('sections.allCampuses')}
        sx={{ minWidth: 220 }}
      />
    </>
  );
}
