import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Stack, TextField } from '@mui/material';

/** A matrícula typed and looked up (the button, or Enter): the screens that start from one student. */
export function MatriculaSearch(props: { action: string; primary?: boolean; onFind: (matricula: string) => void }) {
  const { t } = useTranslation();
  const [matricula, setMatricula] = useState('');
  const find = () => matricula.trim() && props.onFind(matricula.trim());
  return (
    <Stack direction="row" spacing={1}>
      <TextField
        label={t('students.find')}
        value={matricula}
        onChange={(e) => setMatricula(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && find()}
        sx={{ maxWidth: 280 }}
      />
      <Button variant={props.primary ? 'contained' : 'outlined'} onClick={find} disabled={!matricula.trim()}>
        {props.action}
      </Button>
    </Stack>
  );
}
