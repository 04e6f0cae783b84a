import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuditTrailLink } from './audit-trail-link.component';

describe('AuditTrailLink', () => {
  it.each(['CDI_QA_MANAGER', 'CODER_QA_MANAGER', 'CLINICAL_ADMIN'] as const)('takes a %s to the encounter’s trail through navigate', async (role) => {
    const navigate = jest.fn();
    render(<AuditTrailLink encounterId={17} role={role} navigate={navigate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Audit Trail' }));
    expect(navigate).toHaveBeenCalledWith('/auth/report/audit?encounterId=17');
  });

  it.each(['CDI', 'CODER', 'PHYSICIAN', 'CDI_RESTRICTED'] as const)('shows nothing to a %s', (role) => {
    const { container } = render(<AuditTrailLink encounterId={17} role={role} navigate={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
