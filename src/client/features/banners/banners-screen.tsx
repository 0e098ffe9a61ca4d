import { ComingLater } from '../../components/coming-later';

export default function BannersScreen() {
  return <ComingLater what="Banners: messages shown to practice staff, with their audience and dates." />;
}
