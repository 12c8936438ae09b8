import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { RouterLinksProvider } from '../components/link';
import { Toaster } from '../components/ui/toaster';
import { AuthProvider } from '../lib/auth';
import { FootprintLineProvider } from '../lib/footprint-slot';
import { queryClient } from '../lib/query-client';
import { router } from './router';
import { renderSavingLine } from './saving-line-host';

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <FootprintLineProvider value={renderSavingLine}>
            <RouterLinksProvider router={router}>
              <RouterProvider router={router} />
            </RouterLinksProvider>
          </FootprintLineProvider>
          <Toaster />
        </AuthProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
