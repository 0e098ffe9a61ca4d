import { ComingLater } from '../../components/coming-later';

export default function ContractScreen() {
  return (
    <ComingLater what="The contract editor: customer, agreement, billing and payment methods, the soft credit check (CSR) and e-signature." />
  );
}
