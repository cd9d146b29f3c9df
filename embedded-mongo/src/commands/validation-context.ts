import type { ValidationContext } from '../query/document-validation';
import type { Doc } from '../bson/values';
import type { CommandContext } from './context';

/** How a writing command's documents meet their collection's validator: bypassed on request, warnings logged. */
export function validationOf(command: Doc, context: CommandContext): ValidationContext {
  return {
    bypass: command.bypassDocumentValidation === true,
    warn: (message) => context.logger.warn(message),
  };
}
