import '../messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toaster';
import { errorText } from '../../../lib/error-text';
import {
  type GuidedListing,
  useGuideAssignments,
  useSetGuideAssignment,
} from '../api/guide-assignments';
import { useStaffMembers } from '../api/staff-roles';

/**
 * The guides of one saved tour or micro-tour, each a checkbox saved at once: an assigned guide
 * sees its departures on the check-in page's list of the day (decision 040).
 */
export function GuideAssignmentField({ listing }: { listing: GuidedListing }) {
  const { t } = useLingui();
  const guides = useStaffMembers();
  const assigned = useGuideAssignments(listing);
  const save = useSetGuideAssignment(listing);

  async function handleChange(guideId: string, email: string, isAssigned: boolean) {
    try {
      await save.mutateAsync({ guideId, isAssigned });
      toast.success(isAssigned ? t`${email} is assigned` : t`${email} is no longer assigned`);
    } catch (error) {
      toast.error(t`Could not change the guides`, { description: errorText(error) });
    }
  }

  if (guides.isPending || assigned.isPending) {
    return (
      <div className="space-y-3" aria-hidden="true">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-6 w-1/2" />
      </div>
    );
  }
  if (guides.isError || assigned.isError) {
    const reason = errorText(guides.error ?? assigned.error);
    return (
      <p role="alert" className="text-sm text-red-700">
        <Trans>The guides could not be loaded: {reason}</Trans>
      </p>
    );
  }
  if (guides.data.length === 0) {
    return (
      <p className="text-sm text-stone-600">
        <Trans>No guides yet. Make a member a guide in the Guides tab first.</Trans>
      </p>
    );
  }
  const chosen = new Set(assigned.data);
  return (
    <fieldset>
      <legend className="sr-only">
        <Trans>Guides of this tour</Trans>
      </legend>
      <ul className="divide-y divide-stone-200">
        {guides.data.map((guide) => {
          const email = guide.email;
          return (
            <li key={guide.userId}>
              <label className="flex min-h-12 cursor-pointer items-center gap-3 py-2 text-stone-900">
                <input
                  type="checkbox"
                  className="size-5 accent-emerald-700"
                  checked={chosen.has(guide.userId)}
                  disabled={save.isPending}
                  onChange={(event) => void handleChange(guide.userId, email, event.target.checked)}
                />
                <span className="min-w-0 break-all">{email}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
