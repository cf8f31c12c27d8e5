import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../platform/SelectField.tsx';
import { formatDate } from '../../platform/i18n.ts';
import {
  Alert,
  Autocomplete,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import type { ApiError } from '../../platform/api.ts';
import { useCatalogueRows, useLookup } from '../../platform/resources/useLookup.ts';
import { sesionPruebaAdmision } from '@claustro/domain/academicos/prueba-admision.resource';
import { usePruebaSteps, useSesionPrueba, useSolicitudes } from './api.ts';
import type { SesionConvocados } from '@claustro/domain/admisiones/prueba.contract';

type Sesion = SesionConvocados;

/** `/academicos/pruebas-admision`: a sitting's roster — call applicants, then record who came and their scores. */
export default function PruebasAdmisionPage() {
  const { t, i18n } = useTranslation();
  const periodos = useLookup('periodoAcademico');
  const [periodoId, setPeriodoId] = useState<number | ''>('');
  const [sesionId, setSesionId] = useState<number | ''>('');
  const [search, setSearch] = useState('');
  const [draft, setDraft] = useState<Record<number, { asistio: boolean; puntuacion: string }>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const periodo = periodoId || periodos.options.at(-1)?.id;
  const sesiones = useCatalogueRows(sesionPruebaAdmision, { lookup: `/periodo/${periodo}`, enabled: !!periodo });
  const sesion = useSesionPrueba(sesionId);
  const steps = usePruebaSteps(sesionId || 0);
  const candidatos = useSolicitudes(sesionId !== '' ? periodo : undefined, { value: search, page: 1, pageSize: 20 });
  useEffect(() => {
    setDraft(
      Object.fromEntries((sesion.data?.solicitudes ?? []).map((s) => [s.solicitudAdmisionId, { asistio: s.asistio ?? false, puntuacion: s.puntuacion ?? '' }])),
    );
  }, [sesion.data]);
  const run = async (work: () => Promise<Sesion>, ok: string) => {
    setMessage(null);
    try {
      await work();
      setMessage({ ok: true, text: ok });
    } catch (e) {
      const err = e as ApiError;
      setMessage({ ok: false, text: [err.message, ...Object.values(err.fields)].join(' ') });
    }
  };
  const s = sesion.data;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('tests.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <SelectField
          label={t('admission.period')}
          value={periodo ?? ''}
          onChange={(v) => {
            setPeriodoId(Number(v));
            setSesionId('');
          }}
          options={periodos.options}
          sx={{ minWidth: 220 }}
        />
        <SelectField
          label={t('tests.sitting')}
          value={sesionId}
          onChange={(v) => setSesionId(Number(v))}
          options={(sesiones.data ?? []).map((x) => ({
            id: x.sesionPruebaAdmisionId,
            label: `${x.sePrDescripcion} — ${formatDate(x.sePrFecha, i18n.language)} ${x.sePrHora}`,
          }))}
          sx={{ minWidth: 280 }}
        />
        <Link component={RouterLink} to="/academicos/pruebas-admision-sesiones">
          {t('tests.manage')}
        </Link>
      </Stack>
      {message && <Alert severity={message.ok ? 'success' : 'error'}>{message.text}</Alert>}
      {s && (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2}>
              <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                {s.prueba} · {formatDate(s.fecha, i18n.language)} {s.hora}
                {s.lugar && ` · ${s.lugar}`} · {t('tests.seats', { taken: s.inscritos, seats: s.cupo })}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Autocomplete
                  sx={{ flex: 1 }}
                  options={candidatos.data?.rows ?? []}
                  filterOptions={(x) => x}
                  getOptionLabel={(c) => `${c.codigo} — ${c.apellidos}, ${c.nombres}`}
                  onInputChange={(_, v) => setSearch(v)}
                  onChange={(_, c) => c && void run(() => steps.convocar(c.solicitudAdmisionId), t('tests.called'))}
                  renderInput={(params) => <TextField {...params} label={t('tests.call')} />}
                />
              </Stack>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('admission.code')}</TableCell>
                    <TableCell>{t('students.name')}</TableCell>
                    <TableCell>{t('tests.attended')}</TableCell>
                    <TableCell>{t('tests.score', { max: Number(s.maxima) })}</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {s.solicitudes.map((x) => {
                    const d = draft[x.solicitudAdmisionId] ?? { asistio: false, puntuacion: '' };
                    const set = (v: Partial<typeof d>) => setDraft({ ...draft, [x.solicitudAdmisionId]: { ...d, ...v } });
                    return (
                      <TableRow key={x.solicitudAdmisionId}>
                        <TableCell>{x.codigo}</TableCell>
                        <TableCell>
                          {x.apellidos}, {x.nombres}
                        </TableCell>
                        <TableCell padding="checkbox">
                          <Checkbox
                            checked={d.asistio}
                            onChange={(e) => set({ asistio: e.target.checked, puntuacion: e.target.checked ? d.puntuacion : '' })}
                            slotProps={{ input: { 'aria-label': `${t('tests.attended')}: ${x.nombres}` } }}
                          />
                        </TableCell>
                        <TableCell>
                          <TextField
                            size="small"
                            type="number"
                            disabled={!d.asistio}
                            value={d.puntuacion}
                            onChange={(e) => set({ puntuacion: e.target.value })}
                            slotProps={{
                              htmlInput: {
                                'aria-label': `${t('tests.score', { max: Number(s.maxima) })}: ${x.nombres}`,
                                min: 0,
                                max: Number(s.maxima),
                                step: 0.5,
                              },
                            }}
                            sx={{ width: 110 }}
                          />
                        </TableCell>
                        <TableCell>
                          {x.puntuacion !== null && (
                            <Chip size="small" color={x.aprobado ? 'success' : 'error'} label={x.aprobado ? t('tests.passed') : t('tests.failed')} />
                          )}
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
              <Button
                variant="contained"
                sx={{ alignSelf: 'end' }}
                disabled={!s.solicitudes.length}
                onClick={() =>
                  void run(
                    () =>
                      steps.resultados(
                        Object.entries(draft).map(([id, d]) => ({
                          solicitudAdmisionId: Number(id),
                          asistio: d.asistio,
                          puntuacion: d.asistio && d.puntuacion !== '' ? Number(d.puntuacion) : null,
                        })),
                      ),
                    t('app.saved'),
                  )
                }
              >
                {t('tests.save')}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
