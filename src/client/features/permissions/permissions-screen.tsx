// Permissions (spec §2: facility admins): the users who reach the current facility and their access.
import { UserAdministration } from './user-administration';

export default function PermissionsScreen() {
  return <UserAdministration scope="facility" />;
}
