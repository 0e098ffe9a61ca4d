// EBCS Users (spec §2: internal admins): the internal users, level 4 or 5 at all clients and facilities.
import { UserAdministration } from './user-administration';

export default function EbcsPermissionsScreen() {
  return <UserAdministration scope="ebcs" />;
}
