import { ComingLater } from '../../components/coming-later';

export default function EbcsPermissionsScreen() {
  return <ComingLater what="EBCS Users: the internal administrators and their permissions." />;
}
