// The package root is what a web page may import: languages and one catalogue at a time. The eager map of
// all twelve catalogues is '@cargolens/i18n/catalogues'.

export * from './languages';
export { defaultCatalogue, loadCatalogue } from './load-catalogue';
export type { Messages } from './locales/en';
