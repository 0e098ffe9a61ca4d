// ?next= (spec §2: login returns to the page the user came from) only ever leads to a page of this
// site: anything a browser would resolve to another host goes to the dashboard instead.
import { safeNext } from '../../src/client/app/routes';
import { guardRedirect } from '../../src/client/app/route-guard';
import { deriveRights } from '../../src/shared/permissions';

describe('safeNext', () => {
  it.each([
    ['/\\evil.example'],
    ['/\\/evil.example'],
    ['//evil.example'],
    ['///evil.example'],
    ['https://evil.example'],
    ['http:evil.example'],
    ['javascript:alert(1)'],
    ['/%5Cevil'],
    ['/%5cevil.example/x'],
    ['/%2F%2Fevil.example'],
    ['/%2f/evil.example'],
    ['\t//evil'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/\r\n/evil.example'],
    [' //evil.example'],
    ['/\u0000/evil.example'],
    ['evil.example'],
    ['/%E0%A4%A'],
    [''],
    [null],
    [undefined],
  ])('refuses %j: the dashboard instead', (next) => {
    expect(safeNext(next)).toBe('/');
  });

  it.each([
    ['/contracts?status=x', '/contracts?status=x'],
    ['/contracts/12/payment-history', '/contracts/12/payment-history'],
    [
      '/contracts?search=O%27Brien&search_customer_last_name=Smith',
      '/contracts?search=O%27Brien&search_customer_last_name=Smith',
    ],
    ['/contracts/12#notes', '/contracts/12#notes'],
    ['/', '/'],
  ])('keeps the path of this site %j', (next, expected) => {
    expect(safeNext(next)).toBe(expected);
  });

  it('is what the login page of a logged-in user leads to', () => {
    const rights = deriveRights({
      hasAccount: true,
      multifactorPending: false,
      termsAccepted: true,
      permissions: [{ client_id: null, facility_id: null, level: 5 }],
      clientId: null,
      facilityId: null,
    });
    const at = (next: string) =>
      guardRedirect('login', rights, { pathname: '/login', search: `?next=${encodeURIComponent(next)}` });
    expect(at('/\\evil.example')).toBe('/');
    expect(at('/contracts?status=x')).toBe('/contracts?status=x');
  });
});
