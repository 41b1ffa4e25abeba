// The whole French catalogue: its core, bundled with the entry, and the blocks of the signed-in screens.
import type { Messages } from './en';
import { frCore } from './fr-core';
import { frScreens } from './fr-screens';

export const fr: Messages = { ...frCore, ...frScreens };
