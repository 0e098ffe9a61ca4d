import { ComingLater } from '../../components/coming-later';

export default function DelinquentAccountsScreen() {
  return <ComingLater what="Past Due Accounts: contracts with missed payments and their days late." />;
}
