import { ComingLater } from '../../components/coming-later';

export default function BannerScreen() {
  return <ComingLater what="Edit one banner: its text, audience and the dates it shows." />;
}
