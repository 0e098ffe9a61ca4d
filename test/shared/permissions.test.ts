// spec §6 Roles and permissions: rights derived from (client, facility, level) triples.
import {
  deriveRights,
  type Permission,
  type PermissionLevel,
  reachesEverything,
  reachesFacility,
  type RightName,
  type RightsInput,
} from '../../src/shared/permissions';

const CLIENT = 1;
const FACILITY = 10;
const here = { clientId: CLIENT, facilityId: FACILITY };

type Placement = 'all' | 'client' | 'facility' | 'another client' | 'another facility';

const placements: Record<Placement, Pick<Permission, 'client_id' | 'facility_id'>> = {
  all: { client_id: null, facility_id: null },
  client: { client_id: CLIENT, facility_id: null },
  facility: { client_id: CLIENT, facility_id: FACILITY },
  'another client': { client_id: 2, facility_id: null },
  'another facility': { client_id: CLIENT, facility_id: 11 },
};

/** The lowest level that grants each right at each placement, read off spec §6; absent = never. */
const lowestLevel: Record<Placement, Partial<Record<RightName, PermissionLevel>>> = {
  all: {
    isDeveloper: 5,
    isEbcsAdmin: 4,
    isClientAdmin: 4,
    isFacilityAdmin: 4,
    canCreate: 3,
    canEdit: 2,
    canDelete: 2,
    canRead: 1,
    canViewReports: 4,
  },
  client: {
    isClientAdmin: 4,
    isFacilityAdmin: 4,
    canCreate: 3,
    canEdit: 2,
    canDelete: 2,
    canRead: 1,
    canViewReports: 4,
  },
  facility: { isFacilityAdmin: 4, canCreate: 3, canEdit: 2, canDelete: 2, canRead: 1, canViewReports: 4 },
  'another client': {},
  'another facility': {},
};

const scopedRights: RightName[] = [
  'isDeveloper',
  'isEbcsAdmin',
  'isClientAdmin',
  'isFacilityAdmin',
  'canCreate',
  'canEdit',
  'canDelete',
  'canRead',
  'canViewReports',
];
const levels: PermissionLevel[] = [1, 2, 3, 4, 5];

function rightsOf(permissions: Permission[], overrides: Partial<RightsInput> = {}) {
  return deriveRights({
    hasAccount: true,
    multifactorPending: false,
    termsAccepted: true,
    permissions,
    ...here,
    ...overrides,
  });
}

describe('derived rights by level and scope', () => {
  for (const placement of Object.keys(placements) as Placement[]) {
    describe(`a permission at ${placement}`, () => {
      for (const level of levels) {
        it(`level ${level}`, () => {
          const rights = rightsOf([{ ...placements[placement], level }]);
          for (const right of scopedRights) {
            const lowest = lowestLevel[placement][right];
            expect([right, rights[right]]).toEqual([right, lowest !== undefined && level >= lowest]);
          }
          expect(rights.noAuth).toBe(true);
          expect(rights.hasAccount).toBe(true);
          expect(rights.loggedIn).toBe(true);
        });
      }
    });
  }

  it('a facility permission without a client id counts at that facility', () => {
    expect(rightsOf([{ client_id: null, facility_id: FACILITY, level: 3 }]).canCreate).toBe(true);
  });

  it('takes the best of several permissions', () => {
    const rights = rightsOf([
      { client_id: CLIENT, facility_id: null, level: 1 },
      { client_id: CLIENT, facility_id: FACILITY, level: 4 },
    ]);
    expect(rights.isFacilityAdmin).toBe(true);
    expect(rights.isClientAdmin).toBe(false);
  });

  it('gives a client or facility permission nothing when no facility is chosen', () => {
    const rights = rightsOf([{ client_id: CLIENT, facility_id: FACILITY, level: 4 }], {
      clientId: null,
      facilityId: null,
    });
    expect(rights.canRead).toBe(false);
    expect(
      rightsOf([{ client_id: null, facility_id: null, level: 4 }], { clientId: null, facilityId: null })
        .isEbcsAdmin,
    ).toBe(true);
  });
});

describe('hasAccount and loggedIn', () => {
  const developer: Permission[] = [{ client_id: null, facility_id: null, level: 5 }];

  it('noAuth is for everyone; without an account nothing else holds', () => {
    const rights = rightsOf(developer, { hasAccount: false });
    expect(rights.noAuth).toBe(true);
    for (const right of ['hasAccount', 'loggedIn', ...scopedRights] as RightName[])
      expect(rights[right]).toBe(false);
  });

  it('loggedIn needs the terms accepted', () => {
    const rights = rightsOf(developer, { termsAccepted: false });
    expect(rights.hasAccount).toBe(true);
    expect(rights.loggedIn).toBe(false);
    for (const right of scopedRights) expect(rights[right]).toBe(false);
  });

  it('loggedIn needs no pending multifactor', () => {
    const rights = rightsOf(developer, { multifactorPending: true });
    expect(rights.hasAccount).toBe(true);
    expect(rights.loggedIn).toBe(false);
    for (const right of scopedRights) expect(rights[right]).toBe(false);
  });

  it('a logged-in user without permissions has no scoped right', () => {
    const rights = rightsOf([]);
    expect(rights.loggedIn).toBe(true);
    for (const right of scopedRights) expect(rights[right]).toBe(false);
  });
});

describe('data scope', () => {
  it('reachesFacility: at all, at the client or at the facility, never across clients', () => {
    expect(reachesFacility([{ client_id: null, facility_id: null, level: 1 }], 2, 20)).toBe(true);
    expect(reachesFacility([{ client_id: CLIENT, facility_id: null, level: 1 }], CLIENT, 11)).toBe(true);
    expect(reachesFacility([{ client_id: CLIENT, facility_id: FACILITY, level: 1 }], CLIENT, FACILITY)).toBe(
      true,
    );
    expect(reachesFacility([{ client_id: CLIENT, facility_id: FACILITY, level: 1 }], CLIENT, 11)).toBe(false);
    expect(reachesFacility([{ client_id: CLIENT, facility_id: null, level: 4 }], 2, 20)).toBe(false);
    expect(reachesFacility([], CLIENT, FACILITY)).toBe(false);
  });

  it('reachesEverything only with a permission at all clients and facilities', () => {
    expect(reachesEverything([{ client_id: null, facility_id: null, level: 1 }])).toBe(true);
    expect(reachesEverything([{ client_id: CLIENT, facility_id: null, level: 5 }])).toBe(false);
  });
});
