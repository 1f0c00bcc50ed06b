// The faces izi ships with, from npm (no CDN): Vazirmatn for Persian and Arabic, Inter for
// English and Spanish. Screenshots are made with these, not with the machine's fonts.
import '@fontsource/vazirmatn/400.css';
import '@fontsource/vazirmatn/500.css';
import '@fontsource/vazirmatn/700.css';
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/700.css';
