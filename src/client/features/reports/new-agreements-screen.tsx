import { ComingLater } from '../../components/coming-later';

export default function NewAgreementsScreen() {
  return <ComingLater what="New Agreements: contracts written in a date range." />;
}
