import { getMetadataStorage, IsInt, IsString, validateSync } from 'class-validator';
import { rememberValidationMetadata } from './validation-metadata-memo.js';

class Named {
  @IsString({ message: 'name must be text' })
  name!: unknown;
}

const messagesOf = (value: object) => validateSync(value).flatMap((error) => Object.values(error.constraints ?? {}));

describe(rememberValidationMetadata.name, () => {
  const storage = getMetadataStorage();
  const before = storage.getTargetValidationMetadatas(Named, '', false, false);

  beforeAll(() => rememberValidationMetadata(storage));

  it('should answer the rules class-validator works out, and the same array on a repeat', () => {
    const first = storage.getTargetValidationMetadatas(Named, '', false, false);
    expect(first).toEqual(before);
    expect(storage.getTargetValidationMetadatas(Named, '', false, false)).toBe(first);
    expect(storage.groupByPropertyName(first)).toBe(storage.groupByPropertyName(first));
  });

  it('should keep validating as before', () => {
    expect(messagesOf(Object.assign(new Named(), { name: 3 }))).toEqual(['name must be text']);
    expect(messagesOf(Object.assign(new Named(), { name: 'Ada' }))).toEqual([]);
  });

  it('should see a rule added after a class was validated, also one a subclass inherits', () => {
    expect(messagesOf(Object.assign(new Named(), { name: 3 }))).toEqual(['name must be text']);
    class Aged extends Named {
      @IsInt({ message: 'age must be a whole number' })
      age!: unknown;
    }
    expect(messagesOf(Object.assign(new Aged(), { name: 3, age: 'old' })).sort()).toEqual([
      'age must be a whole number',
      'name must be text',
    ]);
  });

  it('should patch the storage once however often it is asked', () => {
    const patched = storage.getTargetValidationMetadatas;
    rememberValidationMetadata(storage);
    expect(storage.getTargetValidationMetadatas).toBe(patched);
  });
});
