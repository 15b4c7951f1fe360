import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AgeCalculator } from './age-calculator-page';

function renderCalculator() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <AgeCalculator today="2026-11-22" />
    </MemoryRouter>,
  );
  return user;
}

function enterBirthdate(value: string) {
  fireEvent.change(screen.getByLabelText('Your birthdate'), { target: { value } });
}

afterEach(() => {
  vi.restoreAllMocks();
});

// Full renders with user-event are slow on a busy CI machine; the default 5 s is too tight.
describe('Age calculator', () => {
  it("alerts 'Please enter your birthdate.' when the date is empty", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const user = renderCalculator();
    await user.click(screen.getByRole('button', { name: 'Calculate age' }));
    expect(alert).toHaveBeenCalledWith('Please enter your birthdate.');
    expect(screen.getByText('Your last 5 calculations will appear here.')).toBeInTheDocument();
  });

  it('shows the age in years, months and days with a message', async () => {
    const user = renderCalculator();
    enterBirthdate('2004-02-29');
    await user.click(screen.getByRole('button', { name: 'Calculate age' }));
    const result = screen.getByRole('region', { name: 'Your age' });
    expect(result).toHaveTextContent('You are 22 years, 8 months and 24 days old.');
    expect(result).toHaveTextContent('Your twenties: the perfect time to build something bold.');
  });

  it('refuses a birthdate in the future', async () => {
    const user = renderCalculator();
    enterBirthdate('2026-11-23');
    await user.click(screen.getByRole('button', { name: 'Calculate age' }));
    expect(screen.getByRole('alert')).toHaveTextContent("Your birthdate can't be in the future.");
    expect(screen.queryByRole('list', { name: 'History' })).not.toBeInTheDocument();
  });

  it('keeps only the latest 5 calculations, newest first, across visits', async () => {
    const user = renderCalculator();
    const dates = ['2000-01-01', '2001-01-01', '2002-01-01', '2003-01-01', '2004-01-01', '2005-01-01'];
    for (const date of dates) {
      enterBirthdate(date);
      await user.click(screen.getByRole('button', { name: 'Calculate age' }));
    }
    const items = within(screen.getByRole('list', { name: 'History' })).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('Born 1 Jan 2005');
    expect(items[4]).toHaveTextContent('Born 1 Jan 2001');
    expect(JSON.parse(localStorage.getItem('bc-age-history') ?? '[]')).toHaveLength(5);
  });

  it('restores history from local storage and can clear it', async () => {
    localStorage.setItem(
      'bc-age-history',
      JSON.stringify([
        {
          id: 'a',
          birthdate: '1990-05-10',
          calculatedOn: '2026-11-01',
          years: 36,
          months: 5,
          days: 22,
          message: 'Thirty-something and thriving. Keep going!',
        },
      ]),
    );
    const user = renderCalculator();
    expect(screen.getByText('Born 10 May 1990')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByText('Born 10 May 1990')).not.toBeInTheDocument();
    expect(localStorage.getItem('bc-age-history')).toBe('[]');
  });
});
