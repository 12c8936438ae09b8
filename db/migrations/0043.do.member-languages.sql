-- The language a member reads the site and their mails in, and the one a newsletter subscriber
-- signed up in (issue 48, docs/decisions/029-languages.md). The five codes are app_rules'
-- (domain/src/locales.ts keeps the same list; a unit test compares them).

create function app_rules.locales() returns text[]
language sql immutable parallel safe as $$ select array['en', 'de', 'fr', 'es', 'it'] $$;
grant execute on function app_rules.locales() to public;

-- A member's language is user_metadata.locale: set at sign-up from the page's language, changed
-- by its owner through the auth service (PUT /user), which writes only the token's own account.
-- Absent means English. Nothing else can be stored under the key.
alter table auth.users add constraint users_locale_check
  check (not (raw_user_meta_data ? 'locale')
         or (jsonb_typeof(raw_user_meta_data -> 'locale') = 'string'
             and raw_user_meta_data ->> 'locale' = any (app_rules.locales())));

-- A subscriber's language: the page they subscribed on (the newsletter's mails follow it).
alter table public.newsletter_subscriptions
  add column locale text not null default 'en' check (locale = any (app_rules.locales()));
