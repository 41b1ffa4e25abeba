// Every catalogue at once, for servers and tests. A web page imports the package root instead, which loads
// one catalogue at a time (load-catalogue.ts).

import type { Language } from './languages';
import { de } from './locales/de';
import { en, type Messages } from './locales/en';
import { es } from './locales/es';
import { fr } from './locales/fr';
import { it } from './locales/it';
import { ko } from './locales/ko';
import { lt } from './locales/lt';
import { nl } from './locales/nl';
import { pl } from './locales/pl';
import { pt } from './locales/pt';
import { ro } from './locales/ro';
import { ru } from './locales/ru';

export const catalogues: Record<Language, Messages> = { nl, en, fr, de, it, ko, pl, pt, ro, es, ru, lt };
