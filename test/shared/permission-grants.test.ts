// The grant rules of issue 13 as both the server and the Permissions screens apply them.
import {
  describePermission,
  GRANT_MESSAGES,
  grantableLevels,
  grantProblem,
  manageProblem,
} from '../../src/shared/permission-grants';
import type { Permission } from '../../src/shared/permissions';

const at = (
  client_id: number | null,
  facility_id: number | null,
  level: Permission['level'],
): Permission => ({
  client_id,
  facility_id,
  level,
});
const facilityAdmin = [at(1, 10, 4)];
const clientAdmin = [at(1, null, 4)];
const internal = [at(null, null, 4)];
const developer = [at(null, null, 5)];
const names = {
  clients: { 1: 'Riverside Veterinary Group' },
  facilities: { 10: 'Riverside Animal Hospital' },
};

describe('describePermission', () => {
  it('says a triple in words', () => {
    expect(describePermission(at(1, 10, 3), names)).toBe('Create at Riverside Animal Hospital');
    expect(describePermission(at(1, null, 4), names)).toBe(
      'Admin at all Riverside Veterinary Group facilities',
    );
    expect(describePermission(at(null, null, 5), names)).toBe('Developer at all clients and facilities');
  });
});

describe('grantProblem', () => {
  it('lets an admin grant up to their level within their reach', () => {
    expect(grantableLevels(facilityAdmin, at(1, 10, 1), false)).toEqual([1, 2, 3, 4]);
    expect(grantableLevels(facilityAdmin, at(1, 11, 1), false)).toEqual([]);
    expect(grantableLevels(facilityAdmin, at(1, null, 1), false)).toEqual([]);
    expect(grantableLevels(clientAdmin, at(1, 11, 1), false)).toEqual([1, 2, 3, 4]);
    expect(grantableLevels(clientAdmin, at(2, 20, 1), false)).toEqual([]);
    expect(grantableLevels(internal, at(2, 20, 1), false)).toEqual([1, 2, 3, 4]);
  });

  it('keeps level 5 and all clients to EBCS Users, and EBCS Users to them', () => {
    expect(grantProblem(developer, at(1, 10, 5), false)?.message).toBe(GRANT_MESSAGES.developerOnlyOnEbcs);
    expect(grantProblem(internal, at(null, null, 4), false)?.message).toBe(
      GRANT_MESSAGES.allClientsOnlyOnEbcs,
    );
    expect(grantProblem(internal, at(1, 10, 4), true)?.message).toBe(GRANT_MESSAGES.ebcsOnlyAtAll);
    expect(grantProblem(internal, at(null, null, 5), true)?.message).toBe(GRANT_MESSAGES.aboveOwnLevel(4));
    expect(grantableLevels(developer, at(null, null, 1), true)).toEqual([4, 5]);
  });
});

describe('manageProblem', () => {
  it('refuses oneself and users with access beyond the reach', () => {
    expect(manageProblem(facilityAdmin, 1, 1, [at(1, 10, 1)])?.message).toBe(GRANT_MESSAGES.ownAccess);
    expect(manageProblem(facilityAdmin, 1, 2, [at(1, 10, 3)])).toBeNull();
    expect(manageProblem(facilityAdmin, 1, 2, [at(1, 10, 3), at(1, 11, 1)])?.message).toBe(
      GRANT_MESSAGES.outsideReach,
    );
    expect(manageProblem(clientAdmin, 1, 2, [at(null, null, 4)])?.message).toBe(GRANT_MESSAGES.outsideReach);
    expect(manageProblem(internal, 1, 2, [at(null, null, 5)])?.message).toBe(GRANT_MESSAGES.aboveOwnLevel(4));
  });
});
