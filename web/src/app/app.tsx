import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy } from 'react';
import { RouterProvider } from 'react-router';
import { Toaster } from '../components/ui/toaster';
import { AuthProvider } from '../lib/auth';
import { FootprintLineProvider, type FootprintLineProps } from '../lib/footprint-slot';
import { queryClient } from '../lib/query-client';
import { router } from './router';

// The CO₂ saving line of cards and pages (issue 49): its code and messages load with the first
// card that shows it, never with the first page's JavaScript.
const SavingLine = lazy(() =>
  import('../features/footprint/components/saving-line').then((module) => ({
    default: module.SavingLine,
  })),
);
const renderSavingLine = (props: FootprintLineProps) => <SavingLine {...props} />;

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <FootprintLineProvider value={renderSavingLine}>
            <RouterProvider router={router} />
          </FootprintLineProvider>
          <Toaster />
        </AuthProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
