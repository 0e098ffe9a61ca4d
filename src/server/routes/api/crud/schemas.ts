// Schemas of the generic resource API (spec §7 Generic resource access); they document it too.
import { errorResponses, id, int, obj, str } from '../../schemas';

const anyObject = { type: 'object', additionalProperties: true } as const;
const text = { type: 'string', maxLength: 200 } as const;

export const OUTPUT_FORMATS = ['json', 'csv', 'excel'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

export const resourceParams = obj({ resource: { type: 'string', maxLength: 60 } }, ['resource']);
export const rowParams = obj({ resource: { type: 'string', maxLength: 60 }, id }, ['resource', 'id']);

/**
 * search_{field}, status, search and the resource's own filters ride along as extra text parameters;
 * resources/ parses them (an id filter or a search on a number column out of range is a 400 by name).
 */
export const listQuery = {
  type: 'object',
  properties: {
    output_format: { type: 'string', enum: OUTPUT_FORMATS, default: 'json' },
    limit: { type: 'integer', minimum: 1, maximum: 1000 },
    offset: { type: 'integer', minimum: 0, maximum: id.maximum },
    orderby: text,
    belongs_queries: text,
    facility_id: id,
  },
  additionalProperties: text,
} as const;

export const listResponse = {
  200: obj(
    {
      count: int,
      rows: { type: 'array', items: anyObject },
      totals: anyObject,
      deleted: int,
      enums: { type: 'object', additionalProperties: { type: 'array', items: str } },
    },
    ['count', 'rows', 'enums'],
  ),
  ...errorResponses,
} as const;

export const rowResponse = { 200: obj({ row: anyObject }, ['row']), ...errorResponses } as const;

export const rowBody = anyObject;
