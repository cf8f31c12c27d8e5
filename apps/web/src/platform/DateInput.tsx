import { useEffect, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '@mui/material';
import { formatDate, maskDateInput, parseDateInput } from './date-input.ts';

type Props = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  /** ISO (aaaa-mm-dd), or null. */
  value: string | null | undefined;
  /** ISO when a whole real date was typed, null when emptied, the text itself otherwise (the contract refuses it). */
  onChange: (value: string | null) => void;
  inputRef?: Ref<HTMLInputElement>;
};

/** A date typed as dd/mm/aaaa (Spanish) or mm/dd/yyyy (English), whatever the browser's own locale. */
export function DateInput({ value, onChange, inputRef, slotProps, ...rest }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'es';
  const [text, setText] = useState(() => formatDate(value, lang));
  // A value set from outside (a record loaded, a form reset) shows; what is being typed is left alone
  // (the text is deliberately not a dependency).
  useEffect(() => {
    if (parseDateInput(text, lang) !== (value ?? null)) setText(formatDate(value, lang));
  }, [value, lang]);
  return (
    <TextField
      {...rest}
      value={text}
      onChange={(e) => {
        const next = maskDateInput(e.target.value, text);
        const parsed = parseDateInput(next, lang);
        setText(/^\d{4}-\d{2}-\d{2}$/.test(next) ? formatDate(next, lang) : next);
        onChange(parsed);
      }}
      inputRef={inputRef}
      placeholder={t('app.datePlaceholder')}
      slotProps={{ ...slotProps, inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 10 } }}
    />
  );
}
