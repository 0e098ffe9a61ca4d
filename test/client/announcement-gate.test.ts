// An announcement that must be acknowledged sends the user to /announcements?next=<page> (issue 14).
import { announcementRedirect } from '../../src/client/features/announcements/announcement-gate';
import { makeSession } from './fixtures';

const announcement = {
  id: 7,
  title: 'Read me',
  body: 'x',
  html: '<p>x</p>',
  created_on: '2026-11-01T12:00:00Z',
  starts_on: '2026-11-01T12:00:00Z',
  must_acknowledge: true,
};
const at = { pathname: '/contracts', search: '?status=active' };

describe('announcement gate', () => {
  it('sends to /announcements with the page as next while one must be acknowledged', () => {
    const session = makeSession('read', { session: { announcement } });
    expect(announcementRedirect(session, 'contracts', at)).toBe(
      '/announcements?next=%2Fcontracts%3Fstatus%3Dactive',
    );
    expect(announcementRedirect(session, 'announcements', at)).toBeNull();
    expect(announcementRedirect(session, 'logout', at)).toBeNull();
  });

  it('leaves the user alone when the announcement needs no acknowledgement, or there is none', () => {
    const optional = makeSession('read', {
      session: { announcement: { ...announcement, must_acknowledge: false } },
    });
    expect(announcementRedirect(optional, 'contracts', at)).toBeNull();
    expect(announcementRedirect(makeSession('read'), 'contracts', at)).toBeNull();
  });
});
