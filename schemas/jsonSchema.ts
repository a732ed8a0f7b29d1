import { z } from 'zod';

/**
 * A JSON Schema (draft 2020-12, OpenAPI 3.1's dialect) kept as written. Declared APIs' and interface
 * definitions' `request`/`response` use this one notation: the CLI reads it (property names checked
 * against manifests, TypeScript types of the bridge); nothing validates calls against it at run time.
 */
export const jsonSchemaObject = z.record(z.string(), z.unknown());
