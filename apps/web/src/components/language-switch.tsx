import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { authEndpoints, LANGUAGE_NAMES, LANGUAGES, type Language, MESSAGES } from '@raktsetu/contract';
import type { i18n as I18n } from 'i18next';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../lib/api';
import { chooseLanguage, isLanguage, LANGUAGE_SWITCH_LABEL } from '../lib/language';
import { readSession } from '../lib/session';

/**
 * Shows `language` at once and remembers it on this device; a signed-in person's account keeps it too
 * (POST /api/auth/language), so every sign-in, on any computer, opens in it.
 */
async function switchTo(i18n: I18n, language: Language): Promise<void> {
  try {
    await chooseLanguage(i18n, language);
  } catch {
    // The texts did not arrive (the network dropped): the page stays as it was.
    notifications.show({
      color: 'red',
      message: i18n.t('common.somethingWentWrong', MESSAGES.somethingWentWrong),
    });
    return;
  }
  if (!readSession()) return;
  try {
    await call(authEndpoints.language, { language });
  } catch (error) {
    // Shown here all the same; the account keeps its previous language for the next sign-in.
    if (error instanceof ApiError) notifications.show({ color: 'red', message: error.message });
  }
}

/**
 * "English | हिन्दी": each language named in itself, the one shown pressed. Two plain buttons, so Tab reaches
 * each and Enter or Space chooses it; each carries its language, so a screen reader says "हिन्दी" in Hindi.
 */
export function LanguageSwitch() {
  const { i18n } = useTranslation();
  const [switching, setSwitching] = useState(false);
  const shown: Language = isLanguage(i18n.language) ? i18n.language : 'en';

  const choose = (language: Language) => {
    if (language === shown || switching) return;
    setSwitching(true);
    void switchTo(i18n, language).finally(() => setSwitching(false));
  };

  return (
    <Group role="group" aria-label={LANGUAGE_SWITCH_LABEL} gap={2} wrap="nowrap">
      {LANGUAGES.map((language, index) => (
        <Fragment key={language}>
          {index > 0 && (
            <Text component="span" c="dimmed" size="sm" aria-hidden="true">
              |
            </Text>
          )}
          <Button
            lang={language}
            size="compact-sm"
            variant={language === shown ? 'light' : 'subtle'}
            aria-pressed={language === shown}
            onClick={() => choose(language)}
          >
            {LANGUAGE_NAMES[language]}
          </Button>
        </Fragment>
      ))}
    </Group>
  );
}
