import { COVER_FIX_MIN_SCORE, SCORE_POINTS } from '@app/domain/image-scoring';
import { Card } from '../../../components/ui/card';

const signed = (points: number) => (points > 0 ? `+${points}` : `−${Math.abs(points)}`);

export function HowItWorksCard() {
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-stone-900">How It Works</h2>
      <p className="mt-2 text-sm text-stone-700">
        For each tour the tool searches stock photos of the tour's places and scores every photo:
      </p>
      <ul className="mt-2 grid gap-1 text-sm text-stone-700 sm:grid-cols-2">
        <li>
          <strong className="tabular-nums">{signed(SCORE_POINTS.countryMatch)}</strong> the photo
          was taken in the tour's country
        </li>
        <li>
          <strong className="tabular-nums">{signed(SCORE_POINTS.locationTags)}</strong> its tags
          name one of the tour's places
        </li>
        <li>
          <strong className="tabular-nums">{signed(SCORE_POINTS.highResolution)}</strong> high
          resolution
        </li>
        <li>
          <strong className="tabular-nums">{signed(SCORE_POINTS.unwantedContent)}</strong> unwanted
          content (people close up, text, interiors)
        </li>
      </ul>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-stone-700">
        <li>The best photo is used only with a minimum score of {COVER_FIX_MIN_SCORE}.</li>
        <li>
          <strong>Fix Missing Only</strong> handles tours without a cover;{' '}
          <strong>Fix All (Smart)</strong> also replaces a cover when a better photo is found.
        </li>
        <li>Tours with locked images are never changed.</li>
        <li>A dry run only previews: it changes nothing.</li>
      </ul>
    </Card>
  );
}
