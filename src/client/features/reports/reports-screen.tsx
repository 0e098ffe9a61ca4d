import { ComingLater } from '../../components/coming-later';

export default function ReportsScreen() {
  return (
    <ComingLater what="Reports for your facility. Choose a report in the sidebar; each will show its rows with export to CSV and Excel." />
  );
}
