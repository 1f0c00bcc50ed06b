// Stylesheets imported for their side effect (the bundled font faces).
declare module '@fontsource/*.css';
declare module '@fontsource-variable/*.css';
