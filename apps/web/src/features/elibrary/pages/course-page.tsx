import { PROGRESS } from '@campus/shared/constants';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { Tabs } from '../../../components/ui/tabs';
import { LibraryBrowser } from '../components/library-browser';

/** /course: tabs E-Library (initial) and Courses (Coming Soon, 35%). Guests are redirected by the router. */
export default function CoursePage() {
  return (
    <div className="mx-auto max-w-7xl">
      <h1 className="sr-only">E-Library</h1>
      <Tabs
        label="E-Library and courses"
        defaultValue="library"
        items={[
          { value: 'library', label: 'E-Library', content: <LibraryBrowser /> },
          {
            value: 'courses',
            label: 'Courses',
            content: (
              <div className="p-4 md:p-8">
                <ComingSoon title="Courses" progress={PROGRESS.courses} />
              </div>
            ),
          },
        ]}
      />
    </div>
  );
}
