import { MSG } from '@campus/shared/messages';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { setLanguage } from '../../lib/i18n';
import { DataTable, type DataTableColumn, type TableQuery, type TableQueryResult } from './data-table';

interface Team {
  id: number;
  name: string;
  coverPic: string | null;
  createdAt: string;
  lead: { name: string } | null;
}

const team = (id: number, over: Partial<Team> = {}): Team => ({
  id,
  name: `Team ${id}`,
  coverPic: `/uploads/team-${id}.webp`,
  createdAt: '2026-03-14T18:30:00.000Z',
  lead: { name: `Lead ${id}` },
  ...over,
});

const COLUMNS: DataTableColumn<Team>[] = [
  { key: 'coverPic', header: 'Cover', kind: 'image' },
  { key: 'name', header: 'Name' },
  { key: 'lead', header: 'Lead' },
  { key: 'createdAt', header: 'Created', kind: 'date' },
];

function wrap(ui: ReactNode) {
  return render(<Provider store={makeStore()}>{ui}</Provider>);
}

afterEach(() => vi.unstubAllGlobals());

/** A fake RTK Query hook over 23 rows that records the queries it was asked. */
function fakeHook(total = 23) {
  const calls: TableQuery[] = [];
  const all = Array.from({ length: total }, (_, i) => team(i + 1));
  function queryTeams(query: TableQuery): TableQueryResult<Team> {
    calls.push(query);
    const term = String(query.searchTerm ?? '').toLowerCase();
    const filtered = all.filter((t) => t.name.toLowerCase().includes(term) && (!query.lead || t.id % 2 === 0));
    const start = (query.page - 1) * query.limit;
    return {
      data: { data: filtered.slice(start, start + query.limit), meta: { total: filtered.length } },
      isLoading: false,
    };
  }
  return { calls, queryTeams };
}

describe('DataTable', () => {
  it('shows 6 skeleton rows while loading', () => {
    wrap(<DataTable title="All Teams" columns={COLUMNS} rows={[]} isLoading />);
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(6);
  });

  it("shows the server's message in the table when the fetch fails", () => {
    wrap(
      <DataTable
        title="All Teams"
        columns={COLUMNS}
        error={{ status: 403, data: { message: 'You do not have permission to do this' } }}
      />,
    );
    const table = screen.getByRole('table', { name: 'All Teams' });
    expect(within(table).getByRole('alert')).toHaveTextContent('You do not have permission to do this');
  });

  it('renders image columns as thumbnails, date columns in Dhaka time and objects by name', () => {
    wrap(<DataTable title="All Teams" columns={COLUMNS} rows={[team(1)]} />);
    const row = screen.getAllByRole('row')[1];
    expect(within(row).getByRole('img', { name: 'Cover' })).toHaveAttribute('src', '/uploads/team-1.webp');
    expect(within(row).getByText('Lead 1')).toBeInTheDocument();
    // 18:30 UTC is 00:30 the next day in Dhaka.
    expect(within(row).getByText('15 Mar 2026, 12:30 AM')).toBeInTheDocument();
  });

  it('shows a text column as text even when its value looks like a picture or an instant', () => {
    const columns: DataTableColumn<Team>[] = [
      { key: 'coverPic', header: 'Cover' },
      { key: 'createdAt', header: 'Created' },
    ];
    wrap(<DataTable title="All Teams" columns={columns} rows={[team(1)]} />);
    const row = screen.getAllByRole('row')[1];
    expect(within(row).queryByRole('img')).not.toBeInTheDocument();
    expect(within(row).getByText('/uploads/team-1.webp')).toBeInTheDocument();
    expect(within(row).getByText('2026-03-14T18:30:00.000Z')).toBeInTheDocument();
  });

  it('shows the empty text when there are no rows', () => {
    wrap(<DataTable title="All Teams" columns={COLUMNS} rows={[]} />);
    expect(screen.getByText(MSG.noItemsFound)).toBeInTheDocument();
  });

  it("starts at page 1 with an empty search and pages with Prev/Next and 'Page N'", async () => {
    const { calls, queryTeams } = fakeHook();
    wrap(<DataTable title="All Teams" columns={COLUMNS} useQuery={queryTeams} />);
    expect(calls.at(-1)).toEqual({ page: 1, limit: 10 });
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(calls.at(-1)).toEqual({ page: 2, limit: 10 });
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 3')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(4); // header + 3
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Prev' }));
    expect(calls.at(-1)).toMatchObject({ page: 2 });
  });

  it('searches on Enter from page 1 and clears the search', async () => {
    const { calls, queryTeams } = fakeHook();
    wrap(
      <DataTable title="All Teams" columns={COLUMNS} useQuery={queryTeams} search={{ placeholder: 'Search teams' }} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search teams' }), 'team 2{Enter}');
    expect(calls.at(-1)).toEqual({ page: 1, limit: 10, searchTerm: 'team 2' });
    expect(screen.getByText('(5 total)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(calls.at(-1)).toEqual({ page: 1, limit: 10 });
  });

  it('filters in a full-screen overlay and applies from page 1', async () => {
    const { calls, queryTeams } = fakeHook();
    wrap(
      <DataTable
        title="All Teams"
        columns={COLUMNS}
        useQuery={queryTeams}
        baseQuery={{ kind: 'club' }}
        filters={[{ name: 'lead', label: 'Lead', kind: 'select', options: [{ value: 'yes', label: 'Has a lead' }] }]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter All Teams' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Lead'), 'yes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.at(-1)).toEqual({ page: 1, limit: 10, kind: 'club', lead: 'yes' });
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Filters (1)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(calls.at(-1)).toEqual({ page: 1, limit: 10, kind: 'club' });
  });

  it('opens the edit form for a clicked row and the create form from Add New!, closing with X', async () => {
    const render = vi.fn((row: Team | null, close: () => void) => (
      <div>
        <p>{row ? `Editing ${row.name}` : 'Creating'}</p>
        <button type="button" onClick={close}>
          Done
        </button>
      </div>
    ));
    wrap(
      <DataTable
        title="All Teams"
        columns={COLUMNS}
        rows={[team(1), team(2)]}
        editor={{ title: (row) => (row ? 'Update Team' : 'Add Team'), render }}
      />,
    );
    await userEvent.click(screen.getByText('Team 2'));
    const dialog = await screen.findByRole('dialog', { name: 'Update Team' });
    expect(within(dialog).getByText('Editing Team 2')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: MSG.addNew }));
    expect(within(await screen.findByRole('dialog', { name: 'Add Team' })).getByText('Creating')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const addButton = screen.getByRole('button', { name: MSG.addNew });
    await userEvent.click(addButton);
    await screen.findByRole('dialog', { name: 'Add Team' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(addButton).toHaveFocus();
  });

  it('opens a row from the keyboard and calls onRowClick; the create button can say Post New!', async () => {
    const onRowClick = vi.fn();
    const onCreate = vi.fn();
    wrap(
      <DataTable
        title="All Teams"
        columns={COLUMNS}
        rows={[team(1)]}
        onRowClick={onRowClick}
        onCreate={onCreate}
        createLabel={MSG.postNew}
      />,
    );
    screen.getAllByRole('row')[1].focus();
    await userEvent.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenCalledWith(team(1));
    await userEvent.click(screen.getByRole('button', { name: MSG.postNew }));
    expect(onCreate).toHaveBeenCalled();
  });

  it('turns rows into stacked cards under 768 px', () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query === '(max-width: 767px)',
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      })),
    );
    wrap(<DataTable title="All Teams" columns={COLUMNS} rows={[team(1), team(2)]} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'All Teams' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('Name')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Team 1')).toBeInTheDocument();
    expect(within(cards[0]).getByRole('img', { name: 'Cover' })).toBeInTheDocument();
  });

  it('reports query changes when given the data directly', async () => {
    const onQueryChange = vi.fn();
    wrap(
      <DataTable
        title="All Teams"
        columns={COLUMNS}
        rows={Array.from({ length: 10 }, (_, i) => team(i + 1))}
        total={30}
        onQueryChange={onQueryChange}
      />,
    );
    expect(onQueryChange).toHaveBeenLastCalledWith({ page: 1, limit: 10 });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onQueryChange).toHaveBeenLastCalledWith({ page: 2, limit: 10 });
  });

  it('speaks Bangla as soon as the language switches: pager, search, filters, Yes/No, dates and Add New!', async () => {
    const { queryTeams } = fakeHook();
    const columns: DataTableColumn<Team & { active: boolean }>[] = [
      ...(COLUMNS as DataTableColumn<Team & { active: boolean }>[]),
      { key: 'active', header: 'Active' },
    ];
    wrap(
      <DataTable
        title="All Teams"
        columns={columns}
        useQuery={(q) => {
          const r = queryTeams(q);
          return { ...r, data: r.data && { ...r.data, data: r.data.data.map((t) => ({ ...t, active: t.id === 1 })) } };
        }}
        search
        filters={[{ name: 'lead', label: 'Lead', kind: 'select', options: [{ value: 'yes', label: 'Has a lead' }] }]}
        onCreate={() => undefined}
      />,
    );
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    await act(() => setLanguage('bn'));

    expect(screen.getByText('পাতা ১')).toBeInTheDocument();
    expect(screen.getByText('(মোট ২৩)')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'All Teams: পাতা' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'আগে' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'পরের' })).toBeEnabled();
    expect(screen.getByRole('searchbox', { name: 'All Teams খুঁজুন' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'নতুন যোগ করুন!' })).toBeInTheDocument();
    const first = screen.getAllByRole('row')[1];
    expect(within(first).getByText('হ্যাঁ')).toBeInTheDocument();
    expect(within(first).getByText(/^১৫ .* ২০২৬/)).toBeInTheDocument();
    expect(within(screen.getAllByRole('row')[2]).getByText('না')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'ফিল্টার' }));
    const dialog = await screen.findByRole('dialog', { name: 'All Teams ফিল্টার করুন' });
    expect(within(dialog).getByRole('button', { name: 'ফিল্টার প্রয়োগ করুন' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'রিসেট' })).toBeInTheDocument();
  });
});
