import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Paper, Stack, TextField, Typography } from '@mui/material';
import { SelectField } from '../../platform/SelectField.tsx';
import { cartaApi, cartaScreen, clasesCarta, type CartaEmitida, type ClaseCarta } from '@claustro/domain/calificaciones/carta.contract';
import { nombreCarta } from '@claustro/domain/calificaciones/carta.rules';
import { pathOf } from '@claustro/domain/platform/contract';
import { openInNewTab } from '../../platform/api.ts';
import { ChoiceField } from '../../platform/ChoiceField.tsx';
import { currentLang, formatDateTime } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { ListHeader, ListSearch, PagedGrid, useListState, type GridColumn } from '../../platform/PagedGrid.tsx';
import { FileButton } from '../../platform/PrintButton.tsx';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { StudentFinder, useStudentFinder } from '../../platform/StudentFinder.tsx';
import { useCartas } from './api.ts';

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
  const [clase, setClase] = useState<ClaseCarta>('constancia_estudios');
  const [destinatario, setDestinatario] = useState('');
  const [firmanteId, setFirmanteId] = useState<number | ''>('');
  const { search, setSearch, pagination, setPagination, query } = useListState();
  const list = useCartas({ value: query.value || undefined, page: query.page, pageSize: query.pageSize });
  const emitir = async () => {
    await openInNewTab(pathOf(cartaApi.emitir), {
      method: 'POST',
      body: { estudianteCarreraId: finder.career, clase, destinatario: destinatario.trim() || null, firmanteId },
    });
    void list.refetch();
  };
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
              <SelectField
                label={t('letters.kind')}
                value={clase}
                onChange={(v) => setClase(v as ClaseCarta)}
                options={clasesCarta.map((c) => ({ id: c, label: nombreCarta[c][lang] }))}
                sx={{ flex: 1, minWidth: 0 }}
              />
              <TextField
                label={t('letters.to')}
                placeholder={t('letters.anyone')}
                value={destinatario}
                onChange={(e) => setDestinatario(e.target.value)}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 200 } }}
                sx={{ flex: 1, minWidth: 0 }}
              />
              <ChoiceField label={t('letters.signer')} value={firmanteId} onChange={setFirmanteId} options={firmantes.options} required />
            </Stack>
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <FileButton variant="contained" label={t('letters.issue')} disabled={!firmanteId} run={emitir} />
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
