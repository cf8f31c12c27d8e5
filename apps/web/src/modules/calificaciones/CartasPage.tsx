import { useTranslation } from 'react-i18next';
import { Paper, Stack, Typography } from '@mui/material';
import { cartaApi, cartaIn, cartaLabels, cartaScreen, clasesCarta, type CartaEmitida } from '@claustro/domain/calificaciones/carta.contract';
import { nombreCarta } from '@claustro/domain/calificaciones/carta.rules';
import { pathOf } from '@claustro/domain/platform/contract';
import { openInNewTab } from '../../platform/api.ts';
import { useContractForm } from '../../platform/forms.ts';
import { FormSelect, FormText } from '../../platform/form-fields.tsx';
import { currentLang, formatDateTime } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { ListHeader, ListSearch, PagedGrid, useListState, type GridColumn } from '../../platform/PagedGrid.tsx';
import { FileButton } from '../../platform/PrintButton.tsx';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { StudentFinder, useStudentFinder } from '../../platform/StudentFinder.tsx';
import { useCartas } from './api.ts';

/** What the screen asks: the student is the one found. */
const cartaForm = cartaIn.omit({ estudianteCarreraId: true });

/**
 * `/academicos/cartas`: the registry finds a student, chooses the letter (enrolment, credits,
 * graduation), whom it is addressed to and who signs it, and issues it as a PDF with its verification
 * code. Below, the letters issued, newest first.
 */
export default function CartasPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const title = screenTitle(cartaScreen, lang)!;
  const finder = useStudentFinder();
  const firmantes = useLookup('firmante');
  // The letter is a form checked by its contract; the student is the one found above.
  const form = useContractForm(cartaForm, cartaLabels, { clase: 'constancia_estudios', destinatario: '', firmanteId: '' }, 'onTouched');
  const { search, setSearch, pagination, setPagination, query } = useListState();
  const list = useCartas({ value: query.value || undefined, page: query.page, pageSize: query.pageSize });
  const emitir = () =>
    form.handleSubmit(async (v) => {
      await openInNewTab(pathOf(cartaApi.emitir), { method: 'POST', body: { ...v, estudianteCarreraId: finder.career } });
      void list.refetch();
    })();
  const columns: GridColumn<CartaEmitida>[] = [
    { field: 'codigo', headerName: t('letters.code'), minWidth: 150 },
    { field: 'clase', headerName: t('letters.kind'), minWidth: 190, valueGetter: (_v, r) => nombreCarta[r.clase][lang] },
    { field: 'nombre', headerName: t('letters.student'), minWidth: 220, flex: 1, valueGetter: (_v, r) => `${r.nombre} · ${r.matricula}` },
    { field: 'destinatario', headerName: t('letters.to'), minWidth: 180, flex: 1, valueGetter: (_v, r) => r.destinatario ?? t('letters.anyone') },
    { field: 'emitidoEn', headerName: t('letters.issued'), minWidth: 190, valueGetter: (_v, r) => `${r.emitidoPor} · ${formatDateTime(r.emitidoEn, lang)}` },
  ];
  return (
    <Stack spacing={2}>
      <ListHeader title={title} />
      <StudentFinder finder={finder} />
      {finder.career && (
        <Paper variant="outlined" component="section" aria-label={t('letters.new')} sx={{ p: 2 }}>
          <Stack spacing={1.5}>
            <Typography variant="subtitle1" component="h2">
              {t('letters.new')}
            </Typography>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
              <FormSelect
                control={form.control}
                name="clase"
                label={t('letters.kind')}
                options={clasesCarta.map((c) => ({ id: c, label: nombreCarta[c][lang] }))}
                sx={{ flex: 1, minWidth: 0 }}
              />
              <FormText
                control={form.control}
                name="destinatario"
                label={t('letters.to')}
                placeholder={t('letters.anyone')}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ flex: 1, minWidth: 0 }}
              />
              <FormSelect
                control={form.control}
                name="firmanteId"
                label={t('letters.signer')}
                options={firmantes.options}
                required
                sx={{ flex: 1, minWidth: 0 }}
              />
            </Stack>
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <FileButton variant="contained" label={t('letters.issue')} run={emitir} />
            </Stack>
          </Stack>
        </Paper>
      )}
      <Typography variant="subtitle1" component="h2">
        {t('letters.list')}
      </Typography>
      <ListSearch list={t('letters.list')} value={search} onChange={setSearch} />
      <PagedGrid
        rows={list.data?.rows}
        total={list.data?.total}
        loading={list.isFetching}
        columns={columns}
        getRowId={(r) => r.codigo}
        pagination={pagination}
        onPaginationChange={setPagination}
        label={t('letters.list')}
      />
    </Stack>
  );
}
