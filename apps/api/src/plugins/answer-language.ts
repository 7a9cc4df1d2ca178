import type { FastifyInstance } from 'fastify';
import { answerLanguage, translateMessage } from '../i18n/translate.js';

interface Envelope {
  code: number;
  message: string;
  content?: { errors?: { message?: unknown }[] } | null;
}

function isEnvelope(payload: unknown): payload is Envelope {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    'code' in payload &&
    typeof (payload as { message?: unknown }).message === 'string'
  );
}

/**
 * Every answer's message, and each field error's, in the caller's language (issue 17, docs/decisions/0055). The
 * services keep speaking English — logs, tests and the spec's texts stay one language — and the words are
 * changed only on the way out. Data (names, components, reasons typed by people) is never translated.
 */
export function registerAnswerLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/')) return payload;
    reply.header('vary', 'accept-language');
    const language = answerLanguage(request.headers['accept-language']);
    if (language === 'en' || !isEnvelope(payload)) return payload;
    reply.header('content-language', language);
    const errors = payload.content?.errors;
    return {
      ...payload,
      message: translateMessage(payload.message, language),
      ...(Array.isArray(errors) && payload.content
        ? {
            content: {
              ...payload.content,
              errors: errors.map((error) =>
                typeof error.message === 'string'
                  ? { ...error, message: translateMessage(error.message, language) }
                  : error,
              ),
            },
          }
        : {}),
    };
  });
}
