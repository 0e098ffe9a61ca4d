import { ComingLater } from '../../components/coming-later';

export default function AccountsReceivableScreen() {
  return <ComingLater what="Accounts Receivable: the balance still to be collected on each contract." />;
}
