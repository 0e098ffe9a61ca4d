import { ComingLater } from '../../components/coming-later';

export default function EnterpriseReportsScreen() {
  return <ComingLater what="Enterprise Reports: reports across every client and facility." />;
}
