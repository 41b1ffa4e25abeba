import { z } from 'zod';
import { nullableText, requestExamples, requiredText } from '../../http/jsonapi/body-schemas';
import { changeBody, publicId, toManyIdBody } from '../../http/jsonapi/public-id-schemas';
import { pageParams, sortParam } from '../../http/jsonapi/query-schemas';

export const PORTFOLIO_SORT_FIELDS = ['name', 'createdAt'] as const;

export const listPortfoliosQuery = z.strictObject({
  ...pageParams,
  'filter[name]': z.string().trim().min(1).max(120).optional().describe('Name contains'),
  sort: sortParam(PORTFOLIO_SORT_FIELDS, 'name'),
});

export const myPortfoliosQuery = z.strictObject({ ...pageParams });

export const portfolioParams = z.strictObject({ id: publicId('Portfolio id') });

export const portfolioNameParams = z.strictObject({
  value: z.string().min(1).max(200).describe('Portfolio name to look for, exactly as it would be saved'),
});

const attributes = z.strictObject({
  name: requiredText(120),
  description: nullableText(1000).optional(),
});

export type PortfolioInput = z.infer<typeof attributes>;

const relationships = z
  .strictObject({
    organizations: toManyIdBody('organizations').optional().describe('The customer organizations it groups'),
    users: toManyIdBody('users').optional().describe('The back-office users who follow it'),
  })
  .optional()
  .describe('Each sent relationship replaces the whole set');

export type PortfolioRelationships = z.infer<typeof relationships>;

export const createPortfolioBody = z
  .strictObject({
    data: z.strictObject({ type: z.literal('portfolios'), attributes, relationships }),
  })
  .meta(
    requestExamples({
      create: {
        summary: 'An empty portfolio for the key accounts of the Alps region',
        value: {
          data: {
            type: 'portfolios',
            attributes: { name: 'Grands comptes Alpes', description: 'Suivis par l’équipe de Grenoble' },
          },
        },
      },
    }),
  );

export const updatePortfolioBody = changeBody('portfolios', {
  attributes: attributes.partial().optional(),
  relationships,
}).meta(
  requestExamples({
    rename: {
      summary: 'Rename the portfolio',
      value: { data: { type: 'portfolios', attributes: { name: 'Grands comptes Rhône-Alpes' } } },
    },
  }),
);
