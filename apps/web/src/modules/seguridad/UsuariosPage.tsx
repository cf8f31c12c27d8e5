import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { Button, Chip, Stack, Typography } from '@mui/material';
import {
  seguridadApi,
  usuarioCreate,
  usuarioInput,
  usuarioLabels,
  type Usuario,
  type UsuarioFila,
  type UsuarioInput,
  usuarioSort,
  type UsuarioSort,
} from '@claustro/domain/seguridad/usuario.contract';
import { sortableOnly, useListState } from '../../platform/PagedGrid.tsx';
import { ListPage } from '../../platform/ListPage.tsx';
import { FormDialog } from '../../platform/FormDialog.tsx';
import { callSheet } from '../../platform/contract-client.ts';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { applyServerErrors, contractResolver, useUnsavedForm } from '../../platform/forms.ts';
import { FormDate, FormIdDocument, FormSelect, FormSwitch, FormText } from '../../platform/form-fields.tsx';
import { currentLang } from '../../platform/i18n.ts';
import { rolLabel } from './pickers.tsx';
import { useBlockUsuario, useRoles, useSaveUsuario, useUsuario, useUsuarios } from './api.ts';

/** What the user form edits: the contract's input, and a first password for a new user. */
type FormValues = UsuarioInput & { clave?: string };

const blank = {
  usuaNombre: '',
  usuaEmail: '',
  usuaClaveVence_Fecha: null,
  usuaCambiaClave: true,
  rolId: '',
  estatus: true,
  persNombres: '',
  persApellidos: '',
  sexoId: null,
  estadoCivilId: null,
  persFechaNacimiento: null,
  paisId: null,
  ciudad: null,
  nacionalidadId: null,
  documentosIdentificacion: [],
  telefonos: [],
  direcciones: [],
  sedes: [],
  clave: '',
} as unknown as FormValues;

/** A stored user as the form edits them: the contract's input fields, campuses by id. */
const formOf = (u: Usuario): FormValues => ({
  ...(Object.fromEntries(Object.keys(usuarioInput.shape).map((k) => [k, u[k as keyof Usuario] ?? null])) as unknown as FormValues),
  sedes: u.sedes.map((s) => s.sedeId),
});

function UsuarioForm({ usuarioId, onClose }: { usuarioId: number | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const roles = useRoles();
  const sedes = useLookup('sede');
  const sexos = useLookup('sexo');
  const tiposDoc = useLookup('tipoDocumentoIdentificacion');
  const isNew = usuarioId === 'new';
  const existing = useUsuario(typeof usuarioId === 'number' ? usuarioId : null);
  const saveUsuario = useSaveUsuario();
  const blockUsuario = useBlockUsuario();
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm<FormValues>({
    resolver: contractResolver(isNew ? usuarioCreate : usuarioInput, usuarioLabels, lang),
    defaultValues: blank,
  });
  useUnsavedForm(form);
  const { control, handleSubmit, reset, setError, watch, formState } = form;
  useEffect(() => {
    setGeneral(null);
    reset(isNew ? blank : existing.data ? formOf(existing.data) : blank);
  }, [isNew, usuarioId, existing.data, reset]);
  const rolId = watch('rolId');
  const usuaNombre = watch('usuaNombre');
  const estatus = watch('estatus');
  const save = handleSubmit(async (body) => {
    setGeneral(null);
    try {
      await saveUsuario.mutateAsync({ usuarioId: isNew ? undefined : (usuarioId as number), body });
      onClose();
    } catch (e) {
      setGeneral(applyServerErrors(e, setError));
    }
  });
  const block = async () => {
    if (!window.confirm(t('security.blockConfirm', { name: usuaNombre }))) return;
    await blockUsuario.mutateAsync(usuarioId as number).then(onClose, (e: unknown) => setGeneral(applyServerErrors(e, setError)));
  };
  const roleOptions = (roles.data ?? []).filter((r) => r.estatus || r.rolId === rolId).map((r) => ({ id: r.rolId, label: rolLabel(r) }));
  return (
    <FormDialog
      title={isNew ? t('app.new') : `${t('app.edit')}: ${usuaNombre}`}
      maxWidth="md"
      onClose={onClose}
      onSubmit={() => void save()}
      busy={formState.isSubmitting}
      error={general}
      more={
        !isNew &&
        estatus && (
          <Button color="error" onClick={block} sx={{ mr: 'auto' }}>
            {t('security.block')}
          </Button>
        )
      }
    >
      <Typography variant="subtitle2">{t('security.account')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormText control={control} name="usuaNombre" label={t('security.userName')} required transform={(v) => v.toLowerCase()} />
        <FormText control={control} name="usuaEmail" label={t('security.email')} type="email" required />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelect control={control} name="rolId" label={t('security.role')} required options={roleOptions} sx={{ minWidth: 200 }} />
        <FormSelect control={control} name="sedes" label={t('security.campuses')} multiple options={sedes.options} sx={{ minWidth: 200 }} />
      </Stack>
      {isNew && (
        <FormText
          control={control}
          name="clave"
          type="password"
          label={t('security.password')}
          required
          helperText={t('password.rule')}
          autoComplete="new-password"
        />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSwitch control={control} name="usuaCambiaClave" label={t('security.mustChange')} />
        <FormSwitch control={control} name="estatus" label={t('app.active')} />
      </Stack>
      <Typography variant="subtitle2">{t('security.personal')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormText control={control} name="persNombres" label={t('security.firstNames')} required />
        <FormText control={control} name="persApellidos" label={t('security.lastNames')} required />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormSelect control={control} name="sexoId" label={t('security.sex')} optional options={sexos.options} sx={{ minWidth: 160 }} />
        <FormDate control={control} name="persFechaNacimiento" label={t('security.birthDate')} />
      </Stack>
      <FormIdDocument control={control} types={tiposDoc.options} />
    </FormDialog>
  );
}

/** `/seguridad/usuarios`: users with their person, role and campuses. */
export default function UsuariosPage() {
  const { t } = useTranslation();
  const roles = useRoles();
  const lista = useListState<UsuarioSort>();
  const list = useUsuarios(lista.query);
  const columns = sortableOnly<UsuarioFila>(
    [
      { field: 'usuaNombre', headerName: t('security.userName'), flex: 1, minWidth: 120 },
      { field: 'persApellidos', headerName: t('security.name'), flex: 1.5, minWidth: 160, valueGetter: (_v, r) => `${r.persApellidos}, ${r.persNombres}` },
      { field: 'usuaEmail', headerName: t('security.email'), flex: 1.5, minWidth: 180 },
      {
        field: 'rolDescripcion',
        headerName: t('security.role'),
        minWidth: 130,
        valueGetter: (v, row) => {
          const r = roles.data?.find((x) => x.rolId === row.rolId);
          return r ? rolLabel(r) : v;
        },
      },
      {
        field: 'estatus',
        headerName: t('app.active'),
        minWidth: 110,
        renderCell: (p) => <Chip size="small" color={p.value ? 'success' : 'default'} label={p.value ? t('app.active') : t('security.blocked')} />,
      },
    ],
    usuarioSort,
  );
  return (
    <ListPage
      title={t('security.users')}
      create={{ form: (close) => <UsuarioForm usuarioId="new" onClose={close} /> }}
      list={lista}
      rows={list}
      columns={columns}
      getRowId={(r) => r.usuarioId}
      sortable
      sheet={{ name: t('security.users'), download: () => callSheet(seguridadApi.usuarios, { query: lista.query }) }}
      detail={({ id, close }) => <UsuarioForm key={id} usuarioId={id} onClose={close} />}
    ></ListPage>
  );
}
