import { common } from '@campus/shared/i18n/en/common';
import { Link } from 'react-router';
import { EmptyState } from '../components/ui/empty-state';
import { useT } from '../lib/i18n';

export default function NotFoundPage() {
  const t = useT(common);
  return (
    <div className="p-4 md:p-8">
      <EmptyState
        title={t('pageNotFound')}
        hint={t('pageNotFoundHint')}
        action={
          <Link to="/" className="font-semibold text-brand-800 underline">
            {t('goHome')}
          </Link>
        }
      />
    </div>
  );
}
