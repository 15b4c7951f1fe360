import { Link } from 'react-router';
import { EmptyState } from '../components/ui/empty-state';

export default function NotFoundPage() {
  return (
    <div className="p-4 md:p-8">
      <EmptyState
        title="Page not found"
        hint="The page you are looking for does not exist."
        action={
          <Link to="/" className="font-semibold text-brand-800 underline">
            Go to Home
          </Link>
        }
      />
    </div>
  );
}
