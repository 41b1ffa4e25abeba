// A task survives its process: one stopped cleanly is given back and resumed after its last batch, one whose
// process died is taken over once its lease lapses, and one that keeps dying is failed, never left running.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { decodeId } from '../../kernel/public-id';
import { useCargolens } from '../../test-support/cargolens';
import { engines } from '../../test-support/engines';
import { finished, placesMatching, upload } from '../../test-support/import-fixtures';
import { createGeocoder } from '../geo/geocoder';
import { createGeoService } from '../geo/service';
import { createPlacesRepository } from '../places/repository';
import { createPlacesService } from '../places/service';
import { createImportWorker } from './import-worker';
import { createImporters } from './importers';
import { createPlaceImporter } from './place-importer';
import { createImportsRepository } from './repository';

const FILE = `externalId,name,town,country,latitude,longitude\n${[1, 2, 3, 4, 5]
  .map((n) => `RESUME-${n},Site ${n},Lyon,FR,45.7${n},4.8${n}`)
  .join('\n')}\n`;

describe.each(engines())('import worker on $name', (engine) => {
  // No worker in the server: the test plays the processes that stop, die and start again.
  const app = useCargolens(engine, { env: () => ({ IMPORT_WORKER: 'false' }) });

  function worker(options: { databaseOnly?: boolean } = {}) {
    const db = app.running.store.db;
    const places = createPlacesService(
      createPlacesRepository(db),
      createGeoService(createGeocoder({ geocoderUrl: undefined, version: 'test' })),
    );
    const importer = createPlaceImporter(places);
    return createImportWorker({
      db,
      repository: createImportsRepository(db),
      // With databaseOnly, the places importer checks its keys against the database alone, blind to the batch
      // still being written.
      importers: {
        ...createImporters(db, places, { sendInvitations: async () => 0 }),
        ...(options.databaseOnly
          ? {
              place: {
                ...importer,
                check: (context, lines) => importer.check({ ...context, seenKeys: undefined }, lines),
              },
            }
          : {}),
      },
      batchSize: 2,
      pollMs: 50,
    });
  }

  /** Starts a worker, waits until it has finished the task, and stops it: the task as it finished. */
  async function finishedBy(next: ReturnType<typeof worker>, id: string) {
    next.start();
    const task = await finished(app, id);
    await next.stop();
    return task;
  }

  async function pendingTask(name: string) {
    const created = await upload(app, FILE.replaceAll('RESUME-', `${name}-`), {
      query: `?type=place&name=${name}.csv`,
    });
    expect(created.status).toBe(202);
    return created.body.data.id as string;
  }

  const row = (id: string) =>
    app.running.store.db
      .selectFrom('import_tasks')
      .selectAll()
      .where('id', '=', decodeId(id)!)
      .executeTakeFirstOrThrow();

  it('gives a task back when stopped after a batch, and the next worker resumes after it', async () => {
    const id = await pendingTask('STOP');
    const first = worker();
    first.start();
    await first.stop();
    expect(await row(id)).toMatchObject({
      status: 'pending',
      lines_done: 2,
      lines_ok: 2,
      claimed_until: null,
    });
    expect((await placesMatching(app, 'STOP-')).length).toBe(2);

    const task = await finishedBy(worker(), id);
    expect(task.attributes).toMatchObject({
      status: 'succeeded',
      statistics: { lines: 5, linesDone: 5, linesOk: 5 },
    });
    const names = (await placesMatching(app, 'STOP-')).map((p) => p.attributes.externalId).sort();
    expect(names).toEqual(['STOP-1', 'STOP-2', 'STOP-3', 'STOP-4', 'STOP-5']);
  });

  it('takes over a task whose process died once its lease lapsed, without redoing its committed lines', async () => {
    const id = await pendingTask('DIED');
    // As a process leaves it when killed after committing one batch of two lines (their places not written
    // here: the resumed worker must not write them again either way).
    await sql`UPDATE import_tasks SET attempts = 1, lines_done = 2, lines_ok = 2,
      claimed_until = now() + interval '1 hour' WHERE id = ${decodeId(id)!}`.execute(app.running.store.db);
    const next = worker();
    next.start();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await row(id)).status).toBe('pending'); // still held by the dead process's lease
    await sql`UPDATE import_tasks SET claimed_until = now() - interval '1 second' WHERE id = ${decodeId(id)!}`.execute(
      app.running.store.db,
    );
    const task = await finished(app, id);
    await next.stop();
    expect(task.attributes).toMatchObject({ status: 'succeeded', statistics: { linesDone: 5, linesOk: 5 } });
    const names = (await placesMatching(app, 'DIED-')).map((p) => p.attributes.externalId).sort();
    expect(names).toEqual(['DIED-3', 'DIED-4', 'DIED-5']);
    expect((await row(id)).attempts).toBe(2);
  });

  it.each([
    ['keeps the keys of the batch being written', false],
    ['checks a batch again when a key of the batch being written slipped through', true],
  ])(
    'rejects a key repeated in the next batch or a later one while batches overlap: %s',
    async (_, databaseOnly) => {
      const name = databaseOnly ? 'DUPDB' : 'DUPW';
      // Batches of two: K2 comes back in the very next batch (still being written), K1 three batches later.
      const keys = ['K1', 'K2', 'K2', 'K3', 'K4', 'K5', 'K1', 'K6'];
      const file = `externalId,name,town,country,latitude,longitude\n${keys
        .map((key, i) => `${name}-${key},Site ${i + 1},Lyon,FR,45.7${i},4.8${i}`)
        .join('\n')}\n`;
      const created = await upload(app, file, { query: `?type=place&name=${name}.csv` });
      expect(created.status).toBe(202);
      const task = await finishedBy(worker({ databaseOnly }), created.body.data.id);
      expect(task.attributes).toMatchObject({
        status: 'failed',
        partiallySuccessful: true,
        globalError: null,
        statistics: { linesDone: 8, linesOk: 6, linesError: 2 },
      });
      expect(task.attributes.errors.map((e: { line: number }) => e.line)).toEqual([4, 8]);
      const stored = (await placesMatching(app, `${name}-`)).map((p) => p.attributes.externalId).sort();
      expect(stored).toEqual(['K1', 'K2', 'K3', 'K4', 'K5', 'K6'].map((key) => `${name}-${key}`));
    },
  );

  it('fails a task that stopped three times, with a global error, and drops its file', async () => {
    const id = await pendingTask('DEAD');
    await sql`UPDATE import_tasks SET attempts = 3, claimed_until = now() - interval '1 second'
      WHERE id = ${decodeId(id)!}`.execute(app.running.store.db);
    const task = await finishedBy(worker(), id);
    expect(task.attributes).toMatchObject({
      status: 'failed',
      partiallySuccessful: false,
      globalError: 'The import stopped 3 times before it could finish',
    });
    const chunks = await app.running.store.db
      .selectFrom('import_task_chunks')
      .select('seq')
      .where('task_id', '=', decodeId(id)!)
      .execute();
    expect(chunks).toEqual([]);
  });
});
