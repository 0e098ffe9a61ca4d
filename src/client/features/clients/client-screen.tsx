import { ComingLater } from '../../components/coming-later';

export default function ClientScreen() {
  return <ComingLater what="One client's details and its facilities." />;
}
