import '../messages';
import { LOCALE_NAMES, type Locale } from '@app/domain/locales';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { toast } from '../../../components/ui/toaster';
import { errorText } from '../../../lib/error-text';
import { languageOfFirstError } from '../lib/form-values';
import { TranslationRefusedError } from '../lib/translation-refusal';
import { FormSection } from './form-section';
import {
  FormLanguageSwitch,
  RefusalContext,
  TranslationFields,
  useTextsIn,
  type TranslatableValues,
  type TranslationRefusal,
  type TranslationFormSpec,
} from './translation-fields';

/**
 * A catalogue row's form in every language (a tour, a micro-tour): the language switch, the
 * panel of the chosen language beside the English, and the English cards (`children`), kept
 * while another language is shown so their uploads and lists stay. A submit with errors shows
 * the language of the first one; a failed save says so with `failureTitle`, and a save the server
 * refused for one language's field shows that language, says why and puts the focus there.
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
  const [refusal, setRefusal] = useState<TranslationRefusal | null>(null);
  const panel = useRef<HTMLDivElement>(null);

  // Once the refused language's panel is shown, its field takes the focus (its first entry for a list).
  useEffect(() => {
    if (!refusal) return;
    panel.current
      ?.querySelector<HTMLElement>(
        `[data-translated-field="${refusal.field}"] :is(input, textarea)`,
      )
      ?.focus();
  }, [refusal]);

  async function save(values: TValues) {
    setRefusal(null);
    try {
      await onSave(values);
    } catch (error) {
      const message = errorText(error);
      toast.error(failureTitle, { description: message });
      if (error instanceof TranslationRefusedError) {
        setLanguage(error.refused.locale);
        setRefusal({ ...error.refused, message });
      }
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(save, (invalid) => {
        setRefusal(null);
        setLanguage(languageOfFirstError(invalid));
      })}
      className="space-y-6"
    >
      <FormLanguageSwitch
        control={control}
        missing={spec.missing}
        value={language}
        onChange={setLanguage}
      />
      {language !== 'en' && (
        <div ref={panel}>
          <FormSection title={textsIn(LOCALE_NAMES[language])}>
            <RefusalContext value={refusal}>
              <TranslationFields spec={spec} locale={language} form={form} />
            </RefusalContext>
          </FormSection>
        </div>
      )}
      <div hidden={language !== 'en'} className="space-y-6">
        {children}
      </div>
      {actions}
    </form>
  );
}
