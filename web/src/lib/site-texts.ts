import { t } from '@lingui/core/macro';

/** Where the business is based (config/site.ts's city), as the page's language names it. */
export const siteCityName = () => t`Paris, France`;
