import { ComingLater } from '../../components/coming-later';

export default function SummaryScreen() {
  return <ComingLater what="Summary: totals of contracts and payments by agreement type." />;
}
