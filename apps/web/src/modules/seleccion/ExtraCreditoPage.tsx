import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { extraCreditoIn, extraCreditoLabels, extraCreditoScreen, type ExtraCredito } from '@claustro/domain/seleccion/extra-credito.contract';
import type { ApiError } from '../../platform/api.ts';
import { currentLang, formatDateTime } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { applyServerErrors, useContractForm } from '../../platform/forms.ts';
import { FormText } from '../../platform/form-fields.tsx';
import { ListHeader, ListSearch, PagedGrid, useListState, type GridColumn } from '../../platform/PagedGrid.tsx';
import { StudentFinder, useStudentFinder } from '../../platform/StudentFinder.tsx';
import { PeriodSelect, usePeriodChoice } from '../../platform/PeriodSelect.tsx';
import { useExtraCreditos, useGuardarExtraCredito, useRetirarExtraCredito } from './api.ts';

/**
 * `/seleccion/extra-credito`: the registry lets a student take more credits in a period than the plan
 * allows, with a reason. A row opens the authorisation to change or withdraw it.
 */
export default function ExtraCreditoPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const title = screenTitle(extraCreditoScreen, lang)!;
  const choice = usePeriodChoice({ registration: true });
  const { search, setSearch, pagination, setPagination, query } = useListState();
  const periodoAcademicoId = choice.periodoAcademicoId;
  const list = useExtraCreditos(periodoAcademicoId ? { ...query, periodoAcademicoId } : null);
  const [editing, setEditing] = useState<ExtraCredito | 'new' | null>(null);
  const columns: GridColumn<ExtraCredito>[] = [
    { field: 'matricula', headerName: t('extraCredit.matricula'), minWidth: 110 },
    { field: 'nombre', headerName: t('extraCredit.name'), flex: 1, minWidth: 180 },
    { field: 'carrera', headerName: t('extraCredit.career'), flex: 1, minWidth: 180 },
    { field: 'creditosPlan', headerName: t('extraCredit.planLimit'), type: 'number', minWidth: 100 },
    { field: 'creditos', headerName: t('extraCredit.extra'), type: 'number', minWidth: 100 },
    { field: 'motivo', headerName: t('extraCredit.reason'), flex: 1, minWidth: 180 },
    {
      field: 'autorizadoPor',
      headerName: t('extraCredit.by'),
      minWidth: 140,
      valueGetter: (_v, r) => `${r.autorizadoPor} · ${formatDateTime(r.creadoEn, lang)}`,
    },
  ];
  return (
    <Stack spacing={2}>
      <ListHeader title={title}>
        <Button variant="contained" disabled={!periodoAcademicoId} onClick={() => setEditing('new')}>
          {t('extraCredit.new')}
        </Button>
      </ListHeader>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <PeriodSelect choice={choice} onChange={() => setPagination({ ...pagination, page: 0 })} />
        <ListSearch list={title} value={search} onChange={setSearch} />
      </Stack>
      <PagedGrid
        rows={list.data?.rows}
        total={list.data?.total}
        loading={list.isFetching}
        columns={columns}
        getRowId={(r) => `${r.estudianteCarreraId}:${r.periodoAcademicoId}`}
        pagination={pagination}
        onPaginationChange={setPagination}
        onRowClick={setEditing}
        label={title}
      />
      {editing && periodoAcademicoId && (
        <ExtraCreditoDialog
          key={editing === 'new' ? 'new' : editing.estudianteCarreraId}
          record={editing === 'new' ? null : editing}
          periodoAcademicoId={periodoAcademicoId}
          periodo={choice.period?.peAcDescripcion ?? ''}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}

/** Authorise extra credits for a student found by matrícula, or change or withdraw an authorisation. */
function ExtraCreditoDialog(props: { record: ExtraCredito | null; periodoAcademicoId: number; periodo: string; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const finder = useStudentFinder();
  const { student } = finder;
  const career = props.record?.estudianteCarreraId ?? finder.career;
  const [problem, setProblem] = useState<string | null>(null);
  const save = useGuardarExtraCredito();
  const withdraw = useRetirarExtraCredito();
  const { control, handleSubmit, setError } = useContractForm(extraCreditoIn, extraCreditoLabels, {
    creditos: props.record?.creditos ?? ('' as unknown as number),
    motivo: props.record?.motivo ?? '',
  });
  const ref = career ? { estudianteCarreraId: career, periodoAcademicoId: props.periodoAcademicoId } : null;
  const submit = handleSubmit(async (body) => {
    if (!ref) return;
    setProblem(null);
    try {
      await save.mutateAsync({ ref, body });
      props.onClose();
    } catch (e) {
      setProblem(applyServerErrors(e, setError));
    }
  });
  const remove = async () => {
    if (!ref) return;
    setProblem(null);
    try {
      await withdraw.mutateAsync(ref);
      props.onClose();
    } catch (e) {
      setProblem((e as ApiError).message);
    }
  };
  return (
    <Dialog open onClose={props.onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="extra-credit-title">
      <DialogTitle id="extra-credit-title">
        {t(props.record ? 'extraCredit.edit' : 'extraCredit.new')} · {props.periodo}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {problem && <Alert severity="error">{problem}</Alert>}
          {props.record ? (
            <Typography>
              {props.record.matricula} · {props.record.nombre} · {props.record.carrera} · {t('extraCredit.planLimitN', { n: props.record.creditosPlan })}
            </Typography>
          ) : (
            <StudentFinder finder={finder} />
          )}
          {student && (
            <Typography>
              {student.matriculaId} · {student.persNombres} {student.persApellidos}
            </Typography>
          )}
          <Stack component="form" id="extra-credit-form" spacing={2} onSubmit={submit}>
            <FormText control={control} name="creditos" label={t('extraCredit.extra')} type="number" required slotProps={{ htmlInput: { min: 1, max: 12 } }} />
            <FormText
              control={control}
              name="motivo"
              label={t('extraCredit.reason')}
              required
              multiline
              rows={2}
              slotProps={{ htmlInput: { maxLength: 300 } }}
            />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        {props.record && (
          <Button color="error" onClick={() => void remove()} disabled={withdraw.isPending} sx={{ mr: 'auto' }}>
            {t('extraCredit.withdraw')}
          </Button>
        )}
        <Button onClick={props.onClose}>{t('app.cancel')}</Button>
        <Button type="submit" form="extra-credit-form" variant="contained" disabled={!ref || save.isPending}>
          {t('app.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
