// Request schema of the pairing route, with an example that succeeds on the demo data (decision 0050).
import { PAIRING_AGENCIES, PAIRING_STATUSES } from '@cargolens/domain/pairing';
import { z } from 'zod';
import { requestExamples } from '../../http/jsonapi/body-schemas';
import { toOneIdBody } from '../../http/jsonapi/public-id-schemas';
import { versionMeta } from '../../http/jsonapi/versions';
import { DEMO_SHIPPER_RESOURCE_ID } from '../../openapi/example-ids';

export const pairBody = z
  .strictObject({
    data: z.strictObject({
      type: z.literal('pairings'),
      attributes: z
        .strictObject({
          status: z.enum(PAIRING_STATUSES).optional().describe('Pairing status; RESOURCE_PAIRED by default'),
          pairingAgency: z
            .enum(PAIRING_AGENCIES)
            .optional()
            .describe(
              'Who pairs: CHARTER (the carrier), SHIPPER (the owner), NONE (named, not paired yet). By default ' +
                'CHARTER for a resource of the carrier, SHIPPER for one of the owner',
            ),
        })
        .optional(),
      relationships: z.strictObject({ resource: toOneIdBody('means') }),
      meta: versionMeta,
    }),
  })
  .meta(
    requestExamples({
      pair: {
        summary: 'Pair the shipper’s own shuttle with a tour it runs itself',
        value: {
          data: {
            type: 'pairings',
            attributes: { status: 'RESOURCE_PAIRED', pairingAgency: 'SHIPPER' },
            relationships: { resource: { data: { type: 'means', id: DEMO_SHIPPER_RESOURCE_ID } } },
          },
        },
      },
    }),
  );
