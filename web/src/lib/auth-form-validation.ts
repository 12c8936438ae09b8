import { lazyZodResolver } from './lazy-zod-resolver';

// The auth forms' schemas load when a form is first used: /login paints without zod.
const authSchemas = () => import('@app/domain/auth');

export const signInValidation = lazyZodResolver(() =>
  authSchemas().then((m) => m.signInFormSchema),
);
export const resetRequestValidation = lazyZodResolver(() =>
  authSchemas().then((m) => m.resetRequestFormSchema),
);
export const signUpValidation = lazyZodResolver(() =>
  authSchemas().then((m) => m.signUpFormSchema),
);
