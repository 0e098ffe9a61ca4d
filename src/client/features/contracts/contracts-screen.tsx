import { ComingLater } from '../../components/coming-later';

export default function ContractsScreen() {
  return (
    <ComingLater what="The contract list: filter by status, search, sort, include all facilities (internal admins), row actions and a New Contract button." />
  );
}
