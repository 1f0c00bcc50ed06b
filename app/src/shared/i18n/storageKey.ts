/** Where the chosen language is kept (localStorage), read by the page's first script too. */
export const LOCALE_STORAGE_KEY = 'izi.locale';
