// The faces izi ships with, from npm (no CDN): Vazirmatn for Persian and Arabic, Inter for
// English and Spanish. Screenshots are made with these, not with the machine's fonts.
// Vazirmatn is its variable face: one file per subset draws every weight (400, 500 and 700 here),
// lighter than the three static weights' six files.
import '@fontsource-variable/vazirmatn/wght.css';
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/700.css';
