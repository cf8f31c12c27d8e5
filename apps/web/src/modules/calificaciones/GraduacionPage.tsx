import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Checkbox, Chip, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import {
  graduacionApi,
  graduacionLabels,
  graduacionScreen,
  graduarIn,
  impresionTitulosScreen,
  type Candidato,
  type Graduado,
  type GraduarIn,
} from '@claustro/domain/calificaciones/graduacion.contract';
import { pathOf } from '@claustro/domain/platform/contract';
import { applyServerErrors, useContractForm } from '../../platform/forms.ts';
import { FormDate, FormSelect, messageAt } from '../../platform/form-fields.tsx';
import { openInNewTab } from '../../platform/api.ts';
import { ChoiceField } from '../../platform/ChoiceField.tsx';
import { FileButton } from '../../platform/PrintButton.tsx';
import { currentLang, formatDate } from '../../platform/i18n.ts';
import { screenTitle } from '../../platform/screen-title.ts';
import { ListHeader, ListSearch, PagedGrid, useListState, type GridColumn } from '../../platform/PagedGrid.tsx';
import { useLookup } from '../../platform/resources/useLookup.ts';
import { indiceTexto } from '@claustro/domain/calificaciones/indice.rules';
import { MotivoAnulacion, useMotivoForm } from '../../platform/MotivoAnulacion.tsx';
import { useAnularGraduacion, useCandidatos, useGraduados, useGraduar } from './api.ts';
import { ConfirmDialog } from '../../platform/RecordDialog.tsx';
import { RecordDialog } from '../../platform/RecordDialog.tsx';

const hoy = () => new Date().toLocaleDateString('sv-SE');

/** Prints titles (one PDF, a page each); each print is issued with its own verification code. */
const imprimir = (graduadoIds: number[]) => openInNewTab(pathOf(graduacionApi.titulos), { method: 'POST', body: { graduadoIds } });

/** Career and campus to narrow a list by, and its search. */
function useFiltros() {
  const list = useListState();
  const [carreraId, setCarreraId] = useState<number | ''>('');
  const [sedeId, setSedeId] = useState<number | ''>('');
  const first = () => list.setPagination({ ...list.pagination, page: 0 });
  return {
    ...list,
    carreraId,
    sedeId,
    setCarreraId: (v: number | '') => (setCarreraId(v), first()),
    setSedeId: (v: number | '') => (setSedeId(v), first()),
    query: { ...list.query, value: list.query.value || undefined, carreraId: carreraId || undefined, sedeId: sedeId || undefined },
  };
}

function Filtros({ f, title }: { f: ReturnType<typeof useFiltros>; title: string }) {
  const { t } = useTranslation();
  const carreras = useLookup('carrera');
  const sedes = useLookup('sede');
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5}>
      <ChoiceField label={t('graduation.career')} value={f.carreraId} onChange={f.setCarreraId} options={carreras.options} empty={t('graduation.allCareers')} />
      <ChoiceField label={t('graduation.campus')} value={f.sedeId} onChange={f.setSedeId} options={sedes.options} empty={t('graduation.allCampuses')} />
      <ListSearch list={title} value={f.search} onChange={f.setSearch} />
    </Stack>
  );
}

/** A checkbox column: rows picked across pages, by id. */
function seleccion<R>(picked: Set<number>, setPicked: (s: Set<number>) => void, idOf: (r: R) => number, label: string): GridColumn<R> {
  return {
    field: '_pick',
    headerName: '',
    width: 56,
    renderCell: ({ row }) => (
      <Checkbox
        checked={picked.has(idOf(row))}
        slotProps={{ input: { 'aria-label': label } }}
        onClick={(e) => e.stopPropagation()}
        onChange={(e) => {
          const next = new Set(picked);
          if (e.target.checked) next.add(idOf(row));
          else next.delete(idOf(row));
          setPicked(next);
        }}
      />
    ),
  };
}

/**
 * `/academicos/Graduacion`: the candidates who completed their plan, picked and graduated on a date in
 * a graduates book (each on the book's next line, with the honour their index earns); and the
 * graduates, each opened to print its title or annul it with a reason.
 */
export default function GraduacionPage() {
  const { t } = useTranslation();
  const title = screenTitle(graduacionScreen, currentLang())!;
  const [tab, setTab] = useState<'candidatos' | 'graduados'>('candidatos');
  const [hechos, setHechos] = useState<Graduado[] | null>(null);
  return (
    <Stack spacing={2}>
      <ListHeader title={title} />
      <Tabs value={tab} onChange={(_e, v) => setTab(v)} aria-label={title}>
        <Tab value="candidatos" label={t('graduation.candidates')} />
        <Tab value="graduados" label={t('graduation.graduates')} />
      </Tabs>
      {hechos && (
        <Alert severity="success" onClose={() => setHechos(null)}>
          {t('graduation.done', { count: hechos.length, libro: hechos[0]?.libro })}
        </Alert>
      )}
      {tab === 'candidatos' ? (
        <Candidatos
          title={title}
          onDone={(g) => {
            setHechos(g);
            setTab('graduados');
          }}
        />
      ) : (
        <GraduadosList title={title} />
      )}
    </Stack>
  );
}

function Candidatos({ title, onDone }: { title: string; onDone: (g: Graduado[]) => void }) {
  const { t } = useTranslation();
  const f = useFiltros();
  const list = useCandidatos(f.query);
  const libros = useLookup('libroEgresado');
  const [picked, setPicked] = useState<Set<number>>(new Set());
  // The ceremony (book and date) is a form checked by the contract; the candidates ticked join it when sent.
  const form = useContractForm(graduarIn, graduacionLabels, { estudianteCarreraIds: [], libroEgresadoId: '', fechaGraduacion: hoy() }, 'onTouched');
  const [confirmar, setConfirmar] = useState<GraduarIn | null>(null);
  const [error, setError] = useState<string | null>(null);
  const graduar = useGraduar();
  const rows = list.data?.rows ?? [];
  const columns: GridColumn<Candidato>[] = [
    seleccion<Candidato>(picked, setPicked, (r) => r.estudianteCarreraId, t('graduation.pick')),
    { field: 'nombre', headerName: t('graduation.student'), minWidth: 220, flex: 1, valueGetter: (_v, r) => `${r.nombre} · ${r.matricula}` },
    { field: 'carrera', headerName: t('graduation.career'), minWidth: 200, flex: 1 },
    { field: 'creditos', headerName: t('graduation.credits'), minWidth: 90, type: 'number' },
    { field: 'indice', headerName: t('graduation.index'), minWidth: 90, type: 'number', valueGetter: (_v, r) => indiceTexto(r.indice) },
    {
      field: 'honor',
      headerName: t('graduation.honour'),
      minWidth: 160,
      renderCell: ({ row }) => (row.honor ? <Chip size="small" color="secondary" label={row.honor} /> : '—'),
    },
  ];
  const pedir = () => {
    setError(null);
    form.setValue('estudianteCarreraIds', [...picked]);
    void form.handleSubmit(setConfirmar, (errs) => setError(messageAt(errs, 'estudianteCarreraIds') ?? null))();
  };
  const send = async (g: GraduarIn) => {
    try {
      const hechos = await graduar.mutateAsync(g);
      setPicked(new Set());
      form.reset({ ...form.getValues(), estudianteCarreraIds: [] });
      onDone(hechos);
    } catch (e) {
      setError(applyServerErrors(e, form.setError, ['estudianteCarreraIds']));
    } finally {
      setConfirmar(null);
    }
  };
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('graduation.candidatesHint')}</Typography>
      <Filtros f={f} title={title} />
      <PagedGrid
        rows={rows}
        total={list.data?.total}
        loading={list.isFetching}
        columns={columns}
        getRowId={(r) => r.estudianteCarreraId}
        pagination={f.pagination}
        onPaginationChange={f.setPagination}
        label={t('graduation.candidates')}
      />
      <Paper variant="outlined" component="section" aria-label={t('graduation.ceremony')} sx={{ p: 2 }}>
        <Stack spacing={1.5}>
          <Typography variant="subtitle1" component="h2">
            {t('graduation.ceremony')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button variant="outlined" disabled={!rows.length} onClick={() => setPicked(new Set([...picked, ...rows.map((r) => r.estudianteCarreraId)]))}>
              {t('graduation.pickPage')}
            </Button>
            <FormSelect
              control={form.control}
              name="libroEgresadoId"
              label={t('graduation.book')}
              options={libros.options}
              required
              sx={{ flex: 1, minWidth: { sm: 220 } }}
            />
            <FormDate control={form.control} name="fechaGraduacion" label={t('graduation.date')} required sx={{ width: { sm: 190 }, flexShrink: 0 }} />
            <Button variant="contained" disabled={graduar.isPending} onClick={pedir} sx={{ flexShrink: 0, alignSelf: { sm: 'flex-start' }, mt: { sm: 1 } }}>
              {t('graduation.graduate', { count: picked.size })}
            </Button>
          </Stack>
          {error && (
            <Alert severity="error" onClose={() => setError(null)}>
              {error}
            </Alert>
          )}
        </Stack>
      </Paper>
      {confirmar && (
        <ConfirmDialog
          title={t('graduation.confirmTitle')}
          text={t('graduation.confirm', {
            count: confirmar.estudianteCarreraIds.length,
            libro: libros.labelOf(confirmar.libroEgresadoId),
            fecha: formatDate(confirmar.fechaGraduacion, currentLang()),
          })}
          action={t('graduation.graduate', { count: confirmar.estudianteCarreraIds.length })}
          busy={graduar.isPending}
          onConfirm={() => void send(confirmar)}
          onClose={() => setConfirmar(null)}
        />
      )}
    </Stack>
  );
}

/**
 * Graduates, latest ceremony first. In `/academicos/Graduacion` a row opens the graduate (print the
 * title, annul); in `/academicos/impresion-titulos` (`imprimir`) rows are picked and their titles printed at once.
 */
export function GraduadosList({ title, imprimirVarios }: { title: string; imprimirVarios?: boolean }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const f = useFiltros();
  const list = useGraduados({ ...f.query, estado: imprimirVarios ? 'graduado' : undefined });
  const [open, setOpen] = useState<Graduado | null>(null);
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const rows = list.data?.rows ?? [];
  const columns: GridColumn<Graduado>[] = [
    ...(imprimirVarios ? [seleccion<Graduado>(picked, setPicked, (r) => r.graduadoId, t('graduation.pick'))] : []),
    { field: 'nombre', headerName: t('graduation.student'), minWidth: 220, flex: 1, valueGetter: (_v, r) => `${r.nombre} · ${r.matricula}` },
    { field: 'titulo', headerName: t('graduation.title'), minWidth: 220, flex: 1 },
    { field: 'fechaGraduacion', headerName: t('graduation.date'), minWidth: 120, valueGetter: (_v, r) => formatDate(r.fechaGraduacion, lang) },
    { field: 'honor', headerName: t('graduation.honour'), minWidth: 150, valueGetter: (_v, r) => r.honor ?? '—' },
    { field: 'libro', headerName: t('graduation.record'), minWidth: 220, valueGetter: (_v, r) => t('graduation.line', r) },
    {
      field: 'estado',
      headerName: t('graduation.state'),
      minWidth: 120,
      renderCell: ({ row }) => <Chip size="small" color={row.estado === 'graduado' ? 'success' : 'default'} label={t(`graduation.states.${row.estado}`)} />,
    },
    { field: 'titulos', headerName: t('graduation.prints'), minWidth: 90, type: 'number' },
  ];
  return (
    <Stack spacing={2}>
      <Filtros f={f} title={title} />
      {imprimirVarios && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="outlined" disabled={!rows.length} onClick={() => setPicked(new Set([...picked, ...rows.map((r) => r.graduadoId)]))}>
            {t('graduation.pickPage')}
          </Button>
          <FileButton
            variant="contained"
            label={t('graduation.printPicked', { count: picked.size })}
            disabled={!picked.size}
            run={() => imprimir([...picked])}
          />
        </Stack>
      )}
      <PagedGrid
        rows={rows}
        total={list.data?.total}
        loading={list.isFetching}
        columns={columns}
        getRowId={(r) => r.graduadoId}
        pagination={f.pagination}
        onPaginationChange={f.setPagination}
        onRowClick={imprimirVarios ? undefined : setOpen}
        label={t('graduation.graduates')}
      />
      {open && <GraduadoDialog key={open.graduadoId} graduado={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}

/** A graduate in full: print the title, or annul the graduation with a reason. */
function GraduadoDialog({ graduado: g, onClose }: { graduado: Graduado; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const anular = useAnularGraduacion();
  const m = useMotivoForm();
  const vigente = g.estado === 'graduado';
  return (
    <RecordDialog
      title={`${g.nombre} · ${g.matricula}`}
      onClose={onClose}
      primary={
        vigente && (
          <>
            <Button
              color="error"
              disabled={anular.isPending}
              onClick={() => void m.send((motivo) => anular.mutateAsync({ graduadoId: g.graduadoId, motivo }), onClose)}
            >
              {t('graduation.annul')}
            </Button>
            <FileButton variant="contained" label={t('graduation.printTitle')} run={() => imprimir([g.graduadoId])} />
          </>
        )
      }
    >
      <Stack spacing={1}>
        <Typography variant="h6" component="p">
          {g.titulo}
        </Typography>
        <Typography>
          {g.carrera} · {g.sede}
        </Typography>
        <Typography>
          {t('graduation.dateLine', { fecha: formatDate(g.fechaGraduacion, lang), indice: indiceTexto(g.indice) })}
          {g.honor ? ` · ${g.honor}` : ''}
        </Typography>
        <Typography color="text.secondary">{t('graduation.line', g)}</Typography>
        {!vigente && <Alert severity="warning">{t('graduation.annulled', { motivo: g.motivoAnulacion })}</Alert>}
        <MotivoAnulacion show={vigente} control={m.form.control} label={t('graduation.reason')} hint={t('graduation.reasonHint')} general={m.general} />
      </Stack>
    </RecordDialog>
  );
}

/** `/academicos/impresion-titulos`: graduates in force, picked, their titles printed at once with the signatories. */
export function ImpresionTitulosPage() {
  const { t } = useTranslation();
  const title = screenTitle(impresionTitulosScreen, currentLang())!;
  return (
    <Stack spacing={2}>
      <ListHeader title={title} />
      <Typography color="text.secondary">{t('graduation.printHint')}</Typography>
      <GraduadosList title={title} imprimirVarios />
    </Stack>
  );
}
