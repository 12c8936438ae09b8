import '../messages';
import { LOCALE_NAMES, type Locale } from '@app/domain/locales';
import { useState, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { toast } from '../../../components/ui/toaster';
import { errorText } from '../../../lib/error-text';
import { languageOfFirstError } from '../lib/form-values';
import { FormSection } from './form-section';
import {
  FormLanguageSwitch,
  TranslationFields,
  useTextsIn,
  type TranslatableValues,
  type TranslationFormSpec,
} from './translation-fields';

/**
 * A catalogue row's form in every language (a tour, a micro-tour): the language switch, the
 * panel of the chosen language beside the English, and the English cards (`children`), kept
 * while another language is shown so their uploads and lists stay. A submit with errors shows
 * the language of the first one; a failed save says so with `failureTitle`.
 */
export function TranslatedForm<
  T extends TranslatableValues<Text, List>,
  TValues,
  Text extends string,
  List extends string,
>({
  form,
  spec,
  onSave,
  failureTitle,
  children,
  actions,
}: {
  form: UseFormReturn<T, unknown, TValues>;
  spec: TranslationFormSpec<T, TValues, Text, List>;
  /** Saves the values; throws what the save refused. */
  onSave: (values: TValues) => Promise<void>;
  failureTitle: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  const { control, handleSubmit } = form;
  // The language whose texts the form shows: English, the row's own, or one of the others.
  const [language, setLanguage] = useState<Locale>('en');
  const textsIn = useTextsIn();

  async function save(values: TValues) {
    try {
      await onSave(values);
    } catch (error) {
      toast.error(failureTitle, { description: errorText(error) });
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(save, (invalid) => setLanguage(languageOfFirstError(invalid)))}
      className="space-y-6"
    >
      <FormLanguageSwitch
        control={control}
        missing={spec.missing}
        value={language}
        onChange={setLanguage}
      />
      {language !== 'en' && (
        <FormSection title={textsIn(LOCALE_NAMES[language])}>
          <TranslationFields spec={spec} locale={language} form={form} />
        </FormSection>
      )}
      <div hidden={language !== 'en'} className="space-y-6">
        {children}
      </div>
      {actions}
    </form>
  );
}
