import { useMemo, useState } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Box, Collapse, InputAdornment, List, ListItem, ListItemButton, ListItemText, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { menuTree, searchMenu } from '@claustro/domain/shell/menu.rules';
import type { MenuOption } from '../platform/session.tsx';
import { currentLang } from '../platform/i18n.ts';

/** Links to the separate management application carry the token (spec §6). */
function hrefOf(url: string): string | undefined {
  if (!/management/i.test(url)) return undefined;
  return `${url}${url.includes('?') ? '&' : '?'}tks=${encodeURIComponent(localStorage.getItem('token') ?? '')}`;
}

function Leaf({ option, depth, onNavigate }: { option: MenuOption; depth: number; onNavigate: () => void }) {
  const label = currentLang() === 'en' ? option.ingles : option.descripcion;
  const external = option.url ? hrefOf(option.url) : undefined;
  // Every entry is a list item (`<li>`) holding its link: a list holds items, never bare links.
  return (
    <ListItem disablePadding>
      {external ? (
        <ListItemButton component="a" href={external} sx={{ pl: 2 + depth * 2 }}>
          <ListItemText primary={label} slotProps={{ primary: { variant: 'body2' } }} />
        </ListItemButton>
      ) : (
        <ListItemButton component={NavLink} to={option.url!} onClick={onNavigate} sx={{ pl: 2 + depth * 2, '&.active': { bgcolor: 'action.selected' } }}>
          <ListItemText primary={label} slotProps={{ primary: { variant: 'body2' } }} />
        </ListItemButton>
      )}
    </ListItem>
  );
}

function Branch({ option, tree, depth, onNavigate }: { option: MenuOption; tree: Map<number | null, MenuOption[]>; depth: number; onNavigate: () => void }) {
  const [open, setOpen] = useState(false);
  const children = tree.get(option.id) ?? [];
  if (!children.length) return option.url ? <Leaf option={option} depth={depth} onNavigate={onNavigate} /> : null;
  const label = currentLang() === 'en' ? option.ingles : option.descripcion;
  // A group is a list item holding its button and, when open, its own list.
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton onClick={() => setOpen(!open)} sx={{ pl: 2 + depth * 2 }} aria-expanded={open}>
        <ListItemText primary={label} slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 600 } } }} />
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        <List disablePadding>
          {children.map((c) => (
            <Branch key={c.id} option={c} tree={tree} depth={depth + 1} onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}

export function MenuDrawer({ options, onNavigate }: { options: MenuOption[]; onNavigate: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const tree = useMemo(() => menuTree(options), [options]);
  const found = useMemo(() => searchMenu(options, text, currentLang()), [options, text]);
  return (
    <Box component="nav" aria-label={t('shell.menu')}>
      <Box sx={{ p: 1.5 }}>
        <TextField
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('shell.searchMenu')}
          slotProps={{
            htmlInput: { 'aria-label': t('shell.searchMenu') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <List dense disablePadding>
        {text.trim() ? (
          found.length ? (
            found.map((o) => <Leaf key={o.id} option={o} depth={0} onNavigate={onNavigate} />)
          ) : (
            <ListItem>
              <Typography color="text.secondary" variant="body2">
                {t('shell.noResults')}
              </Typography>
            </ListItem>
          )
        ) : (
          (tree.get(null) ?? []).map((o) => <Branch key={o.id} option={o} tree={tree} depth={0} onNavigate={onNavigate} />)
        )}
      </List>
    </Box>
  );
}
