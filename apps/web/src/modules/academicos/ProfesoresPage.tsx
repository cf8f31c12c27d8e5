import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { profesoresApi, profesorIn, profesorLabels, profesorSort, type ProfesorSort } from '@claustro/domain/academicos/profesor.contract';
import { callSheet } from '../../platform/contract-client.ts';
import { FormDate, FormIdDocument, FormSelect, FormSwitch, FormText, messageAt } from '../../platform/form-fields.tsx';
import { FormDialog } from '../../platform/FormDialog.tsx';
import { applyServerErrors, useContractForm } from '../../platform/forms.ts';
import { ListPage } from '../../platform/ListPage.tsx';
import { sortableOnly, useListState } from '../../platform/PagedGrid.tsx';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { useProfesores, useProfesorImage, useSaveProfesor, type Profesor } from './api.ts';
import { ImageField } from '../../platform/ImageField.tsx';

/** The form's values: what the contract's input schema takes. */
type FormValues = z.input<typeof profesorIn>;

const blank: FormValues = {
  profCodigo_Referencia: '',
  persNombres: '',
  persApellidos: '',
  sedeId: '',
  carreraId: null,
  profFechaIngreso: null,
  profEsElegible: true,
  profFechaInhabilidad: null,
  profInhabilidad_Observacion: null,
  profEsDirector: false,
  profEsCoordinador: false,
  profEs_Administrativo: false,
  profEs_Externo: false,
  profEducacionCont: false,
  documentosIdentificacion: [],
};
/** A listed professor as the form edits them: the contract's input fields only. */
const formOf = (p: Profesor): FormValues =>
  Object.fromEntries(Object.keys(profesorIn.shape).map((k) => [k, p[k as keyof Profesor] ?? (blank as Record<string, unknown>)[k] ?? null])) as FormValues;
const flags = [
  ['profEsElegible', 'professors.eligible'],
  ['profEsDirector', 'professors.director'],
  ['profEsCoordinador', 'professors.coordinator'],
  ['profEs_Administrativo', 'professors.administrative'],
  ['profEs_Externo', 'professors.external'],
  ['profEducacionCont', 'professors.continuing'],
] as const;

/** The professors' screen: the list (its search, page, order and open professor in the address), registration and edit. */
export default function ProfesoresPage() {
  const { t } = useTranslation();
  const sedes = useLookup('sede');
  const lista = useListState<ProfesorSort>();
  const list = useProfesores(lista.query);
  const columns = sortableOnly<Profesor>(
    [
      { field: 'profCodigo_Referencia', headerName: t('professors.code'), minWidth: 110 },
      { field: 'persApellidos', headerName: t('students.name'), flex: 1, minWidth: 180, valueGetter: (_v, r) => `${r.persApellidos}, ${r.persNombres}` },
      { field: 'sedeId', headerName: t('students.campus'), minWidth: 150, valueGetter: (v) => sedes.labelOf(v) },
      { field: 'profEsElegible', headerName: t('professors.eligible'), type: 'boolean', minWidth: 100 },
    ],
    profesorSort,
  );
  return (
    <ListPage
      title={t('professors.title')}
      create={{ form: (close) => <ProfesorDialog profesor={null} onClose={close} /> }}
      list={lista}
      rows={list}
      columns={columns}
      getRowId={(r) => r.profesorId}
      sortable
      sheet={{ name: t('professors.title'), download: () => callSheet(profesoresApi.list, { query: lista.query }) }}
      detail={({ id, row, close }) => row && <ProfesorDialog key={id} profesor={row} onClose={close} />}
    ></ListPage>
  );
}

/** Registers or edits a professor: name, identity document, campus, career, dates, flags; once saved, photo and signature. */
function ProfesorDialog({ profesor, onClose }: { profesor: Profesor | null; onClose: () => void }) {
  const { t } = useTranslation();
  const sedes = useLookup('sede');
  const carreras = useLookup('carrera');
  const tiposDoc = useLookup('tipoDocumentoIdentificacion');
  // The images are saved at once, apart from the form: the dialog shows the ones just sent.
  const [current, setCurrent] = useState(profesor);
  const [general, setGeneral] = useState<string | null>(null);
  const saveProfesor = useSaveProfesor();
  const image = useProfesorImage();
  const form = useContractForm(profesorIn, profesorLabels, profesor ? formOf(profesor) : blank);
  const save = form.handleSubmit(async (values) => {
    setGeneral(null);
    try {
      await saveProfesor.mutateAsync({ profesorId: current?.profesorId, body: values as never });
      onClose();
    } catch (e) {
      setGeneral(applyServerErrors(e, form.setError));
    }
  });
  const uploadImage = async (kind: 'foto' | 'firma', file: File) => {
    const saved = await image.mutateAsync({ profesorId: current!.profesorId, kind, file });
    setCurrent((p) => p && { ...p, persFoto: saved.persFoto, firmaUrl: saved.firmaUrl });
  };
  const named = (name: keyof FormValues & string, label: string) => ({ control: form.control, name, label });
  const elegible = messageAt(form.formState.errors, 'profEsElegible');
  return (
    <FormDialog
      title={current ? `${t('app.edit')}: ${current.profCodigo_Referencia}` : t('app.new')}
      maxWidth="md"
      onClose={onClose}
      onSubmit={() => void save()}
      busy={form.formState.isSubmitting}
      error={general}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormText {...named('persNombres', t('students.firstNames'))} required sx={{ flex: 1 }} />
        <FormText {...named('persApellidos', t('students.lastNames'))} required sx={{ flex: 1 }} />
      </Stack>
      <FormIdDocument control={form.control} types={tiposDoc.options} required emptyHint={t('students.noDocument')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelect {...named('sedeId', t('students.campus'))} options={sedes.options} required sx={{ minWidth: 180 }} />
        <FormSelect {...named('carreraId', t('students.career'))} options={carreras.options} optional sx={{ minWidth: 180 }} />
        <FormText {...named('profCodigo_Referencia', t('professors.code'))} transform={(v) => v.toUpperCase()} helperText={t('professors.codeHint')} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormDate {...named('profFechaIngreso', t('professors.startDate'))} />
        <FormDate {...named('profFechaInhabilidad', t('professors.disqualifiedFrom'))} onSet={(v) => v && form.setValue('profEsElegible', false)} />
      </Stack>
      <FormText {...named('profInhabilidad_Observacion', t('professors.note'))} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        {flags.map(([k, label]) => (
          <FormSwitch key={k} {...named(k, t(label))} />
        ))}
      </Box>
      {elegible && <Alert severity="error">{elegible}</Alert>}
      {current ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <ImageField label={t('professors.photo')} current={current.persFoto} upload={(f) => uploadImage('foto', f)} />
          <ImageField label={t('professors.signature')} current={current.firmaUrl} upload={(f) => uploadImage('firma', f)} />
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('professors.imagesAfterSave')}
        </Typography>
      )}
    </FormDialog>
  );
}
