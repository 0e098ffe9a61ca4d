import { ComingLater } from '../../components/coming-later';

export default function PermissionsScreen() {
  return <ComingLater what="Permissions: who can read, edit, create and administer at your facility." />;
}
