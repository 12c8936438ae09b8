import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../auth-context.js';

/** Sign-in by e-mail and password only: every external provider and the phone are off. */
const SETTINGS = {
  external: {
    anonymous_users: false,
    apple: false,
    azure: false,
    bitbucket: false,
    discord: false,
    email: true,
    facebook: false,
    figma: false,
    github: false,
    gitlab: false,
    google: false,
    kakao: false,
    keycloak: false,
    linkedin_oidc: false,
    notion: false,
    phone: false,
    slack_oidc: false,
    spotify: false,
    twitch: false,
    twitter: false,
    workos: false,
    zoom: false,
  },
  disable_signup: false,
  phone_autoconfirm: false,
  sms_provider: '',
  saml_enabled: false,
};

/** GET /settings: what sign-in methods this server offers. */
export function settingsEndpoint(app: FastifyInstance, ctx: AuthContext) {
  const settings = { ...SETTINGS, mailer_autoconfirm: ctx.settings.mailerAutoconfirm };
  app.get('/settings', async () => settings);
}
