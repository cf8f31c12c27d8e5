import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { Alert, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  autorizacionApi,
  autorizacionIn,
  autorizacionLabels,
  autorizacionScreen,
  type Autorizacion,
  type AutorizacionIn,
} from '@claustro/domain/financieros/autorizacion.contract';
import { call, queryKeys } from '../../platform/contract-client.ts';
import { FormDate, FormSelect, FormSwitch, FormText } from '../../platform/form-fields.tsx';
import { FormDialog } from '../../platform/FormDialog.tsx';
import { applyServerErrors, useContractForm } from '../../platform/forms.ts';
import { currentLang, formatDate } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { useListState, type GridColumn } from '../../platform/PagedGrid.tsx';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { BuscarMatricula, useCuentas, VigenteChip } from './BuscarCuentas.tsx';
import { useBusqueda } from './busqueda.ts';
import { ListPage } from '../../platform/ListPage.tsx';

const keys = queryKeys('autorizaciones');

/**
 * `/financieros/estudiante-autorizacion-inscripcion`: leave for a student with a past-due balance to
 * register — for a term, until a date, or for good — with the reason; found by matrícula or name,
 * changed or withdrawn.
 */
export default function AutorizacionesPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const title = screenTitle(autorizacionScreen, lang)!;
  const lista = useListState();
  const list = useBusqueda(keys.all, autorizacionApi, lista.query);
  const columns: GridColumn<Autorizacion>[] = [
    { field: 'matricula', headerName: t('registration.matricula'), minWidth: 120 },
    { field: 'nombre', headerName: t('account.student'), minWidth: 200, flex: 1 },
    {
      field: 'alcance',
      headerName: t('authorisations.reach'),
      minWidth: 200,
      valueGetter: (_v, r) =>
        r.autorizacionPermanente
          ? t('authorisations.permanent')
          : [r.periodo, r.fechaVigenciaHasta && t('authorisations.until', { fecha: formatDate(r.fechaVigenciaHasta, lang) })].filter(Boolean).join(' · '),
    },
    { field: 'comentarios', headerName: t('authorisations.reason'), minWidth: 220, flex: 1 },
    {
      field: 'vigente',
      headerName: t('cashier.state'),
      minWidth: 110,
      renderCell: ({ row }) => <VigenteChip vigente={row.vigente} />,
    },
  ];
  return (
    <ListPage
      title={title}
      create={{ label: t('authorisations.new'), form: (close) => <AutorizacionDialog autorizacion={null} onClose={close} /> }}
      list={lista}
      rows={list}
      columns={columns}
      getRowId={(r) => r.estudianteAutorizacionInscripcionId}
      detail={({ id, row, close }) => row && <AutorizacionDialog key={id} autorizacion={row} onClose={close} />}
    ></ListPage>
  );
}

/** Writes or changes an authorisation: the student (by matrícula), its reach, the reason, whether it stands. */
function AutorizacionDialog({ autorizacion: a, onClose }: { autorizacion: Autorizacion | null; onClose: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const periodos = useLookup('periodoAcademico');
  const f = useCuentas();
  const encontrado = f.cuentas?.[0];
  const form = useContractForm(autorizacionIn, autorizacionLabels, {
    estudianteId: a?.estudianteId ?? 0,
    periodoAcademicoId: a?.periodoAcademicoId ?? null,
    autorizacionPermanente: a?.autorizacionPermanente ?? false,
    fechaVigenciaHasta: a?.fechaVigenciaHasta ?? null,
    comentarios: a?.comentarios ?? '',
    estatus: a?.estatus ?? true,
  });
  const permanente = useWatch({ control: form.control, name: 'autorizacionPermanente' });
  const [general, setGeneral] = useState<string | null>(null);
  const guardar = useMutation({
    mutationFn: (body: AutorizacionIn) =>
      a ? call(autorizacionApi.update, { params: { id: a.estudianteAutorizacionInscripcionId }, body }) : call(autorizacionApi.create, { body }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: keys.all });
      onClose();
    },
    onError: (e) => setGeneral(applyServerErrors(e, form.setError, ['estudianteId'])),
  });
  const estudianteId = a?.estudianteId ?? encontrado?.estudianteId;
  const submit = form.handleSubmit((body) => {
    setGeneral(null);
    // A permanent authorisation holds for no term and no date in particular.
    guardar.mutate(body.autorizacionPermanente ? { ...body, periodoAcademicoId: null, fechaVigenciaHasta: null } : body);
  });
  return (
    <FormDialog
      title={a ? t('authorisations.edit') : t('authorisations.new')}
      onClose={onClose}
      onSubmit={() => {
        if (estudianteId) form.setValue('estudianteId', estudianteId);
        void submit();
      }}
      busy={guardar.isPending}
      ready={!!estudianteId}
      error={general}
    >
      {a ? (
        <Typography sx={{ fontWeight: 600 }}>
          {a.matricula} · {a.nombre}
        </Typography>
      ) : (
        <BuscarMatricula f={f} variant="outlined" />
      )}
      {!a && encontrado && <Alert severity="success">{`${encontrado.matricula} · ${encontrado.nombre}`}</Alert>}
      <FormSwitch control={form.control} name="autorizacionPermanente" label={t('authorisations.permanent')} />
      {!permanente && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormSelect
            control={form.control}
            name="periodoAcademicoId"
            label={t('account.term')}
            options={periodos.options}
            optional
            empty={t('authorisations.anyTerm')}
            sx={{ flex: 1 }}
          />
          <FormDate control={form.control} name="fechaVigenciaHasta" label={t('authorisations.validUntil')} sx={{ flex: 1 }} />
        </Stack>
      )}
      <FormText control={form.control} name="comentarios" label={t('authorisations.reason')} required multiline minRows={2} />
      {a && <FormSwitch control={form.control} name="estatus" label={t('authorisations.active')} />}
    </FormDialog>
  );
}
