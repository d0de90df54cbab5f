// src/loadtest/findings/ holds validation's checks; this is the Finding each returns, located in the text later.
import type { Segments } from '../../json-schema-messages.js';

/** A problem found in the data, before it is located in the text. */
export interface Finding {
  segments: Segments;
  message: string;
  /** What the problem points at: the key, the value, or the mapping that lacks the key. */
  at: 'key' | 'value' | 'parent';
}
