import { MSG } from '@campus/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, listBody, renderWithStore, stubApi } from '../../../test/test-utils';
import { eventItem } from '../events-test-data';
import EventsAdmin from './events-admin';

afterEach(() => vi.unstubAllGlobals());

function renderAdmin() {
  return renderWithStore(<EventsAdmin />, { user: { id: 1, role: 'ADMIN' }, toaster: true });
}

describe('EventsAdmin', () => {
  it('lists events and updates one, sending no updatedAt or host', async () => {
    const event = eventItem(11, { title: 'Tech Fest', guests: [{ name: 'Dr. Salma' }] });
    const calls = stubApi(({ url, method }) => {
      if (url.pathname === '/api/v1/event/table') return { body: listBody([event]) };
      if (url.pathname === '/api/v1/user/table')
        return { body: listBody([{ id: 1, fullName: 'Tahmina Akter', role: 'ADMIN' }]) };
      if (method === 'PATCH') return { body: envelope({ ...event, title: 'Tech Fest 2026' }, MSG.eventUpdated) };
      return { status: 404, body: { success: false, message: 'nope' } };
    });
    renderAdmin();
    await userEvent.click(await screen.findByRole('cell', { name: 'Tech Fest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Tech Fest' });
    // The form renders once the host list has loaded.
    const title = await within(dialog).findByLabelText(/^Title/);
    await userEvent.clear(title);
    await userEvent.type(title, 'Tech Fest 2026');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Update Event' }));

    expect(await screen.findByText(MSG.eventUpdated)).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.url.pathname).toBe('/api/v1/event/update');
    expect(patch?.body).toMatchObject({
      id: 11,
      title: 'Tech Fest 2026',
      type: 'EVENT',
      startTime: '2026-12-01T04:00:00.000Z',
      guests: [{ name: 'Dr. Salma', description: '', profilePic: '' }],
    });
    expect(patch?.body).not.toHaveProperty('updatedAt');
    expect(patch?.body).not.toHaveProperty('host');
  });

  it("shows 'Event Update Failed: {msg}' with the server's message", async () => {
    stubApi(({ url, method }) => {
      if (url.pathname === '/api/v1/event/table') return { body: listBody([eventItem(12, { title: 'Old' })]) };
      if (url.pathname === '/api/v1/user/table') return { body: listBody([]) };
      if (method === 'PATCH') return { status: 400, body: { success: false, message: MSG.eventEndBeforeStart } };
      return { status: 404, body: {} };
    });
    renderAdmin();
    await userEvent.click(await screen.findByRole('cell', { name: 'Old' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Update Event' }));
    expect(await screen.findByText(MSG.eventUpdateFailed(MSG.eventEndBeforeStart))).toBeInTheDocument();
  });

  it('refuses to post with an empty required field, without calling the server', async () => {
    const calls = stubApi(({ url }) => ({
      body: url.pathname === '/api/v1/event/table' ? listBody([]) : listBody([]),
    }));
    renderAdmin();
    await userEvent.click(await screen.findByRole('button', { name: MSG.postNew }));
    const dialog = await screen.findByRole('dialog', { name: 'Post an Event' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Post Event' }));
    await waitFor(() => expect(screen.getAllByText('Please fill out the Title field.').length).toBeGreaterThan(0));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('a new post takes RSVPs for an Event only: the box follows the type until the admin touches it', async () => {
    const calls = stubApi(() => ({ body: listBody([]) }));
    renderAdmin();
    await userEvent.click(await screen.findByRole('button', { name: MSG.postNew }));
    const dialog = await screen.findByRole('dialog', { name: 'Post an Event' });
    const type = await within(dialog).findByLabelText(/^Type/);
    const rsvp = within(dialog).getByRole<HTMLInputElement>('checkbox', { name: 'RSVP Enabled' });
    expect(rsvp).toBeChecked();
    for (const [value, checked] of [
      ['ARTICLE', false],
      ['PODCAST', false],
      ['CAMPUS', false],
      ['EVENT', true],
    ] as const) {
      await userEvent.selectOptions(type, value);
      expect(rsvp.checked, value).toBe(checked);
    }
    // Once unticked by hand, the admin's choice stays whatever the type becomes.
    await userEvent.click(rsvp);
    await userEvent.selectOptions(type, 'ARTICLE');
    await userEvent.selectOptions(type, 'EVENT');
    expect(rsvp).not.toBeChecked();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
