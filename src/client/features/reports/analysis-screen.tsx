import { ComingLater } from '../../components/coming-later';

export default function AnalysisScreen() {
  return <ComingLater what="Analysis: trends of new agreements, collections and missed payments." />;
}
