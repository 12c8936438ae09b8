import { SignOutButton } from '../../../components/sign-out-button';
import { Card } from '../../../components/ui/card';
import { getDisplayName, useAuth } from '../../../lib/auth';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function DashboardPage() {
  const auth = useAuth();
  useDocumentTitle('Dashboard');
  if (auth.status !== 'signed-in') return null;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-stone-900">
            Welcome, {getDisplayName(auth.user)}
          </h1>
          <p className="mt-1 text-stone-600">{auth.user.email}</p>
        </div>
        <SignOutButton label="Sign out" />
      </div>
      <Card className="mt-8 p-6">
        <h2 className="text-lg font-semibold text-stone-900">Bookings and wallet</h2>
        <p className="mt-2 text-stone-600">
          Your bookings, history, wallet and achievements will appear here once booking opens.
        </p>
      </Card>
    </div>
  );
}
