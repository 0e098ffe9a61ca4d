import { ComingLater } from '../../components/coming-later';

export default function StatusChangeScreen() {
  return <ComingLater what="Status Change: contracts whose status changed in a date range." />;
}
