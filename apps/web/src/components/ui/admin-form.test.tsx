import { MSG } from '@campus/shared/messages';
import { ZCreateUserRequest } from '@campus/shared/schemas/users';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { type AdminField, AdminForm } from './admin-form';

function renderForm(ui: ReactNode) {
  return render(
    <Provider store={makeStore()}>
      {ui}
      <Toaster />
    </Provider>,
  );
}

const FIELDS: AdminField[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true },
  {
    name: 'type',
    label: 'Type',
    kind: 'select',
    required: true,
    options: [
      { value: 'UNIVERSITY', label: 'University' },
      { value: 'COLLEGE', label: 'College' },
    ],
  },
  {
    name: 'categoryId',
    label: 'Category',
    kind: 'select',
    options: [
      { value: 3, label: 'Books' },
      { value: 4, label: 'Notes' },
    ],
  },
  { name: 'price', label: 'Price', kind: 'number' },
  { name: 'isCancel', label: 'Is Cancel', kind: 'boolean', required: true },
  { name: 'note', label: 'Note', kind: 'textarea' },
  { name: 'startTime', label: 'Start Time', kind: 'datetime' },
];

describe('AdminForm', () => {
  it("refuses to send with an empty required field, saying 'Please fill out the {label} field.'", async () => {
    const onSubmit = vi.fn();
    renderForm(<AdminForm fields={FIELDS} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText('Please fill out the Name field.').length).toBeGreaterThanOrEqual(2); // inline + toast
    expect(screen.getByText('Please fill out the Type field.')).toBeInTheDocument();
    expect(screen.queryByText('Please fill out the Is Cancel field.')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();

    await userEvent.type(screen.getByLabelText(/^Name/), 'Physics');
    expect(screen.queryByText('Please fill out the Name field.', { selector: 'p' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends typed values, always sends booleans, and drops empty values', async () => {
    const onSubmit = vi.fn();
    renderForm(<AdminForm fields={FIELDS} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText(/^Name/), '  Physics  ');
    await userEvent.selectOptions(screen.getByLabelText(/^Type/), 'COLLEGE');
    await userEvent.selectOptions(screen.getByLabelText(/^Category/), 'Notes');
    await userEvent.type(screen.getByLabelText(/^Price/), '120.5');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Physics',
      type: 'COLLEGE',
      categoryId: 4,
      price: 120.5,
      isCancel: false,
    });
  });

  it('reads a date-time as Dhaka time and sends it as an ISO instant', async () => {
    const onSubmit = vi.fn();
    renderForm(
      <AdminForm
        fields={[{ name: 'startTime', label: 'Start Time', kind: 'datetime', required: true }]}
        initialValues={{ startTime: '2026-11-22T04:30:00.000Z' }}
        onSubmit={onSubmit}
      />,
    );
    const input = screen.getByLabelText(/^Start Time/) as HTMLInputElement;
    expect(input.value).toBe('2026-11-22T10:30');
    await userEvent.clear(input);
    await userEvent.type(input, '2026-12-01T08:15');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ startTime: '2026-12-01T02:15:00.000Z' });
  });

  it('prefills an edit form from the server row', () => {
    renderForm(
      <AdminForm
        fields={FIELDS}
        initialValues={{ name: 'CSE', type: 'UNIVERSITY', categoryId: 3, price: 80, isCancel: true, note: null }}
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByLabelText(/^Name/)).toHaveValue('CSE');
    expect(screen.getByLabelText(/^Type/)).toHaveValue('UNIVERSITY');
    expect(screen.getByLabelText(/^Category/)).toHaveValue('3');
    expect(screen.getByLabelText(/^Price/)).toHaveValue(80);
    expect(screen.getByLabelText('Is Cancel')).toBeChecked();
    expect(screen.getByLabelText(/^Note/)).toHaveValue('');
  });

  it("shows 'Loading...' on a disabled submit button while the request is pending", async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderForm(<AdminForm fields={[FIELDS[0]]} initialValues={{ name: 'x' }} submitLabel="Save" onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const busy = screen.getByRole('button', { name: MSG.loadingButton });
    expect(busy).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
  });

  it("toasts the server's message when the request fails", async () => {
    const onSubmit = vi.fn().mockRejectedValue({ status: 409, data: { message: 'Team "Media" already exists' } });
    renderForm(<AdminForm fields={[FIELDS[0]]} initialValues={{ name: 'Media' }} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Team "Media" already exists')).toBeInTheDocument();
  });

  it('checks a shared schema after the required fields, with the same message as the server', async () => {
    const onSubmit = vi.fn();
    renderForm(
      <AdminForm
        fields={[
          { name: 'fullName', label: 'Full Name', kind: 'text', required: true },
          { name: 'contactNo', label: 'Contact Number', kind: 'tel', required: true },
        ]}
        schema={ZCreateUserRequest.pick({ fullName: true, contactNo: true })}
        initialValues={{ fullName: 'Rafiq', contactNo: '0123' }}
        onSubmit={onSubmit}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText(MSG.invalidContactNo).length).toBeGreaterThanOrEqual(1);
  });

  it('edits a JSON list: add, fill, remove, and send it encoded', async () => {
    const onSubmit = vi.fn();
    renderForm(
      <AdminForm
        fields={[
          {
            name: 'data',
            label: 'Prayer Times',
            kind: 'json-list',
            required: true,
            encode: 'json',
            addLabel: 'Add prayer',
            itemFields: [
              { name: 'name', label: 'Name', kind: 'text' },
              { name: 'time', label: 'Time', kind: 'time' },
            ],
          },
        ]}
        initialValues={{ data: '[{"name":"Fajr","time":"05:00"}]' }}
        onSubmit={onSubmit}
      />,
    );
    const list = screen.getByRole('group', { name: /Prayer Times/ });
    expect(within(list).getByLabelText('Name 1')).toHaveValue('Fajr');
    await userEvent.click(screen.getByRole('button', { name: 'Add prayer' }));
    await userEvent.type(within(list).getByLabelText('Name 2'), 'Dhuhr');
    await userEvent.type(within(list).getByLabelText('Time 2'), '13:15');
    await userEvent.click(screen.getByRole('button', { name: 'Add prayer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenLastCalledWith({
      data: JSON.stringify([
        { name: 'Fajr', time: '05:00' },
        { name: 'Dhuhr', time: '13:15' },
      ]),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Remove entry 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove entry 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove entry 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getAllByText('Please fill out the Prayer Times field.').length).toBeGreaterThanOrEqual(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows an image field with its label and a picker', () => {
    renderForm(
      <AdminForm
        fields={[{ name: 'coverPic', label: 'Cover Picture', kind: 'image', aspect: 2, required: true }]}
        initialValues={{ coverPic: '/uploads/team.webp' }}
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByAltText('Cover Picture preview')).toHaveAttribute('src', '/uploads/team.webp');
    expect(screen.getByText('Change image')).toBeInTheDocument();
  });
});
