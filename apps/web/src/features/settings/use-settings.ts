// The signed-in user's settings (platform-core §7 "Settings"): read once per set of types, written through
// POST/PUT/DELETE /users/{userId}/settings, and kept in the TanStack Query cache as the server answers.
import type { UserSettingType } from '@cargolens/domain/settings';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import type { Flat, Schemas } from '../../app/api/api-types';
import { flattenOne, flattenPage } from '../../app/api/jsonapi';
import { api } from '../../app/session';
import { useMe } from '../account/use-me';

export type UserSetting = Flat<Schemas['UserSetting']>;
type SettingDocument = { data: Schemas['UserSetting'] };

const settingsKey = (types: readonly UserSettingType[]) => ['settings', 'mine', types.join(',')] as const;

/**
 * Every setting of these types, all pages (a user may keep up to 100 bookmarks of a kind). `staleTime`: how long
 * the answer is reused before it is read again.
 */
export function useMySettings(types: readonly UserSettingType[], staleTime = 5 * 60_000) {
  return useQuery({
    queryKey: settingsKey(types),
    queryFn: async ({ signal }) => {
      const items: UserSetting[] = [];
      for (let page = 1; ; page += 1) {
        const result = flattenPage(
          await api.get('/my-settings', {
            query: { 'filter[type]': types.join(','), 'page[size]': 100, 'page[number]': page },
            signal,
          }),
        );
        items.push(...result.items);
        if (!result.hasNext) return items;
      }
    },
    staleTime,
  });
}

/** Until the server has created it, a setting shows under this id. */
const PENDING = 'pending:';

function remember(client: QueryClient, types: readonly UserSettingType[], setting: UserSetting | string) {
  client.setQueryData<UserSetting[]>(settingsKey(types), (current = []) => {
    if (typeof setting === 'string') return current.filter((s) => s.id !== setting);
    const others = current.filter((s) => s.id !== `${PENDING}${setting.settingType}`);
    const known = others.some((s) => s.id === setting.id);
    return known ? others.map((s) => (s.id === setting.id ? setting : s)) : [...others, setting];
  });
}

export interface SettingWrite {
  settingType: UserSettingType;
  label?: string | null;
  data: Record<string, unknown>;
}

/**
 * Writes of the user's settings of these types. A preference kept once per user is created the first time and
 * replaced afterwards; its writes go one after the other, so quick changes never race into two creations.
 */
export function useSettingWrites(types: readonly UserSettingType[]) {
  const client = useQueryClient();
  const userId = useMe().data?.id;
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  // The newest saveOnce of each type: answers to older ones keep the screen on the newest data.
  const latest = useRef(new Map<UserSettingType, number>());
  const base = userId ? `/users/${encodeURIComponent(userId)}/settings` : null;

  // The server's answer to one write, not yet put in the cache.
  const post = useCallback(
    async (write: SettingWrite, options: { toast?: boolean } = {}) => {
      if (!base) throw new Error('The signed-in user is not known yet');
      const document = await api.request<SettingDocument>(base, {
        method: 'POST',
        body: { data: { type: 'userSettings', attributes: write } },
        ...(options.toast === false ? { toast: false } : {}),
      });
      return flattenOne(document) as UserSetting;
    },
    [base],
  );

  const put = useCallback(
    async (id: string, write: Omit<SettingWrite, 'settingType'>) => {
      if (!base) throw new Error('The signed-in user is not known yet');
      const document = await api.request<SettingDocument>(`${base}/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: { data: { type: 'userSettings', id, attributes: write } },
      });
      return flattenOne(document) as UserSetting;
    },
    [base],
  );

  const create = useCallback(
    async (write: SettingWrite, options: { toast?: boolean } = {}) => {
      const setting = await post(write, options);
      remember(client, types, setting);
      return setting;
    },
    [client, post, types],
  );

  const remove = useCallback(
    async (id: string) => {
      if (!base) throw new Error('The signed-in user is not known yet');
      remember(client, types, id);
      await api.request(`${base}/${encodeURIComponent(id)}`, { method: 'DELETE' });
    },
    [base, client, types],
  );

  /** Saves the one setting of a type, creating it the first time; the screen shows the change at once. */
  const saveOnce = useCallback(
    (settingType: UserSettingType, data: Record<string, unknown>) => {
      const known = () =>
        client.getQueryData<UserSetting[]>(settingsKey(types))?.find((s) => s.settingType === settingType);
      const generation = (latest.current.get(settingType) ?? 0) + 1;
      latest.current.set(settingType, generation);
      const now = new Date().toISOString();
      remember(client, types, {
        ...(known() ?? {
          id: `${PENDING}${settingType}`,
          type: 'userSettings',
          settingType,
          label: null,
          createdAt: now,
        }),
        data,
        updatedAt: now,
      });
      const next = queue.current.then(async () => {
        const current = known();
        const saved =
          current && !current.id.startsWith(PENDING)
            ? await put(current.id, { data })
            : await post({ settingType, data });
        // A quicker change is already on screen and on its way: the answer to an older write must not undo it
        // (the next move would start from the older columns); only its id is taken.
        const newest = latest.current.get(settingType) === generation;
        remember(client, types, newest ? saved : { ...saved, data: known()?.data ?? saved.data });
        return saved;
      });
      // A failed write has shown its toast: read back what the server kept, and let the next one run.
      queue.current = next.catch(() => client.invalidateQueries({ queryKey: settingsKey(types) }));
      return next;
    },
    [client, post, put, types],
  );

  return useMemo(
    () => ({ ready: base !== null, create, remove, saveOnce }),
    [base, create, remove, saveOnce],
  );
}
