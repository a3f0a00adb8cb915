import { ValidateIf } from 'class-validator';

/**
 * The field may be left out, and then its default applies. Unlike class-validator's IsOptional,
 * null is not "left out": it is checked like any other value and gets the field's own message,
 * instead of reaching a service that reads it as the object or list it must be.
 */
export function IsOmittable(): PropertyDecorator {
  return ValidateIf((_object: unknown, value: unknown) => value !== undefined);
}
