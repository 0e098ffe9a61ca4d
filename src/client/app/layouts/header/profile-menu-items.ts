// The profile menu and who sees each item (spec §2 Profile menu).
import type { Rights } from '../../../../shared/permissions';
import type { GetUserResponse } from '../../../../shared/session';
import { href } from '../../routes';
import type { ModalName } from '../../store/ui-slice';

export type ProfileMenuItem =
  | { key: string; label: string; href: string }
  | { key: string; label: string; modal: ModalName }
  | { key: 'stopImpersonating'; label: string; stopImpersonating: true };

export function profileMenuItems(rights: Rights, session: GetUserResponse): ProfileMenuItem[] {
  const items: ProfileMenuItem[] = [];
  if (session.announcement)
    items.push({ key: 'announcements', label: 'Announcements', href: href.announcements() });
  items.push({ key: 'profile', label: 'Profile', href: href.profile() });
  if (session.multipleFacilities)
    items.push({ key: 'switchFacility', label: 'Switch Facility', modal: 'switchFacility' });
  if (rights.isEbcsAdmin) {
    items.push({ key: 'banners', label: 'Banners', href: href.banners() });
    items.push({ key: 'surveys', label: 'Surveys', href: href.surveys() });
    items.push({ key: 'outbox', label: 'Outbox', href: href.outbox() });
  }
  if (session.isImpersonator) {
    items.push({ key: 'stopImpersonating', label: 'Stop Impersonating', stopImpersonating: true });
  } else if (rights.isEbcsAdmin) {
    items.push({ key: 'impersonate', label: 'Impersonate User', modal: 'impersonation' });
  }
  if (rights.isEbcsAdmin) {
    items.push({ key: 'enterpriseReports', label: 'Enterprise Reports', href: href.enterpriseReports() });
  }
  items.push({ key: 'logout', label: 'Logout', href: href.logout() });
  return items;
}
