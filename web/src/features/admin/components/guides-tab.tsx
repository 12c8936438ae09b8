import { staffRoleRequestSchema, type StaffMember } from '@app/domain/tickets';
import { useQueryClient } from '@tanstack/react-query';
import { QrCode, UserMinus, UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toaster';
import { errorText } from '../../../lib/error-text';
import { functionErrorCode } from '../../../lib/server-function';
import { staffKeys } from '../../../lib/staff-keys';
import { setStaffRole, useStaffMembers } from '../api/staff-roles';

function roleErrorText(error: unknown) {
  return functionErrorCode(error) === 'member_not_found'
    ? 'No account uses this e-mail address. The guide signs up first.'
    : errorText(error);
}

function GuideRow({
  guide,
  isBusy,
  onRevoke,
}: {
  guide: StaffMember;
  isBusy: boolean;
  onRevoke: () => void;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <span className="min-w-0 break-all text-stone-900">{guide.email}</span>
      <Button
        variant="outline"
        size="sm"
        disabled={isBusy}
        aria-label={`Revoke guide role of ${guide.email}`}
        onClick={onRevoke}
      >
        <UserMinus aria-hidden="true" />
        Revoke
      </Button>
    </li>
  );
}

/** Admins make members guides (who then see the check-in page only), and take the role back. */
export function GuidesTab() {
  const guides = useStaffMembers();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [busyEmail, setBusyEmail] = useState<string | null>(null);

  async function change(target: string, role: 'guide' | null) {
    setBusyEmail(target);
    try {
      await setStaffRole({ email: target, role });
      toast.success(role ? `${target} is now a guide` : `${target} is no longer a guide`, {
        description: role ? 'They sign in again to open the check-in page.' : undefined,
      });
      if (role) setEmail('');
      return true;
    } catch (error) {
      toast.error(role ? 'Could not make a guide' : 'Could not revoke the role', {
        description: roleErrorText(error),
      });
      return false;
    } finally {
      setBusyEmail(null);
      await queryClient.invalidateQueries({ queryKey: staffKeys.members });
    }
  }

  function handleGrant(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = staffRoleRequestSchema.shape.email.safeParse(email.trim());
    if (!parsed.success) {
      setEmailError('Please enter a valid e-mail address.');
      return;
    }
    setEmailError(undefined);
    void change(parsed.data, 'guide');
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-stone-900">Guides</h2>
        <Button asChild variant="outline">
          <Link to="/admin/check-in">
            <QrCode aria-hidden="true" />
            Open check-in
          </Link>
        </Button>
      </div>
      <p className="max-w-2xl text-sm text-stone-600">
        Guides check travelers in at the meeting point. They see the check-in page only, not this
        panel.
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="p-4 sm:p-6">
          <h3 className="text-lg font-semibold text-stone-900">Make a member a guide</h3>
          <form noValidate onSubmit={handleGrant} className="mt-4 space-y-3">
            <TextField
              label="Member's e-mail"
              type="email"
              autoComplete="off"
              value={email}
              error={emailError}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Button type="submit" disabled={busyEmail !== null}>
              <UserPlus aria-hidden="true" />
              Make guide
            </Button>
          </form>
        </Card>
        <Card className="p-4 sm:p-6">
          <section aria-labelledby="guide-list-heading">
            <h3 id="guide-list-heading" className="text-lg font-semibold text-stone-900">
              Current guides
            </h3>
            {guides.isPending ? (
              <div className="mt-4 space-y-3" aria-hidden="true">
                <Skeleton className="h-6 w-2/3" />
                <Skeleton className="h-6 w-1/2" />
              </div>
            ) : guides.isError ? (
              <p role="alert" className="mt-4 text-sm text-red-700">
                The guides could not be loaded: {errorText(guides.error)}
              </p>
            ) : guides.data.length === 0 ? (
              <p className="mt-4 text-sm text-stone-600">No guides yet.</p>
            ) : (
              <ul aria-labelledby="guide-list-heading" className="mt-2 divide-y divide-stone-200">
                {guides.data.map((guide) => (
                  <GuideRow
                    key={guide.userId}
                    guide={guide}
                    isBusy={busyEmail !== null}
                    onRevoke={() => void change(guide.email, null)}
                  />
                ))}
              </ul>
            )}
          </section>
        </Card>
      </div>
    </div>
  );
}
