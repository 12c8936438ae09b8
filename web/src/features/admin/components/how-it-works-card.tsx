import '../messages';
import { Trans } from '@lingui/react/macro';
import { COVER_FIX_MIN_SCORE, SCORE_POINTS } from '@app/domain/image-scoring';
import { Card } from '../../../components/ui/card';

const signed = (points: number) => (points > 0 ? `+${points}` : `−${Math.abs(points)}`);

export function HowItWorksCard() {
  const countryMatch = signed(SCORE_POINTS.countryMatch);
  const locationTags = signed(SCORE_POINTS.locationTags);
  const highResolution = signed(SCORE_POINTS.highResolution);
  const unwantedContent = signed(SCORE_POINTS.unwantedContent);
  const minimum = COVER_FIX_MIN_SCORE;
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-stone-900">
        <Trans>How It Works</Trans>
      </h2>
      <p className="mt-2 text-sm text-stone-700">
        <Trans>
          For each tour the tool searches stock photos of the tour's places and scores every photo:
        </Trans>
      </p>
      <ul className="mt-2 grid gap-1 text-sm text-stone-700 sm:grid-cols-2">
        <li>
          <Trans>
            <strong className="tabular-nums">{countryMatch}</strong> the photo was taken in the
            tour's country
          </Trans>
        </li>
        <li>
          <Trans>
            <strong className="tabular-nums">{locationTags}</strong> its tags name one of the tour's
            places
          </Trans>
        </li>
        <li>
          <Trans>
            <strong className="tabular-nums">{highResolution}</strong> high resolution
          </Trans>
        </li>
        <li>
          <Trans>
            <strong className="tabular-nums">{unwantedContent}</strong> unwanted content (people
            close up, text, interiors)
          </Trans>
        </li>
      </ul>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-stone-700">
        <li>
          <Trans>The best photo is used only with a minimum score of {minimum}.</Trans>
        </li>
        <li>
          <Trans>
            <strong>Fix Missing Only</strong> handles tours without a cover;{' '}
            <strong>Fix All (Smart)</strong> also replaces a cover when a better photo is found.
          </Trans>
        </li>
        <li>
          <Trans>Tours with locked images are never changed.</Trans>
        </li>
        <li>
          <Trans>A dry run only previews: it changes nothing.</Trans>
        </li>
      </ul>
    </Card>
  );
}
