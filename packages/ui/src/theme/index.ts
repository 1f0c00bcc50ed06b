import './global.css';

export { vars } from './contract.css';
export { darkTheme, lightTheme, themeNames, themes, type ThemeName } from './themes.css';
export { mirrorInRtl, visuallyHidden } from './utils.css';
export { ThemeProvider, type ThemeProviderProps } from './ThemeProvider';
export { darkTokens, lightTokens, type ThemeTokens } from './tokens';
