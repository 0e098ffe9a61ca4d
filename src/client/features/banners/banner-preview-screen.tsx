import { ComingLater } from '../../components/coming-later';

export default function BannerPreviewScreen() {
  return <ComingLater what="Preview a banner as practice staff will see it." />;
}
