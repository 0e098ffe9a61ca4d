import { ComingLater } from '../../components/coming-later';

export default function FacilitiesScreen() {
  return <ComingLater what="The facility list with a client selector." />;
}
