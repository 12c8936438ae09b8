import '../messages';
import { Trans } from '@lingui/react/macro';
import { Compass, House, MapPinOff } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../../components/link';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { pageTitles } from '../../../lib/page-heads/titles';

export function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentTitle(pageTitles.notFound);

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-800">
        <MapPinOff aria-hidden="true" className="size-8" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-wide text-emerald-700">404</p>
      <h1 className="mt-1 text-3xl font-bold text-stone-900 sm:text-4xl">
        <Trans>Page Not Found</Trans>
      </h1>
      <p className="mt-3 text-lg text-stone-600">
        <Trans>
          This trail leads nowhere: the page you are looking for has moved or never existed.
        </Trans>
      </p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button asChild size="lg">
          <Link to="/">
            <House aria-hidden="true" />
            <Trans>Back to Home</Trans>
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/tours">
            <Compass aria-hidden="true" />
            <Trans>Browse Tours</Trans>
          </Link>
        </Button>
      </div>
    </div>
  );
}
