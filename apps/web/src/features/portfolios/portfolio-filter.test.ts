import { describe, expect, it } from 'vitest';
import { portfolioFilterOptions, portfolioQuery, relatedIds, toManyRelationship } from './portfolio-filter';

const labels = { all: 'All organizations', mine: 'My portfolios' };
const portfolios = [
  { id: 'b', name: 'Comptes internationaux' },
  { id: 'a', name: 'Comptes France' },
  { id: 'c', name: 'Alpes' },
];

describe('the portfolio filter of the organization picker', () => {
  it('puts the account manager’s own portfolios first, after "all" and "my portfolios"', () => {
    expect(portfolioFilterOptions(portfolios, [{ id: 'b' }], labels).map((o) => o.label)).toEqual([
      'All organizations',
      'My portfolios',
      'Comptes internationaux',
      'Alpes',
      'Comptes France',
    ]);
  });

  it('offers no "my portfolios" to someone who follows none', () => {
    expect(portfolioFilterOptions(portfolios, [], labels).map((o) => o.id)).toEqual(['all', 'c', 'a', 'b']);
  });

  it('sends filter[portfolio] only for a real choice', () => {
    expect(portfolioQuery('all')).toEqual({});
    expect(portfolioQuery(undefined)).toEqual({});
    expect(portfolioQuery('mine')).toEqual({ 'filter[portfolio]': 'mine' });
    expect(portfolioQuery('a')).toEqual({ 'filter[portfolio]': 'a' });
  });

  it('sends a relationship as a set, and reads a missing one as empty', () => {
    expect(toManyRelationship('organizations', ['x', 'y', 'x'])).toEqual({
      data: [
        { type: 'organizations', id: 'x' },
        { type: 'organizations', id: 'y' },
      ],
    });
    expect(relatedIds(undefined)).toEqual([]);
    expect(relatedIds([{ id: 'p', type: 'portfolios' }])).toEqual(['p']);
  });
});
