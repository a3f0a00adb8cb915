import { getMetadataStorage } from 'class-validator';

type MetadataStorage = ReturnType<typeof getMetadataStorage>;
type ValidationMetadata = ReturnType<MetadataStorage['getTargetValidationMetadatas']>[number];
type Grouped = Record<string, ValidationMetadata[]>;

const INSTALLED = Symbol.for('trendjack.validationMetadataMemo');

/**
 * class-validator works out a DTO's rules afresh on every validate call: it filters the rules of the
 * class, walks every class it knows with `instanceof` for inherited ones
 * (MetadataStorage.getTargetValidationMetadatas) and groups the result by property. With this app's
 * DTOs that was over 3 % of a headline analysis under load (npm run bench:load), more than the
 * validation itself. The answer depends only on the arguments and the rules registered, so it is
 * remembered per class and options until a rule is added (decorators run when a DTO's module is
 * loaded; any later one empties the memory).
 *
 * Patches the one MetadataStorage class-validator keeps for the whole process (its CommonJS and ES
 * builds share it). Idempotent.
 */
export function rememberValidationMetadata(storage: MetadataStorage = getMetadataStorage()): void {
  const patched = storage as MetadataStorage & { [INSTALLED]?: true };
  if (patched[INSTALLED]) return;
  patched[INSTALLED] = true;

  let rules = new WeakMap<object, Map<string, ValidationMetadata[]>>();
  let groups = new WeakMap<ValidationMetadata[], Grouped>();
  const forget = () => {
    rules = new WeakMap();
    groups = new WeakMap();
  };

  const addValidationMetadata = storage.addValidationMetadata.bind(storage);
  storage.addValidationMetadata = (metadata) => {
    forget();
    addValidationMetadata(metadata);
  };
  const addConstraintMetadata = storage.addConstraintMetadata.bind(storage);
  storage.addConstraintMetadata = (metadata) => {
    forget();
    addConstraintMetadata(metadata);
  };

  const getTargetValidationMetadatas = storage.getTargetValidationMetadatas.bind(storage);
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groupNames) => {
    const key = JSON.stringify([schema, always, strictGroups, groupNames]);
    let ofTarget = rules.get(target);
    if (ofTarget === undefined) {
      ofTarget = new Map();
      rules.set(target, ofTarget);
    }
    let found = ofTarget.get(key);
    if (found === undefined) {
      found = getTargetValidationMetadatas(target, schema, always, strictGroups, groupNames);
      ofTarget.set(key, found);
    }
    return found;
  };

  const groupByPropertyName = storage.groupByPropertyName.bind(storage);
  storage.groupByPropertyName = (metadata) => {
    let grouped = groups.get(metadata);
    if (grouped === undefined) {
      grouped = groupByPropertyName(metadata);
      groups.set(metadata, grouped);
    }
    return grouped;
  };
}
