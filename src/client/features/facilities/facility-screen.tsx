import { ComingLater } from '../../components/coming-later';

export default function FacilityScreen() {
  return <ComingLater what="One facility's details: fees, agreement types and term sheets." />;
}
