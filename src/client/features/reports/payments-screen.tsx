import { ComingLater } from '../../components/coming-later';

export default function PaymentsScreen() {
  return (
    <ComingLater what="Payments Made: every payment received, loaded 1000 rows at a time as you scroll." />
  );
}
