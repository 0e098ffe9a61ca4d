// Audiences, page scopes, business-time moments and the NPS (issue 14), as the server and screens use them.
import { audienceIncludes, pageScopeMatches, type AudienceMember } from '../../src/shared/audience';
import { npsOf, scoreBand, severityRank } from '../../src/shared/broadcasts';
import { businessLocalOf, isoOfBusinessLocal } from '../../src/shared/business-time';

const vetCreator: AudienceMember = {
  isInternal: false,
  clientId: 1,
  facilityId: 10,
  industryType: 2,
  level: 3,
};

describe('audience', () => {
  it('includes by each kind, judged at the current facility', () => {
    expect(audienceIncludes({ kind: 'everyone', ids: [] }, vetCreator)).toBe(true);
    expect(audienceIncludes({ kind: 'internal', ids: [] }, vetCreator)).toBe(false);
    expect(audienceIncludes({ kind: 'internal', ids: [] }, { ...vetCreator, isInternal: true })).toBe(true);
    expect(audienceIncludes({ kind: 'industry', ids: [2] }, vetCreator)).toBe(true);
    expect(audienceIncludes({ kind: 'industry', ids: [4] }, vetCreator)).toBe(false);
    expect(audienceIncludes({ kind: 'clients', ids: [2] }, vetCreator)).toBe(false);
    expect(audienceIncludes({ kind: 'facilities', ids: [10, 11] }, vetCreator)).toBe(true);
    expect(audienceIncludes({ kind: 'levels', ids: [1, 2] }, vetCreator)).toBe(false);
    // No facility chosen: no client, facility or industry matches.
    const nowhere = { ...vetCreator, clientId: null, facilityId: null, industryType: null };
    expect(audienceIncludes({ kind: 'clients', ids: [1] }, nowhere)).toBe(false);
  });

  it('limits a page scope to the path and the paths below it', () => {
    expect(pageScopeMatches(null, '/anything')).toBe(true);
    expect(pageScopeMatches('/contracts', '/contracts')).toBe(true);
    expect(pageScopeMatches('/contracts/', '/contracts/5/payment-history')).toBe(true);
    expect(pageScopeMatches('/contracts', '/contracts-old')).toBe(false);
    expect(pageScopeMatches('/contracts', '/')).toBe(false);
  });
});

describe('business time', () => {
  it('reads a New York time as its UTC moment in winter and in summer, and back', () => {
    expect(isoOfBusinessLocal('2026-12-01T09:00')).toBe('2026-12-01T14:00:00.000Z');
    expect(isoOfBusinessLocal('2026-07-01T09:00')).toBe('2026-07-01T13:00:00.000Z');
    expect(businessLocalOf('2026-07-01T13:00:00.000Z')).toBe('2026-07-01T09:00');
    expect(isoOfBusinessLocal('2026-12-01 09:00')).toBeNull();
  });
});

describe('NPS', () => {
  it('bands scores and computes percent promoters minus percent detractors', () => {
    expect([0, 6, 7, 8, 9, 10].map(scoreBand)).toEqual([
      'detractor',
      'detractor',
      'passive',
      'passive',
      'promoter',
      'promoter',
    ]);
    expect(npsOf({ responses: 10, promoters: 5, passives: 3, detractors: 2 })).toBe(30);
    expect(npsOf({ responses: 3, promoters: 0, passives: 1, detractors: 2 })).toBe(-67);
    expect(npsOf({ responses: 0, promoters: 0, passives: 0, detractors: 0 })).toBeNull();
  });

  it('stacks banners error, warning, info, success', () => {
    expect(
      (['success', 'info', 'error', 'warning'] as const)
        .slice()
        .sort((a, b) => severityRank(a) - severityRank(b)),
    ).toEqual(['error', 'warning', 'info', 'success']);
  });
});
