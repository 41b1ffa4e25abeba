// A user's settings and homepage widgets, read and written together: a layout names widgets by id, so a widget
// deleted, or settings copied to another user, change both in one transaction.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { encodeId } from '../../kernel/public-id';
import { createSettingsRepository, type SettingsRepository } from './repository';
import { createWidgetsRepository, type WidgetsRepository } from './widgets-repository';

export interface SettingsTables {
  settings: SettingsRepository;
  widgets: WidgetsRepository;
  /** The public ids of the user's widgets: the ones a homepageDisplay setting may name. */
  widgetIds(userId: number): Promise<Set<string>>;
}

function tables(db: Kysely<Database>): SettingsTables {
  const widgets = createWidgetsRepository(db);
  return {
    settings: createSettingsRepository(db),
    widgets,
    async widgetIds(userId) {
      return new Set((await widgets.listAll(userId)).map((widget) => encodeId(widget.id)));
    },
  };
}

export function createSettingsStore(db: Kysely<Database>) {
  return {
    ...tables(db),
    transaction<T>(work: (store: SettingsTables) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(tables(trx)));
    },
  };
}

export type SettingsStore = ReturnType<typeof createSettingsStore>;
