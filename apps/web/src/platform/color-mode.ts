import { createContext, useContext } from 'react';

/** Dark mode, remembered under `darkMode`. */
export const ColorModeContext = createContext<{ dark: boolean; toggle: () => void }>({ dark: false, toggle: () => {} });
export const useColorMode = () => useContext(ColorModeContext);
export const storedDark = () => localStorage.getItem('darkMode') === 'true';
