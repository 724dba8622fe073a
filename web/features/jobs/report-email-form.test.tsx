import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VisitReport } from '../../../shared/api/visit-report';
import { ApiError } from '../../lib/api';
import { ReportEmailFormModal } from './report-email-form';

const sent = vi.hoisted(() => ({ emailVisitReport: vi.fn(), show: vi.fn() }));
vi.mock('./api', () => ({ emailVisitReport: sent.emailVisitReport }));
vi.mock('@mantine/notifications', () => ({ notifications: { show: sent.show } }));

const report: VisitReport = {
  id: 42,
  client_id: 7,
  client_name: 'Bondi Junction Medical Centre',
  address: '500 Oxford St, Bondi Junction NSW 2022',
  task_group_name: 'Weekly office clean',
  state: 'complete',
  due_at: '2026-11-20T21:00:00.000Z',
  due_date: '2026-11-21',
  completed_at: '2026-11-21T01:05:00.000Z',
  users: [{ id: 5, name: 'Sam Taylor' }],
  check_in: null,
  check_out: null,
  presence_flags: [],
  tasks: [],
  notes: null,
  photos: [],
  recipients: [
    { id: 11, name: 'Jordan Lee', email: 'jordan@bondi.example', type: 'contact' },
    { id: 12, name: 'Accounts', email: 'accounts@bondi.example', type: 'account' },
  ],
  may_email: true,
};

function renderForm(onClose = vi.fn()) {
  render(
    <MantineProvider env="test">
      <ReportEmailFormModal opened report={report} onClose={onClose} />
    </MantineProvider>,
  );
  return onClose;
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
const other = () => screen.getByLabelText('Other addresses');

beforeEach(() => {
  sent.emailVisitReport.mockReset();
  sent.show.mockReset();
});
afterEach(cleanup);

describe('the report e-mail form', () => {
  it('offers the client’s contacts and asks for a recipient before sending', async () => {
    renderForm();
    expect(screen.getByRole('checkbox', { name: /Jordan Lee/ })).toBeTruthy();
    expect(screen.getByText('accounts@bondi.example · accounts')).toBeTruthy();
    expect(screen.getByText('Separate addresses with a semicolon')).toBeTruthy();
    send();
    expect(await screen.findByText('Choose a contact or enter at least one address.')).toBeTruthy();
    fireEvent.change(other(), { target: { value: 'boss@bondi.example, site@agency.example' } });
    send();
    expect(
      await screen.findByText(
        '“boss@bondi.example, site@agency.example” is not a valid e-mail address. Separate addresses with a semicolon.',
      ),
    ).toBeTruthy();
    expect(sent.emailVisitReport).not.toHaveBeenCalled();
  });

  it('sends the ticked contacts and the other addresses, then says so and closes', async () => {
    sent.emailVisitReport.mockResolvedValue({
      message: 'Report sent to 2 recipients.',
      to: ['jordan@bondi.example', 'boss@bondi.example'],
    });
    const onClose = renderForm();
    fireEvent.click(screen.getByRole('checkbox', { name: /Jordan Lee/ }));
    fireEvent.change(other(), { target: { value: 'boss@bondi.example' } });
    send();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.emailVisitReport).toHaveBeenCalledWith(42, { users: [11], custom: 'boss@bondi.example' });
    expect(sent.show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Report sent to 2 recipients.' }));
  });

  it('shows the server’s 422 above the form and under the field', async () => {
    const message = 'The selected contacts must be contacts of this client with an e-mail.';
    sent.emailVisitReport.mockRejectedValue(new ApiError(422, message, { users: [message] }));
    const onClose = renderForm();
    fireEvent.click(screen.getByRole('checkbox', { name: /Accounts/ }));
    send();
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(screen.getAllByText(message)).toHaveLength(2);
    expect(onClose).not.toHaveBeenCalled();
  });
});
