import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Card,
  CardActions,
  CardContent,
  Checkbox,
  Chip,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { encuestaApi, encuestaLabels, respuestaEncuestaIn, type MiEncuesta, type PreguntaEncuesta } from '@claustro/domain/analisis/encuesta.contract';
import { problemasRespuesta } from '@claustro/domain/analisis/encuesta.rules';
import { problemText } from '@claustro/domain/messages/problems';
import { applyServerErrors, useContractForm } from '../../platform/forms.ts';
import { call } from '../../platform/contract-client.ts';
import { encuestaKeys as keys } from './api.ts';
import { FormDialog } from '../../platform/FormDialog.tsx';
import { currentLang, formatDate } from '../../platform/i18n.ts';

type Respuesta = { orden: number; opciones: number[]; texto: string | null };

/**
 * `/encuestas`: the surveys the signed-in person is asked and open today, answered or not; each
 * answered once, on its questionnaire. An anonymous survey says that what is answered keeps no name.
 */
export default function MisEncuestasPage() {
  const { t, i18n } = useTranslation();
  const lista = useQuery({ queryKey: keys.of('mias'), queryFn: () => call(encuestaApi.mias) });
  const [abierta, setAbierta] = useState<MiEncuesta | null>(null);
  const filas = lista.data ?? [];
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('surveys.mine')}
      </Typography>
      {lista.error && <Alert severity="error">{lista.error.message}</Alert>}
      {lista.data && !filas.length && <Alert severity="info">{t('surveys.none')}</Alert>}
      {filas.map((e) => (
        <Card key={e.encuestaId} variant="outlined">
          <CardContent sx={{ pb: 1 }}>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
              <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                {e.titulo}
              </Typography>
              <Chip size="small" color={e.respondida ? 'success' : 'warning'} label={e.respondida ? t('surveys.answered') : t('surveys.pending')} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {t('surveys.until', { hasta: formatDate(e.hasta, i18n.language) })} · {e.anonima ? t('surveys.anonymous') : t('surveys.named')}
            </Typography>
          </CardContent>
          {!e.respondida && (
            <CardActions>
              <Button onClick={() => setAbierta(e)}>{t('surveys.answer')}</Button>
            </CardActions>
          )}
        </Card>
      ))}
      {abierta && <Cuestionario encuesta={abierta} onClose={() => setAbierta(null)} />}
    </Stack>
  );
}

/** A survey's questions under their groups, each answered as its kind asks; checked by the same rule as the server's, then sent once. */
function Cuestionario({ encuesta: e, onClose }: { encuesta: MiEncuesta; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const qc = useQueryClient();
  const datos = useQuery({
    queryKey: keys.of('cuestionario', e.encuestaId),
    queryFn: () => call(encuestaApi.cuestionario, { params: { encuestaId: e.encuestaId } }),
  });
  const form = useContractForm(respuestaEncuestaIn, encuestaLabels, { respuestas: [] });
  const respuestas = form.watch('respuestas') as Respuesta[];
  const de = (orden: number): Respuesta => respuestas.find((r) => r.orden === orden) ?? { orden, opciones: [], texto: null };
  const poner = (r: Respuesta) => form.setValue('respuestas', [...respuestas.filter((x) => x.orden !== r.orden), r], { shouldDirty: true });
  const [revisar, setRevisar] = useState(false);
  const [general, setGeneral] = useState<string | null>(null);
  const preguntas = datos.data?.preguntas ?? [];
  const problemas = problemasRespuesta(preguntas, respuestas);
  const enviar = useMutation({
    mutationFn: () => call(encuestaApi.responder, { params: { encuestaId: e.encuestaId }, body: { respuestas } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: keys.all });
      onClose();
    },
    onError: (err) => setGeneral(applyServerErrors(err, form.setError)),
  });
  const texto = (es: string | null, en: string | null) => (lang === 'en' && en ? en : es) ?? '';
  let grupoAnterior: string | null = null;
  return (
    <FormDialog
      title={e.titulo}
      onClose={onClose}
      onSubmit={() => {
        setRevisar(true);
        setGeneral(null);
        if (!problemas.size) enviar.mutate();
      }}
      action={t('surveys.send')}
      busy={enviar.isPending}
      ready={!!datos.data}
      error={general}
    >
      {datos.data?.encuesta.instrucciones && <Typography variant="body2">{datos.data.encuesta.instrucciones}</Typography>}
      <Typography variant="body2" color="text.secondary">
        {e.anonima ? t('surveys.anonymousNote') : t('surveys.namedNote')}
      </Typography>
      {preguntas.map((p) => {
        const encabezado = p.grupo !== grupoAnterior && p.grupo ? texto(p.grupo, p.grupoIngles) : null;
        grupoAnterior = p.grupo;
        const problema = revisar ? problemas.get(p.orden) : undefined;
        return (
          <Stack key={p.orden} spacing={0.5}>
            {encabezado && (
              <Typography variant="subtitle2" sx={{ pt: 1 }}>
                {encabezado}
              </Typography>
            )}
            <Pregunta pregunta={p} valor={de(p.orden)} onChange={poner} problema={problema ? problemText(problema, lang) : null} />
          </Stack>
        );
      })}
    </FormDialog>
  );
}

/** One question: options to choose one (radios) or several (ticks) of, or words. */
function Pregunta(props: { pregunta: PreguntaEncuesta; valor: Respuesta; onChange: (r: Respuesta) => void; problema: string | null }) {
  const { pregunta: p, valor: v, onChange } = props;
  const lang = currentLang();
  const texto = (es: string, en: string | null) => (lang === 'en' && en ? en : es);
  const titulo = `${p.orden}. ${texto(p.texto, p.textoIngles)}${p.obligatoria ? ' *' : ''}`;
  if (p.libre)
    return (
      <TextField
        label={titulo}
        value={v.texto ?? ''}
        onChange={(ev) => onChange({ ...v, texto: ev.target.value || null })}
        multiline
        minRows={2}
        error={!!props.problema}
        helperText={props.problema ?? ' '}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    );
  return (
    <FormControl component="fieldset" error={!!props.problema}>
      <FormLabel component="legend" sx={{ color: 'text.primary' }}>
        {titulo}
      </FormLabel>
      {p.varias ? (
        <FormGroup>
          {p.opciones.map((o) => (
            <FormControlLabel
              key={o.valor}
              control={
                <Checkbox
                  size="small"
                  checked={v.opciones.includes(o.valor)}
                  onChange={(ev) => onChange({ ...v, opciones: ev.target.checked ? [...v.opciones, o.valor] : v.opciones.filter((x) => x !== o.valor) })}
                />
              }
              label={texto(o.texto, o.textoIngles)}
            />
          ))}
        </FormGroup>
      ) : (
        <RadioGroup value={v.opciones[0] ?? ''} onChange={(ev) => onChange({ ...v, opciones: [Number(ev.target.value)] })}>
          {p.opciones.map((o) => (
            <FormControlLabel key={o.valor} value={o.valor} control={<Radio size="small" />} label={texto(o.texto, o.textoIngles)} />
          ))}
        </RadioGroup>
      )}
      {props.problema && (
        <Typography variant="caption" color="error">
          {props.problema}
        </Typography>
      )}
    </FormControl>
  );
}
