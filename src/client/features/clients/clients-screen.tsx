import { ComingLater } from '../../components/coming-later';

export default function ClientsScreen() {
  return <ComingLater what="The client list: every client you can reach, with its facilities." />;
}
