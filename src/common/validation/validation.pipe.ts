import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import { rememberValidationMetadata } from './validation-metadata-memo.js';

/**
 * Global request validation: unknown fields are refused, values are transformed to the DTO's types,
 * and the 400 message lists every problem in plain words.
 */
export function createValidationPipe(): ValidationPipe {
  rememberValidationMetadata();
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    // Two fields may share a message ("Please provide both Reddit App ID and App Secret"): say it once.
    exceptionFactory: (errors) => new BadRequestException([...new Set(flattenMessages(errors))].join('; ') || 'The request is not valid.'),
  });
}

/**
 * Written in a message, stands for the whole path of the field that failed ("spokespeople.2.email"):
 * a nested DTO's validators see only their own object, not where it sits in the body.
 */
export const FIELD_PATH_TOKEN = '$path';

function flattenMessages(errors: ValidationError[], prefix = ''): string[] {
  return errors.flatMap((error) => {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) =>
      message.startsWith('property ') ? `Unknown field "${path}"` : message.replaceAll(FIELD_PATH_TOKEN, path),
    );
    return [...own, ...flattenMessages(error.children ?? [], path)];
  });
}
