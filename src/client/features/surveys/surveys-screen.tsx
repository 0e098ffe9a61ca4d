import { ComingLater } from '../../components/coming-later';

export default function SurveysScreen() {
  return <ComingLater what="Survey Responses: answers practice staff gave to surveys." />;
}
