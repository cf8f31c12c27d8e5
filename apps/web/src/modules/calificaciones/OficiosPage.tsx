import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Chip, Stack, Typography } from '@mui/material';
import { estadosOficio, oficioApi, oficioIn, oficioLabels, oficioScreen, type Oficio } from '@claustro/domain/calificaciones/oficio.contract';
import { pathOf } from '@claustro/domain/platform/contract';
import { openInNewTab } from '../../platform/api.ts';
import { applyServerErrors, blanksAsNull, tidiedFirst, useContractForm } from '../../platform/forms.ts';
import { FormSelect, FormText } from '../../platform/form-fields.tsx';
import { currentLang, formatDate, formatDateTime } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { useListState, type GridColumn } from '../../platform/PagedGrid.tsx';
import { FileButton } from '../../platform/PrintButton.tsx';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { MotivoAnulacion, useMotivoForm } from '../../platform/MotivoAnulacion.tsx';
import { useAnularOficio, useCrearOficio, useOficios } from './api.ts';
import { ListPage, useStateFilter } from '../../platform/ListPage.tsx';
import { RecordDialog } from '../../platform/RecordDialog.tsx';
import { FormDialog } from '../../platform/FormDialog.tsx';

type Estado = (typeof estadosOficio)[number];
const imprimir = (oficioId: number) => openInNewTab(pathOf(oficioApi.pdf, { oficioId }));

/**
 * `/academicos/oficios`: official letters to other institutions, newest first. "Nuevo oficio" writes
 * one (it takes the year's next number and a verification code) and opens it to print; a row opens
 * a letter to print it again or annul it with a reason.
 */
export default function OficiosPage() {
  const { t } = useTranslation();
  const lang = currentLang();
  const title = screenTitle(oficioScreen, lang)!;
  const lista = useListState();
  const estado = useStateFilter<Estado>(lista, estadosOficio);
  const { query } = lista;
  const list = useOficios({ estado: estado.value || undefined, value: query.value || undefined, page: query.page, pageSize: query.pageSize });
  /** A letter just written: shown open though it may not be on the page. */
  const [escrito, setEscrito] = useState<Oficio | null>(null);
  const columns: GridColumn<Oficio>[] = [
    { field: 'numero', headerName: t('officialLetters.number'), minWidth: 130 },
    { field: 'fecha', headerName: t('officialLetters.date'), minWidth: 110, valueGetter: (_v, r) => formatDate(r.fecha, lang) },
    { field: 'destinatario', headerName: t('officialLetters.to'), minWidth: 220, flex: 1, valueGetter: (_v, r) => r.institucion ?? r.destinatario },
    { field: 'asunto', headerName: t('officialLetters.subject'), minWidth: 200, flex: 1 },
    {
      field: 'estado',
      headerName: t('officialLetters.state'),
      minWidth: 110,
      renderCell: ({ row }) => <Chip size="small" color={row.estado === 'vigente' ? 'success' : 'default'} label={t(`officialLetters.states.${row.estado}`)} />,
    },
  ];
  return (
    <ListPage
      title={title}
      create={{
        label: t('officialLetters.new'),
        form: (close) => (
          <NuevoOficio
            onClose={close}
            onDone={(o) => {
              setEscrito(o);
              lista.setOpened(o.oficioId);
            }}
          />
        ),
      }}
      list={lista}
      state={{ filter: estado, label: t('officialLetters.state'), labelOf: (e) => t(`officialLetters.states.${e}`), all: t('officialLetters.all') }}
      rows={list}
      columns={columns}
      getRowId={(r) => r.oficioId}
      detail={({ id, row, close }) => {
        const oficio = row ?? (escrito?.oficioId === id ? escrito : undefined);
        return oficio && <OficioDialog key={id} oficio={oficio} onClose={close} />;
      }}
    ></ListPage>
  );
}

const form = tidiedFirst(blanksAsNull, oficioIn);

/** Writes an official letter; the letter written opens to be printed. */
function NuevoOficio({ onClose, onDone }: { onClose: () => void; onDone: (o: Oficio) => void }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const firmantes = useLookup('firmante');
  const crear = useCrearOficio();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useContractForm(form, oficioLabels, {
    destinatario: '',
    institucion: '',
    asunto: '',
    cuerpo: '',
    firmanteId: '' as unknown as number,
  });
  const label = (f: string) => oficioLabels[f][lang];
  const submit = handleSubmit((body) =>
    crear.mutate(body, {
      onSuccess: (o) => {
        onClose();
        onDone(o);
      },
      onError: (e) => setProblem(applyServerErrors(e, setError)),
    }),
  );
  return (
    <FormDialog
      title={t('officialLetters.new')}
      maxWidth="md"
      onClose={onClose}
      onSubmit={() => void submit()}
      action={t('officialLetters.write')}
      busy={crear.isPending}
      error={problem}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormText control={control} name="destinatario" label={label('destinatario')} required sx={{ flex: 1 }} />
        <FormText control={control} name="institucion" label={label('institucion')} sx={{ flex: 1 }} />
      </Stack>
      <FormText control={control} name="asunto" label={label('asunto')} required />
      <FormText control={control} name="cuerpo" label={label('cuerpo')} required multiline minRows={8} helperText={t('officialLetters.bodyHint')} />
      <FormSelect control={control} name="firmanteId" label={label('firmanteId')} options={firmantes.options} required />
    </FormDialog>
  );
}

/** A letter in full: printed again, or annulled with a reason. */
function OficioDialog({ oficio: o, onClose }: { oficio: Oficio; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const anular = useAnularOficio();
  const m = useMotivoForm();
  const vigente = o.estado === 'vigente';
  return (
    <RecordDialog
      title={t('officialLetters.title', { numero: o.numero })}
      onClose={onClose}
      primary={
        <>
          {vigente && (
            <Button
              color="error"
              disabled={anular.isPending}
              onClick={() => void m.send((motivo) => anular.mutateAsync({ oficioId: o.oficioId, motivo }), onClose)}
            >
              {t('officialLetters.annul')}
            </Button>
          )}
          <FileButton variant="contained" label={t('app.print')} run={() => imprimir(o.oficioId)} />
        </>
      }
    >
      <Stack spacing={1}>
        <Typography sx={{ fontWeight: 600 }}>{[o.destinatario, o.institucion].filter(Boolean).join(' · ')}</Typography>
        <Typography>
          {t('officialLetters.subject')}: {o.asunto}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line' }} color="text.secondary">
          {o.cuerpo}
        </Typography>
        <Typography variant="body2">
          {t('officialLetters.meta', { firmante: o.firmante, codigo: o.codigo, quien: o.creadoPor, cuando: formatDateTime(o.creadoEn, lang) })}
        </Typography>
        {!vigente && <Alert severity="warning">{t('officialLetters.annulled', { motivo: o.motivoAnulacion })}</Alert>}
        <MotivoAnulacion
          show={vigente}
          label={t('officialLetters.reason')}
          hint={t('officialLetters.reasonHint')}
          control={m.form.control}
          general={m.general}
        />
      </Stack>
    </RecordDialog>
  );
}
