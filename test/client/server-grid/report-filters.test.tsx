import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReportFilters } from '../../../src/client/components/server-grid/report-filters';
import type { ReportFilter } from '../../../src/shared/reports';

const agreementType: ReportFilter = {
  name: 'agreement_type',
  label: 'Agreement type',
  type: 'text',
  options: [
    { value: 'PP', label: 'Payment Plan (PP)' },
    { value: 'WELL', label: 'Wellness Plan (WELL)' },
  ],
};

describe('client/report filters (issue 12)', () => {
  it('offers the agreement types the server lists as a choice, sending the code', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(<ReportFilters filters={[agreementType]} applied={{}} onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Agreement type' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All',
      'Payment Plan (PP)',
      'Wellness Plan (WELL)',
    ]);
    await user.click(screen.getByRole('option', { name: 'Wellness Plan (WELL)' }));
    expect(onChange).toHaveBeenCalledWith('agreement_type', 'WELL');
  });

  it('shows the chosen type from the address, and a value from an older link as it is', () => {
    const { rerender } = render(
      <ReportFilters filters={[agreementType]} applied={{ agreement_type: 'PP' }} onChange={jest.fn()} />,
    );
    expect(screen.getByRole('combobox', { name: 'Agreement type' })).toHaveTextContent('Payment Plan (PP)');
    rerender(
      <ReportFilters filters={[agreementType]} applied={{ agreement_type: 'dental' }} onChange={jest.fn()} />,
    );
    expect(screen.getByRole('combobox', { name: 'Agreement type' })).toHaveTextContent('dental');
  });
});
