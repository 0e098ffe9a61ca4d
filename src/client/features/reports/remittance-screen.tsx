import { ComingLater } from '../../components/coming-later';

export default function RemittanceScreen() {
  return <ComingLater what="Remittance: the amounts remitted to the facility for a chosen month." />;
}
