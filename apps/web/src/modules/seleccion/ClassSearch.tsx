import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Button, Chip, Collapse, FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import type { Seccion } from '@claustro/domain/horarios/seccion-horario.contract';
import { diaNombre } from '@claustro/domain/horarios/choque.rules';
import type { FiltroClases, Modalidad } from '@claustro/domain/seleccion/busqueda.rules';
import { currentLang } from '../../platform/i18n.ts';

const dias = [1, 2, 3, 4, 5, 6];
const horas = Array.from({ length: 16 }, (_, i) => `${String(i + 7).padStart(2, '0')}:00`);
const modalidades: Modalidad[] = ['presencial', 'virtual', 'mixta'];
/** A select whose empty choice ("any", "my campus") is shown as chosen, not as a blank. */
const conVacio = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

/** The search as the address holds it (`?q=&dias=1,3&desde=&hasta=&sede=&modalidad=&cupo=1`): a reload or a shared link finds the same classes. */
export function useClassSearch() {
  const [params, setParams] = useSearchParams();
  const filtro: FiltroClases & { todasLasSedes: boolean } = {
    texto: params.get('q') ?? '',
    dias: (params.get('dias') ?? '').split(',').filter(Boolean).map(Number),
    desde: params.get('desde') ?? undefined,
    hasta: params.get('hasta') ?? undefined,
    sedeId: Number(params.get('sede')) || null,
    modalidad: (modalidades as string[]).includes(params.get('modalidad') ?? '') ? (params.get('modalidad') as Modalidad) : null,
    conCupo: params.get('cupo') === '1',
    todasLasSedes: params.get('sedes') === 'todas',
  };
  const set = (changes: Record<string, string | null>) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        for (const [k, v] of Object.entries(changes)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );
  return { filtro, set };
}

/** An hour of the day to search from or until, or any. */
function HourSelect({ label, value, onChange }: { label: string; value?: string; onChange: (v: string | null) => void }) {
  const { t } = useTranslation();
  return (
    <TextField select fullWidth slotProps={conVacio} label={label} value={value ?? ''} onChange={(e) => onChange(e.target.value || null)}>
      <MenuItem value="">{t('classSearch.any')}</MenuItem>
      {horas.map((h) => (
        <MenuItem key={h} value={h}>
          {h}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * Class search over the offer: words (code, title, professor), days, hours, campus, modality and
 * open seats only. The words are always at hand; the rest fold under one button on a phone.
 */
export function ClassSearch({ search, offer, found }: { search: ReturnType<typeof useClassSearch>; offer: Seccion[]; found: number }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const { filtro, set } = search;
  const activos = [filtro.dias?.length, filtro.desde, filtro.hasta, filtro.sedeId, filtro.todasLasSedes, filtro.modalidad, filtro.conCupo].filter(
    Boolean,
  ).length;
  const [open, setOpen] = useState(activos > 0);
  const sedes = [...new Map(offer.map((s) => [s.sedeId, s.sedeDescripcion])).entries()];
  const toggleDia = (d: number) => {
    const next = filtro.dias?.includes(d) ? filtro.dias.filter((x) => x !== d) : [...(filtro.dias ?? []), d].sort();
    set({ dias: next.join(',') || null });
  };
  return (
    <Stack spacing={1} role="search" aria-label={t('classSearch.title')}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          sx={{ flex: 1 }}
          placeholder={t('classSearch.words')}
          value={filtro.texto}
          onChange={(e) => set({ q: e.target.value || null })}
          slotProps={{ htmlInput: { 'aria-label': t('classSearch.words'), type: 'search' } }}
        />
        <Badge badgeContent={activos} color="primary">
          <Button variant="outlined" onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-controls="filtros-clases">
            {t('classSearch.filters')}
          </Button>
        </Badge>
      </Stack>
      <Collapse in={open} id="filtros-clases">
        <Stack spacing={1.5} sx={{ pt: 1 }}>
          <Box role="group" aria-label={t('classSearch.days')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
            {dias.map((d) => {
              const on = !!filtro.dias?.includes(d);
              const nombre = diaNombre(d)[lang];
              return (
                <Chip
                  key={d}
                  label={nombre.slice(0, 2).replace(/^./, (c) => c.toUpperCase())}
                  color={on ? 'primary' : 'default'}
                  variant={on ? 'filled' : 'outlined'}
                  onClick={() => toggleDia(d)}
                  aria-pressed={on}
                  aria-label={nombre}
                />
              );
            })}
          </Box>
          <Stack direction="row" spacing={1}>
            <HourSelect label={t('classSearch.from')} value={filtro.desde} onChange={(v) => set({ desde: v })} />
            <HourSelect label={t('classSearch.to')} value={filtro.hasta} onChange={(v) => set({ hasta: v })} />
          </Stack>
          <Stack direction="row" spacing={1}>
            <TextField
              select
              fullWidth
              slotProps={conVacio}
              label={t('classSearch.campus')}
              value={filtro.todasLasSedes ? (filtro.sedeId ? String(filtro.sedeId) : 'todas') : ''}
              onChange={(e) =>
                set(
                  e.target.value === ''
                    ? { sedes: null, sede: null }
                    : e.target.value === 'todas'
                      ? { sedes: 'todas', sede: null }
                      : { sedes: 'todas', sede: e.target.value },
                )
              }
            >
              <MenuItem value="">{t('classSearch.myCampus')}</MenuItem>
              <MenuItem value="todas">{t('classSearch.allCampuses')}</MenuItem>
              {filtro.todasLasSedes &&
                sedes.map(([id, nombre]) => (
                  <MenuItem key={id} value={String(id)}>
                    {nombre}
                  </MenuItem>
                ))}
            </TextField>
            <TextField
              select
              fullWidth
              label={t('classSearch.modality')}
              value={filtro.modalidad ?? ''}
              onChange={(e) => set({ modalidad: e.target.value || null })}
            >
              <MenuItem value="">{t('classSearch.any')}</MenuItem>
              {modalidades.map((m) => (
                <MenuItem key={m} value={m}>
                  {t(`classSearch.modalities.${m}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <FormControlLabel
              control={<Switch checked={!!filtro.conCupo} onChange={(e) => set({ cupo: e.target.checked ? '1' : null })} />}
              label={t('classSearch.openOnly')}
            />
            <Button
              onClick={() => set({ q: null, dias: null, desde: null, hasta: null, sede: null, sedes: null, modalidad: null, cupo: null })}
              disabled={!activos && !filtro.texto}
            >
              {t('classSearch.clear')}
            </Button>
          </Stack>
        </Stack>
      </Collapse>
      <Box aria-live="polite" sx={{ color: 'text.secondary', typography: 'body2' }}>
        {t('classSearch.found', { count: found })}
      </Box>
    </Stack>
  );
}
