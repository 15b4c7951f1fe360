import { MSG } from '@campus/shared/messages';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LINK_REL, splitLinks } from '../../../components/ui/linkified-text';
import { setLanguage } from '../../../lib/i18n';
import { eventItem } from '../events-test-data';
import { EventPreview } from './event-preview';

describe('EventPreview', () => {
  it('shows title, cover, last update, subtitle, author and Event Details in Dhaka time', () => {
    render(<EventPreview event={eventItem(1, { title: 'Tech Fest', subtitle: 'Two days of code' })} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Tech Fest' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Tech Fest' })).toHaveAttribute('src', '/uploads/demo/event-1.svg');
    expect(screen.getByText(`${MSG.lastUpdate}:`, { exact: false })).toHaveTextContent('21 Nov 2026, 6:30 PM');
    expect(screen.getByText('Two days of code')).toBeInTheDocument();
    expect(screen.getByText(MSG.writtenBy, { exact: false })).toHaveTextContent('Tahmina Akter');
    const details = screen.getByRole('region', { name: MSG.eventDetails });
    expect(details).toHaveTextContent('Tue, 1 Dec 2026, 10:00 AM – 2:00 PM');
    expect(details).not.toHaveTextContent('End Date');
    expect(screen.queryByText(MSG.eventCanceled)).not.toBeInTheDocument();
  });

  it('names the type and writes the times in Bangla (decision 030)', async () => {
    render(<EventPreview event={eventItem(6, { type: 'PODCAST' })} />);
    expect(screen.getByText('Podcast')).toBeInTheDocument();
    await act(() => setLanguage('bn'));
    expect(screen.getByText('পডকাস্ট')).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'ইভেন্টের বিস্তারিত' });
    expect(details).toHaveTextContent('১০:০০ পূর্বাহ্ন');
    expect(details).toHaveTextContent('২:০০ অপরাহ্ন');
    expect(details).not.toHaveTextContent(/AM|PM/);
  });

  it('shows the End Date only when the event ends on another Dhaka day', () => {
    render(<EventPreview event={eventItem(2, { endTime: '2026-12-02T12:00:00.000Z' })} />);
    const details = screen.getByRole('region', { name: MSG.eventDetails });
    expect(details).toHaveTextContent('End Date');
    expect(details).toHaveTextContent('Wed, 2 Dec 2026, 6:00 PM');
  });

  it.each(['ARTICLE', 'CAMPUS'] as const)('hides Event Details for %s', (type) => {
    render(<EventPreview event={eventItem(3, { type })} />);
    expect(screen.queryByText(MSG.eventDetails)).not.toBeInTheDocument();
  });

  it('shows the canceled banner and the guests', () => {
    render(
      <EventPreview
        event={eventItem(4, {
          isCancel: true,
          guests: [
            { name: 'Dr. Farzana Rahman', profilePic: '/uploads/demo/farzana.svg', description: 'Keynote speaker' },
            { name: 'Ahsan Habib' },
          ],
        })}
      />,
    );
    expect(screen.getByText(MSG.eventCanceled)).toBeInTheDocument();
    const guests = screen.getByRole('region', { name: 'Guests' });
    expect(guests).toHaveTextContent('Dr. Farzana Rahman');
    expect(guests).toHaveTextContent('Keynote speaker');
    expect(guests).toHaveTextContent('Ahsan Habib');
    expect(screen.getByRole('img', { name: 'Dr. Farzana Rahman' })).toHaveAttribute('src', '/uploads/demo/farzana.svg');
  });

  it('makes https links clickable with a safe rel, and keeps the rest as text', () => {
    render(
      <EventPreview
        event={eventItem(5, { description: 'Register at https://forms.example.org/techfest, then come.\n\nSee you!' })}
      />,
    );
    const link = screen.getByRole('link', { name: 'https://forms.example.org/techfest' });
    expect(link).toHaveAttribute('href', 'https://forms.example.org/techfest');
    expect(link).toHaveAttribute('rel', LINK_REL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText('See you!')).toBeInTheDocument();
  });

  it('renders javascript: and <script> in a description as inert text', () => {
    const evil =
      'Click javascript:alert(1) or <a href="javascript:alert(2)">here</a> <script>window.hacked=true</script> <img src=x onerror="alert(3)">';
    const { container } = render(<EventPreview event={eventItem(6, { description: evil })} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('article a')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(1); // only the cover: the host has no picture
    expect(screen.getByText(/<script>window\.hacked=true<\/script>/)).toBeInTheDocument();
    expect(screen.getByText(/javascript:alert\(1\)/)).toBeInTheDocument();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });
});

describe('splitLinks', () => {
  it('links only http and https URLs and trims trailing punctuation', () => {
    expect(splitLinks('a http://x.org/b. c data:text/html,hi ftp://y.org')).toEqual([
      { kind: 'text', value: 'a ' },
      { kind: 'link', href: 'http://x.org/b', label: 'http://x.org/b' },
      { kind: 'text', value: '. c data:text/html,hi ftp://y.org' },
    ]);
  });
});
