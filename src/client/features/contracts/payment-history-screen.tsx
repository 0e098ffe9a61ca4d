import { ComingLater } from '../../components/coming-later';

export default function PaymentHistoryScreen() {
  return <ComingLater what="The contract's payment history: scheduled, made and missed payments." />;
}
