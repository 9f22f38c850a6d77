/** The API's messages in the five languages, and the words of failed schema checks. */
export {
  type ApiTranslations,
  apiMessage,
  apiText,
  type MessageId,
  type MessageParams,
  messages,
} from './catalogue.js';
export { describeProblem, problemMessage } from './validation.js';
