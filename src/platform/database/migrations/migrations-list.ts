import { Migration20261122072733 } from './Migration20261122072733.js';
import { Migration20261123220000 } from './Migration20261123220000.js';
import { Migration20261123230000 } from './Migration20261123230000.js';
import { Migration20261123233000 } from './Migration20261123233000.js';
import { Migration20261124011316 } from './Migration20261124011316.js';
import { Migration20261124011526 } from './Migration20261124011526.js';
import { Migration20261124014749 } from './Migration20261124014749.js';
import { Migration20261124100000 } from './Migration20261124100000.js';
import { Migration20261124120000 } from './Migration20261124120000.js';
import { Migration20261125100000 } from './Migration20261125100000.js';
import { Migration20261128154316 } from './Migration20261128154316.js';
import { Migration20261128160000 } from './Migration20261128160000.js';
import { Migration20261128190000 } from './Migration20261128190000.js';
import { Migration20261128200000 } from './Migration20261128200000.js';
import { Migration20261128231000 } from './Migration20261128231000.js';
import { Migration20261129000100 } from './Migration20261129000100.js';
import { Migration20261129000200 } from './Migration20261129000200.js';
import { Migration20261129000210 } from './Migration20261129000210.js';
import { Migration20261129000220 } from './Migration20261129000220.js';
import { Migration20261129030000 } from './Migration20261129030000.js';

/**
 * Every migration in order. Listed explicitly (not discovered from a folder) so that the compiled
 * app, Jest and the CLI run exactly the same set.
 */
export const MIGRATIONS = [
  { name: 'Migration20261122072733', class: Migration20261122072733 },
  { name: 'Migration20261123220000', class: Migration20261123220000 },
  { name: 'Migration20261123230000', class: Migration20261123230000 },
  { name: 'Migration20261123233000', class: Migration20261123233000 },
  { name: 'Migration20261124011316', class: Migration20261124011316 },
  { name: 'Migration20261124011526', class: Migration20261124011526 },
  { name: 'Migration20261124014749', class: Migration20261124014749 },
  { name: 'Migration20261124100000', class: Migration20261124100000 },
  { name: 'Migration20261124120000', class: Migration20261124120000 },
  { name: 'Migration20261125100000', class: Migration20261125100000 },
  { name: 'Migration20261128154316', class: Migration20261128154316 },
  { name: 'Migration20261128160000', class: Migration20261128160000 },
  { name: 'Migration20261128190000', class: Migration20261128190000 },
  { name: 'Migration20261128200000', class: Migration20261128200000 },
  { name: 'Migration20261128231000', class: Migration20261128231000 },
  { name: 'Migration20261129000100', class: Migration20261129000100 },
  { name: 'Migration20261129000200', class: Migration20261129000200 },
  { name: 'Migration20261129000210', class: Migration20261129000210 },
  { name: 'Migration20261129000220', class: Migration20261129000220 },
  { name: 'Migration20261129030000', class: Migration20261129030000 },
];
